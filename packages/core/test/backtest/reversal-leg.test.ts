import { describe, expect, it } from 'vitest';
import { runBacktest } from '../../src/backtest/engine';
import {
  candleSet,
  entryThen,
  flat,
  iso,
  LATER,
  minutes,
  quickEntryConfig,
  quickSignal,
  repeat,
  T0,
} from './helpers';

// LONG at 100, reversal on: threshold 2.5 % of the entry, window 30 minutes.
const config = quickEntryConfig({ enableReversal: true });

describe('reversal leg', () => {
  it('closes the trade at the close and opens the opposite direction there, once', () => {
    const candles = candleSet({
      ETHUSDT: entryThen([
        // Close 97.4 is 2.6 % against the LONG (low 97 stays above SL 96.1): REVERSAL at 97.4.
        [100, 100, 97, 97.4],
        // SHORT at 97.4 with fresh levels: TP3 = 97.4 * 0.944 = 91.9456, reached.
        [97.4, 97.4, 91, 92],
      ]),
    });
    const { trades, summary } = runBacktest([quickSignal()], candles, config, LATER);
    expect(trades.map((t) => [t.direction, t.exitReason])).toEqual([
      ['LONG', 'REVERSAL'],
      ['SHORT', 'TP3'],
    ]);
    // Leg 1: 1000 * -2.6 % = -26. Leg 2: 35.6.
    expect(trades[0]!.profitLoss).toBeCloseTo(-26, 10);
    expect(trades[1]!.profitLoss).toBeCloseTo(35.6, 10);
    expect(trades[1]!.entryTime).toBe(iso(T0 + minutes(2)));
    expect(trades[1]!.entryPrice).toBe(97.4);
    expect(trades.every((t) => t.positionId === 1)).toBe(true);
    expect(summary.totalTrades).toBe(2);
    expect(summary.ignoredPositions).toBe(0);
  });

  it('only fires while the close time is within the window', () => {
    // 30 flat candles: the 30th closes at entry + 30 min (inside); the 31st at + 31 min (outside).
    const candles = candleSet({
      ETHUSDT: entryThen([...repeat(flat(100), 30), [100, 100, 97, 97.4], [97.4, 97.4, 96, 96.5]]),
    });
    const { trades } = runBacktest([quickSignal()], candles, config, LATER);
    expect(trades).toHaveLength(1);
    expect(trades[0]!.exitReason).toBe('SL');
  });

  it('makes the whole signal data when the reversal leg meets a missing candle', () => {
    const candles = candleSet({ ETHUSDT: entryThen([[100, 100, 97, 97.4], null, [97.4, 97.4, 91, 92]]) });
    const { trades, summary } = runBacktest([quickSignal()], candles, config, LATER);
    expect(trades).toEqual([]);
    expect(summary.ignoredReasons.data).toBe(1);
  });

  it('reports the closed first leg when the reversal leg is still open', () => {
    const candles = candleSet({ ETHUSDT: entryThen([[100, 100, 97, 97.4], flat(97.4)]) });
    const { trades, summary } = runBacktest([quickSignal()], candles, config, T0 + minutes(3));
    expect(trades.map((t) => t.exitReason)).toEqual(['REVERSAL']);
    expect(summary.ignoredReasons.pending).toBe(0);
  });

  it('does nothing when enableReversal is false', () => {
    const candles = candleSet({
      ETHUSDT: entryThen([
        [100, 100, 97, 97.4],
        [97.4, 97.4, 96, 96.5],
      ]),
    });
    const { trades } = runBacktest([quickSignal()], candles, quickEntryConfig(), LATER);
    expect(trades.map((t) => t.exitReason)).toEqual(['SL']);
  });
});
