import { endpoints } from '@signaldesk/contracts/endpoints';
import type { SubscriberDetail } from '@signaldesk/contracts/subscribers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { userKeys } from './query-keys';

/** One subscriber with their payments and Stripe customers. */
export async function getSubscriber(id: number, signal?: AbortSignal): Promise<SubscriberDetail> {
  return (await callEndpoint(endpoints.subscriber, { params: { id }, signal })).data;
}

export function subscriberQueryOptions(id: number) {
  return queryOptions({
    queryKey: userKeys.subscriber(id),
    queryFn: ({ signal }) => getSubscriber(id, signal),
  });
}

export function useSubscriber(id: number) {
  return useQuery(subscriberQueryOptions(id));
}
