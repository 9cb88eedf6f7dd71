import { describe, expect, it } from 'vitest';
import type { BacktestConfig } from '../../src/backtest/config';
import { runBacktest } from '../../src/backtest/engine';
import { candleSeries, candleSet, flat, LATER, makeConfig, makeSignal, minutes, T0 } from './helpers';

// One candidate run only (search window of 3 minutes = one 3-candle run at T0), lookback 2 candles
// (volume 10, taker buys 5). The run: bodies 0.7, 0.497, 0.099 %; 2 bullish; spread 1.1 %;
// mean volume 20; taker share 36 / 60 = 0.6 (lookback 0.5).
const series = candleSeries(T0 - minutes(2), [
  flat(100),
  flat(100),
  [100, 100.8, 100, 100.7, 20, 12],
  [100.7, 101.3, 100.6, 101.2, 20, 12],
  [101.2, 101.3, 100.9, 101.1, 20, 12],
  [101.1, 120, 101.1, 110],
]);

function entered(overrides: Partial<BacktestConfig>): boolean {
  const config = makeConfig({
    waitTimeMinutes: 0,
    totalCandlesToAnalyze: 3,
    pattern1MinCandles: 2,
    volumeLookbackPeriod: 2,
    maxPatternSearchMinutes: 3,
    openAfterFirstPatternOnly: true,
    ...overrides,
  });
  const { trades, summary } = runBacktest([makeSignal()], candleSet({ ETHUSDT: series }), config, LATER);
  if (trades.length === 0) expect(summary.ignoredReasons.noEntry).toBe(1);
  return trades.length === 1;
}

describe('pattern checks', () => {
  it('accepts the baseline run', () => {
    expect(entered({})).toBe(true);
  });
  it('count: needs pattern1MinCandles candles with the direction', () => {
    expect(entered({ pattern1MinCandles: 3 })).toBe(false);
  });
  it('spread: 1.1 % must lie in [min, max]', () => {
    expect(entered({ minPriceSpreadPercent: 1.2 })).toBe(false);
    expect(entered({ maxPriceSpreadPercent: 1.05 })).toBe(false);
    expect(entered({ minPriceSpreadPercent: 1.05, maxPriceSpreadPercent: 1.15 })).toBe(true);
  });
  it('size: no body above maxCandleSize (largest 0.7 %)', () => {
    expect(entered({ maxCandleSize: 0.69 })).toBe(false);
    expect(entered({ maxCandleSize: 0.71 })).toBe(true);
  });
  it('volume: mean 20 must be >= multiplier * lookback mean 10', () => {
    expect(entered({ minVolumeMultiplier: 2.1 })).toBe(false);
    expect(entered({ minVolumeMultiplier: 2 })).toBe(true);
  });
  it('pressure: taker share 0.6 must be >= multiplier * lookback share 0.5', () => {
    expect(entered({ minBuyerRatioMultiplier: 1.3 })).toBe(false);
    expect(entered({ minBuyerRatioMultiplier: 1.1 })).toBe(true);
  });
  it('needs the run to fit inside the search window', () => {
    expect(entered({ maxPatternSearchMinutes: 2 })).toBe(false);
  });
});
