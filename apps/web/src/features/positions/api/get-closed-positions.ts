import type { ClosedPositionsResponse, Position } from '@signaldesk/contracts/positions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { positionKeys } from './query-keys';

/**
 * Every closed position, newest close first (the history table virtualises its rows). Read without its schema's
 * check (apiRequest, not callEndpoint): up to 20 000 rows, already served as kept JSON text for speed
 * (docs/performance.md), would be parsed again on every read.
 */
export async function getClosedPositions(signal?: AbortSignal): Promise<Position[]> {
  const body = await apiRequest<ClosedPositionsResponse>('/api/trader-tracker/closedPositions', { signal });
  return body.data;
}

export function closedPositionsQueryOptions() {
  return queryOptions({
    queryKey: positionKeys.closed(),
    queryFn: ({ signal }) => getClosedPositions(signal),
  });
}

export function useClosedPositions() {
  return useQuery(closedPositionsQueryOptions());
}
