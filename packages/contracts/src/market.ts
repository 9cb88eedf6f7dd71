import { z } from 'zod';
import { chartCandleSchema, minuteTimeParam } from './backtest-candles';
import { symbolSchema } from './symbol';

/** Timeframes of the top-movers answer, as keys (docs/console.md, Top movers panel). */
export const TOP_MOVER_TIMEFRAMES = ['1m', '5m', '15m', '1h', '4h'] as const;
export type TopMoverTimeframe = (typeof TOP_MOVER_TIMEFRAMES)[number];

/** Minutes each timeframe looks back. */
export const TOP_MOVER_MINUTES: Record<TopMoverTimeframe, number> = {
  '1m': 1,
  '5m': 5,
  '15m': 15,
  '1h': 60,
  '4h': 240,
};

export const topMoverSchema = z.object({
  symbol: z.string(),
  currentPrice: z.number(),
  /** Percent change of the last price against the close `timeframe` ago. */
  priceChangePercent: z.number(),
  /** 24 h volume in USDT. */
  quoteVolume: z.number(),
});
export type TopMover = z.infer<typeof topMoverSchema>;

const byTimeframe = z.object({
  '1m': z.array(topMoverSchema),
  '5m': z.array(topMoverSchema),
  '15m': z.array(topMoverSchema),
  '1h': z.array(topMoverSchema),
  '4h': z.array(topMoverSchema),
});

/** GET /api/binance-top-movers */
export const topMoversResponseSchema = z.object({
  success: z.literal(true),
  topGainers: byTimeframe,
  topLosers: byTimeframe,
  /** ISO time the figures were computed. */
  updatedAt: z.string(),
});
export type TopMoversResponse = z.infer<typeof topMoversResponseSchema>;

/*
 * The live price stream (`/ws`): Binance USDT-M futures' market-stream protocol for `<symbol>@bookTicker`
 * (docs/market-data.md, Live prices). Requests are JSON `{method, params, id}`; the server answers
 * `{result, id}` or `{error: {code, msg}, id}` and pushes raw bookTicker payloads.
 */

/** A stream name the server serves: lowercase symbol, then `@bookTicker` (for example `btcusdt@bookTicker`). */
export const BOOK_TICKER_STREAM_PATTERN = /^[a-z0-9]{2,30}@bookTicker$/;

/** Binance's request id: an unsigned integer, an alphanumeric string of at most 36 characters, or null. */
export const streamRequestIdSchema = z.union([
  z.number().int().nonnegative(),
  z
    .string()
    .max(36)
    .regex(/^[A-Za-z0-9]*$/),
  z.null(),
]);
export type StreamRequestId = z.infer<typeof streamRequestIdSchema>;

const streamNamesSchema = z.array(z.string()).min(1);

export const streamRequestSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('SUBSCRIBE'), params: streamNamesSchema, id: streamRequestIdSchema }),
  z.object({ method: z.literal('UNSUBSCRIBE'), params: streamNamesSchema, id: streamRequestIdSchema }),
  z.object({
    method: z.literal('LIST_SUBSCRIPTIONS'),
    params: z.array(z.never()).max(0).optional(),
    id: streamRequestIdSchema,
  }),
  z.object({
    method: z.literal('SET_PROPERTY'),
    params: z.tuple([z.literal('combined'), z.boolean()]),
    id: streamRequestIdSchema,
  }),
  z.object({
    method: z.literal('GET_PROPERTY'),
    params: z.tuple([z.literal('combined')]),
    id: streamRequestIdSchema,
  }),
]);
/** Every request a stream client may send, as a discriminated union on `method`. */
export type StreamRequest = z.infer<typeof streamRequestSchema>;
export type StreamMethod = StreamRequest['method'];
export const STREAM_METHODS = [
  'SUBSCRIBE',
  'UNSUBSCRIBE',
  'LIST_SUBSCRIPTIONS',
  'SET_PROPERTY',
  'GET_PROPERTY',
] as const satisfies readonly StreamMethod[];

/** Binance's decimal strings (`"25.35190000"`). */
const decimalStringSchema = z.string().regex(/^-?\d+(\.\d+)?$/);

/** Raw `<symbol>@bookTicker` payload of USDT-M futures: prices and quantities are strings. */
export const bookTickerPayloadSchema = z.object({
  e: z.literal('bookTicker'),
  /** Order book update id. */
  u: z.number().int(),
  /** Event time, ms. */
  E: z.number().int(),
  /** Transaction time, ms. */
  T: z.number().int(),
  /** Symbol, uppercase (`BTCUSDT`). */
  s: z.string(),
  /** Best bid price. */
  b: decimalStringSchema,
  /** Best bid quantity. */
  B: decimalStringSchema,
  /** Best ask price. */
  a: decimalStringSchema,
  /** Best ask quantity. */
  A: decimalStringSchema,
});
export type BookTickerPayload = z.infer<typeof bookTickerPayloadSchema>;

/** Success answer: `null` for SUBSCRIBE, UNSUBSCRIBE and SET_PROPERTY, the list or the value for queries. */
export const streamResultSchema = z.object({
  result: z.union([z.null(), z.array(z.string()), z.boolean()]),
  id: streamRequestIdSchema,
});
export type StreamResult = z.infer<typeof streamResultSchema>;

/** Binance's error codes for stream requests. */
export const STREAM_ERROR_CODES = {
  unknownProperty: 0,
  invalidValueType: 1,
  invalidRequest: 2,
  invalidJson: 3,
} as const;

export const streamErrorSchema = z.object({
  error: z.object({ code: z.number().int(), msg: z.string() }),
  id: streamRequestIdSchema.optional(),
});
export type StreamError = z.infer<typeof streamErrorSchema>;

