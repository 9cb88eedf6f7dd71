import { endpoints } from '@signaldesk/contracts/endpoints';
import type { ParameterChange } from '@signaldesk/contracts/trading-parameters';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { parameterKeys } from './query-keys';

/** Changes the recent-changes list shows. */
export const RECENT_CHANGES_LIMIT = 15;

export async function getParameterChanges(signal?: AbortSignal): Promise<ParameterChange[]> {
  const body = await callEndpoint(endpoints.parameterChanges, {
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
