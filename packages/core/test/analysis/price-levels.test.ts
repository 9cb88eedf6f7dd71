import { describe, expect, it } from 'vitest';
import type { OhlcBar } from '../../src/analysis/ohlc-bars';
import {
  candidateLevels,
  type PriceLevel,
  supportsAndResistances,
  swingPoints,
} from '../../src/analysis/price-levels';

const bar = (high: number, low: number): OhlcBar => ({
  openTime: 0,
  open: low,
  high,
  low,
  close: high,
  volume: 1,
});

describe('swing points', () => {
  it('finds bars that beat two neighbours on each side, not the unconfirmed last two', () => {
    const bars = [
      bar(10, 5),
      bar(11, 6),
      bar(15, 7), // swing high: 15 > 10, 11, 12, 13
      bar(12, 4), // swing low? 4 < 5 (bar 0 is two back), 6, 8, 9 → not checked against bar 0... see below
      bar(13, 8),
      bar(12, 9),
      bar(20, 3), // high 20 is only one bar from the end: unconfirmed
      bar(14, 10),
    ];
    // Index 3: neighbours 1, 2, 4, 5 have lows 6, 7, 8, 9: 4 is lower than all, a swing low.
    expect(swingPoints(bars)).toEqual({ highs: [15], lows: [4] });
  });
});

describe('supports and resistances', () => {
  const level = (price: number, reason = 'x'): PriceLevel => ({ timeframe: '4h', price, reason });

  it('keeps the nearest three per side, drops levels at the price and near-duplicates', () => {
    const { supports, resistances } = supportsAndResistances(
      [
        level(99.95, 'too close'), // within 0.1% of 100
        level(99, 'a'),
        level(98.9, 'duplicate of a'), // within 0.25 of 99
        level(98, 'b'),
        level(97, 'c'),
        level(96, 'd'),
        level(101, 'e'),
        level(104, 'f'),
      ],
      100,
    );
    expect(supports.map((l) => l.reason)).toEqual(['a', 'b', 'c']);
    expect(resistances.map((l) => l.reason)).toEqual(['e', 'f']);
  });

  it('names a swing point by its side of the price: a support below, a resistance above, never "Swing low/high"', () => {
    // A swing high at 15 and a swing low at 4; the price at 10 sits between, then above both, then below both.
    const bars = [bar(10, 6), bar(11, 7), bar(15, 7), bar(12, 4), bar(13, 8), bar(14, 9)];
    const snapshot = {
      close: 10,
      ema20: null,
      ema50: null,
      rsi14: null,
      macd: null,
      bollinger: null,
      atr14: null,
    };
    const candidates = candidateLevels('4h', bars, snapshot);
    const between = supportsAndResistances(candidates, 10);
    expect(between.supports.map((l) => [l.price, l.reason])).toEqual([[4, 'Support on 4h']]);
    expect(between.resistances.map((l) => [l.price, l.reason])).toEqual([[15, 'Resistance on 4h']]);
    const low = supportsAndResistances(candidates, 3);
    expect(low.resistances.map((l) => l.reason)).toEqual(['Resistance on 4h', 'Resistance on 4h']);
    const high = supportsAndResistances(candidates, 20);
    expect(high.supports.map((l) => l.reason)).toEqual(['Support on 4h', 'Support on 4h']);
    for (const level of [...low.resistances, ...high.supports]) expect(level.reason).not.toMatch(/Swing/);
  });
});
