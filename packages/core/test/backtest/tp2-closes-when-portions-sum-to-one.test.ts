import { describe, expect, it } from 'vitest';
import { runBacktest } from '../../src/backtest/engine';
import { candleSet, entryThen, LATER, makeSignal, quickEntryConfig } from './helpers';

describe('TP2 closes when the portions sum to one', () => {
  it('closes at TP2 with reason TP2 when f1 + f2 = 1', () => {
    const candles = candleSet({
      ETHUSDT: entryThen([
        [100, 102, 99.9, 101.8],
        [101.8, 103.5, 101, 103],
      ]),
    });
    const config = quickEntryConfig({ tp1ExitPercent: 40, tp2ExitPercent: 60 });
    const { trades } = runBacktest([makeSignal()], candles, config, LATER);
    expect(trades[0]!.exitReason).toBe('TP2');
    expect(trades[0]!.tpsHit).toEqual(['TP1', 'TP2']);
    // 1000 * (0.4 * 1.6 + 0.6 * 3.2) % = 6.4 + 19.2 = 25.6
    expect(trades[0]!.profitLoss).toBeCloseTo(25.6, 10);
  });

  it('clamps f2 to 1 - f1', () => {
    // tp2ExitPercent 80 with f1 = 0.4: f2 = min(0.8, 0.6) = 0.6, same trade as above.
    const candles = candleSet({
      ETHUSDT: entryThen([
        [100, 102, 99.9, 101.8],
        [101.8, 103.5, 101, 103],
      ]),
    });
    const config = quickEntryConfig({ tp1ExitPercent: 40, tp2ExitPercent: 80 });
    const { trades } = runBacktest([makeSignal()], candles, config, LATER);
    expect(trades[0]!.exitReason).toBe('TP2');
    expect(trades[0]!.profitLoss).toBeCloseTo(25.6, 10);
  });

  it('closes at TP1 with reason TP1 when f1 = 1', () => {
    const candles = candleSet({ ETHUSDT: entryThen([[100, 102, 99.9, 101.8]]) });
    const { trades } = runBacktest([makeSignal()], candles, quickEntryConfig({ tp1ExitPercent: 100 }), LATER);
    expect(trades[0]!.exitReason).toBe('TP1');
    expect(trades[0]!.tpsHit).toEqual(['TP1']);
    // 1000 * 1.6 % = 16
    expect(trades[0]!.profitLoss).toBeCloseTo(16, 10);
  });
});
