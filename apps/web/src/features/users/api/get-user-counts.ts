import { endpoints } from '@signaldesk/contracts/endpoints';
import type { UserCounts } from '@signaldesk/contracts/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { userKeys } from './query-keys';

export async function getUserCounts(signal?: AbortSignal): Promise<UserCounts> {
  return (await callEndpoint(endpoints.userCounts, { signal })).data;
}

export function userCountsQueryOptions() {
  return queryOptions({ queryKey: userKeys.counts(), queryFn: ({ signal }) => getUserCounts(signal) });
}

export function useUserCounts() {
  return useQuery(userCountsQueryOptions());
}
