import { endpoints } from '@signaldesk/contracts/endpoints';
import type { MarketCandleInterval, MarketCandleMarket, MarketCandles } from '@signaldesk/contracts/market';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { positionKeys } from './query-keys';

export interface CandlesRequest {
  symbol: string;
  interval: MarketCandleInterval;
  /** Whole minutes, ms. */
  from: number;
  to: number;
  /** Spot for a spot position: its chart is drawn on spot candles. */
  market: MarketCandleMarket;
}

export async function getMarketCandles(
  request: CandlesRequest,
  signal?: AbortSignal,
): Promise<MarketCandles> {
  const body = await callEndpoint(endpoints.marketCandles, {
    query: {
      symbol: request.symbol,
      interval: request.interval,
      from: String(request.from),
      to: String(request.to),
      market: request.market,
    },
    signal,
  });
  return body.data;
}

/** A position chart's candles (docs/positions.md, Position chart); a minute later they may have grown. */
export function positionCandlesQueryOptions(request: CandlesRequest) {
  return queryOptions({
    queryKey: positionKeys.candles(request),
    queryFn: ({ signal }) => getMarketCandles(request, signal),
    staleTime: 60_000,
  });
}

export function usePositionCandles(request: CandlesRequest) {
  return useQuery(positionCandlesQueryOptions(request));
}
