import { PRICE_RULE } from '@signaldesk/core/position/levels';
import { DIRECTIONS } from '@signaldesk/core/position/profit';
import { ENTRY_CONDITIONS } from '@signaldesk/core/signals/parse-signal-text';
import { SIGNAL_UPDATE_KINDS } from '@signaldesk/core/signals/read-signal-message';
import { z } from 'zod';
import { idField, integerText, textField, utcDayField } from './input-rules';
import { numberRuleSchema } from './number-rule';
import { symbolSchema } from './symbol';

/**
 * Wire shapes of the signal sources and the webhook intake (docs/signals.md, Sources; docs/api.md). Times are ISO
 * 8601 UTC strings with a `Z`; prices are in the quote currency.
 */

const isoTime = z.iso.datetime();

/** The kinds of source; an admin creates `webhook` and `telegram` ones, the server its scanner and trader ones. */
export const SIGNAL_SOURCE_KINDS = ['webhook', 'telegram', 'scanner', 'trader'] as const;
export type SignalSourceKind = (typeof SIGNAL_SOURCE_KINDS)[number];
export const CREATABLE_SOURCE_KINDS = ['webhook', 'telegram'] as const;

/** What a signal says it is; decides the position's category flags when it enters. */
export const SIGNAL_CATEGORIES = ['signal', 'opportunity', 'golden', 'regular'] as const;
export type SignalCategory = (typeof SIGNAL_CATEGORIES)[number];

/**
 * `cancelled`: the source cancelled or closed it before it entered, and its updates act (docs/signals.md, Updates).
 * A signal whose entry search ran out is `ignored` with `noEntry`, the backtest's word, not a state of its own.
 */
export const SIGNAL_STATES = ['waiting', 'entered', 'ignored', 'cancelled'] as const;
export type SignalState = (typeof SIGNAL_STATES)[number];

export const MAX_SOURCE_NAME_LENGTH = 80;

/** How a breakout entry waits: `at` the entry (the usual search), or for the price to close `above`/`below` it. */
export { ENTRY_CONDITIONS };
export type EntryCondition = (typeof ENTRY_CONDITIONS)[number];

/** A source's token bucket (docs/signals.md, Rate limit): its bounds and its defaults. */
export const SOURCE_RATE_RULE = {
  perMinute: { min: 1, max: 60_000, default: 60 },
  burst: { min: 1, max: 1000, default: 20 },
} as const;

/** The settings an admin chooses per source (docs/signals.md): updates act or are recorded, rate, retry key. */
const settingsShape = {
  updatesAct: z.boolean(),
  ratePerMinute: z.number().int().min(SOURCE_RATE_RULE.perMinute.min).max(SOURCE_RATE_RULE.perMinute.max),
  rateBurst: z.number().int().min(SOURCE_RATE_RULE.burst.min).max(SOURCE_RATE_RULE.burst.max),
  /** The body's field holding a retry's key when no Idempotency-Key header comes (TradingView: `id`); null: none. */
  idempotencyField: z
    .string()
    .trim()
    .regex(/^[A-Za-z_][A-Za-z0-9_]{0,39}$/, 'must be a field name (letters, digits, _)')
    .nullable(),
};
const sourceSettingsFields = {
  updatesAct: settingsShape.updatesAct.default(false),
  ratePerMinute: settingsShape.ratePerMinute.default(SOURCE_RATE_RULE.perMinute.default),
  rateBurst: settingsShape.rateBurst.default(SOURCE_RATE_RULE.burst.default),
  idempotencyField: settingsShape.idempotencyField.default(null),
};

/** PATCH /api/signal-sources/{id}: a source's settings, changed from the next request on. */
export const updateSignalSourceSchema = z
  .object(settingsShape)
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { error: 'send at least one setting' });
export type UpdateSignalSource = z.infer<typeof updateSignalSourceSchema>;

/** POST /api/signal-sources. A telegram source names the channel ids (`-100…` or `@name`) it reads. */
export const createSignalSourceSchema = z
  .object({
    name: textField().trim().min(1, 'name is required').max(MAX_SOURCE_NAME_LENGTH),
    kind: z.enum(CREATABLE_SOURCE_KINDS),
    channelIds: z
      .array(
        textField()
          .trim()
          .regex(/^(-?\d{1,20}|@[A-Za-z0-9_]{5,32})$/, 'must be a channel id or @name'),
      )
      .min(1)
      .max(50)
      .optional(),
    ...sourceSettingsFields,
  })
  .refine((body) => body.kind !== 'telegram' || (body.channelIds?.length ?? 0) > 0, {
    path: ['channelIds'],
    error: 'a telegram source needs at least one channel id',
  });
