import { type CandleColumns, emptyCandleColumns, MINUTE_MS } from '@signaldesk/core/market/candles';
import { exchangeFailed, HttpError } from '../../lib/errors';
import { lastPresentEnd, readCandleRange } from '../../market/candle-range';
import type { CandleStore } from '../../market/candle-store';
import { copyOverlap } from '../../market/candle-store/candle-column-ops';
import type { Exchange } from '../../market/exchange';

export interface MinuteWindowOptions {
  exchange: Exchange;
  /** Where stored candles are read first; absent: everything comes from the exchange. */
  store?: CandleStore;
  symbol: string;
  /** Length of the window, a whole number of minutes. */
  lookbackMs: number;
  now: () => number;
}

/**
 * The last `lookbackMs` of closed 1-minute candles of one symbol, held in memory and moved forward minute by
 * minute (docs/analyses.md, "Candles"). The first load reads the candle store and asks the exchange for what the
 * store lacks and stores it (market/candle-range.ts, shared with the position charts); later loads ask the
 * exchange only for the minutes closed since. The same path on the simulated market and on Binance. Concurrent
 * callers share one load.
 */
export class MinuteWindow {
  private held: { candles: CandleColumns; fetchedUntil: number } | null = null;
  private loading: Promise<CandleColumns> | null = null;

  constructor(private readonly options: MinuteWindowOptions) {}

  /** Candles opening in [current minute - lookback, current minute). */
  get(): Promise<CandleColumns> {
    const to = Math.floor(this.options.now() / MINUTE_MS) * MINUTE_MS;
    if (this.held && this.held.candles.startTime + this.held.candles.length * MINUTE_MS === to) {
      if (this.held.fetchedUntil >= to) return Promise.resolve(this.held.candles);
    }
    if (!this.loading) {
      this.loading = this.load(to)
        .catch(asUpstreamError)
        .finally(() => {
          this.loading = null;
        });
    }
    return this.loading;
  }

  private async load(to: number): Promise<CandleColumns> {
    const { exchange, symbol, lookbackMs } = this.options;
    const from = to - lookbackMs;
    const held = this.held;
    if (held === null || held.fetchedUntil <= from) {
      // The first load: the store, and what it lacks from the exchange (kept in the store for the next start).
      const window = await readCandleRange(this.options, symbol, from, to);
      this.held = { candles: window, fetchedUntil: lastPresentEnd(window) ?? from };
      return window;
    }
    // Moving forward: the minutes closed since, from the exchange only (these moves do not write).
    const window = emptyCandleColumns(from, lookbackMs / MINUTE_MS);
    copyOverlap(held.candles, window);
    let fetchedUntil = held.fetchedUntil;
    if (fetchedUntil < to) {
      const fresh = await exchange.fetchKlines(symbol, fetchedUntil, to, 'futures');
      copyOverlap(fresh, window);
      fetchedUntil = lastPresentEnd(fresh) ?? fetchedUntil;
    }
    this.held = { candles: window, fetchedUntil };
    return window;
  }
}

function asUpstreamError(error: unknown): never {
  if (error instanceof HttpError) throw error;
  throw exchangeFailed(error);
}
