import { EXIT_REASONS, MANUAL_CLOSE_REASON } from '@signaldesk/core/backtest/types';
import type { PositionCategory } from '@signaldesk/core/position/category';
import { PRICE_RULE } from '@signaldesk/core/position/levels';
import { DIRECTIONS } from '@signaldesk/core/position/profit';
import { SYMBOL_RULE } from '@signaldesk/core/rules/symbol-rule';
import { z } from 'zod';
import { integerText } from './input-rules';
import { numberRuleSchema } from './number-rule';

/**
 * Wire shapes of the position calls (docs/positions.md, The wire contract).
 * Conventions:
 * - every time is an ISO 8601 UTC string with a `Z` (`2026-11-21T19:20:00.000Z`);
 * - prices are plain numbers in the quote currency (USDT); percentages are percent (1.6 = 1.6 %);
 * - every list answers `{success: true, data: [...]}`; every single position answers `{success: true, data}`;
 * - failures answer the common error envelope `{success: false, error, code}` (errors.ts).
 */

const isoTime = z.iso.datetime();

/** Position ids are PostgreSQL `integer` (32-bit) keys: 1 to 2^31 - 1. */
export const MAX_POSITION_ID = 2_147_483_647;

/** A position id sent by a client, in the column's range. */
const positionIdSchema = (field: string) =>
  z.number().int().min(1).max(MAX_POSITION_ID, `${field} must be at most ${MAX_POSITION_ID}`);

/** The earliest and latest instants a client may send: years 1970 to 9999 (PostgreSQL stores far more, but no
 * position lives outside them). */
export const EARLIEST_QUERY_TIME = '1970-01-01T00:00:00.000Z';
export const LATEST_QUERY_TIME = '9999-12-31T23:59:59.999Z';

/** An ISO 8601 UTC instant sent by a client, between EARLIEST_QUERY_TIME and LATEST_QUERY_TIME. */
const queryTimeSchema = (field: string) =>
  isoTime.refine(
    (text) => {
      const ms = Date.parse(text);
      // Text that is not a time at all is reported by the format check alone.
      return (
        Number.isNaN(ms) || (ms >= Date.parse(EARLIEST_QUERY_TIME) && ms <= Date.parse(LATEST_QUERY_TIME))
      );
    },
    { message: `${field} must be between ${EARLIEST_QUERY_TIME} and ${LATEST_QUERY_TIME}` },
  );

/**
 * Why a position closed: the monitor's exit reasons, a manual close from the console, and a close its signal's
 * source posted (`SOURCE_UPDATE`, docs/signals.md, Updates).
 */
export const CLOSE_REASONS = [...EXIT_REASONS, MANUAL_CLOSE_REASON, 'SOURCE_UPDATE'] as const;

/** The close reason of a position its signal's source closed by an update (docs/signals.md, Updates). */
export const SOURCE_UPDATE_CLOSE_REASON = 'SOURCE_UPDATE' satisfies CloseReason;
export type CloseReason = (typeof CLOSE_REASONS)[number];

/** The reason the console sends when an administrator closes a position (docs/positions.md, Overview). */
export { MANUAL_CLOSE_REASON };

export const POSITION_STATUSES = ['open', 'closed'] as const;
export type PositionStatus = (typeof POSITION_STATUSES)[number];

export const positionSchema = z.object({
  id: z.number().int(),
  /** Exchange symbol, e.g. `BTCUSDT`. */
  symbol: z.string(),
  direction: z.enum(DIRECTIONS),
  entryPrice: z.number(),
  /** Price the remainder closed at; null while open. */
  exitPrice: z.number().nullable(),
  stopLoss: z.number(),
  tp1: z.number(),
  tp2: z.number(),
  tp3: z.number(),
  /** Percent of the position closed at TP1. */
  tp1Size: z.number(),
  /** Percent of the position closed at TP2. */
  tp2Size: z.number(),
  hitTp1: z.boolean(),
  hitTp2: z.boolean(),
  hitTp3: z.boolean(),
  /** Profit in percent of the entry realised on the TP1 portion; null until TP1 is hit. */
  tp1ProfitPercentage: z.number().nullable(),
  /** Profit in percent of the entry realised on the TP2 portion; null until TP2 is hit. */
  tp2ProfitPercentage: z.number().nullable(),
  /** Weighted profit of the whole position in percent, set on close; null while open. */
  finalProfitPercentage: z.number().nullable(),
  openedAt: isoTime,
  closedAt: isoTime.nullable(),
  /** One of CLOSE_REASONS for new rows; kept a free string so older rows still parse. */
  closeReason: z.string().nullable(),
  /** Out of 10; null when the signal carried none (docs/signals.md, "Missing force and risk"). */
  riskScore: z.number().nullable(),
  /** Percent; null when the signal carried none. */
  forcePercentage: z.number().nullable(),
  score: z.number(),
  score2: z.number(),
  /** True when the service actually trades the position; false for a tracked signal not taken. */
  shouldWork: z.boolean(),
  isSpot: z.boolean(),
  isGolden: z.boolean(),
  openByAdmin: z.boolean(),
  isSignalFromTelegram: z.boolean(),
  isOpportunity: z.boolean(),
  /** Leaderboard id of the followed trader (golden positions). */
  traderId: z.string().nullable(),
  trendConfidence: z.number().nullable(),
  atrValue: z.number().nullable(),
  volumeRatio: z.number().nullable(),
  marketVolatilityIndex: z.number().nullable(),
  status: z.enum(POSITION_STATUSES),
  reopenedAt: isoTime.nullable(),
});
export type Position = z.infer<typeof positionSchema>;

