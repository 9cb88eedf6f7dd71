/**
 * The one builder of hand-written candle series, for the tests of core and of the server
 * (apps/server/test/backtest/support/backtest-fixtures.ts re-exports it).
 */
import { type CandleColumns, emptyCandleColumns } from '../../src/market/candles';

/** [open, high, low, close, volume?, takerBuyVolume?]; null is a missing candle. Volume defaults to 10, taker buys to half. */
export type CandleRow = readonly [number, number, number, number, number?, number?] | null;

/** One candle per row, a minute apart from `startTime`; the quote volume is volume × close. */
export function candleSeries(startTime: number, rows: readonly CandleRow[]): CandleColumns {
  const series = emptyCandleColumns(startTime, rows.length);
  rows.forEach((row, i) => {
    if (!row) return;
    const [open, high, low, close, volume = 10, takerBuy = volume / 2] = row;
    setCandle(series, i, [open, high, low, close, volume, takerBuy]);
  });
  return series;
}

/** Makes minute `i` of `series` present with these values; the quote volume is volume × close. */
export function setCandle(
  series: CandleColumns,
  i: number,
  [open, high, low, close, volume, takerBuy]: readonly [number, number, number, number, number, number],
): void {
  series.open[i] = open;
  series.high[i] = high;
  series.low[i] = low;
  series.close[i] = close;
  series.volume[i] = volume;
  series.quoteVolume[i] = volume * close;
  series.takerBuyVolume[i] = takerBuy;
  series.present[i] = 1;
}

/** A flat candle at `price` (a doji: neither with nor against any direction). */
export function flat(price: number, volume = 10): CandleRow {
  return [price, price, price, price, volume];
}

/**
 * `length` minutes from `startTime` whose close at minute i is `closeAt(i)`: each candle opens at the previous
 * close (the first at its own), its high and low are those two, its volume 1. For long generated series.
 */
export function minuteSeries(
  startTime: number,
  length: number,
  closeAt: (i: number) => number,
): CandleColumns {
  const series = emptyCandleColumns(startTime, length);
  let previous = closeAt(0);
  for (let i = 0; i < length; i++) {
    const close = closeAt(i);
    setCandle(series, i, [previous, Math.max(previous, close), Math.min(previous, close), close, 1, 0.5]);
    previous = close;
  }
  return series;
}
