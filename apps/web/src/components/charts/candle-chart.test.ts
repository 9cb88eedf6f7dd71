import { describe, expect, it } from 'vitest';
import { EDGE_ROOM_PX, paddedLogicalRange } from './candle-chart';

describe('paddedLogicalRange', () => {
  it('keeps the edge room free beside the first and last candle', () => {
    // 100 candles on a 600 px plot: 500 px for the candles, 5 px each; 28 px is 5.6 bars, 72 px is 14.4 bars.
    const range = paddedLogicalRange(100, 600);
    expect(range.from).toBeCloseTo(-5.6, 9);
    expect(range.to).toBeCloseTo(99 + 14.4, 9);
    // 5.6 + 100 + 14.4 bars of 5 px fill the 600 px: the room is 28 px on the left, 72 px on the right.
    expect(-range.from * 5).toBeCloseTo(EDGE_ROOM_PX.left, 9);
    expect((range.to - 99) * 5).toBeCloseTo(EDGE_ROOM_PX.right, 9);
  });

  it('gives the candles at least half of a narrow plot', () => {
    // 200 px: the room (100 px) would leave 100 px, which is the half kept; 10 candles of 10 px each.
    const range = paddedLogicalRange(10, 200);
    expect(range.from).toBeCloseTo(-2.8, 9);
    expect(range.to).toBeCloseTo(9 + 7.2, 9);
  });
});