export type CreateSignalSource = z.input<typeof createSignalSourceSchema>;

export const signalSourceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(SIGNAL_SOURCE_KINDS),
  channelIds: z.array(z.string()).nullable(),
  createdAt: isoTime,
  revokedAt: isoTime.nullable(),
  /** Signals received, and how many of them entered. */
  signals: z.number().int(),
  entered: z.number().int(),
  /** entered / signals, percent; null without signals. */
  enteredPercent: z.number().nullable(),
  /** The entered signals' positions that closed with a final profit: what the win rate and average read. */
  closed: z.number().int(),
  /** Percent of those closed positions with finalProfitPercentage > 0; null when none closed. */
  winRate: z.number().nullable(),
  /** Mean finalProfitPercentage of those closed positions, percent; null when none closed. */
  averageProfit: z.number().nullable(),
  lastSignalAt: isoTime.nullable(),
  updatesAct: z.boolean(),
  ratePerMinute: z.number().int(),
  rateBurst: z.number().int(),
  idempotencyField: z.string().nullable(),
});
export type SignalSource = z.infer<typeof signalSourceSchema>;

/** The answer of a create: the source, and for a webhook its API key, shown this once (only its hash is kept). */
export const createdSignalSourceResponseSchema = z.object({
  success: z.literal(true),
  data: signalSourceSchema.extend({ apiKey: z.string().nullable() }),
});
export type CreatedSignalSource = z.infer<typeof createdSignalSourceResponseSchema>['data'];
export const signalSourcesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(signalSourceSchema),
});
export type SignalSourcesResponse = z.infer<typeof signalSourcesResponseSchema>;
export const signalSourceIdParamsSchema = z.object({
  id: idField('id'),
});
export const revokedSignalSourceResponseSchema = z.object({
  success: z.literal(true),
  data: signalSourceSchema,
});

const price = (field: string) => numberRuleSchema(field, PRICE_RULE);

const ORDER_ACTIONS: Record<string, string> = { BUY: 'LONG', SELL: 'SHORT' };

/** TradingView's `{{ticker}}` as an exchange symbol: `BINANCE:BTCUSDT.P` and `btcusdt` both read `BTCUSDT`. */
function tradingViewSymbol(text: string): string {
  return text
    .trim()
    .toUpperCase()
    .replace(/^[A-Z]+:/, '')
    .replace(/(\.P|PERP)$/, '');
}

/**
 * POST /api/signals, structured: what a TradingView alert or a bot sends. Levels are optional (the Position
 * Manager's defaults apply); given ones must sit on their side of the entry.
 */
export const structuredSignalSchema = z
  .object({
    symbol: z.preprocess(
      (value) => (typeof value === 'string' ? tradingViewSymbol(value) : value),
      symbolSchema('symbol'),
    ),
    // TradingView's {{strategy.order.action}} says buy or sell.
    direction: z.preprocess(
      (value) =>
        typeof value === 'string'
          ? (ORDER_ACTIONS[value.trim().toUpperCase()] ?? value.trim().toUpperCase())
          : value,
      z.enum(DIRECTIONS, { error: 'direction must be LONG or SHORT (or buy, sell)' }),
    ),
    entry: price('entry').optional(),
    stopLoss: price('stopLoss').optional(),
    tp1: price('tp1').optional(),
    tp2: price('tp2').optional(),
    tp3: price('tp3').optional(),
    leverage: numberRuleSchema('leverage', { integer: false, step: 1, min: 1, max: 125 }).optional(),
    riskScore: numberRuleSchema('riskScore', { integer: false, step: 0.1, min: 0, max: 10 }).optional(),
    forcePercentage: numberRuleSchema('forcePercentage', {
      integer: false,
      step: 0.1,
      min: 0,
      max: 100,
    }).optional(),
    category: z.enum(SIGNAL_CATEGORIES).default('signal'),
    traderId: textField().trim().min(1).max(100).optional(),
    /** A breakout entry: wait for the price to close above (below) `entry` before the entry search. */
    entryCondition: z.enum(ENTRY_CONDITIONS).default('at'),
    /** The source's key, for senders that cannot set a header (TradingView); never stored. */
    apiKey: textField().max(200).optional(),
  })
  .refine((body) => body.entryCondition === 'at' || body.entry !== undefined, {
    path: ['entryCondition'],
    error: 'a breakout entry (above, below) needs an entry price',
  });
