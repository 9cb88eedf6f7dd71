import type { SubscriberActionResponse } from '@signaldesk/contracts/subscribers';
import type { User } from '@signaldesk/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type RequestOptions } from '../../../lib/api-client';
import { userKeys } from './query-keys';

/** Sends one change to a subscriber and answers the subscriber after it. */
export async function sendSubscriberChange(path: string, options: RequestOptions): Promise<User> {
  return (await apiRequest<SubscriberActionResponse>(path, options)).data;
}

/**
 * A mutation that changes a subscriber: afterwards every users query (list, counts, the page, the to-match list)
 * is read again, since the change can move them all.
 */
export function useSubscriberChange<V>(send: (variables: V) => Promise<User>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
