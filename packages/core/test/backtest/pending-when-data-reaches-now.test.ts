import { describe, expect, it } from 'vitest';
import { runBacktest } from '../../src/backtest/engine';
import { candleSet, entryThen, flat, minutes, quickEntryConfig, quickSignal, repeat, T0 } from './helpers';

// Quick entry at the close of the T0 candle (entry time T0 + 1 min).
describe('pending when the data reaches now', () => {
  it('leaves an open trade out and counts the signal as pending', () => {
    const candles = candleSet({ ETHUSDT: entryThen(repeat(flat(100), 10)) });
    const { trades, summary } = runBacktest([quickSignal()], candles, quickEntryConfig(), T0 + minutes(6));
    expect(trades).toEqual([]);
    expect(summary.totalTrades).toBe(0);
    expect(summary.ignoredReasons.pending).toBe(1);
    expect(summary.ignoredPositions).toBe(1);
  });

  it('is pending when the entry search reaches now', () => {
    // now = T0 + 30 s: the T0 candle closes at T0 + 1 min, after now.
    const candles = candleSet({ ETHUSDT: entryThen([[100, 110, 100, 108]]) });
    const { summary } = runBacktest([quickSignal()], candles, quickEntryConfig(), T0 + 30_000);
    expect(summary.ignoredReasons.pending).toBe(1);
  });

  it('never uses a stored candle that has not closed yet', () => {
    // The TP3 candle opens at T0 + 1 min and closes at T0 + 2 min; now is 1 ms before that.
    const candles = candleSet({ ETHUSDT: entryThen([[100, 110, 100, 108]]) });
    const early = runBacktest([quickSignal()], candles, quickEntryConfig(), T0 + minutes(2) - 1);
    expect(early.summary.ignoredReasons.pending).toBe(1);
    const onTime = runBacktest([quickSignal()], candles, quickEntryConfig(), T0 + minutes(2));
    expect(onTime.trades[0]!.exitReason).toBe('TP3');
  });
});
