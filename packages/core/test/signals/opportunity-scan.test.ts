import { describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../src/market/candles';
import { type OpportunitySettings, scanOpportunity } from '../../src/signals/opportunity-scan';
import { type Bar, rising, START, series } from './opportunity-candles';

const AT = START + 30 * MINUTE_MS;
const TREND: OpportunitySettings = {
  strategy: 'TREND',
  playSupportResistance: false,
  invertDirection: false,
};

describe('scanOpportunity: momentum with volume', () => {
  it('scores a 0.6 % rise on 1.8× volume 60 in TREND (25 × 0.6/0.5 + 25 × 1.8/1.5)', () => {
    expect(scanOpportunity(series(rising(100.6, 1800)), AT, TREND)).toMatchObject({
      direction: 'LONG',
      score: 60,
      setup: 'momentum',
    });
  });

  it('caps at 100 (a 1 % rise on 3× volume)', () => {
    expect(scanOpportunity(series(rising(101, 3000)), AT, TREND)?.score).toBe(100);
  });

  it('calls a fall SHORT, and OPPORTUNITY_IS_INVERT_DIRECTION turns it LONG', () => {
    const candles = series(rising(99.4, 1800));
    expect(scanOpportunity(candles, AT, TREND)).toMatchObject({ direction: 'SHORT', score: 60 });
    expect(scanOpportunity(candles, AT, { ...TREND, invertDirection: true })).toMatchObject({
      direction: 'LONG',
      score: 60,
    });
  });

  it('finds nothing below a threshold: a move without volume, volume without a move', () => {
    expect(scanOpportunity(series(rising(100.6, 1400)), AT, TREND)).toBeNull();
    expect(scanOpportunity(series(rising(100.4, 3000)), AT, TREND)).toBeNull();
  });

  it('SHAKY asks for 1 % on 2× volume: 0.6 % is nothing, 1.2 % on 2.4× scores 60', () => {
    const shaky = { ...TREND, strategy: 'SHAKY' as const };
    expect(scanOpportunity(series(rising(100.6, 1800)), AT, shaky)).toBeNull();
    expect(scanOpportunity(series(rising(101.2, 2400)), AT, shaky)).toMatchObject({ score: 60 });
  });

  it('needs all 30 minutes: a missing one, or a minute not yet closed, gives null', () => {
    const candles = series(rising(101, 3000));
    expect(scanOpportunity(candles, AT + MINUTE_MS, TREND)).toBeNull();
    candles.present[10] = 0;
    expect(scanOpportunity(candles, AT, TREND)).toBeNull();
  });
});

describe('scanOpportunity: support and resistance', () => {
  // Base: flat 100 (lows 99.9), with lows at 99 on minutes 5 and 15: the support 99, touched twice.
  const base = { 5: { close: 100, low: 99 }, 15: { close: 100, low: 99 } };
  const dip: Bar[] = [
    { close: 100 },
    { close: 99.8 },
    { close: 99.5 },
    { close: 99.3 },
    { close: 99.4, low: 99.05 },
  ];
  const sr = { ...TREND, playSupportResistance: true };

  it('a flat range (under 0.8 %) has no levels', () => {
    const flat = { 5: { close: 100, low: 99.5 } };
    const touch = [...dip.slice(0, 4), { close: 99.6, low: 99.52 }];
    expect(scanOpportunity(series(touch, flat), AT, { ...TREND, playSupportResistance: true })).toBeNull();
  });

  it('is off unless OPPORTUNITY_PLAY_SUPPORT_RESISTANCE', () => {
    expect(scanOpportunity(series(dip, base), AT, TREND)).toBeNull();
  });

  it('a low within 0.1 % of the support that closes above it: LONG, 50 + 15 × 2 touches = 80', () => {
    expect(scanOpportunity(series(dip, base), AT, sr)).toMatchObject({
      direction: 'LONG',
      score: 80,
      setup: 'support',
    });
  });

  it('a low 0.15 % away is no touch in TREND but is one in SHAKY (0.2 %)', () => {
    const far = [...dip.slice(0, 4), { close: 99.4, low: 99.15 }];
    expect(scanOpportunity(series(far, base), AT, sr)).toBeNull();
    expect(scanOpportunity(series(far, base), AT, { ...sr, strategy: 'SHAKY' })).toMatchObject({
      setup: 'support',
      score: 80,
    });
  });

  it('a close through the support is a break, not a bounce', () => {
    const broken = [...dip.slice(0, 4), { close: 98.9, low: 98.8 }];
    expect(scanOpportunity(series(broken, base), AT, sr)).toBeNull();
  });

  it('a high at the resistance that closes below it: SHORT (inverted: LONG)', () => {
    const top = { 3: { close: 100, high: 101 } };
    const tail: Bar[] = [
      { close: 100.2 },
      { close: 100.5 },
      { close: 100.7 },
      { close: 100.8 },
      { close: 100.7, high: 101 },
    ];
    expect(scanOpportunity(series(tail, top), AT, sr)).toMatchObject({
      direction: 'SHORT',
      score: 65,
      setup: 'resistance',
    });
    expect(scanOpportunity(series(tail, top), AT, { ...sr, invertDirection: true })?.direction).toBe('LONG');
  });
});
