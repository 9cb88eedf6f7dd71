import { significantPriceDecimals } from '@signaldesk/core/market/price-decimals';
import { useCallback } from 'react';
import { useTickSizes } from '../api/get-tick-sizes';

/** The decimals a symbol's prices show; `referencePrice` (its entry) is the guess when the tick size is unknown. */
export type PriceDecimalsOf = (symbol: string, referencePrice: number) => number;

/**
 * docs/console.md, Formats: a symbol's prices show the decimals of its tick size (`GET /api/market/tick-sizes`).
 * Until the sizes arrive, or for a symbol the exchange no longer lists, the decimals that give its entry price
 * about five significant digits (the shape of Binance's ticks), so one row never changes shape between fields.
 */
export function usePriceDecimals(): PriceDecimalsOf {
  const { data } = useTickSizes();
  return useCallback(
    (symbol, referencePrice) => data?.get(symbol)?.priceDecimals ?? significantPriceDecimals(referencePrice),
    [data],
  );
}
