import { z } from 'zod';
import { symbolSchema } from './symbol';

/**
 * GET /api/backtesting/candles: a symbol's stored candles over a time span, at 1 minute or coarser, for the
 * chart of one backtest trade (docs/backtesting-screen.md, "Trade chart"). Bounded: at most
 * TRADE_CHART_MAX_CANDLES candles per answer, so a request never reads more than that many steps.
 */

/** Candle steps in minutes that the endpoint aggregates to. */
export const TRADE_CHART_STEPS = [1, 5, 15, 60, 240] as const;
export type TradeChartStep = (typeof TRADE_CHART_STEPS)[number];
export const TRADE_CHART_MAX_CANDLES = 2000;
const MINUTE_MS = 60_000;

/** A query parameter holding a whole-minute time in ms (shared by the chart candle calls). */
export const minuteTimeParam = (key: 'from' | 'to') =>
  z
    .string({ error: `${key} must be a time in ms` })
    .regex(/^\d{1,15}$/, `${key} must be a time in ms`)
    .transform(Number)
    .refine((ms) => ms % MINUTE_MS === 0, `${key} must be a whole minute`);

export const backtestCandlesQuerySchema = z
  .object({
    symbol: symbolSchema('symbol'),
    from: minuteTimeParam('from'),
    to: minuteTimeParam('to'),
    step: z
      .enum(TRADE_CHART_STEPS.map(String) as [string, ...string[]], {
        error: `step must be one of ${TRADE_CHART_STEPS.join(', ')}`,
      })
      .default('1')
      .transform((text) => Number(text) as TradeChartStep),
  })
  .superRefine((query, ctx) => {
    if (query.to <= query.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be after from' });
      return;
    }
    const count = (query.to - query.from) / (query.step * MINUTE_MS);
    if (count > TRADE_CHART_MAX_CANDLES) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `the span holds more than ${TRADE_CHART_MAX_CANDLES} candles of ${query.step} min: use a coarser step`,
      });
    }
  });
export type BacktestCandlesQuery = z.input<typeof backtestCandlesQuerySchema>;

export const chartCandleSchema = z.object({
  /** Open time, ms. */
  time: z.number().int(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
  volume: z.number(),
});

export const backtestCandlesSchema = z.object({
  symbol: z.string(),
  step: z.number().int(),
  /** Only the steps holding at least one stored minute, ascending. */
  candles: z.array(chartCandleSchema),
});
export type BacktestCandles = z.infer<typeof backtestCandlesSchema>;

/** The finest step that shows [from, to) in at most `maxCandles` candles. */
export function tradeChartStep(
  fromMs: number,
  toMs: number,
  maxCandles = TRADE_CHART_MAX_CANDLES,
): TradeChartStep {
  const minutes = Math.ceil((toMs - fromMs) / MINUTE_MS);
  return TRADE_CHART_STEPS.find((step) => minutes / step <= maxCandles) ?? 240;
}
