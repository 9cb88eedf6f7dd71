import type { ParameterChange, ParameterChangesResponse } from '@signaldesk/contracts/trading-parameters';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { parameterKeys } from './query-keys';

/** Changes the recent-changes list shows. */
export const RECENT_CHANGES_LIMIT = 15;

export async function getParameterChanges(signal?: AbortSignal): Promise<ParameterChange[]> {
  const body = await apiRequest<ParameterChangesResponse>('/api/trading-parameters/changes', {
    query: { limit: RECENT_CHANGES_LIMIT },
    signal,
  });
  return body.data;
}

export function parameterChangesQueryOptions() {
  return queryOptions({
    queryKey: parameterKeys.changes(),
    queryFn: ({ signal }) => getParameterChanges(signal),
  });
}

export function useParameterChanges() {
  return useQuery(parameterChangesQueryOptions());
}
