import { endpoints } from '@signaldesk/contracts/endpoints';
import { sendSubscriberChange, useSubscriberChange } from './use-subscriber-change';

/** Adds days to the subscription (from its end while ahead, from now once passed). */
export function extendSubscription({ id, days }: { id: number; days: number }) {
  return sendSubscriberChange(endpoints.extendSubscription, { params: { id }, body: { days } });
}

export function useExtendSubscription() {
  return useSubscriberChange(extendSubscription);
}
