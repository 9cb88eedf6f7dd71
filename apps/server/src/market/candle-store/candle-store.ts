import type { CandleColumns } from '@signaldesk/core/market/candles';

/** A half-open time span [fromMs, toMs), ms since epoch. */
export interface TimeSpan {
  fromMs: number;
  toMs: number;
}

export interface CandleWriteOptions {
  /** When the candles were fetched from the exchange (or imported), ms since epoch. */
  fetchedAt: number;
  /**
   * The span the fetch covered: minutes in it that `candles` lacks are known gaps of the exchange, not missing
   * data. Default: the candles' grid, cut at the last minute closed at `fetchedAt`.
   */
  covered?: TimeSpan;
}

/**
 * 1-minute candles per symbol with the time each day chunk was fetched (docs/market-data.md, The 20-minute
 * rule). An interface, so a deployment with several servers can put the store on shared storage.
 */
export interface CandleStore {
  /** Candles opening in [fromMs, toMs) on a gapless minute grid; minutes not stored have `present` 0. */
  read(symbol: string, fromMs: number, toMs: number): Promise<CandleColumns>;
  /** Merges candles (those with `present` 1) into the store and records the fetch of the covered span. */
  write(symbol: string, candles: CandleColumns, options: CandleWriteOptions): Promise<void>;
  /**
   * The spans of [fromMs, toMs) to fetch before a backtest with `useCacheOnly` false: minutes never fetched, and
   * day chunks whose stored span ended within 20 minutes of its fetch time when that fetch is older than
   * 20 minutes. Minutes not closed at `nowMs` are never listed. Sorted, merged, minute-aligned.
   */
  spansToFetch(symbol: string, fromMs: number, toMs: number, nowMs: number): Promise<TimeSpan[]>;
  /** Symbols with at least one stored month. */
  listSymbols(): Promise<string[]>;
  /**
   * How many writes this process finished into `symbol`'s candles overlapping [fromMs, toMs) (counted per month):
   * results computed from those candles are stale once it changed (docs/backtest.md, Run library).
   */
  writeCount(symbol: string, fromMs: number, toMs: number): number;
}
