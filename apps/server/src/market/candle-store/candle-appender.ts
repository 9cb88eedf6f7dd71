import { MINUTE_MS } from '@signaldesk/core/market/candles';
import type { Exchange } from '../exchange';
import { DAY_MS } from './candle-month';
import type { CandleStore } from './candle-store';
import { type FillResult, fillCandleStore } from './fill-candle-store';

/**
 * How far back each step of the appender looks for minutes the store lacks (docs/market-data.md, The candle
 * appender): a day, so a restart after up to a day of downtime repairs its gap by itself; a longer one is filled
 * with `npm run candles -- fill`.
 */
export const APPEND_REPAIR_MS = DAY_MS;

export interface AppendOptions {
  exchange: Exchange;
  store: CandleStore;
  /** The present, ms. */
  now: () => number;
  signal?: AbortSignal;
}

/**
 * One step of the candle appender: every symbol the exchange lists (its futures market, as the Signal Manager and
 * the scanner read it), from a day before the last closed minute to it, through the fill (fill-candle-store.ts):
 * only what the store lacks or holds stale is fetched, so a step on time fetches the one minute that just closed,
 * and the first step after a downtime repairs the gap.
 */
export async function appendClosedMinutes(options: AppendOptions): Promise<FillResult> {
  const closed = Math.floor(options.now() / MINUTE_MS) * MINUTE_MS;
  const symbols = (await options.exchange.listSymbols())
    .filter((entry) => entry.markets.includes('futures'))
    .map((entry) => entry.symbol);
  return fillCandleStore({
    exchange: options.exchange,
    store: options.store,
    symbols,
    fromMs: closed - APPEND_REPAIR_MS,
    toMs: closed,
    market: 'futures',
    now: options.now,
    signal: options.signal,
  });
}
