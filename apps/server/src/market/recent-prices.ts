import { RecentValue } from '../lib/recent-value';
import type { Exchange, Market } from './exchange';

/** How old a price the intake's checks may use (docs/performance.md, Signal intake). */
export const RECENT_PRICES_MS = 2_000;

/**
 * The exchange as the signal intake uses it: a few symbols' last prices are read from one snapshot of every
 * symbol's price, taken at most once per `ttlMs` per market (callers meanwhile share it), so a burst of signals
 * without an entry makes one exchange call instead of one each. A price is only the reference for where a
 * signal's levels must sit, so a price two seconds old does. Everything else goes to the exchange as it is.
 */
export function withRecentPrices(
  exchange: Exchange,
  now: () => number,
  ttlMs: number = RECENT_PRICES_MS,
): Exchange {
  const snapshots: Record<Market, RecentValue<Map<string, number>>> = {
    futures: new RecentValue(ttlMs, now),
    spot: new RecentValue(ttlMs, now),
  };
  return new Proxy(exchange, {
    get(target, property, receiver) {
      if (property !== 'getLastPrices') return Reflect.get(target, property, receiver);
      return async (symbols?: readonly string[], market: Market = 'futures') => {
        if (!symbols) return target.getLastPrices(undefined, market);
        const all = await snapshots[market].get(() => target.getLastPrices(undefined, market));
        return new Map(
          symbols.flatMap((symbol) => (all.has(symbol) ? [[symbol, all.get(symbol)!] as const] : [])),
        );
      };
    },
  });
}
