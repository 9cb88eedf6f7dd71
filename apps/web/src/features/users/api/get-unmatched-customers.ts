import type { UnmatchedCustomer } from '@signaldesk/contracts/billing';
import { endpoints } from '@signaldesk/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { userKeys } from './query-keys';

/** The Stripe customers no subscriber is tied to yet. */
export async function getUnmatchedCustomers(signal?: AbortSignal): Promise<UnmatchedCustomer[]> {
  return (await callEndpoint(endpoints.unmatchedCustomers, { signal })).data;
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
