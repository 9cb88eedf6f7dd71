import { describe, expect, it } from 'vitest';
import { analyseBitcoin, analysisBars } from '../../src/analysis/bitcoin-analysis';
import { DAY_MS } from '../../src/analysis/ohlc-bars';
import { MINUTE_MS } from '../../src/market/candles';
import { minuteSeries } from '../support/candle-series';

const DAYS = 60;
const START = Date.UTC(2026, 0, 1);
const NOW = START + DAYS * DAY_MS;

// An accelerating climb over 60 days: f(i) = 10,000 + i + i²/100,000 at minute i (a straight line would leave
// MACD exactly on its signal line, a tie of rounding errors).
const climb = (i: number) => 10_000 + i + (i * i) / 100_000;
const fall = (i: number) => 200_000 - i - (i * i) / 100_000;
const LAST = DAYS * 1440 - 1;

describe('the Bitcoin analysis over an accelerating climb', () => {
  const candles = minuteSeries(START, DAYS * 1440, climb);
  const analysis = analyseBitcoin(candles, climb(LAST), NOW);

  it('builds 1440 hourly, 360 four-hour and 60 daily bars', () => {
    const bars = analysisBars(candles);
    expect([bars['1h'].length, bars['4h'].length, bars['1d'].length]).toEqual([1440, 360, 60]);
  });

  it('calls every timeframe LONG at 68%: uptrend +2, MACD +1, RSI overbought -1', () => {
    // Price above EMA20 above EMA50; MACD above its signal line as the climb speeds up; RSI 100 (no down bar).
    // The price stays inside the upper Bollinger band, so the band does not vote: 2 + 1 - 1 = 2 → LONG, 50 + 18.
    for (const timeframe of ['1h', '4h', '1d'] as const) {
      expect(analysis.timeframeAnalysis[timeframe]).toMatchObject({
        recommendation: 'LONG',
        score: 2,
        confidence: 68,
        signals: ['price above EMA20 above EMA50 (uptrend)', 'MACD above its signal line', 'RSI overbought'],
      });
      expect(analysis.timeframeAnalysis[timeframe].indicators.rsi).toBe(100);
    }
  });

  it('is BULLISH at 68% overall: (1×2 + 2×2 + 3×2) / 6 = 2', () => {
    expect(analysis).toMatchObject({ prediction: 'BULLISH', confidence: 68, currentPrice: climb(LAST) });
    expect(analysis.lastUpdated).toBe('2026-03-02T00:00:00.000Z');
  });

  it('takes the 24 h low and high from the last 1440 minutes', () => {
    // The minute opening 24 h before NOW (index 84,960) opens at the close of minute 84,959.
    expect(analysis.keyLevels.dailyLow).toBeCloseTo(climb(84_959), 6); // 167,139.32
    expect(analysis.keyLevels.dailyHigh).toBeCloseTo(climb(LAST), 6); // 171,046.87
  });

  it('buys at the averages and bands below the price, targets the upper bands above', () => {
    const { entryZones, targets } = analysis.recommendations.specificLevels;
    // A smooth climb has no swing points: the levels are the averages and the bands, nearest first.
    expect(entryZones.map((l) => l.reason)).toEqual([
      'EMA20 on 1h',
      'Lower Bollinger band on 1h',
      'EMA50 on 1h',
    ]);
    expect(targets.map((l) => l.reason)).toEqual([
      'Upper Bollinger band on 1h',
      'Upper Bollinger band on 4h',
      'Upper Bollinger band on 1d',
    ]);
    expect(entryZones[0]!.price).toBe(analysis.timeframeAnalysis['1h'].indicators.ema20);
    for (const level of entryZones) expect(level.price).toBeLessThan(climb(LAST));
    for (const level of targets) expect(level.price).toBeGreaterThan(climb(LAST));
    expect(analysis.recommendations.primary).toMatch(
      /^Bullish bias at 68% confidence \(1h LONG, 4h LONG, 1d LONG\): favour longs\. Look to buy pullbacks near /,
    );
    expect(analysis.recommendations.secondary).toContain('Invalidation below the 24 h low at 167,139.32.');
    expect(analysis.recommendations.secondary).toContain('1h RSI at 100 is overbought');
  });

  it('gives the same answer for the same candles', () => {
    expect(analyseBitcoin(candles, climb(LAST), NOW)).toEqual(analysis);
  });
});

describe('the Bitcoin analysis over an accelerating fall', () => {
  const candles = minuteSeries(START, DAYS * 1440, fall);
  const analysis = analyseBitcoin(candles, fall(LAST), NOW);

  it('mirrors the climb: BEARISH at 68%, SHORT everywhere, entries above the price and targets below', () => {
    expect(analysis).toMatchObject({ prediction: 'BEARISH', confidence: 68 });
    for (const timeframe of ['1h', '4h', '1d'] as const) {
      expect(analysis.timeframeAnalysis[timeframe]).toMatchObject({ recommendation: 'SHORT', score: -2 });
    }
    const { entryZones, targets } = analysis.recommendations.specificLevels;
    for (const level of entryZones) expect(level.price).toBeGreaterThan(fall(LAST));
    for (const level of targets) expect(level.price).toBeLessThan(fall(LAST));
    expect(analysis.recommendations.secondary).toContain('Invalidation above the 24 h high at 42,860.68.');
  });
});

describe('a short history', () => {
  it('abstains where indicators lack bars, and answers NEUTRAL at 50% on one day of candles', () => {
    const candles = minuteSeries(NOW - DAY_MS, 1440, (i) => 50_000 + (i % 2));
    const analysis = analyseBitcoin(candles, 50_000, NOW);
    // One daily bar: no indicator; 6 four-hour bars: none either; 24 hourly bars: EMA20, RSI, Bollinger, ATR.
    expect(analysis.timeframeAnalysis['1d']).toMatchObject({ recommendation: 'NEUTRAL', confidence: 50 });
    expect(analysis.timeframeAnalysis['4h'].indicators.ema20).toBeNull();
    expect(analysis.timeframeAnalysis['1h'].indicators.ema50).toBeNull();
    expect(analysis.keyLevels).toEqual({ dailyLow: 50_000, dailyHigh: 50_001 });
    expect(analysis.prediction).toBe('NEUTRAL');
  });

  it('refuses an empty series', () => {
    const empty = minuteSeries(NOW - MINUTE_MS, 1, () => 1);
    empty.present[0] = 0;
    expect(() => analyseBitcoin(empty, 1, NOW)).toThrow(RangeError);
  });
});
