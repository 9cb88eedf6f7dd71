import { endpoints } from '@signaldesk/contracts/endpoints';
import { sendSubscriberChange, useSubscriberChange } from './use-subscriber-change';

/** Ties a Stripe customer of the to-match list to a subscriber. */
export function matchCustomer({ customerId, userId }: { customerId: string; userId: number }) {
  return sendSubscriberChange(endpoints.matchCustomer, { params: { customerId }, body: { userId } });
}

export function useMatchCustomer() {
  return useSubscriberChange(matchCustomer);
}
