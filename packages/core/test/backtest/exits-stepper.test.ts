import { describe, expect, it } from 'vitest';
import {
  createTradeState,
  describeStep,
  levelsFromPercents,
  realizedProfitPercent,
  stepTrade,
  TRADE_EVENT,
  tradeProfitLoss,
} from '../../src/backtest/exits';

const HOUR = 3_600_000;

function longAt100(overrides: Partial<Parameters<typeof createTradeState>[0]> = {}) {
  return createTradeState({
    direction: 'LONG',
    entryPrice: 100,
    entryTime: 0,
    levels: levelsFromPercents('LONG', 100, {
      stopLossPercent: -3.9,
      tp1Percent: 1.6,
      tp2Percent: 3.2,
      tp3Percent: 5.6,
      breakEvenPercent: -2.5,
    }),
    portions: { tp1Fraction: 0.15, tp2Fraction: 0.6 },
    enableBreakeven1: true,
    enableBreakeven2: true,
    maxDurationMs: 210 * HOUR,
    ...overrides,
  });
}

/** A live price tick is a candle whose open, high, low and close are that price. */
function tick(state: ReturnType<typeof longAt100>, price: number, time: number) {
  const before = state.exitCount;
  const events = stepTrade(state, price, price, price, price, time, false);
  return describeStep(state, events, before);
}

describe('the exit stepper as the live monitor uses it', () => {
  it('computes the levels from percents in the direction of the trade', () => {
    const long = levelsFromPercents('LONG', 200, {
      stopLossPercent: -5,
      tp1Percent: 1,
      tp2Percent: 2,
      tp3Percent: 3,
      breakEvenPercent: -1,
    });
    expect(long).toEqual({ stopLoss: 190, tp1: 202, tp2: 204, tp3: 206, breakEven1: 198 });
    const short = levelsFromPercents('SHORT', 200, {
      stopLossPercent: -5,
      tp1Percent: 1,
      tp2Percent: 2,
      tp3Percent: 3,
      breakEvenPercent: -1,
    });
    expect(short).toEqual({ stopLoss: 210, tp1: 198, tp2: 196, tp3: 194, breakEven1: 202 });
  });

  it('reports targets, stop moves and the close as events', () => {
    const state = longAt100();
    expect(tick(state, 100.5, 1000)).toEqual([]);
    expect(tick(state, 101.7, 2000)).toEqual([
      { type: 'TARGET', target: 'TP1', price: 101.6, fraction: 0.15 },
      { type: 'STOP_MOVED', stop: 97.5, reason: 'BREAKEVEN_1' },
    ]);
    const last = tick(state, 97, 3000);
    expect(last).toEqual([
      { type: 'CLOSED', reason: 'BREAKEVEN_1', price: 97, fraction: 0.85, ambiguous: false },
    ]);
    // A tick below the stop gaps: it fills at that price. 0.15 * 1.6 + 0.85 * (-3) = 0.24 - 2.55 = -2.31 %
    expect(realizedProfitPercent(state)).toBeCloseTo(-2.31, 12);
    // N = 1000, fee 0.1 %: -23.1 - 1 (entry) - 0.15 - 0.85 = -25.1
    expect(tradeProfitLoss(state, 1000, 0.1)).toBeCloseTo(-25.1, 10);
    expect(stepTrade(state, 200, 200, 200, 200, 4000, false)).toBe(0);
  });

  it('times out at the first tick at or after entry + max duration', () => {
    const state = longAt100({ maxDurationMs: HOUR });
    expect(tick(state, 100.1, HOUR - 1)).toEqual([]);
    expect(tick(state, 100.2, HOUR)).toEqual([
      { type: 'CLOSED', reason: 'TIMEOUT', price: 100.2, fraction: 1, ambiguous: false },
    ]);
  });

  it('flags an ambiguous candle and closes by BTC protection only when asked', () => {
    const ambiguous = longAt100();
    expect(stepTrade(ambiguous, 100, 102, 96, 99, 60_000, false)).toBe(
      TRADE_EVENT.CLOSED | TRADE_EVENT.AMBIGUOUS,
    );
    const btc = longAt100();
    expect(stepTrade(btc, 100, 100.5, 99.5, 100.3, 60_000, true)).toBe(TRADE_EVENT.CLOSED);
    expect(btc.exitReason).toBe('BTC_EMERGENCY');
  });

  it('picks up a live position that already hit TP1 and TP2', () => {
    const state = longAt100({ targetsAlreadyHit: 2 });
    expect(state.activeStop).toBe(100);
    expect(state.stopReason).toBe('BREAKEVEN_2');
    expect(tick(state, 99.9, 1000)).toEqual([
      { type: 'CLOSED', reason: 'BREAKEVEN_2', price: 99.9, fraction: 0.25, ambiguous: false },
    ]);
    // 0.15 * 1.6 + 0.6 * 3.2 + 0.25 * (-0.1) = 0.24 + 1.92 - 0.025 = 2.135 %
    expect(realizedProfitPercent(state)).toBeCloseTo(2.135, 12);
    expect(() => longAt100({ targetsAlreadyHit: 3 })).toThrow(RangeError);
  });

  it('rejects a first portion outside [0, 1]', () => {
    expect(() => longAt100({ portions: { tp1Fraction: 1.5, tp2Fraction: 0 } })).toThrow(RangeError);
  });
});
