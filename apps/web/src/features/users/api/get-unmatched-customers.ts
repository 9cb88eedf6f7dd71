import type { UnmatchedCustomer, UnmatchedCustomersResponse } from '@signaldesk/contracts/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userKeys } from './query-keys';

/** The Stripe customers no subscriber is tied to yet. */
export async function getUnmatchedCustomers(signal?: AbortSignal): Promise<UnmatchedCustomer[]> {
  return (await apiRequest<UnmatchedCustomersResponse>('/api/billing/unmatched', { signal })).data;
}

export function unmatchedCustomersQueryOptions() {
  return queryOptions({
    queryKey: userKeys.unmatched(),
    queryFn: ({ signal }) => getUnmatchedCustomers(signal),
  });
}

export function useUnmatchedCustomers() {
  return useQuery(unmatchedCustomersQueryOptions());
}
