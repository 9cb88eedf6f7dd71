import type { ReactElement } from 'react';
import { PriceSourceContext, type UseLivePrices } from '../hooks/price-source';

/** A price hook answering fixed best asks. */
export function fixedPrices(prices: Record<string, number>): UseLivePrices {
  const map = new Map(Object.entries(prices));
  return () => map;
}

/** `ui` with fixed live prices instead of the exchange stream, which does not run in tests. */
export function withFixedPrices(ui: ReactElement, prices: Record<string, number> = {}): ReactElement {
  return <PriceSourceContext.Provider value={fixedPrices(prices)}>{ui}</PriceSourceContext.Provider>;
}
