import { describe, expect, it } from 'vitest';
import { runBacktest } from '../../src/backtest/engine';
import {
  candleSet,
  entryThen,
  LATER,
  minutes,
  QUICK_SIGNAL_TIME,
  quickEntryConfig,
  quickSignal,
} from './helpers';

// Each signal's first candle is the first at or after its openedAt; openedAt QUICK_SIGNAL_TIME - 30 s and
// QUICK_SIGNAL_TIME both use the same candle, so both trade the same candles.
const candles = candleSet({ ETHUSDT: entryThen([[100, 110, 100, 108]]) });

describe('repetition', () => {
  it('trades a burst of repeated signals once with the defaults (1 within 15 minutes)', () => {
    const signals = [
      quickSignal({ id: 1, openedAt: QUICK_SIGNAL_TIME - 30_000 }),
      quickSignal({ id: 2, openedAt: QUICK_SIGNAL_TIME }),
      quickSignal({ id: 3, openedAt: QUICK_SIGNAL_TIME, direction: 'SHORT' }), // same symbol, any direction
    ];
    const { trades, summary } = runBacktest(signals, candles, quickEntryConfig(), LATER);
    expect(trades.map((t) => t.positionId)).toEqual([1]);
    expect(summary.ignoredReasons.repetition).toBe(2);
  });

  it('counts only earlier signals that opened a trade, inside (openedAt - timeWindows, openedAt]', () => {
    const signals = [
      quickSignal({ id: 1, openedAt: QUICK_SIGNAL_TIME - minutes(15) }), // no candles there: data, no trade opened
      quickSignal({ id: 2, openedAt: QUICK_SIGNAL_TIME }),
    ];
    const { trades, summary } = runBacktest(signals, candles, quickEntryConfig(), LATER);
    expect(summary.ignoredReasons.data).toBe(1);
    expect(trades.map((t) => t.positionId)).toEqual([2]);
  });

  it('needs nbrRepetition earlier trades', () => {
    const signals = [
      quickSignal({ id: 1, openedAt: QUICK_SIGNAL_TIME - 30_000 }),
      quickSignal({ id: 2, openedAt: QUICK_SIGNAL_TIME }),
    ];
    const { trades } = runBacktest(signals, candles, quickEntryConfig({ nbrRepetition: 2 }), LATER);
    expect(trades.map((t) => t.positionId)).toEqual([1, 2]);
  });

  it('lets a signal through once the earlier trade is outside the window', () => {
    // Window of 0 minutes: (T0, T0] is empty.
    const signals = [
      quickSignal({ id: 1, openedAt: QUICK_SIGNAL_TIME - 30_000 }),
      quickSignal({ id: 2, openedAt: QUICK_SIGNAL_TIME }),
    ];
    const { trades } = runBacktest(signals, candles, quickEntryConfig({ timeWindows: 0 }), LATER);
    expect(trades).toHaveLength(2);
  });
});
