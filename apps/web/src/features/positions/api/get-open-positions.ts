import type { OpenPositionsResponse, Position } from '@signaldesk/contracts/positions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { positionKeys } from './query-keys';

/** docs/console.md, Constants: the open-positions list is polled every 5 seconds. */
export const OPEN_POSITIONS_POLL_MS = 5_000;

export async function getOpenPositions(signal?: AbortSignal): Promise<Position[]> {
  const body = await apiRequest<OpenPositionsResponse>('/api/trader-tracker/openPositions', { signal });
  return body.data;
}

export function openPositionsQueryOptions() {
  return queryOptions({
    queryKey: positionKeys.open(),
    queryFn: ({ signal }) => getOpenPositions(signal),
    refetchInterval: OPEN_POSITIONS_POLL_MS,
  });
}

export function useOpenPositions() {
  return useQuery(openPositionsQueryOptions());
}
