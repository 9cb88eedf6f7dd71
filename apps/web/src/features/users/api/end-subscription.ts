import { sendSubscriberChange, useSubscriberChange } from './use-subscriber-change';

/** Ends the subscription now. */
export function endSubscription({ id }: { id: number }) {
  return sendSubscriberChange(`/api/users/${id}/end`, { method: 'POST', body: {} });
}

export function useEndSubscription() {
  return useSubscriberChange(endSubscription);
}
