import { describe, expect, it } from 'vitest';
import type { BacktestConfig } from '../../src/backtest/config';
import { runBacktest } from '../../src/backtest/engine';
import { candleSeries, candleSet, flat, LATER, makeConfig, makeSignal, minutes, T0 } from './helpers';

// A LONG signal meets a bearish run at T0: bearish, bearish, bullish => 2 with SHORT (1 with LONG);
// spread (98.9 - 100) / 100 = -1.1 %; volume 20 vs 10; SHORT share 1 - 24 / 60 = 0.6 >= 1 - 0.5.
// Entry at 98.9. The next candle rises to 105: TP3 for a LONG (98.9 * 1.056 = 104.44), SL for a SHORT
// (98.9 * 1.039 = 102.76).
const series = candleSeries(T0 - minutes(2), [
  flat(100),
  flat(100),
  [100, 100, 99.3, 99.3, 20, 8],
  [99.3, 99.4, 98.8, 98.8, 20, 8],
  [98.8, 99.1, 98.7, 98.9, 20, 8],
  [98.9, 105, 98.9, 104],
]);

function run(overrides: Partial<BacktestConfig>) {
  const config = makeConfig({
    waitTimeMinutes: 0,
    totalCandlesToAnalyze: 3,
    pattern1MinCandles: 2,
    volumeLookbackPeriod: 2,
    maxPatternSearchMinutes: 3,
    openAfterFirstPatternOnly: true,
    ...overrides,
  });
  return runBacktest([makeSignal()], candleSet({ ETHUSDT: series }), config, LATER);
}

describe('inverse pattern', () => {
  it('trades the signal direction when followInitialDirection is true (pull-back entry)', () => {
    const { trades } = run({ followInitialDirection: true });
    expect(trades[0]!.direction).toBe('LONG');
    expect(trades[0]!.entryPrice).toBe(98.9);
    expect(trades[0]!.exitReason).toBe('TP3');
  });
  it("trades the pattern's direction when followInitialDirection is false", () => {
    const { trades } = run({ followInitialDirection: false });
    expect(trades[0]!.direction).toBe('SHORT');
    expect(trades[0]!.exitReason).toBe('SL');
    expect(trades[0]!.exitPrice).toBeCloseTo(98.9 * 1.039, 10);
  });
  it('is not accepted when acceptInversePatterns is false', () => {
    const { trades, summary } = run({ acceptInversePatterns: false });
    expect(trades).toEqual([]);
    expect(summary.ignoredReasons.noEntry).toBe(1);
  });
});
