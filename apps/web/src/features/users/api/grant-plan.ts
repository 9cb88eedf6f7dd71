import { endpoints } from '@signaldesk/contracts/endpoints';
import type { GrantPlanRequest } from '@signaldesk/contracts/subscribers';
import { sendSubscriberChange, useSubscriberChange } from './use-subscriber-change';

/** Grants a plan from now (MONTHLY 30 days, YEARLY 365, unless days are given; LIFETIME without end). */
export function grantPlan({ id, ...body }: GrantPlanRequest & { id: number }) {
  return sendSubscriberChange(endpoints.grantPlan, { params: { id }, body });
}

export function useGrantPlan() {
  return useSubscriberChange(grantPlan);
}
