import { sendSubscriberChange, useSubscriberChange } from './use-subscriber-change';

/** Ties a Stripe customer of the to-match list to a subscriber. */
export function matchCustomer({ customerId, userId }: { customerId: string; userId: number }) {
  return sendSubscriberChange(`/api/billing/unmatched/${encodeURIComponent(customerId)}/match`, {
    method: 'POST',
    body: { userId },
  });
}

export function useMatchCustomer() {
  return useSubscriberChange(matchCustomer);
}
