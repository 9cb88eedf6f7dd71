/** One minute in milliseconds: the grid step of every candle series. */
export const MINUTE_MS = 60_000;

/**
 * 1-minute candles of one symbol on a gapless minute grid, column by column.
 * Index i covers [startTime + i * MINUTE_MS, startTime + (i + 1) * MINUTE_MS).
 * `present[i]` is 1 when that minute's candle exists; the other columns are 0 where it does not.
 * No per-candle objects: the backtest engine and the candle store exchange these arrays.
 */
export interface CandleColumns {
  /** openTime of index 0, ms since epoch, a multiple of MINUTE_MS. */
  startTime: number;
  /** Number of minutes on the grid. */
  length: number;
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  /** Base-asset volume. */
  volume: Float64Array;
  /** Quote-asset (USDT) volume. */
  quoteVolume: Float64Array;
  /** Base-asset volume bought by takers. */
  takerBuyVolume: Float64Array;
  /** 1 where the minute's candle exists, 0 where it is missing. */
  present: Uint8Array;
}

/** Candles by symbol (for example `BTCUSDT`). */
export type CandleSet = ReadonlyMap<string, CandleColumns>;

/** Allocates an empty (all-missing) series of `length` minutes from `startTime`. */
export function emptyCandleColumns(startTime: number, length: number): CandleColumns {
  if (startTime % MINUTE_MS !== 0) throw new RangeError(`startTime ${startTime} is not on the minute grid`);
  return {
    startTime,
    length,
    open: new Float64Array(length),
    high: new Float64Array(length),
    low: new Float64Array(length),
    close: new Float64Array(length),
    volume: new Float64Array(length),
    quoteVolume: new Float64Array(length),
    takerBuyVolume: new Float64Array(length),
    present: new Uint8Array(length),
  };
}
