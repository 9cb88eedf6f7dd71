import { useMemo, useRef } from 'react';
import { usePriceSource } from './price-source';

/** Current price of a symbol: the live best ask, else the last one seen, else undefined. */
export type PriceOf = (symbol: string) => number | undefined;

function read(prices: ReadonlyMap<string, number>, symbol: string): number | undefined {
  const value = prices.get(symbol);
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : undefined;
}

/**
 * Subscribes to the live prices of `symbols` and remembers the last price seen per symbol, so a stream hiccup
 * falls back to the last known price (used for the profit column and the close price).
 */
export function usePositionPrices(symbols: readonly string[]): PriceOf {
  const useLivePrices = usePriceSource();
  // Keyed by content, so a new poll with the same symbols keeps the same subscription list.
  const key = [...new Set(symbols)].sort().join(',');
  const uniqueSymbols = useMemo(() => (key ? key.split(',') : []), [key]);
  const live = useLivePrices(uniqueSymbols);
  const lastKnown = useRef(new Map<string, number>());
  return useMemo(() => {
    for (const symbol of uniqueSymbols) {
      const price = read(live, symbol);
      if (price !== undefined) lastKnown.current.set(symbol, price);
    }
    return (symbol: string) => read(live, symbol) ?? lastKnown.current.get(symbol);
  }, [live, uniqueSymbols]);
}
