import { endpoints } from '@signaldesk/contracts/endpoints';
import type { UsersQuery, UsersResponse } from '@signaldesk/contracts/users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { userKeys } from './query-keys';

/** One page of subscribers, searched, filtered and sorted by the server. */
export function getUsers(query: UsersQuery, signal?: AbortSignal): Promise<UsersResponse> {
  return callEndpoint(endpoints.users, { query, signal });
}

export function usersQueryOptions(query: UsersQuery) {
  return queryOptions({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => getUsers(query, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useUsers(query: UsersQuery) {
  return useQuery(usersQueryOptions(query));
}