export type StructuredSignal = z.output<typeof structuredSignalSchema>;

/** POST /api/signals as free text: a channel's message, read by core's parser. */
export const textSignalSchema = z.object({
  text: textField().trim().min(1, 'text is empty').max(4000),
  apiKey: textField().max(200).optional(),
});

export const signalSchema = z.object({
  id: z.number().int(),
  sourceId: z.number().int(),
  symbol: z.string(),
  direction: z.enum(DIRECTIONS),
  isSpot: z.boolean(),
  category: z.enum(SIGNAL_CATEGORIES),
  entry: z.number().nullable(),
  stopLoss: z.number().nullable(),
  tp1: z.number().nullable(),
  tp2: z.number().nullable(),
  tp3: z.number().nullable(),
  leverage: z.number().nullable(),
  riskScore: z.number().nullable(),
  forcePercentage: z.number().nullable(),
  traderId: z.string().nullable(),
  receivedAt: isoTime,
  state: z.enum(SIGNAL_STATES),
  ignoredReason: z.string().nullable(),
  decidedAt: isoTime.nullable(),
  positionId: z.number().int().nullable(),
  entryCondition: z.enum(ENTRY_CONDITIONS),
});
export type Signal = z.infer<typeof signalSchema>;

/**
 * The body of POST /api/signals: structured fields, or `{text}`. A plain-text body (TradingView sends its alert
 * message as text/plain unless it is valid JSON) is read as JSON when it is JSON, else as the text of a signal.
 */
export const signalIntakeSchema = z
  .unknown()
  .transform((body, ctx): z.output<typeof textSignalSchema> | StructuredSignal => {
    const object = intakeObject(body);
    // One schema judges the body, so a refusal names that schema's fields (a union would only say "invalid").
    const result =
      object !== null && 'text' in object
        ? textSignalSchema.strict().safeParse(object)
        : structuredSignalSchema.safeParse(object ?? {});
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.addIssue({ ...issue, input: undefined } as never);
    return z.NEVER;
  });

/** The body as an object: JSON text read as JSON, other text as `{text}`; null when it is neither. */
function intakeObject(body: unknown): Record<string, unknown> | null {
  if (typeof body === 'string') {
    try {
      const parsed: unknown = JSON.parse(body);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
        return parsed as Record<string, unknown>;
    } catch {
      // Not JSON: the text of a signal.
    }
    return { text: body };
  }
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : null;
}
export type SignalIntake = z.output<typeof signalIntakeSchema>;

/** The same body as the OpenAPI document describes it (signalIntakeSchema reads it in one pass). */
export const documentedSignalIntakeSchema = z.union([
  structuredSignalSchema,
  textSignalSchema,
  z.string().describe('text/plain: the text of a post, or a JSON body sent as text'),
]);

export const acceptedSignalResponseSchema = z.object({ success: z.literal(true), data: signalSchema });

/** The largest page of GET /api/signals, and the page given without `limit`. */
export const MAX_SIGNALS_PAGE = 200;
export const DEFAULT_SIGNALS_PAGE = 50;

/**
 * GET /api/signals?sourceId&state&day&before&limit: the signals feed, newest first (receivedAt desc, then id desc).
 * `day` is a UTC day (YYYY-MM-DD). Paging is a keyset cursor: `before` is the id of the last signal shown, and the
 * page holds the signals that come after it in that order.
 */
export const signalsQuerySchema = z.object({
  sourceId: idField('sourceId').optional(),
  state: z.enum(SIGNAL_STATES).optional(),
  day: utcDayField('day must be a date written YYYY-MM-DD').optional(),
  before: idField('before').optional(),
  limit: integerText(z.number().int().min(1).max(MAX_SIGNALS_PAGE)).default(DEFAULT_SIGNALS_PAGE),
});
export type SignalsQuery = z.input<typeof signalsQuerySchema>;
export type SignalsQueryParams = z.output<typeof signalsQuerySchema>;

