import type { SubscriberDetail, SubscriberTelegram } from '@signaldesk/contracts/subscribers';
import type { Database } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { selectCustomerIdsOf, selectPaymentsOf } from '../billing/billing.repository';
import { isSubscriberAccessConfigured, type SubscriberAccess } from './subscriber-access';
import { selectUser } from './subscription.repository';
import { toUser } from './user-row';

/** Payments shown on a subscriber's page (the newest). */
const PAYMENTS_SHOWN = 100;

/** `GET /api/users/{id}`: the subscriber, their latest payments and their Stripe customers; 404 when unknown. */
export async function subscriberDetail(db: Database, userId: number): Promise<SubscriberDetail> {
  const user = await selectUser(db, userId);
  if (!user) throw new NotFoundError(`No subscriber ${userId}`);
  const payments = await selectPaymentsOf(db, userId, PAYMENTS_SHOWN);
  return {
    user: toUser(user),
    payments: payments.map((payment) => ({
      id: payment.id,
      invoiceId: payment.invoiceId,
      amount: payment.amount,
      currency: payment.currency,
      status: payment.status,
      occurredAt: payment.occurredAt.toISOString(),
    })),
    stripeCustomerIds: await selectCustomerIdsOf(db, userId),
  };
}

/** `GET /api/users/{id}/telegram`: what Telegram group access says of the subscriber; 404 when unknown. */
export async function subscriberTelegram(
  db: Database,
  access: SubscriberAccess,
  userId: number,
): Promise<SubscriberTelegram> {
  if (!(await selectUser(db, userId))) throw new NotFoundError(`No subscriber ${userId}`);
  return { configured: isSubscriberAccessConfigured(access), ...(await access.subscriberTelegram(userId)) };
}