/** GET /api/trader-tracker/openPositions: open positions, newest open first. */
export const openPositionsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(positionSchema),
});
export type OpenPositionsResponse = z.infer<typeof openPositionsResponseSchema>;

/**
 * GET /api/trader-tracker/closedPositions?limit&before&beforeId: closed positions, newest close first
 * (ordered by closedAt desc, then id desc). Without `limit` every closed position is returned.
 * Paging is a keyset cursor: pass the last row's `closedAt` as `before` (and its `id` as `beforeId`) to get the
 * rows strictly older: `closedAt < before`, or `closedAt = before and id < beforeId` when `beforeId` is given.
 */
export const closedPositionsQuerySchema = z.object({
  limit: integerText(z.number().int().min(1).max(100_000)).optional(),
  before: queryTimeSchema('before').optional(),
  beforeId: integerText(positionIdSchema('beforeId')).optional(),
});
export type ClosedPositionsQuery = z.infer<typeof closedPositionsQuerySchema>;

export const closedPositionsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(positionSchema),
});
export type ClosedPositionsResponse = z.infer<typeof closedPositionsResponseSchema>;

/** The categories the history screen has a statistic block for: every category but 'other', plus 'all'. */
export const SUMMARY_CATEGORIES = [
  'all',
  'golden',
  'admin',
  'signal',
  'opportunity',
] as const satisfies readonly ('all' | PositionCategory)[];
export type SummaryCategory = (typeof SUMMARY_CATEGORIES)[number];

/**
 * Statistics of closed positions with a finalProfitPercentage (profit = finalProfitPercentage, percent).
 * With count 0: successRate and averageGain are 0, bestTrade and worstTrade null.
 */
export const positionStatsSchema = z.object({
  count: z.number().int().min(0),
  /** Percent of positions with profit > 0. */
  successRate: z.number(),
  /** Highest profit, percent. */
  bestTrade: z.number().nullable(),
  /** Lowest profit, percent. */
  worstTrade: z.number().nullable(),
  /** Mean profit, percent. */
  averageGain: z.number(),
});
export type PositionStats = z.infer<typeof positionStatsSchema>;

/**
 * GET /api/trader-tracker/summaries: statistics over every closed position ('all') and per category
 * (golden, admin, signal, opportunity: the precedence category of core/position/category, so each position
 * counts in one category block besides 'all').
 */
export const positionSummariesResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    all: positionStatsSchema,
    golden: positionStatsSchema,
    admin: positionStatsSchema,
    signal: positionStatsSchema,
    opportunity: positionStatsSchema,
  }),
});
export type PositionSummariesResponse = z.infer<typeof positionSummariesResponseSchema>;
export type PositionSummaries = PositionSummariesResponse['data'];

const booleanString = z.enum(['true', 'false']);
/** A price a client sends (docs/api.md, Numbers): core's PRICE_RULE. */
const priceSchema = (field: string) => numberRuleSchema(field, PRICE_RULE);

/**
 * POST /api/position-manager/open. The three flags are the strings 'true' or 'false' (docs/positions.md, The
 * wire contract); empty custom levels are sent as null. `forceAdmin` is 'true' whenever a custom level is
 * given.
 */
export const openPositionRequestSchema = z.object({
  symbol: z
    .string()
    .trim()
    .toUpperCase()
    .min(1, { error: 'symbol is required', abort: true })
    .regex(SYMBOL_RULE.pattern, SYMBOL_RULE.message('symbol')),
  direction: z.enum(DIRECTIONS),
  forceAdmin: booleanString,
  telegram: booleanString,
  isSpot: booleanString,
  customSL: priceSchema('customSL').nullable(),
  customTP1: priceSchema('customTP1').nullable(),
  customTP2: priceSchema('customTP2').nullable(),
  customTP3: priceSchema('customTP3').nullable(),
});
export type OpenPositionRequest = z.infer<typeof openPositionRequestSchema>;

export const openPositionResponseSchema = z.object({
  success: z.literal(true),
  data: positionSchema,
  message: z.string(),
});
export type OpenPositionResponse = z.infer<typeof openPositionResponseSchema>;

/**
 * POST /api/position-manager/close: closes the remainder at exitPrice; without one, at the exchange's last price
 * fetched by the server (refused with 502 when the exchange has none).
 */
export const closePositionRequestSchema = z.object({
  positionId: positionIdSchema('positionId'),
  exitPrice: priceSchema('exitPrice').optional(),
  reason: z.enum(CLOSE_REASONS),
});
export type ClosePositionRequest = z.infer<typeof closePositionRequestSchema>;

export const closePositionResponseSchema = z.object({
  success: z.literal(true),
  data: positionSchema,
});
export type ClosePositionResponse = z.infer<typeof closePositionResponseSchema>;

/** POST /api/position-manager/reopen: takes a tracked signal (shouldWork false) into work at the current price. */
export const reopenPositionRequestSchema = z.object({
  positionId: positionIdSchema('positionId'),
});
export type ReopenPositionRequest = z.infer<typeof reopenPositionRequestSchema>;

export const reopenPositionResponseSchema = z.object({
  success: z.literal(true),
  data: positionSchema,
  message: z.string().optional(),
});
export type ReopenPositionResponse = z.infer<typeof reopenPositionResponseSchema>;
