import { describe, expect, it } from 'vitest';
import { aggregateCandles } from '../../src/market/aggregate-candles';
import { emptyCandleColumns, MINUTE_MS } from '../../src/market/candles';

describe('aggregateCandles', () => {
  it('groups stored minutes into aligned steps and leaves empty steps out', () => {
    const start = Date.UTC(2025, 0, 1, 0, 3); // 00:03: the first 5-minute step starts at 00:00
    const columns = emptyCandleColumns(start, 10);
    const rows: [number, number, number, number, number][] = [
      [10, 12, 9, 11, 1], // 00:03
      [11, 15, 10, 14, 2], // 00:04
      [14, 14, 8, 9, 3], // 00:05: next step
    ];
    rows.forEach(([open, high, low, close, volume], i) => {
      columns.open[i] = open;
      columns.high[i] = high;
      columns.low[i] = low;
      columns.close[i] = close;
      columns.volume[i] = volume;
      columns.present[i] = 1;
    });
    // 00:06 to 00:12 are missing: the step at 00:10 has no stored minute.
    expect(aggregateCandles(columns, 5)).toEqual([
      { time: Date.UTC(2025, 0, 1, 0, 0), open: 10, high: 15, low: 9, close: 14, volume: 3 },
      { time: Date.UTC(2025, 0, 1, 0, 5), open: 14, high: 14, low: 8, close: 9, volume: 3 },
    ]);
    expect(aggregateCandles(columns, 1).map((candle) => (candle.time - start) / MINUTE_MS)).toEqual([
      0, 1, 2,
    ]);
  });
});
