import { createContext, useContext } from 'react';
import { useLivePrices } from '../../../lib/price-stream';

/** A live-price hook: symbol → best ask for the given symbols (the shape of lib/price-stream's useLivePrices). */
export type UseLivePrices = (symbols: readonly string[]) => ReadonlyMap<string, number>;

/**
 * The live-price hook the position screens use: the shell's websocket stream by default. Tests provide a
 * fixed-price hook, since no exchange stream runs there.
 */
export const PriceSourceContext = createContext<UseLivePrices>(useLivePrices);

export function usePriceSource(): UseLivePrices {
  return useContext(PriceSourceContext);
}
