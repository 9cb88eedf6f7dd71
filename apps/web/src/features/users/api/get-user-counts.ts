import type { UserCounts, UserCountsResponse } from '@signaldesk/contracts/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userKeys } from './query-keys';

export async function getUserCounts(signal?: AbortSignal): Promise<UserCounts> {
  return (await apiRequest<UserCountsResponse>('/api/users/counts', { signal })).data;
}

export function userCountsQueryOptions() {
  return queryOptions({ queryKey: userKeys.counts(), queryFn: ({ signal }) => getUserCounts(signal) });
}

export function useUserCounts() {
  return useQuery(userCountsQueryOptions());
}
