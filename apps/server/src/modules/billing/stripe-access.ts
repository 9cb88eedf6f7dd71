import type { PaymentReversal } from '@signaldesk/contracts/subscribers';
import {
  type PaymentFacts,
  type Reversal,
  type StripeAccess,
  stripeAccess,
  withStripeAccess,
} from '@signaldesk/core/billing/access-rules';
import type { Database } from '../../db/client';
import { lockUser, subscriptionDiffers, type UserRow, updateSubscription } from '../users';
import type { PaymentRow } from './billing.repository';
import {
  type PaymentReversalRow,
  reversalsOfInvoices,
  selectPaidPaymentsOf,
  selectSubscriptionsOf,
} from './billing-facts.repository';

/** The reversal that takes a payment's access back: a dispute first, else a full refund; the earliest of its kind. */
export function accessReversal(rows: PaymentReversalRow[]): Reversal | null {
  for (const kind of ['dispute', 'refund'] as const) {
    const first = rows.find((row) => row.kind === kind && row.full);
    if (first) return { kind, at: first.occurredAt };
  }
  return null;
}

/** What the subscriber's page shows of a payment's money taken back: a dispute, else the latest refund. */
export function shownReversal(rows: PaymentReversalRow[]): PaymentReversal | null {
  const dispute = rows.find((row) => row.kind === 'dispute');
  const refund = rows
    .filter((row) => row.kind === 'refund')
    .reduce<PaymentReversalRow | null>(
      (latest, row) => (!latest || row.amount > latest.amount ? row : latest),
      null,
    );
  const row = dispute ?? refund;
  if (!row) return null;
  return { kind: row.kind, amount: row.amount, full: row.full, occurredAt: row.occurredAt.toISOString() };
}

function paymentFacts(payment: PaymentRow, reversals: PaymentReversalRow[]): PaymentFacts {
  return {
    reference: payment.invoiceId,
    subscriptionId: payment.subscriptionId,
    oneTime: payment.oneTime,
    plan: payment.plan,
    periodEnd: payment.periodEnd,
    reversal: accessReversal(reversals),
  };
}

/** What Stripe's facts say of the subscriber's access (docs/billing.md, Access); null when they say nothing. */
export async function stripeAccessOf(db: Database, userId: number, now: Date): Promise<StripeAccess | null> {
  const subscriptions = await selectSubscriptionsOf(db, userId);
  const paid = await selectPaidPaymentsOf(db, userId);
  const reversals = await reversalsOfInvoices(
    db,
    paid.map((payment) => payment.invoiceId),
  );
  return stripeAccess(
    subscriptions.map((row) => ({
      id: row.subscriptionId,
      status: row.status,
      plan: row.plan,
      periodEnd: row.periodEnd,
      endedAt: row.endedAt,
      paidAtCheckout: row.paidAtCheckout,
    })),
    paid.map((payment) => paymentFacts(payment, reversals.get(payment.invoiceId) ?? [])),
    now,
  );
}

/**
 * Sets the subscriber's access, plan and end date to what Stripe's facts say, their row locked; what the facts say
 * nothing of stays. Answers the subscriber and whether anything changed (Telegram group access is then told), or
 * null for an unknown subscriber.
 */
export async function refreshStripeAccess(
  tx: Database,
  userId: number,
  now: Date,
): Promise<{ user: UserRow; changed: boolean } | null> {
  const user = await lockUser(tx, userId);
  if (!user) return null;
  const next = withStripeAccess(user, await stripeAccessOf(tx, userId, now));
  if (!subscriptionDiffers(user, next)) return { user, changed: false };
  return { user: await updateSubscription(tx, userId, next), changed: true };
}
