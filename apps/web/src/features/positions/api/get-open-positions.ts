import { endpoints } from '@signaldesk/contracts/endpoints';
import type { Position } from '@signaldesk/contracts/positions';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { positionKeys } from './query-keys';

/** docs/console.md, Constants: the open-positions list is polled every 5 seconds. */
export const OPEN_POSITIONS_POLL_MS = 5_000;

export async function getOpenPositions(signal?: AbortSignal): Promise<Position[]> {
  const body = await callEndpoint(endpoints.openPositions, { signal });
  return body.data;
}

/** How many times the cached open list was written (a poll's answer or a local change). */
function writesOf(client: QueryClient): number {
  return client.getQueryState(positionKeys.open())?.dataUpdateCount ?? 0;
}

export function openPositionsQueryOptions() {
  return queryOptions({
    queryKey: positionKeys.open(),
    queryFn: async ({ signal, client }) => {
      const writesBefore = writesOf(client);
      const positions = await getOpenPositions(signal);
      // Only one poll runs at a time, so a write meanwhile was a close, open or reopen: this answer may have
      // been read before it (docs/positions.md, Overview, "Polls and changes"). Keep the list as changed.
      const cached = client.getQueryData<Position[]>(positionKeys.open());
      return writesOf(client) !== writesBefore && cached ? cached : positions;
    },
    refetchInterval: OPEN_POSITIONS_POLL_MS,
  });
}

export function useOpenPositions() {
  return useQuery(openPositionsQueryOptions());
}

/**
 * Applies a close, open or reopen the server confirmed to the cached open list. A poll in flight is cancelled
 * first: it may have been read before the change and must not put the old list back.
 */
export async function changeOpenPositions(
  client: QueryClient,
  update: (positions: Position[] | undefined) => Position[] | undefined,
): Promise<void> {
  await client.cancelQueries({ queryKey: positionKeys.open() });
  client.setQueryData<Position[]>(positionKeys.open(), update);
}
