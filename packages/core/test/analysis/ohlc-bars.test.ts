import { describe, expect, it } from 'vitest';
import { barsFromMinutes, HOUR_MS, lowHighSince, mergeBars } from '../../src/analysis/ohlc-bars';
import { MINUTE_MS } from '../../src/market/candles';
import { minuteSeries } from '../support/candle-series';

const T0 = Date.UTC(2026, 0, 5, 0, 0); // a Monday, midnight UTC

describe('bars from 1-minute candles', () => {
  it('groups minutes into hours on the UTC grid, the last one still forming', () => {
    // Starts at 00:30, so the first hour holds 30 minutes; 150 minutes end at 03:00.
    const candles = minuteSeries(T0 + 30 * MINUTE_MS, 150, (i) => 100 + i);
    const bars = barsFromMinutes(candles, HOUR_MS);
    expect(bars.map((b) => (b.openTime - T0) / HOUR_MS)).toEqual([0, 1, 2]);
    // Hour 0: minutes 0..29, closes 100..129 (first open 100).
    expect(bars[0]).toMatchObject({ open: 100, high: 129, low: 100, close: 129, volume: 30 });
    // Hour 1: minutes 30..89, open = close of minute 29 = 129.
    expect(bars[1]).toMatchObject({ open: 129, high: 189, low: 129, close: 189, volume: 60 });
    expect(bars[2]).toMatchObject({ open: 189, close: 249, volume: 60 });
  });

  it('skips missing minutes and hours without any candle', () => {
    const candles = minuteSeries(T0, 180, (i) => 50 + (i % 7));
    for (let i = 60; i < 120; i++) candles.present[i] = 0; // hour 1 is missing
    candles.present[0] = 0;
    const bars = barsFromMinutes(candles, HOUR_MS);
    expect(bars.map((b) => (b.openTime - T0) / HOUR_MS)).toEqual([0, 2]);
    expect(bars[0]!.open).toBe(50); // minute 1's open is minute 0's close, 50
    expect(bars[0]!.volume).toBe(59);
  });

  it('merges hours into 4h bars starting at 00, 04, 08 UTC', () => {
    const candles = minuteSeries(T0 + 2 * HOUR_MS, 6 * 60, (i) => (i === 100 ? 500 : i === 200 ? 1 : 100));
    const fourHours = mergeBars(barsFromMinutes(candles, HOUR_MS), 4 * HOUR_MS);
    expect(fourHours.map((b) => (b.openTime - T0) / HOUR_MS)).toEqual([0, 4]);
    // 02:00-03:59 holds minutes 0..119: the spike to 500 at minute 100.
    expect(fourHours[0]).toMatchObject({ open: 100, high: 500, low: 100, close: 100, volume: 120 });
    // 04:00-07:59 holds minutes 120..359: the dip to 1 at minute 200.
    expect(fourHours[1]).toMatchObject({ open: 100, high: 100, low: 1, close: 100, volume: 240 });
  });

  it('finds the low and high since a time', () => {
    const candles = minuteSeries(T0, 100, (i) => 1000 - i);
    expect(lowHighSince(candles, T0 + 90 * MINUTE_MS)).toEqual({ low: 901, high: 911 });
    expect(lowHighSince(candles, T0 + 100 * MINUTE_MS)).toBeNull();
  });
});
