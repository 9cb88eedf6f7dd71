import { describe, expect, it } from 'vitest';
import { runBacktest } from '../../src/backtest/engine';
import { candleSet, entryThen, iso, LATER, minutes, quickEntryConfig, quickSignal, T0 } from './helpers';

// LONG entry at 100 (close of the T0 candle, entryTime T0 + 1 min). Levels: SL 96.1, TP1 101.6,
// BE1 = 100 * (1 - 2.5 / 100) = 97.5. Notional N = 100 * 10 = 1000.
describe('TP1 then breakeven 1', () => {
  it('takes 15 % at TP1, moves the stop to BE1 from the next candle, and exits the rest there', () => {
    const candles = candleSet({
      ETHUSDT: entryThen([
        // Reaches TP1 (101.7 >= 101.6) and dips to 97.4: below BE1 but the moved stop only applies next candle.
        [100, 101.7, 97.4, 99],
        // Reaches BE1 (97.4 <= 97.5), opened above it: exit at 97.5.
        [99, 99, 97.4, 98],
      ]),
    });
    const { trades, summary } = runBacktest([quickSignal()], candles, quickEntryConfig(), LATER);
    expect(trades).toHaveLength(1);
    const trade = trades[0]!;
    expect(trade.exitReason).toBe('BREAKEVEN_1');
    expect(trade.tpsHit).toEqual(['TP1']);
    expect(trade.entryPrice).toBe(100);
    expect(trade.exitPrice).toBe(97.5);
    expect(trade.entryTime).toBe(iso(T0 + minutes(1)));
    expect(trade.exitTime).toBe(iso(T0 + minutes(3)));
    expect(trade.duration).toBe(2);
    // 1000 * 0.15 * 1.6 % + 1000 * 0.85 * (-2.5 %) = 2.4 - 21.25 = -18.85
    expect(trade.profitLoss).toBeCloseTo(-18.85, 10);
    expect(summary.breakEven1Hits).toBe(1);
    expect(summary.tp1Hits).toBe(1);
  });

  it('keeps the original stop when breakeven 1 is off', () => {
    const candles = candleSet({
      ETHUSDT: entryThen([
        [100, 101.7, 99, 99],
        [99, 99, 97.4, 98], // above SL 96.1: nothing
        [98, 98, 96, 96.5], // SL
      ]),
    });
    const { trades } = runBacktest(
      [quickSignal()],
      candles,
      quickEntryConfig({ enableBreakeven1: false }),
      LATER,
    );
    expect(trades[0]!.exitReason).toBe('SL');
    // 1000 * 0.15 * 1.6 % + 1000 * 0.85 * (-3.9 %) = 2.4 - 33.15 = -30.75
    expect(trades[0]!.profitLoss).toBeCloseTo(-30.75, 10);
  });

  it('does not move the stop to a BE1 looser than the stop', () => {
    // breakEvenPercent -5: BE1 = 95 is below SL 96.1, so the stop stays at SL.
    const candles = candleSet({
      ETHUSDT: entryThen([
        [100, 101.7, 99, 99],
        [99, 99, 96, 96.5],
      ]),
    });
    const { trades } = runBacktest(
      [quickSignal()],
      candles,
      quickEntryConfig({ breakEvenPercent: -5 }),
      LATER,
    );
    expect(trades[0]!.exitReason).toBe('SL');
    expect(trades[0]!.exitPrice).toBeCloseTo(96.1, 10);
  });
});