/** A signal of the feed: the stored signal, its source, its entry-search deadline and its position's outcome. */
export const feedSignalSchema = signalSchema.extend({
  sourceName: z.string(),
  sourceKind: z.enum(SIGNAL_SOURCE_KINDS),
  /**
   * While waiting: when the wait before the entry search ends, and when the search itself ends (the signal's
   * first candle + waitTimeMinutes, + maxPatternSearchMinutes, of the live configuration); null once decided.
   */
  waitEndsAt: isoTime.nullable(),
  searchEndsAt: isoTime.nullable(),
  /**
   * While waiting, once the Signal Manager judged a whole pattern window: the pattern looked for (1, or 2 once #1 was
   * found), and of its last window the candles closing that way (`seen`) against the least needed; else null.
   */
  searchProgress: z
    .object({
      pattern: z.union([z.literal(1), z.literal(2)]),
      seen: z.number().int(),
      needed: z.number().int(),
    })
    .nullable(),
  /** When entered: its position's status and, once closed, its finalProfitPercentage. */
  positionStatus: z.enum(['open', 'closed']).nullable(),
  positionProfit: z.number().nullable(),
});
export type FeedSignal = z.infer<typeof feedSignalSchema>;

export const signalsFeedResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(feedSignalSchema),
});
export type SignalsFeedResponse = z.infer<typeof signalsFeedResponseSchema>;

/** What an update says (docs/signals.md, Updates): core's reading of a post that follows a signal. */
export { SIGNAL_UPDATE_KINDS };
export type SignalUpdateKind = (typeof SIGNAL_UPDATE_KINDS)[number];
/** What an update did to its signal: only recorded, or (the source's updates act) cancelled or closed it. */
export const SIGNAL_UPDATE_OUTCOMES = ['recorded', 'cancelled', 'closed'] as const;

export const signalUpdateSchema = z.object({
  id: z.number().int(),
  signalId: z.number().int(),
  kind: z.enum(SIGNAL_UPDATE_KINDS),
  /** targetHit: the target's number (1 for TP1). */
  target: z.number().int().nullable(),
  /** stopTo, addToPosition: the price named. */
  price: z.number().nullable(),
  text: z.string(),
  outcome: z.enum(SIGNAL_UPDATE_OUTCOMES),
  receivedAt: isoTime,
});
export type SignalUpdate = z.infer<typeof signalUpdateSchema>;

/**
 * The 200 answer of the intake for a post that is no new signal: an update stored on the signals it targets, or
 * a post ignored with the reason (noise, or an update that targets no open signal).
 */
export const intakeNotSignalResponseSchema = z.object({
  success: z.literal(true),
  data: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('update'), updates: z.array(signalUpdateSchema) }),
    z.object({ kind: z.literal('ignored'), reason: z.string() }),
  ]),
});
export type IntakeNotSignal = z.infer<typeof intakeNotSignalResponseSchema>['data'];

/** POST /api/signals/hook/{key}: the source's key in the URL. */
export const hookParamsSchema = z.object({ key: textField().min(1).max(200) });

/** GET /api/signals/{id}. */
export const signalIdParamsSchema = signalSourceIdParamsSchema;

/**
 * What a waiting signal waits on now (docs/signals.md, The signal card): a breakout's cross, the wait before the
 * entry search, or the pattern search (with its candles seen / needed once a window was judged).
 */
export const waitingRuleSchema = z.discriminatedUnion('rule', [
  z.object({
    rule: z.literal('breakout'),
    condition: z.enum(['above', 'below']),
    price: z.number(),
  }),
  z.object({ rule: z.literal('wait'), until: isoTime }),
  z.object({
    rule: z.literal('pattern'),
    until: isoTime,
    pattern: z.union([z.literal(1), z.literal(2)]).nullable(),
    seen: z.number().int().nullable(),
    needed: z.number().int().nullable(),
  }),
  z.object({ rule: z.literal('deciding') }),
]);
export type WaitingRule = z.infer<typeof waitingRuleSchema>;

/** The position of an entered signal as the card shows it: current stop and targets. */
export const signalPositionSchema = z.object({
  id: z.number().int(),
  status: z.enum(['open', 'closed']),
  entryPrice: z.number(),
  stopLoss: z.number().nullable(),
  tp1: z.number().nullable(),
  tp2: z.number().nullable(),
  tp3: z.number().nullable(),
  closeReason: z.string().nullable(),
  finalProfitPercentage: z.number().nullable(),
});

/** The answer of GET /api/signals/{id}: the feed's signal, its message, its updates, its rule and its position. */
export const signalCardSchema = feedSignalSchema.extend({
  /** The post or text body as received; null for a structured body. */
  text: z.string().nullable(),
  updates: z.array(signalUpdateSchema),
  waitingOn: waitingRuleSchema.nullable(),
  position: signalPositionSchema.nullable(),
});
export type SignalCard = z.infer<typeof signalCardSchema>;
export const signalCardResponseSchema = z.object({ success: z.literal(true), data: signalCardSchema });
