import { describe, expect, it } from 'vitest';
import { runBacktest } from '../../src/backtest/engine';
import { candleSet, entryThen, LATER, quickEntryConfig, quickSignal } from './helpers';

// LONG at 100: TP1 101.6 (15 %), TP2 103.2 (60 %), BE2 = entry 100. N = 1000.
describe('TP2 then breakeven 2', () => {
  it('moves the stop to the entry after TP2 and exits the last 25 % there', () => {
    const candles = candleSet({
      ETHUSDT: entryThen([
        [100, 102, 99.9, 101.8], // TP1
        [101.8, 103.5, 101, 103], // TP2; stop -> 100 from the next candle
        [103, 103, 99.5, 99.6], // low 99.5 <= 100: BREAKEVEN_2 at 100
      ]),
    });
    const { trades, summary } = runBacktest([quickSignal()], candles, quickEntryConfig(), LATER);
    const trade = trades[0]!;
    expect(trade.exitReason).toBe('BREAKEVEN_2');
    expect(trade.tpsHit).toEqual(['TP1', 'TP2']);
    expect(trade.exitPrice).toBe(100);
    // 1000 * (0.15 * 1.6 % + 0.6 * 3.2 % + 0.25 * 0 %) = 2.4 + 19.2 = 21.6
    expect(trade.profitLoss).toBeCloseTo(21.6, 10);
    expect(summary.breakEven2Hits).toBe(1);
    expect(summary.tp2Hits).toBe(1);
  });
});
