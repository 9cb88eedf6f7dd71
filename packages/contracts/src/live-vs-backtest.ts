import { DIRECTIONS } from '@signaldesk/core/position/profit';
import { DIFFERENCE_REASONS } from '@signaldesk/core/signals/live-vs-backtest';
import { z } from 'zod';
import { SIGNAL_STATES } from './signal-sources';

/**
 * GET /api/analytics/live-vs-backtest (docs/advanced-analytics.md, "Live against backtest"; docs/api.md): since the
 * latest apply, the signals that arrived backtested with the applied configuration and the stored candles, beside
 * what live did with them, trade by trade with the reason of each difference.
 */

export type { DifferenceReason } from '@signaldesk/core/signals/live-vs-backtest';
export { DIFFERENCE_REASONS };

const isoTime = z.iso.datetime();

export const sideFiguresSchema = z.object({
  trades: z.number().int(),
  wins: z.number().int(),
  /** Percent of closed trades with P&L above 0. */
  winRate: z.number(),
  /** USD, on the applied configuration's notional (positionSizeEuro × leverage). */
  profitLoss: z.number(),
});

export const liveVsBacktestRowSchema = z.object({
  signalId: z.number().int(),
  symbol: z.string(),
  direction: z.enum(DIRECTIONS),
  receivedAt: isoTime,
  reason: z.enum(DIFFERENCE_REASONS),
  live: z.object({
    state: z.enum(SIGNAL_STATES),
    ignoredReason: z.string().nullable(),
    positionId: z.number().int().nullable(),
    /** Minutes after its entry candle a late step took the entry (docs/signals.md, Late entries); null on time. */
    lateMinutes: z.number().int().nullable(),
    entryTime: isoTime.nullable(),
    entryPrice: z.number().nullable(),
    exitTime: isoTime.nullable(),
    exitPrice: z.number().nullable(),
    closeReason: z.string().nullable(),
    profitLoss: z.number().nullable(),
  }),
  backtest: z.object({
    /** The reason the backtest counts the signal under when it gives no closed trade. */
    ignoredReason: z.string().nullable(),
    entryTime: isoTime.nullable(),
    entryPrice: z.number().nullable(),
    exitTime: isoTime.nullable(),
    exitPrice: z.number().nullable(),
    exitReason: z.string().nullable(),
    profitLoss: z.number().nullable(),
  }),
});
export type LiveVsBacktestRow = z.infer<typeof liveVsBacktestRowSchema>;

export const liveVsBacktestSchema = z.object({
  /** The latest apply, undone or not: the period starts at it; null when no run was ever applied (nothing to compare). */
  origin: z
    .object({
      id: z.number().int(),
      name: z.string(),
      appliedAt: isoTime,
      runId: z.number().int().nullable(),
      /** When the apply was undone: the comparison then ends there (live ran its values until then). */
      undoneAt: isoTime.nullable(),
    })
    .nullable(),
  from: isoTime.nullable(),
  to: isoTime,
  /** Signals compared (at most MAX_COMPARED_SIGNALS, the latest). */
  signals: z.number().int(),
  live: sideFiguresSchema,
  backtest: sideFiguresSchema,
  /** How many signals each reason names. */
  reasons: z.record(z.enum(DIFFERENCE_REASONS), z.number().int()),
  rows: z.array(liveVsBacktestRowSchema),
});
export type LiveVsBacktest = z.infer<typeof liveVsBacktestSchema>;
export const liveVsBacktestResponseSchema = z.object({
  success: z.literal(true),
  data: liveVsBacktestSchema,
});

/** The most signals one comparison replays (a backtest's positionCount bound). */
export const MAX_COMPARED_SIGNALS = 2000;