/** Combined-mode envelope (after `SET_PROPERTY combined true`). */
export const combinedStreamEventSchema = z.object({ stream: z.string(), data: bookTickerPayloadSchema });

/** Everything the server sends on `/ws`, told apart by shape. */
export const streamServerMessageSchema = z.union([
  bookTickerPayloadSchema,
  combinedStreamEventSchema,
  streamResultSchema,
  streamErrorSchema,
]);
export type StreamServerMessage = z.infer<typeof streamServerMessageSchema>;

/** At most this many symbols per last-prices call. */
export const MAX_LAST_PRICE_SYMBOLS = 100;

/**
 * GET /api/market/last-prices?symbols=BTCUSDT,ETHUSDT: the exchange's last futures prices, the console's fallback
 * while the live stream is down (docs/console.md, Live prices).
 */
export const lastPricesQuerySchema = z.object({
  symbols: z
    .string()
    .transform((text) => [...new Set(text.split(',').map((symbol) => symbol.trim().toUpperCase()))])
    .pipe(
      z
        .array(symbolSchema('each symbol'))
        .min(1)
        .max(MAX_LAST_PRICE_SYMBOLS, `at most ${MAX_LAST_PRICE_SYMBOLS} symbols`),
    ),
});
export type LastPricesQuery = z.input<typeof lastPricesQuerySchema>;

export const lastPricesResponseSchema = z.object({
  success: z.literal(true),
  /** Symbol → last price; a symbol the exchange does not price is left out. */
  data: z.record(z.string(), z.number()),
});
export type LastPricesResponse = z.infer<typeof lastPricesResponseSchema>;

/** One symbol's price step and the decimals its prices show (the decimals of the step). */
export const tickSizeSchema = z.object({
  tickSize: z.number().positive(),
  priceDecimals: z.number().int().min(0).max(12),
});
export type TickSize = z.infer<typeof tickSizeSchema>;

/**
 * GET /api/market/tick-sizes: every listed symbol's tick size, so the console shows each symbol's prices with a
 * stable number of decimals (docs/console.md, Formats). A symbol whose step the exchange does not say is left out.
 */
export const tickSizesResponseSchema = z.object({
  success: z.literal(true),
  data: z.record(z.string(), tickSizeSchema),
});
export type TickSizesResponse = z.infer<typeof tickSizesResponseSchema>;
/** Candle intervals of the position chart, with their length in minutes (docs/market-data.md, Candles for a range). */
export const MARKET_CANDLE_INTERVALS = ['1m', '5m', '15m', '1h'] as const;
export type MarketCandleInterval = (typeof MARKET_CANDLE_INTERVALS)[number];
export const MARKET_CANDLE_INTERVAL_MINUTES: Record<MarketCandleInterval, number> = {
  '1m': 1,
  '5m': 5,
  '15m': 15,
  '1h': 60,
};
/** At most this many candles per answer. */
export const MAX_MARKET_CANDLES = 1500;
/** At most this long a range (31 days): it bounds what one call may ask the exchange for. */
export const MAX_MARKET_CANDLES_RANGE_MS = 31 * 86_400_000;

/** Markets a position chart reads: a spot position is drawn on spot candles. */
export const MARKET_CANDLE_MARKETS = ['futures', 'spot'] as const;
export type MarketCandleMarket = (typeof MARKET_CANDLE_MARKETS)[number];

/**
 * GET /api/market/candles?symbol=BTCUSDT&interval=5m&from=<ms>&to=<ms>&market=futures: a symbol's candles over
 * [from, to). Futures: from the candle store, the minutes it lacks from the exchange. Spot: from the exchange only
 * (the store holds futures candles only).
 */
export const marketCandlesQuerySchema = z
  .object({
    symbol: symbolSchema('symbol'),
    interval: z
      .enum(MARKET_CANDLE_INTERVALS, {
        error: `interval must be one of ${MARKET_CANDLE_INTERVALS.join(', ')}`,
      })
      .default('1m'),
    from: minuteTimeParam('from'),
    to: minuteTimeParam('to'),
    market: z
      .enum(MARKET_CANDLE_MARKETS, { error: `market must be one of ${MARKET_CANDLE_MARKETS.join(', ')}` })
      .default('futures'),
  })
  .superRefine((query, ctx) => {
    if (query.to <= query.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be after from' });
      return;
    }
    if (query.to - query.from > MAX_MARKET_CANDLES_RANGE_MS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'the range is longer than 31 days' });
      return;
    }
    const count = (query.to - query.from) / (MARKET_CANDLE_INTERVAL_MINUTES[query.interval] * 60_000);
    if (count > MAX_MARKET_CANDLES) {
      ctx.addIssue({
        code: 'custom',
        path: ['interval'],
        message: `the range holds more than ${MAX_MARKET_CANDLES} candles of ${query.interval}: use a coarser interval`,
      });
    }
  });
export type MarketCandlesQuery = z.input<typeof marketCandlesQuerySchema>;

export const marketCandlesResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    symbol: z.string(),
    interval: z.enum(MARKET_CANDLE_INTERVALS),
    /** Only the intervals holding at least one candle, ascending. */
    candles: z.array(chartCandleSchema),
    /**
     * Set when the exchange failed but the candle store held part of the range (futures only): `candles` are the
     * stored ones, `note` says so in a sentence the chart shows.
     */
    partial: z.object({ note: z.string() }).optional(),
  }),
});
export type MarketCandlesResponse = z.infer<typeof marketCandlesResponseSchema>;
export type MarketCandles = MarketCandlesResponse['data'];
