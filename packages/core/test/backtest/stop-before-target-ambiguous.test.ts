import { describe, expect, it } from 'vitest';
import { runBacktest } from '../../src/backtest/engine';
import { candleSet, entryThen, LATER, quickEntryConfig, quickSignal } from './helpers';

describe('stop before target on an ambiguous candle', () => {
  it('assumes the stop was hit first and counts the candle', () => {
    // One candle reaches both TP1 (102 >= 101.6) and SL (96 <= 96.1).
    const candles = candleSet({ ETHUSDT: entryThen([[100, 102, 96, 99]]) });
    const { trades, summary } = runBacktest([quickSignal()], candles, quickEntryConfig(), LATER);
    expect(trades[0]!.exitReason).toBe('SL');
    expect(trades[0]!.tpsHit).toEqual([]);
    expect(trades[0]!.profitLoss).toBeCloseTo(-39, 10);
    expect(summary.ambiguousCandles).toBe(1);
  });

  it('does not count a stop candle that reaches no target', () => {
    const candles = candleSet({ ETHUSDT: entryThen([[100, 101, 96, 99]]) });
    const { summary } = runBacktest([quickSignal()], candles, quickEntryConfig(), LATER);
    expect(summary.stopLossHits).toBe(1);
    expect(summary.ambiguousCandles).toBe(0);
  });
});
