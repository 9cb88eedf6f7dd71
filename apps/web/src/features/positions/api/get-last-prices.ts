import { endpoints } from '@signaldesk/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { positionKeys } from './query-keys';

/** docs/console.md, Live prices: while the stream is offline, last prices are polled every 5 seconds. */
export const LAST_PRICES_POLL_MS = 5_000;

export async function getLastPrices(
  symbols: readonly string[],
  signal?: AbortSignal,
): Promise<Map<string, number>> {
  const body = await callEndpoint(endpoints.lastPrices, {
    query: { symbols: symbols.join(',') },
    signal,
  });
  return new Map(Object.entries(body.data));
}

export function lastPricesQueryOptions(symbols: readonly string[], enabled: boolean) {
  return queryOptions({
    queryKey: positionKeys.lastPrices(symbols),
    queryFn: ({ signal }) => getLastPrices(symbols, signal),
    refetchInterval: LAST_PRICES_POLL_MS,
    enabled: enabled && symbols.length > 0,
  });
}

/** The exchange's last prices of `symbols`, polled every 5 s while `enabled` (the stream gave up). */
export function usePolledLastPrices(symbols: readonly string[], enabled: boolean) {
  return useQuery(lastPricesQueryOptions(symbols, enabled));
}
