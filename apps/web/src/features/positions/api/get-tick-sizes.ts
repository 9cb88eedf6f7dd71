import { endpoints } from '@signaldesk/contracts/endpoints';
import type { TickSize } from '@signaldesk/contracts/market';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { positionKeys } from './query-keys';

/** Tick sizes change when the exchange relists a symbol, rarely: read once an hour. */
export const TICK_SIZES_STALE_MS = 3_600_000;

export async function getTickSizes(signal?: AbortSignal): Promise<Map<string, TickSize>> {
  const body = await callEndpoint(endpoints.tickSizes, { signal });
  return new Map(Object.entries(body.data));
}

export const tickSizesQueryOptions = () =>
  queryOptions({
    queryKey: positionKeys.tickSizes(),
    queryFn: ({ signal }) => getTickSizes(signal),
    staleTime: TICK_SIZES_STALE_MS,
    retry: 1,
  });

/** Every listed symbol's tick size and price decimals (docs/console.md, Formats). */
export function useTickSizes() {
  return useQuery(tickSizesQueryOptions());
}
