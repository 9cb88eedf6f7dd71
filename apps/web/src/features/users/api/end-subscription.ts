import { endpoints } from '@signaldesk/contracts/endpoints';
import { sendSubscriberChange, useSubscriberChange } from './use-subscriber-change';

/** Ends the subscription now. */
export function endSubscription({ id }: { id: number }) {
  return sendSubscriberChange(endpoints.endSubscription, { params: { id } });
}

export function useEndSubscription() {
  return useSubscriberChange(endSubscription);
}
