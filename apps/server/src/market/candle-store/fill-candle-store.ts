import { MINUTE_MS } from '@signaldesk/core/market/candles';
import type { Exchange, Market } from '../exchange';
import { monthsOverlapping, nextMonthStart } from './candle-month';
import type { CandleStore, TimeSpan } from './candle-store';

export interface FillProgress {
  symbol: string;
  /** Minutes fetched so far, over every symbol. */
  doneCandles: number;
  /** Minutes to fetch, over every symbol (only what the store lacks or holds stale). */
  totalCandles: number;
  symbolsDone: number;
  symbolCount: number;
}

export interface FillOptions {
  exchange: Exchange;
  store: CandleStore;
  symbols: readonly string[];
  /** Candles opening in [fromMs, toMs); minutes not closed yet are skipped. */
  fromMs: number;
  toMs: number;
  market?: Market;
  /** The present (ms); default Date.now. The simulated exchange's clock fits here. */
  now?: () => number;
  onProgress?: (progress: FillProgress) => void;
  /** Stops between chunks; the promise then resolves with `cancelled` true. */
  signal?: AbortSignal;
}

export interface FillResult {
  symbols: number;
  /** Minutes requested from the exchange. */
  fetchedCandles: number;
  /** Candles the exchange returned (present minutes). */
  storedCandles: number;
  cancelled: boolean;
  durationMs: number;
}

/** Splits spans at month starts: one fetch and one file write per piece. */
function monthPieces(spans: readonly TimeSpan[]): TimeSpan[] {
  const pieces: TimeSpan[] = [];
  for (const span of spans) {
    for (const monthStart of monthsOverlapping(span.fromMs, span.toMs)) {
      const fromMs = Math.max(span.fromMs, monthStart);
      const toMs = Math.min(span.toMs, nextMonthStart(monthStart));
      if (toMs > fromMs) pieces.push({ fromMs, toMs });
    }
  }
  return pieces;
}

function countPresent(present: Uint8Array): number {
  let count = 0;
  for (let i = 0; i < present.length; i++) count += present[i]!;
  return count;
}

/**
 * Writes in flight at once: their fsyncs overlap (the file system commits them together) instead of queueing.
 * Measured: 1 -> 4 -> 8 took the benchmark fill from about 245 to 185 to 165 ms; each holds one fetched piece.
 */
const WRITES_IN_FLIGHT = 8;

/** A promise whose rejection is reported where it is awaited, not as unhandled while it waits its turn. */
function settledLater<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {});
  return promise;
}

/**
 * Fetches from the exchange what the store lacks (or holds stale) in [fromMs, toMs) for each symbol, month piece
 * by month piece, and stores it with its fetch time. One fetch at a time (a cancel stops after the piece in
 * flight), but the writes do not hold the next fetch back: up to WRITES_IN_FLIGHT run at once, so the exchange (or
 * the simulated market's workers) and the disk work in parallel.
 */
export async function fillCandleStore(options: FillOptions): Promise<FillResult> {
  const { exchange, store, symbols, fromMs, toMs, market, signal } = options;
  const now = options.now ?? Date.now;
  const started = performance.now();
  const plan: { symbol: string; pieces: TimeSpan[] }[] = [];
  let totalCandles = 0;
  for (const symbol of symbols) {
    const pieces = monthPieces(await store.spansToFetch(symbol, fromMs, toMs, now()));
    for (const piece of pieces) totalCandles += (piece.toMs - piece.fromMs) / MINUTE_MS;
    plan.push({ symbol, pieces });
  }
  let doneCandles = 0;
  let storedCandles = 0;
  let symbolsDone = 0;
  const writes: Promise<void>[] = [];
  let cancelled = false;
  try {
    outer: for (const { symbol, pieces } of plan) {
      for (const piece of pieces) {
        if (signal?.aborted) {
          cancelled = true;
          break outer;
        }
        const fetchedAt = now();
        const candles = await exchange.fetchKlines(symbol, piece.fromMs, piece.toMs, market);
        const closedEnd = Math.floor(fetchedAt / MINUTE_MS) * MINUTE_MS;
        const covered = { fromMs: piece.fromMs, toMs: Math.min(piece.toMs, closedEnd) };
        while (writes.length >= WRITES_IN_FLIGHT) await writes.shift();
        if (covered.toMs > covered.fromMs)
          writes.push(settledLater(store.write(symbol, candles, { fetchedAt, covered })));
        storedCandles += countPresent(candles.present);
        doneCandles += (piece.toMs - piece.fromMs) / MINUTE_MS;
        options.onProgress?.({ symbol, doneCandles, totalCandles, symbolsDone, symbolCount: symbols.length });
      }
      symbolsDone++;
      options.onProgress?.({ symbol, doneCandles, totalCandles, symbolsDone, symbolCount: symbols.length });
    }
  } finally {
    await Promise.all(writes);
  }
  return {
    symbols: symbols.length,
    fetchedCandles: doneCandles,
    storedCandles,
    cancelled,
    durationMs: performance.now() - started,
  };
}
