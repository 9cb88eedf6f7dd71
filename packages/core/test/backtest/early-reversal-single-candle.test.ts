import { describe, expect, it } from 'vitest';
import { runBacktest } from '../../src/backtest/engine';
import { candleSeries, candleSet, flat, iso, LATER, makeConfig, makeSignal, minutes, T0 } from './helpers';

// LONG signal, 3-minute wait from T0. The wait's second candle is bearish with a body of 1.2 % > 1.1 %.
describe('early reversal on a single candle', () => {
  const config = makeConfig({ waitTimeMinutes: 3, maxPatternSearchMinutes: 0 });

  it('opens the opposite direction at that close and skips the pattern search', () => {
    const series = candleSeries(T0, [
      flat(100),
      [100, 100, 98.8, 98.8],
      // SHORT at 98.8: TP3 = 98.8 * 0.944 = 93.2672
      [98.8, 98.8, 93, 93.5],
    ]);
    const { trades } = runBacktest([makeSignal()], candleSet({ ETHUSDT: series }), config, LATER);
    expect(trades).toHaveLength(1);
    expect(trades[0]!.direction).toBe('SHORT');
    expect(trades[0]!.entryPrice).toBe(98.8);
    expect(trades[0]!.entryTime).toBe(iso(T0 + minutes(2)));
    expect(trades[0]!.exitReason).toBe('TP3');
    expect(trades[0]!.profitLoss).toBeCloseTo(35.6, 10);
  });

  it('does not react to a candle with the signal or with a small body', () => {
    const series = candleSeries(T0, [[100, 101.5, 100, 101.3], [101.3, 101.3, 100.4, 100.5], flat(100.5)]);
    const { summary } = runBacktest([makeSignal()], candleSet({ ETHUSDT: series }), config, LATER);
    // 1.3 % with the LONG; 0.79 % against it: no reversal, and no search window: noEntry.
    expect(summary.ignoredReasons.noEntry).toBe(1);
  });
});
