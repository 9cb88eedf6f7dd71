import { endpoints } from '@signaldesk/contracts/endpoints';
import type { SubscriberTelegram } from '@signaldesk/contracts/subscribers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { userKeys } from './query-keys';

/** What Telegram group access says of one subscriber: group status, bot chat, messages. */
export async function getSubscriberTelegram(id: number, signal?: AbortSignal): Promise<SubscriberTelegram> {
  return (await callEndpoint(endpoints.subscriberTelegram, { params: { id }, signal })).data;
}

export function subscriberTelegramQueryOptions(id: number) {
  return queryOptions({
    queryKey: userKeys.telegram(id),
    queryFn: ({ signal }) => getSubscriberTelegram(id, signal),
  });
}

export function useSubscriberTelegram(id: number) {
  return useQuery(subscriberTelegramQueryOptions(id));
}
