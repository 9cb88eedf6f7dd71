import type { SubscriberDetail } from '@signaldesk/contracts/subscribers';
import type { Database } from '../../db/client';

/**
 * What a subscriber's page shows from billing. The billing module implements it (billing/subscriber-billing.ts) and
 * app.ts hands it to the users routes as `app.subscriberBilling`: billing depends on users, not the reverse
 * (docs/architecture.md, Boundaries: no module cycles).
 */
export type SubscriberBilling = (
  db: Database,
  userId: number,
  now: Date,
) => Promise<Pick<SubscriberDetail, 'payments' | 'stripeCustomerIds' | 'accessEnded'>>;
