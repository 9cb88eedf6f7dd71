import { describe, expect, it } from 'vitest';
import { crossesBreakout } from '../../src/backtest/breakout';
import { runBacktest } from '../../src/backtest/engine';
import { entryDecision } from '../../src/signals/live-signals';
import { candleSeries, candleSet, flat, iso, makeConfig, makeSignal, minutes, T0 } from './helpers';

// A breakout entry ("Enter above 105") enters at the close of the first candle from the signal's first candle that
// closes at or beyond the level, live and in the backtest alike (docs/signals.md, Breakout entries).
const config = makeConfig({ waitTimeMinutes: 2, maxPatternSearchMinutes: 5 });
// Closes 100, 103, 104, 106, 107...: the fourth candle (T0 + 3 min) closes above 105; T0 + 9 min reaches TP3.
const rows = [
  flat(100),
  [100, 103, 100, 103],
  [103, 104, 103, 104],
  [104, 106, 104, 106],
  ...Array(5).fill(flat(107)),
  [107, 115, 107, 114],
  ...Array(4).fill(flat(114)),
];
const candles = candleSeries(T0, rows as Parameters<typeof candleSeries>[1]);
const above = makeSignal({ breakout: { condition: 'above', price: 105 } });

describe('breakout entries', () => {
  it('crosses at or beyond the level on its side', () => {
    expect(crossesBreakout({ condition: 'above', price: 105 }, 105)).toBe(true);
    expect(crossesBreakout({ condition: 'above', price: 105 }, 104.99)).toBe(false);
    expect(crossesBreakout({ condition: 'below', price: 95 }, 95)).toBe(true);
    expect(crossesBreakout({ condition: 'below', price: 95 }, 96)).toBe(false);
  });

  it('waits live until a candle closes beyond the level, then enters at that close', () => {
    expect(entryDecision(above, candles, config, T0 + minutes(3))).toMatchObject({ state: 'waiting' });
    expect(entryDecision(above, candles, config, T0 + minutes(4))).toEqual({
      state: 'entered',
      direction: 'LONG',
      entryPrice: 106,
      entryTime: T0 + minutes(4),
    });
  });

  it('enters the same candle in the backtest, and finds no entry when the level is never crossed', () => {
    const { trades } = runBacktest([above], candleSet({ ETHUSDT: candles }), config, T0 + minutes(14));
    expect(trades.map((trade) => [trade.entryPrice, trade.entryTime, trade.exitReason])).toEqual([
      [106, iso(T0 + minutes(4)), 'TP3'],
    ]);
    const never = makeSignal({ breakout: { condition: 'above', price: 200 } });
    expect(entryDecision(never, candles, config, T0 + minutes(14))).toEqual({
      state: 'ignored',
      reason: 'noEntry',
    });
    const { summary } = runBacktest([never], candleSet({ ETHUSDT: candles }), config, T0 + minutes(14));
    expect(summary.ignoredReasons.noEntry).toBe(1);
  });
});
