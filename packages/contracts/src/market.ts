import { z } from 'zod';

/** Timeframes of the top-movers answer, as keys (product-spec point 3). */
export const TOP_MOVER_TIMEFRAMES = ['1m', '5m', '15m', '1h', '4h'] as const;
export type TopMoverTimeframe = (typeof TOP_MOVER_TIMEFRAMES)[number];

/** Minutes each timeframe looks back. */
export const TOP_MOVER_MINUTES: Record<TopMoverTimeframe, number> = { '1m': 1, '5m': 5, '15m': 15, '1h': 60, '4h': 240 };

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
