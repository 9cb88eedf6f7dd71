import type { PositionSummaries, PositionSummariesResponse } from '@signaldesk/contracts/positions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { positionKeys } from './query-keys';

export async function getPositionSummaries(signal?: AbortSignal): Promise<PositionSummaries> {
  const body = await apiRequest<PositionSummariesResponse>('/api/trader-tracker/summaries', { signal });
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
