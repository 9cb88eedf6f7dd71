import { useMemo, useRef } from 'react';
import { usePriceFeedState } from '../../../lib/price-feed-status';
import { usePolledLastPrices } from '../api/get-last-prices';
import { usePriceSource } from './price-source';

/** Current price of a symbol: the live best ask, else the polled last price, else the last one seen. */
export type PriceOf = (symbol: string) => number | undefined;

export interface PositionPrices {
  priceOf: PriceOf;
  /** True when every symbol has a live best ask (Total Performance says so otherwise). */
  allLive: boolean;
}

function read(prices: ReadonlyMap<string, number> | undefined, symbol: string): number | undefined {
  const value = prices?.get(symbol);
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : undefined;
}

/**
 * Subscribes to the live prices of `symbols` and remembers the last price seen per symbol, so a stream hiccup
 * falls back to the last known price. Once the stream gave up (offline), the exchange's last prices are polled
 * from the server every 5 s (docs/console.md, Live prices).
 */
export function usePositionPrices(symbols: readonly string[]): PositionPrices {
  const useLivePrices = usePriceSource();
  // Keyed by content, so a new poll with the same symbols keeps the same subscription list.
  const key = [...new Set(symbols)].sort().join(',');
  const uniqueSymbols = useMemo(() => (key ? key.split(',') : []), [key]);
  const live = useLivePrices(uniqueSymbols);
  const feed = usePriceFeedState();
  const polled = usePolledLastPrices(uniqueSymbols, feed.status === 'offline').data;
  const lastKnown = useRef(new Map<string, number>());
  // Two memos: the feed's status changes (connecting, connected) must not give the lists a new priceOf, or every
  // row would render again for nothing (docs/performance.md, "The Overview's first visit").
  const priceOf = useMemo<PriceOf>(() => {
    const current = (symbol: string) => read(live, symbol) ?? read(polled, symbol);
    for (const symbol of uniqueSymbols) {
      const price = current(symbol);
      if (price !== undefined) lastKnown.current.set(symbol, price);
    }
    return (symbol: string) => current(symbol) ?? lastKnown.current.get(symbol);
  }, [live, polled, uniqueSymbols]);
  const feedUp = feed.status === 'connected' || feed.status === 'idle';
  const allLive = feedUp && uniqueSymbols.every((symbol) => read(live, symbol) !== undefined);
  return useMemo(() => ({ priceOf, allLive }), [priceOf, allLive]);
}
