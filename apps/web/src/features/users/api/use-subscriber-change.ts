import type { EndpointShape } from '@signaldesk/contracts/endpoints';
import type { subscriberActionResponseSchema } from '@signaldesk/contracts/subscribers';
import type { User } from '@signaldesk/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallOptions, callEndpoint } from '../../../lib/call-endpoint';
import { userKeys } from './query-keys';

/** An endpoint that changes a subscriber and answers the subscriber after it. */
type SubscriberChange = EndpointShape & { response: { 200: typeof subscriberActionResponseSchema } };

/** Sends one change to a subscriber and answers the subscriber after it. */
export async function sendSubscriberChange<E extends SubscriberChange>(
  endpoint: E,
  options: CallOptions<E>,
): Promise<User> {
  const answer = (await callEndpoint<SubscriberChange>(
    endpoint,
    options as CallOptions<SubscriberChange>,
  )) as {
    data: User;
  };
  return answer.data;
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
