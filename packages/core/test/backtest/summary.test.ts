import { describe, expect, it } from 'vitest';
import { runBacktest } from '../../src/backtest/engine';
import { summarizeTrades } from '../../src/backtest/summary';
import { IGNORED_REASONS } from '../../src/backtest/types';
import { BacktestConfigError } from '../../src/backtest/validate-config';
import {
  candleSeries,
  candleSet,
  flat,
  iso,
  LATER,
  minutes,
  quickEntryConfig,
  quickSignal,
  T0,
} from './helpers';

// Three symbols, each a quick LONG entry at 100 at T0 + 1 min, then:
// AAA: TP3 on the next candle (+35.6, 1 min); BBB: SL on the second candle (-39, 2 min).
function series(after: Parameters<typeof candleSeries>[1]) {
  return candleSeries(T0 - minutes(3), [
    flat(99.5),
    flat(99.5),
    flat(99.5),
    [99.5, 100, 99.5, 100],
    ...after,
  ]);
}

describe('summary', () => {
  it('agrees with hand-computed figures', () => {
    const candles = candleSet({
      AAAUSDT: series([[100, 106, 100, 105]]),
      BBBUSDT: series([flat(100), [100, 100, 96, 96.5]]),
    });
    const signals = [
      quickSignal({ id: 1, symbol: 'AAAUSDT' }),
      quickSignal({ id: 2, symbol: 'BBBUSDT' }),
      quickSignal({ id: 3, symbol: 'CCCUSDT' }), // no candles: data
      quickSignal({ id: 4, symbol: 'AAAUSDT', riskScore: 11 }), // riskScore
    ];
    const { summary, trades, config } = runBacktest(signals, candles, quickEntryConfig(), LATER);
    expect(config.initialBalance).toBe(10000);
    expect(trades.map((t) => t.positionId)).toEqual([1, 2]);
    expect(summary.totalTrades).toBe(2);
    expect(summary.winRate).toBe(50);
    // 35.6 - 39 = -3.4
    expect(summary.totalProfitLoss).toBeCloseTo(-3.4, 10);
    expect(summary.finalBalance).toBeCloseTo(9996.6, 10);
    // 100 * -3.4 / 10000 = -0.034 %
    expect(summary.returnOnInvestment).toBeCloseTo(-0.034, 12);
    // (1 + 2) / 2
    expect(summary.averageDuration).toBe(1.5);
    expect(summary.bestTrade).toBeCloseTo(35.6, 10);
    expect(summary.worstTrade).toBeCloseTo(-39, 10);
    expect([summary.tp1Hits, summary.tp2Hits, summary.tp3Hits, summary.stopLossHits]).toEqual([1, 1, 1, 1]);
    expect([summary.breakEven1Hits, summary.breakEven2Hits, summary.btcReversalHits]).toEqual([0, 0, 0]);
    expect(summary.ignoredPositions).toBe(2);
    expect(summary.ignoredReasons).toEqual({
      ...Object.fromEntries(IGNORED_REASONS.map((r) => [r, 0])),
      data: 1,
      riskScore: 1,
    });
    expect(summary.totalCapitalRisked).toBe(200);
    expect(trades[1]!.exitTime).toBe(iso(T0 + minutes(3)));
  });

  it('is all zeros without trades', () => {
    const none = Object.fromEntries(IGNORED_REASONS.map((r) => [r, 0])) as Record<
      (typeof IGNORED_REASONS)[number],
      number
    >;
    const summary = summarizeTrades([], { initialBalance: 500, positionSizeEuro: 100 }, none, 0);
    expect(summary).toMatchObject({
      totalTrades: 0,
      winRate: 0,
      averageDuration: 0,
      bestTrade: 0,
      worstTrade: 0,
      finalBalance: 500,
    });
  });

  it('refuses figures that overflow to a non-finite number, naming positionSizeEuro, instead of answering NaN', () => {
    const candles = candleSet({
      AAAUSDT: series([[100, 106, 100, 105]]),
      BBBUSDT: series([flat(100), [100, 100, 96, 96.5]]),
    });
    const signals = [quickSignal({ id: 1, symbol: 'AAAUSDT' }), quickSignal({ id: 2, symbol: 'BBBUSDT' })];
    const config = { ...quickEntryConfig(), positionSizeEuro: 1e308, leverage: 125 };
    const refusal = (() => {
      try {
        runBacktest(signals, candles, config, LATER);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(BacktestConfigError);
    expect((refusal as BacktestConfigError).field).toBe('positionSizeEuro');
    // The rule table now bounds the money fields in the engine too, so the refusal comes before any figure.
    expect((refusal as BacktestConfigError).message).toBe('positionSizeEuro must be at most 1000000000');
  });
});
