import { type CandleColumns, emptyCandleColumns, MINUTE_MS } from '@signaldesk/core/market/candles';
import type { CandleStore } from './candle-store';
import { copyOverlap } from './candle-store/candle-column-ops';
import type { Exchange, Market } from './exchange';

export interface CandleRangeSource {
  exchange: Exchange;
  /** Where stored futures candles are read first; absent: everything comes from the exchange. */
  store?: CandleStore;
  now: () => number;
  /** Default futures. Spot never reads nor writes the store (it holds futures candles only). */
  market?: Market;
}

/** What `readCandleRangeOrStored` read. */
export interface CandleRangeRead {
  candles: CandleColumns;
  /** What an exchange call threw: `candles` then hold only what was read before it (the store's). */
  exchangeFailure: { error: unknown } | null;
}

/**
 * The closed 1-minute candles of a symbol over [fromMs, toMs) (docs/market-data.md, "Candles for a range"), as
 * `readCandleRangeOrStored` reads them; an exchange failure is thrown.
 */
export async function readCandleRange(
  source: CandleRangeSource,
  symbol: string,
  fromMs: number,
  toMs: number,
): Promise<CandleColumns> {
  const { candles, exchangeFailure } = await readCandleRangeOrStored(source, symbol, fromMs, toMs);
  if (exchangeFailure) throw exchangeFailure.error;
  return candles;
}

/**
 * The closed 1-minute candles of a symbol over [fromMs, toMs) (docs/market-data.md, "Candles for a range").
 * Futures: the store's, then what it lacks from the exchange, which is stored for the next reader. At most two
 * exchange calls: from the first missing minute to the end of the last stored run, and from there to the range's
 * end (or the current minute, whichever is first). Spot: the store is neither read nor written (it holds futures
 * candles only, which the backtester reads): one exchange call for the whole range. Minutes the exchange does
 * not have either stay missing. An exchange failure ends the reading: it is returned with what was read so far.
 */
export async function readCandleRangeOrStored(
  source: CandleRangeSource,
  symbol: string,
  fromMs: number,
  toMs: number,
): Promise<CandleRangeRead> {
  const { exchange, now } = source;
  const market = source.market ?? 'futures';
  const store = market === 'futures' ? source.store : undefined;
  const range = emptyCandleColumns(fromMs, (toMs - fromMs) / MINUTE_MS);
  if (store) copyOverlap(await store.read(symbol, fromMs, toMs), range);
  const closedEnd = Math.min(toMs, now() - (now() % MINUTE_MS));
  const storedEnd = Math.min(lastPresentEnd(range) ?? fromMs, closedEnd);
  const spans = [
    { fromMs: firstMissing(range, storedEnd), toMs: storedEnd },
    { fromMs: storedEnd, toMs: closedEnd },
  ].filter(
    (span): span is { fromMs: number; toMs: number } => span.fromMs !== null && span.fromMs < span.toMs,
  );
  for (const span of spans) {
    let fetched: CandleColumns;
    try {
      fetched = await exchange.fetchKlines(symbol, span.fromMs, span.toMs, market);
    } catch (error) {
      return { candles: range, exchangeFailure: { error } };
    }
    copyOverlap(fetched, range, true);
    if (store && fetched.length > 0) await store.write(symbol, fetched, { fetchedAt: now() });
  }
  return { candles: range, exchangeFailure: null };
}

/** End (exclusive) of the last present minute, or null when none is present. */
export function lastPresentEnd(candles: CandleColumns): number | null {
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
