import { endpoints } from '@signaldesk/contracts/endpoints';
import type { TopMoversResponse } from '@signaldesk/contracts/market';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/** The feature's one query-key factory. */
export const topMoversKeys = {
  all: ['top-movers'] as const,
};

/** The server caches about 30 s; asking more often would only repeat its answer. */
const REFRESH_MS = 30_000;

/** GET /api/binance-top-movers: gainers and losers for every timeframe in one answer. */
export function getTopMovers(signal?: AbortSignal): Promise<TopMoversResponse> {
  return callEndpoint(endpoints.topMovers, { signal });
}

export function topMoversQueryOptions() {
  return queryOptions({
    queryKey: topMoversKeys.all,
    queryFn: ({ signal }) => getTopMovers(signal),
    refetchInterval: REFRESH_MS,
  });
}

export function useTopMovers() {
  return useQuery(topMoversQueryOptions());
}
