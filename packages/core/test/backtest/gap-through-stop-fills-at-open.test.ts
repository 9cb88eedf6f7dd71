import { describe, expect, it } from 'vitest';
import { runBacktest } from '../../src/backtest/engine';
import { candleSet, entryThen, LATER, quickEntryConfig, quickSignal } from './helpers';

// LONG at 100, SL = 96.1, N = 1000.
describe('gap through the stop fills at the open', () => {
  it('exits at the open when the candle opened below the stop', () => {
    const candles = candleSet({ ETHUSDT: entryThen([[95, 95.5, 94, 95.2]]) });
    const { trades, summary } = runBacktest([quickSignal()], candles, quickEntryConfig(), LATER);
    expect(trades[0]!.exitReason).toBe('SL');
    expect(trades[0]!.exitPrice).toBe(95);
    // 1000 * (95 - 100) / 100 = -50
    expect(trades[0]!.profitLoss).toBeCloseTo(-50, 10);
    expect(summary.stopLossHits).toBe(1);
  });

  it('exits at the stop when the candle opened above it', () => {
    const candles = candleSet({ ETHUSDT: entryThen([[99, 99.5, 94, 95.2]]) });
    const { trades } = runBacktest([quickSignal()], candles, quickEntryConfig(), LATER);
    expect(trades[0]!.exitPrice).toBeCloseTo(96.1, 10);
    // 1000 * -3.9 % = -39
    expect(trades[0]!.profitLoss).toBeCloseTo(-39, 10);
  });

  it('applies the mirror rule to a SHORT (stop 103.9)', () => {
    const candles = candleSet({ ETHUSDT: entryThen([[105, 106, 104.5, 105]], -1) });
    const { trades } = runBacktest([quickSignal({ direction: 'SHORT' })], candles, quickEntryConfig(), LATER);
    expect(trades[0]!.exitReason).toBe('SL');
    expect(trades[0]!.exitPrice).toBe(105);
    // 1000 * -(105 - 100) / 100 = -50
    expect(trades[0]!.profitLoss).toBeCloseTo(-50, 10);
  });
});
