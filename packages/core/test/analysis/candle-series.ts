import { type CandleColumns, emptyCandleColumns, MINUTE_MS } from '../../src/market/candles';

/** 1-minute candles from `startTime` whose close at minute i is `closeAt(i)`; open is the previous close. */
export function minuteSeries(
  startTime: number,
  length: number,
  closeAt: (i: number) => number,
): CandleColumns {
  const candles = emptyCandleColumns(startTime, length);
  for (let i = 0; i < length; i++) {
    const close = closeAt(i);
    const open = i === 0 ? close : closeAt(i - 1);
    candles.open[i] = open;
    candles.close[i] = close;
    candles.high[i] = Math.max(open, close);
    candles.low[i] = Math.min(open, close);
    candles.volume[i] = 1;
    candles.present[i] = 1;
  }
  return candles;
}

export { MINUTE_MS };
