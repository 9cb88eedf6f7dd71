import { setImmediate } from 'node:timers/promises';
import { type CandleSpan, requiredCandleSpans } from '@signaldesk/core/backtest/candle-span';
import type { BacktestConfig } from '@signaldesk/core/backtest/config';
import type { BacktestSignal } from '@signaldesk/core/backtest/types';
import { type CandleColumns, emptyCandleColumns, MINUTE_MS } from '@signaldesk/core/market/candles';
import { ExchangeError, HttpError } from '../../lib/errors';
import type { Exchange } from '../exchange';
import type { CandleStore, TimeSpan } from './candle-store';
import { fillCandleStore } from './fill-candle-store';

/** The candles each symbol's signals may read (docs/backtest.md, 7. Data), as sorted disjoint spans. */
export function neededSpansBySymbol(
  signals: readonly BacktestSignal[],
  config: BacktestConfig,
): Map<string, TimeSpan[]> {
  const bySymbol = new Map<string, CandleSpan[]>();
  for (const signal of signals) {
    for (const span of requiredCandleSpans(signal, config)) {
      const list = bySymbol.get(span.symbol);
      if (list) list.push(span);
      else bySymbol.set(span.symbol, [span]);
    }
  }
  return new Map([...bySymbol].map(([symbol, spans]) => [symbol, mergeSpans(spans)]));
}

/** Sorts spans and merges those that overlap or touch. */
export function mergeSpans(spans: readonly TimeSpan[]): TimeSpan[] {
  const sorted = [...spans].sort((a, b) => a.fromMs - b.fromMs);
  const merged: TimeSpan[] = [];
  for (const { fromMs, toMs } of sorted) {
    const last = merged[merged.length - 1];
    if (last && fromMs <= last.toMs) last.toMs = Math.max(last.toMs, toMs);
    else merged.push({ fromMs, toMs });
  }
  return merged;
}

/**
 * `useCacheOnly` false: fetches from the exchange what the store lacks in the needed spans, and what it holds
 * stale (the 20-minute rule), and stores it. A symbol the exchange does not know is left as it is (its signals
 * come out ignored for `data`); any other exchange failure is a 502. An abort ends the wait at once.
 */
export async function fetchMissingCandles(
  spansBySymbol: ReadonlyMap<string, readonly TimeSpan[]>,
  deps: { exchange: Exchange; store: CandleStore; now: () => number },
  signal: AbortSignal,
): Promise<void> {
  for (const [symbol, spans] of spansBySymbol) {
    for (const span of spans) {
      signal.throwIfAborted();
      const fill = fillCandleStore({
        exchange: deps.exchange,
        store: deps.store,
        symbols: [symbol],
        fromMs: span.fromMs,
        toMs: span.toMs,
        now: deps.now,
        signal,
      });
      try {
        await untilAborted(fill, signal);
      } catch (error) {
        if (signal.aborted) throw signal.reason;
        if (error instanceof HttpError && error.statusCode === 404) break;
        throw new ExchangeError(
          `Fetching the candles of ${symbol} from the exchange failed: ${(error as Error).message}`,
        );
      }
    }
  }
}

/**
 * Settles with `work`, or rejects with the signal's reason as soon as it aborts. The work itself then goes on in
 * the background up to its next check of the signal (a chunk already asked of the exchange is still stored).
 */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/**
 * Reads the needed spans of each symbol from the store into one series per symbol, covering the first span's
 * start to the last span's end; minutes between spans stay missing (the walks never read them).
 */
export async function readCandles(
  spansBySymbol: ReadonlyMap<string, readonly TimeSpan[]>,
  store: CandleStore,
  signal: AbortSignal,
): Promise<Map<string, CandleColumns>> {
  const candles = new Map<string, CandleColumns>();
  for (const [symbol, spans] of spansBySymbol) {
    // A store may answer from memory or with blocking file reads, all in one chain of promises: let the other
    // requests in between symbols, so a run never holds the event loop for more than one symbol's read.
    await setImmediate();
    signal.throwIfAborted();
    const series = await readSymbol(symbol, spans, store);
    if (series) candles.set(symbol, series);
  }
  return candles;
}

async function readSymbol(
  symbol: string,
  spans: readonly TimeSpan[],
  store: CandleStore,
): Promise<CandleColumns | null> {
  const first = spans[0];
  const last = spans[spans.length - 1];
  if (!first || !last) return null;
  if (spans.length === 1) return store.read(symbol, first.fromMs, first.toMs);
  const startTime = Math.ceil(first.fromMs / MINUTE_MS) * MINUTE_MS;
  const series = emptyCandleColumns(startTime, Math.ceil((last.toMs - startTime) / MINUTE_MS));
  for (const span of spans) copyInto(series, await store.read(symbol, span.fromMs, span.toMs));
  return series;
}

const COLUMNS = [
  'open',
  'high',
  'low',
  'close',
  'volume',
  'quoteVolume',
  'takerBuyVolume',
  'present',
] as const;

/** Copies `part` into `series` at its place on the minute grid (`part` lies inside `series`). */
function copyInto(series: CandleColumns, part: CandleColumns): void {
  const offset = (part.startTime - series.startTime) / MINUTE_MS;
  for (const key of COLUMNS) series[key].set(part[key].subarray(0, part.length), offset);
}
