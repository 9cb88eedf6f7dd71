import { endpoints } from '@signaldesk/contracts/endpoints';
import type { PositionSummaries } from '@signaldesk/contracts/positions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { positionKeys } from './query-keys';

export async function getPositionSummaries(signal?: AbortSignal): Promise<PositionSummaries> {
  const body = await callEndpoint(endpoints.positionSummaries, { signal });
  return body.data;
}

export function positionSummariesQueryOptions() {
  return queryOptions({
    queryKey: positionKeys.summaries(),
    queryFn: ({ signal }) => getPositionSummaries(signal),
  });
}

export function usePositionSummaries() {
  return useQuery(positionSummariesQueryOptions());
}
