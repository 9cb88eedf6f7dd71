/** Builders for tiny hand-checked backtest scenarios. */
import type { BacktestConfig } from '../../src/backtest/config';
import { DEFAULT_BACKTEST_CONFIG } from '../../src/backtest/config';
import type { BacktestSignal } from '../../src/backtest/types';
import type { CandleColumns, CandleSet } from '../../src/market/candles';
import { MINUTE_MS } from '../../src/market/candles';
import { type CandleRow, candleSeries, flat } from '../support/candle-series';

export { type CandleRow, candleSeries, flat };

/** 2024-01-01T00:00:00.000Z; also a multiple of the 64-minute block. */
export const T0 = Date.UTC(2024, 0, 1);

export const minutes = (count: number): number => count * MINUTE_MS;

export function candleSet(entries: Record<string, CandleColumns>): CandleSet {
  return new Map(Object.entries(entries));
}

export function makeSignal(overrides: Partial<BacktestSignal> = {}): BacktestSignal {
  return { id: 1, symbol: 'ETHUSDT', direction: 'LONG', openedAt: T0, ...overrides };
}

export function makeConfig(overrides: Partial<BacktestConfig> = {}): BacktestConfig {
  return { ...DEFAULT_BACKTEST_CONFIG, ...overrides };
}

/**
 * A configuration whose entry is the first candle of the search window that closes in the signal's
 * direction (no wait, one-candle pattern #1, every pattern check wide open), so exit scenarios can start
 * from a known entry. Levels keep the defaults: SL -3.9 %, TP1 1.6 %, TP2 3.2 %, TP3 5.6 %, BE1 -2.5 %.
 */
export function quickEntryConfig(overrides: Partial<BacktestConfig> = {}): BacktestConfig {
  return makeConfig({
    waitTimeMinutes: 0,
    totalCandlesToAnalyze: 1,
    pattern1MinCandles: 1,
    openAfterFirstPatternOnly: true,
    acceptInversePatterns: false,
    minPriceSpreadPercent: 0,
    maxPriceSpreadPercent: 100,
    maxCandleSize: 100,
    minVolumeMultiplier: 0,
    minBuyerRatioMultiplier: 0,
    volumeLookbackPeriod: 1,
    ...overrides,
  });
}

/**
 * Candles for `quickEntryConfig` with a signal opened at T0: the lookback candle at T0 - 1 min, the entry
 * candle at T0 closing at 100 in the direction (`sign`), then `after`. The trade's first candle opens at
 * T0 + 1 min; the entry time is T0 + 1 min.
 */
export function entryThen(after: readonly CandleRow[], sign: 1 | -1 = 1): CandleColumns {
  const entry: CandleRow = sign === 1 ? [99.5, 100, 99.5, 100] : [100.5, 100.5, 100, 100];
  return candleSeries(T0 - MINUTE_MS, [flat(99.5), entry, ...after]);
}

/** `count` copies of a row. */
export function repeat(row: CandleRow, count: number): CandleRow[] {
  return Array.from({ length: count }, () => row);
}

/** A time far after every scenario's data: all of it exists. */
export const LATER = T0 + minutes(100_000);

export const iso = (ms: number): string => new Date(ms).toISOString();
