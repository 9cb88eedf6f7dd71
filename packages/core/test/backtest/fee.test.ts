import { describe, expect, it } from 'vitest';
import { runBacktest } from '../../src/backtest/engine';
import { candleSet, entryThen, LATER, quickEntryConfig, quickSignal } from './helpers';

describe('fee', () => {
  it('takes feePercent of the notional on entry and of each exit portion', () => {
    // TP1 then BE1 as in tp1-then-breakeven-1: gross -18.85.
    // Fees at 0.1 %: entry 1000 * 0.1 % = 1; TP1 exit 1000 * 0.15 * 0.1 % = 0.15; BE1 exit 1000 * 0.85 * 0.1 % = 0.85.
    // Net: -18.85 - 1 - 0.15 - 0.85 = -20.85
    const candles = candleSet({
      ETHUSDT: entryThen([
        [100, 101.7, 99, 99],
        [99, 99, 97.4, 98],
      ]),
    });
    const { trades } = runBacktest([quickSignal()], candles, quickEntryConfig({ feePercent: 0.1 }), LATER);
    expect(trades[0]!.profitLoss).toBeCloseTo(-20.85, 10);
  });

  it('scales money with positionSizeEuro and leverage', () => {
    // N = 50 * 4 = 200; SL -3.9 % -> -7.8
    const candles = candleSet({ ETHUSDT: entryThen([[99, 99.5, 94, 95.2]]) });
    const config = quickEntryConfig({ positionSizeEuro: 50, leverage: 4 });
    const { trades, summary } = runBacktest([quickSignal()], candles, config, LATER);
    expect(trades[0]!.profitLoss).toBeCloseTo(-7.8, 10);
    expect(summary.totalCapitalRisked).toBe(50);
  });
});
