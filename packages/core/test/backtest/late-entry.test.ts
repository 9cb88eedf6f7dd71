import { describe, expect, it } from 'vitest';
import { runBacktest } from '../../src/backtest/engine';
import { lateEntry } from '../../src/backtest/late-entry';
import { MINUTE_MS } from '../../src/market/candles';
import { candleSet, entryThen, LATER, minutes, quickEntryConfig, quickSignal, T0 } from './helpers';

// quickSignal enters LONG at 100 on T0's candle (entry time T0 + 1 min); then the candles below.
const after = [
  [100, 100.6, 99.9, 100.5], // closes T0 + 2 min at 100.5 (+0.5 %)
  [100.5, 100.8, 100.4, 100.7], // T0 + 3 min: 100.7
  [100.7, 103, 100.6, 102.6], // T0 + 4 min: 102.6 (+2.6 %)
  [102.6, 102.7, 100.2, 100.3], // T0 + 5 min: 100.3
  ...Array.from({ length: 20 }, () => [100.3, 100.4, 100.2, 100.3] as const),
] as const;
const series = entryThen(after);
const entryTime = T0 + MINUTE_MS;

describe('the late-entry rule', () => {
  it('takes an on-time entry as found', () => {
    expect(
      lateEntry({ entryPrice: 100, entryTime }, series, entryTime, LATER, { maxCandleSize: 1.5 }),
    ).toEqual({
      outcome: 'entry',
      entryPrice: 100,
      entryTime,
      lateMinutes: 0,
    });
  });

  it('takes a late entry at the close of the step minute, stamped with it, with the minutes of delay', () => {
    const at = entryTime + minutes(2);
    expect(lateEntry({ entryPrice: 100, entryTime }, series, at, LATER, { maxCandleSize: 1.5 })).toEqual({
      outcome: 'entry',
      entryPrice: 100.7,
      entryTime: at,
      lateMinutes: 2,
    });
  });

  it('skips it when the price moved beyond maxCandleSize percent, either way', () => {
    const at = entryTime + minutes(3);
    const skipped = lateEntry({ entryPrice: 100, entryTime }, series, at, LATER, { maxCandleSize: 1.5 });
    expect(skipped.outcome).toBe('lateEntry');
    expect(lateEntry({ entryPrice: 100, entryTime }, series, at, LATER, { maxCandleSize: 3 }).outcome).toBe(
      'entry',
    );
    expect(
      lateEntry({ entryPrice: 102.2, entryTime }, series, at + MINUTE_MS, LATER, { maxCandleSize: 1.5 }),
    ).toEqual({
      outcome: 'lateEntry',
      movePercent: expect.closeTo(((102.2 - 100.3) / 102.2) * 100, 10),
    });
  });

  it('is pending before the step minute closed, and data when its candle is missing', () => {
    const at = entryTime + minutes(2);
    expect(
      lateEntry({ entryPrice: 100, entryTime }, series, at, at - 1, { maxCandleSize: 1.5 }).outcome,
    ).toBe('pending');
    expect(
      lateEntry({ entryPrice: 100, entryTime }, undefined, at, LATER, { maxCandleSize: 1.5 }).outcome,
    ).toBe('data');
  });
});

describe('a backtest modelling late steps (entryDelayMinutes)', () => {
  const config = quickEntryConfig({ maxCandleSize: 1.5 });
  const run = (entryDelayMinutes: number) =>
    runBacktest([quickSignal()], candleSet({ ETHUSDT: series }), config, LATER, { entryDelayMinutes });

  it('enters at the delayed minute at its close, and the trade starts there', () => {
    const entries: unknown[] = [];
    // The data ends at T0 + 25 min: a trade still open there is pending.
    const result = runBacktest([quickSignal()], candleSet({ ETHUSDT: series }), config, T0 + minutes(25), {
      entryDelayMinutes: 2,
      onEntry: (_signal, entry) => entries.push(entry),
    });
    expect(entries).toEqual([
      { direction: 'LONG', entryPrice: 100.7, entryTime: entryTime + minutes(2), lateMinutes: 2 },
    ]);
    // TP1 (100.7 + 1.6 %) is hit on the next candle; the rest runs on: the trade is still open (pending).
    expect(result.summary.ignoredReasons.pending).toBe(1);
  });

  it('skips the signal as lateEntry when the price moved beyond the tolerance, and counts no trade', () => {
    const result = run(3);
    expect(result.trades).toHaveLength(0);
    expect(result.summary.ignoredReasons.lateEntry).toBe(1);
  });

  it('without a delay, enters at the entry candle as always', () => {
    const entries: number[] = [];
    runBacktest([quickSignal()], candleSet({ ETHUSDT: series }), config, LATER, {
      onEntry: (_signal, entry) => entries.push(entry.entryTime),
    });
    expect(entries).toEqual([entryTime]);
  });

  it('refuses a delay that is not a whole number of minutes', () => {
    expect(() => run(1.5)).toThrow(/entryDelayMinutes/);
    expect(() => run(-1)).toThrow(/entryDelayMinutes/);
  });
});
