import { type CandleColumns, emptyCandleColumns, MINUTE_MS } from '@signaldesk/core/market/candles';
import { HttpError, UpstreamError } from '../../lib/errors';
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
 * store lacks (and stores it); later loads ask the exchange only for the minutes closed since. The same path on
 * the simulated market and on Binance. Concurrent callers share one load.
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
    const window = emptyCandleColumns(from, lookbackMs / MINUTE_MS);
    const held = this.held;
    const warm = held !== null && held.fetchedUntil > from;
    let fetchFrom: number;
    if (warm) {
      copyOverlap(held.candles, window);
      fetchFrom = held.fetchedUntil;
    } else {
      fetchFrom = await this.fillFromStore(window);
    }
    let fetchedUntil = fetchFrom;
    if (fetchFrom < to) {
      const fresh = await exchange.fetchKlines(symbol, fetchFrom, to, 'futures');
      copyOverlap(fresh, window);
      fetchedUntil = lastPresentEnd(fresh) ?? fetchFrom;
      // A first load keeps what it fetched for the next start; the minute-by-minute moves do not write.
      if (!warm && this.options.store && fetchedUntil > fetchFrom) {
        await this.options.store.write(symbol, fresh, { fetchedAt: this.options.now() });
      }
    }
    this.held = { candles: window, fetchedUntil };
    return window;
  }

  /**
   * Reads the stored minutes into `window`, fetches the stored gaps from the exchange (and stores them), and
   * returns where the last stored run ends: the start of the minutes still to ask the exchange for.
   */
  private async fillFromStore(window: CandleColumns): Promise<number> {
    const { store, exchange, symbol } = this.options;
    const to = window.startTime + window.length * MINUTE_MS;
    if (!store) return window.startTime;
    const stored = await store.read(symbol, window.startTime, to);
    copyOverlap(stored, window);
    const end = lastPresentEnd(window) ?? window.startTime;
    const firstGap = firstMissing(window, end);
    if (firstGap !== null) {
      // One call for the span from the first missing minute to the end of the stored run.
      const fetched = await exchange.fetchKlines(symbol, firstGap, end, 'futures');
      copyOverlap(fetched, window, true);
      if (fetched.length > 0) await store.write(symbol, fetched, { fetchedAt: this.options.now() });
    }
    return end;
  }
}

/** End (exclusive) of the last present minute, or null when none is present. */
function lastPresentEnd(candles: CandleColumns): number | null {
  for (let i = candles.length - 1; i >= 0; i--) {
    if (candles.present[i] === 1) return candles.startTime + (i + 1) * MINUTE_MS;
  }
  return null;
}

/** Open time of the first missing minute before `beforeMs`, or null. */
function firstMissing(candles: CandleColumns, beforeMs: number): number | null {
  const last = (beforeMs - candles.startTime) / MINUTE_MS;
  for (let i = 0; i < last; i++) if (candles.present[i] !== 1) return candles.startTime + i * MINUTE_MS;
  return null;
}

function asUpstreamError(error: unknown): never {
  if (error instanceof HttpError) throw error;
  throw new UpstreamError(`The exchange failed: ${(error as Error)?.message ?? String(error)}`);
}
