import { describe, expect, it } from 'vitest';
import { runBacktest } from '../../src/backtest/engine';
import { candleSet, entryThen, LATER, quickEntryConfig, quickSignal } from './helpers';

describe('TP2 closes when the portions sum to one', () => {
  it('closes at TP2 with reason TP2 when f1 + f2 = 1', () => {
    const candles = candleSet({
      ETHUSDT: entryThen([
        [100, 102, 99.9, 101.8],
        [101.8, 103.5, 101, 103],
      ]),
    });
    const config = quickEntryConfig({ tp1ExitPercent: 40, tp2ExitPercent: 60 });
    const { trades } = runBacktest([quickSignal()], candles, config, LATER);
    expect(trades[0]!.exitReason).toBe('TP2');
    expect(trades[0]!.tpsHit).toEqual(['TP1', 'TP2']);
    // 1000 * (0.4 * 1.6 + 0.6 * 3.2) % = 6.4 + 19.2 = 25.6
    expect(trades[0]!.profitLoss).toBeCloseTo(25.6, 10);
  });

  it('refuses exit shares above 100 % together instead of clamping them', () => {
    const config = quickEntryConfig({ tp1ExitPercent: 40, tp2ExitPercent: 80 });
    expect(() => runBacktest([quickSignal()], candleSet({}), config, LATER)).toThrow(
      'tp1ExitPercent + tp2ExitPercent must be at most 100',
    );
  });

  it('closes at TP1 with reason TP1 when f1 = 1', () => {
    const candles = candleSet({ ETHUSDT: entryThen([[100, 102, 99.9, 101.8]]) });
    const { trades } = runBacktest(
      [quickSignal()],
      candles,
      quickEntryConfig({ tp1ExitPercent: 100, tp2ExitPercent: 0 }),
      LATER,
    );
    expect(trades[0]!.exitReason).toBe('TP1');
    expect(trades[0]!.tpsHit).toEqual(['TP1']);
    // 1000 * 1.6 % = 16
    expect(trades[0]!.profitLoss).toBeCloseTo(16, 10);
  });
});
