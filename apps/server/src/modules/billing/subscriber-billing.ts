import type { SubscriberBilling } from '../users';
import { selectCustomerIdsOf, selectPaymentsOf } from './billing.repository';
import { reversalsOfInvoices } from './billing-facts.repository';
import { shownReversal, stripeAccessOf } from './stripe-access';

/** Payments shown on a subscriber's page (the newest). */
const PAYMENTS_SHOWN = 100;

/**
 * A subscriber's latest payments (with any money taken back), their Stripe customers, and why Stripe's facts give
 * them no access (docs/billing.md, Access).
 */
export const subscriberBilling: SubscriberBilling = async (db, userId, now) => {
  const payments = await selectPaymentsOf(db, userId, PAYMENTS_SHOWN);
  const reversals = await reversalsOfInvoices(
    db,
    payments.map((payment) => payment.invoiceId),
  );
  const ended = (await stripeAccessOf(db, userId, now))?.ended ?? null;
  return {
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
};
