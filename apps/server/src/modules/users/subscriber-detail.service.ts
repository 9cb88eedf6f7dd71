import type { SubscriberDetail, SubscriberTelegram } from '@signaldesk/contracts/subscribers';
import type { Database } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { selectCustomerIdsOf, selectPaymentsOf } from '../billing/billing.repository';
import { reversalsOfInvoices } from '../billing/billing-facts.repository';
import { shownReversal, stripeAccessOf } from '../billing/stripe-access';
import { isSubscriberAccessConfigured, type SubscriberAccess } from './subscriber-access';
import { selectUser } from './subscription.repository';
import { toUser } from './user-row';

/** Payments shown on a subscriber's page (the newest). */
const PAYMENTS_SHOWN = 100;

/**
 * `GET /api/users/{id}`: the subscriber, their latest payments (with any money taken back), their Stripe customers,
 * and why Stripe's facts give them no access (docs/billing.md, Access); 404 when unknown.
 */
export async function subscriberDetail(db: Database, userId: number, now: Date): Promise<SubscriberDetail> {
  const user = await selectUser(db, userId);
  if (!user)
    throw new NotFoundError(`No subscriber ${userId}`).because('subscriber.notFound', { id: userId });
  const payments = await selectPaymentsOf(db, userId, PAYMENTS_SHOWN);
  const reversals = await reversalsOfInvoices(
    db,
    payments.map((payment) => payment.invoiceId),
  );
  const ended = (await stripeAccessOf(db, userId, now))?.ended ?? null;
  return {
    user: toUser(user),
    payments: payments.map((payment) => ({
      id: payment.id,
      invoiceId: payment.invoiceId,
      amount: payment.amount,
      currency: payment.currency,
      status: payment.status,
      occurredAt: payment.occurredAt.toISOString(),
      reversal: payment.status === 'paid' ? shownReversal(reversals.get(payment.invoiceId) ?? []) : null,
    })),
    stripeCustomerIds: await selectCustomerIdsOf(db, userId),
    accessEnded: ended && { ...ended, at: ended.at?.toISOString() ?? null },
  };
}

/** `GET /api/users/{id}/telegram`: what Telegram group access says of the subscriber; 404 when unknown. */
export async function subscriberTelegram(
  db: Database,
  access: SubscriberAccess,
  userId: number,
): Promise<SubscriberTelegram> {
  if (!(await selectUser(db, userId)))
    throw new NotFoundError(`No subscriber ${userId}`).because('subscriber.notFound', { id: userId });
  return { configured: isSubscriberAccessConfigured(access), ...(await access.subscriberTelegram(userId)) };
}
