import { describe, expect, it } from 'vitest';
import type { IndicatorSnapshot } from '../../src/analysis/indicators';
import { confidenceOfScore, timeframeSignal } from '../../src/analysis/timeframe-signal';

const base: IndicatorSnapshot = {
  close: 100,
  ema20: null,
  ema50: null,
  rsi14: null,
  macd: null,
  bollinger: null,
  atr14: null,
};

describe("a timeframe's recommendation", () => {
  it('weighs a downtrend (-2) against three stretched-down votes (+3): NEUTRAL', () => {
    const signal = timeframeSignal({
      ...base,
      close: 90,
      ema20: 95,
      ema50: 99, // below both averages, EMA20 under EMA50: downtrend, -2
      rsi14: 25, // oversold, +1
      macd: { macd: 1, signal: 0.5, histogram: 0.5 }, // +1
      bollinger: { upper: 110, middle: 100, lower: 91 }, // below the lower band, +1
    });
    // -2 + 1 + 1 + 1 = +1: NEUTRAL, 59%.
    expect(signal).toMatchObject({ score: 1, recommendation: 'NEUTRAL', confidence: 59 });
  });

  it('adds the votes: uptrend, MACD up, RSI momentum: +4, LONG at 86%', () => {
    const signal = timeframeSignal({
      ...base,
      close: 105,
      ema20: 103,
      ema50: 100,
      rsi14: 60,
      macd: { macd: 2, signal: 1, histogram: 1 },
      bollinger: { upper: 108, middle: 102, lower: 96 },
    });
    expect(signal.votes.map((v) => v.points)).toEqual([2, 1, 1]);
    expect(signal).toMatchObject({ score: 4, recommendation: 'LONG', confidence: 86 });
  });

  it('is SHORT at exactly -2, and overbought RSI above the upper band counts against longs', () => {
    expect(
      timeframeSignal({ ...base, close: 98, ema20: 99, ema50: 100, rsi14: 50 }), // -2, RSI neutral band
    ).toMatchObject({ score: -2, recommendation: 'SHORT', confidence: 68 });
    const stretched = timeframeSignal({
      ...base,
      close: 120,
      ema20: 110,
      ema50: 100,
      rsi14: 80,
      macd: { macd: 3, signal: 2, histogram: 1 },
      bollinger: { upper: 115, middle: 108, lower: 101 },
    });
    // +2 trend +1 MACD -1 RSI -1 band = +1: NEUTRAL.
    expect(stretched).toMatchObject({ score: 1, recommendation: 'NEUTRAL' });
  });

  it('lets indicators without a value abstain: a short series is NEUTRAL at 50%', () => {
    expect(timeframeSignal(base)).toMatchObject({
      score: 0,
      recommendation: 'NEUTRAL',
      confidence: 50,
      votes: [],
    });
  });

  it('turns a fractional overall score into a rounded confidence', () => {
    expect(confidenceOfScore(2.5)).toBe(73); // 50 + 22.5 = 72.5, rounded up
    expect(confidenceOfScore(-5)).toBe(95);
  });
});
