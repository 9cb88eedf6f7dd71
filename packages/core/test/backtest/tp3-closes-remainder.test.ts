import { describe, expect, it } from 'vitest';
import { runBacktest } from '../../src/backtest/engine';
import { candleSet, entryThen, LATER, quickEntryConfig, quickSignal } from './helpers';

describe('TP3 closes the remainder', () => {
  it('fills TP1, TP2 and TP3 in order inside one candle', () => {
    const candles = candleSet({ ETHUSDT: entryThen([[100, 106, 99.9, 105]]) });
    const { trades, summary } = runBacktest([quickSignal()], candles, quickEntryConfig(), LATER);
    const trade = trades[0]!;
    expect(trade.exitReason).toBe('TP3');
    expect(trade.tpsHit).toEqual(['TP1', 'TP2', 'TP3']);
    expect(trade.exitPrice).toBeCloseTo(105.6, 10);
    // 1000 * (0.15 * 1.6 + 0.6 * 3.2 + 0.25 * 5.6) % = 2.4 + 19.2 + 14 = 35.6
    expect(trade.profitLoss).toBeCloseTo(35.6, 10);
    expect(summary.tp3Hits).toBe(1);
  });

  it('fills a target at its price even when the candle opened beyond it (limit order)', () => {
    // A SHORT at 100: TP1 98.4, TP2 96.8, TP3 94.4. The candle opens at 94, beyond all three.
    const candles = candleSet({ ETHUSDT: entryThen([[94, 94.5, 93, 94]], -1) });
    const { trades } = runBacktest([quickSignal({ direction: 'SHORT' })], candles, quickEntryConfig(), LATER);
    expect(trades[0]!.exitReason).toBe('TP3');
    expect(trades[0]!.exitPrice).toBeCloseTo(94.4, 10);
    expect(trades[0]!.profitLoss).toBeCloseTo(35.6, 10);
  });
});
