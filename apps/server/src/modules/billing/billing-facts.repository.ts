import type { PaidPlan } from '@signaldesk/core/billing/subscription-rules';
import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  paymentReversals,
  payments,
  stripeCustomers,
  stripePaymentRefs,
  stripeSubscriptions,
} from '../../db/schema';
import type { PaymentRow } from './billing.repository';

/** Stripe's facts (docs/billing.md, Access): subscriptions, payment links, refunds and disputes. */

export type StripeSubscriptionRow = typeof stripeSubscriptions.$inferSelect;
export type PaymentReversalRow = typeof paymentReversals.$inferSelect;

export async function selectSubscription(
  tx: Database,
  subscriptionId: string,
): Promise<StripeSubscriptionRow | null> {
  const rows = await tx
    .select()
    .from(stripeSubscriptions)
    .where(eq(stripeSubscriptions.subscriptionId, subscriptionId));
  return rows[0] ?? null;
}

/** A subscription's state, as one event or one read of the API gave it. */
export interface SubscriptionStateValues {
  subscriptionId: string;
  customerId: string;
  status: string;
  plan: PaidPlan | null;
  priceId: string | null;
  periodEnd: Date | null;
  endedAt: Date | null;
  stateAt: Date;
}

/** Stores a subscription's state (the caller checked it is the newest); the row is created on first sight. */
export async function writeSubscriptionState(
  tx: Database,
  state: SubscriptionStateValues,
  now: Date,
): Promise<void> {
  const { subscriptionId: _id, ...values } = state;
  await tx
    .insert(stripeSubscriptions)
    .values({ ...state, firstSeenAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: stripeSubscriptions.subscriptionId, set: { ...values, updatedAt: now } });
}

/** Notes that a paid Checkout session created this subscription (its state may come before or after). */
export async function markPaidAtCheckout(
  tx: Database,
  subscriptionId: string,
  customerId: string,
  now: Date,
): Promise<void> {
  await tx
    .insert(stripeSubscriptions)
    .values({ subscriptionId, customerId, paidAtCheckout: true, firstSeenAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: stripeSubscriptions.subscriptionId,
      set: { paidAtCheckout: true, updatedAt: now },
    });
}

/** Ties PaymentIntents and charges to the invoice (or one-time Checkout session) they paid. */
export async function insertPaymentRefs(tx: Database, refs: string[], invoiceId: string): Promise<void> {
  if (refs.length === 0) return;
  await tx
    .insert(stripePaymentRefs)
    .values(refs.map((ref) => ({ ref, invoiceId })))
    .onConflictDoNothing({ target: stripePaymentRefs.ref });
}

/** The invoice a charge or PaymentIntent paid, if an event told. */
export async function invoiceOfPaymentRefs(tx: Database, refs: string[]): Promise<string | null> {
  if (refs.length === 0) return null;
  const rows = await tx
    .select({ invoiceId: stripePaymentRefs.invoiceId })
    .from(stripePaymentRefs)
    .where(inArray(stripePaymentRefs.ref, refs))
    .orderBy(stripePaymentRefs.ref)
    .limit(1);
  return rows[0]?.invoiceId ?? null;
}

export async function insertReversal(
  tx: Database,
  reversal: typeof paymentReversals.$inferInsert,
): Promise<void> {
  await tx.insert(paymentReversals).values(reversal);
}

/** The subscribers of the payments of an invoice, and of a customer. */
export async function subscribersOf(
  tx: Database,
  target: { invoiceId: string | null; customerId: string | null },
): Promise<number[]> {
  const ids = new Set<number>();
  if (target.invoiceId) {
    const rows = await tx
      .selectDistinct({ userId: payments.userId })
      .from(payments)
      .where(and(eq(payments.invoiceId, target.invoiceId), isNotNull(payments.userId)));
    for (const row of rows) ids.add(row.userId!);
  }
  if (target.customerId) {
    const rows = await tx
      .select({ userId: stripeCustomers.userId })
      .from(stripeCustomers)
      .where(eq(stripeCustomers.customerId, target.customerId));
    if (rows[0]?.userId != null) ids.add(rows[0].userId);
  }
  return [...ids].sort((a, b) => a - b);
}

/** The subscriptions of every customer tied to the subscriber. */
export async function selectSubscriptionsOf(tx: Database, userId: number): Promise<StripeSubscriptionRow[]> {
  const rows = await tx
    .select({ subscription: stripeSubscriptions })
    .from(stripeSubscriptions)
    .innerJoin(stripeCustomers, eq(stripeCustomers.customerId, stripeSubscriptions.customerId))
    .where(eq(stripeCustomers.userId, userId))
    .orderBy(stripeSubscriptions.subscriptionId);
  return rows.map((row) => row.subscription);
}

/** The subscriptions of these customers. */
export async function selectSubscriptionsOfCustomers(
  db: Database,
  customerIds: string[],
): Promise<StripeSubscriptionRow[]> {
  if (customerIds.length === 0) return [];
  return db
    .select()
    .from(stripeSubscriptions)
    .where(inArray(stripeSubscriptions.customerId, customerIds))
    .orderBy(stripeSubscriptions.subscriptionId);
}

/** The subscriber's paid payments. */
export async function selectPaidPaymentsOf(tx: Database, userId: number): Promise<PaymentRow[]> {
  return tx
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, 'paid')))
    .orderBy(payments.invoiceId, payments.id);
}

/**
 * The refunds and disputes of these invoices, by invoice: those naming the invoice, and those naming a charge or
 * PaymentIntent an event tied to it.
 */
export async function reversalsOfInvoices(
  db: Database,
  invoiceIds: string[],
): Promise<Map<string, PaymentReversalRow[]>> {
  const byInvoice = new Map<string, PaymentReversalRow[]>();
  if (invoiceIds.length === 0) return byInvoice;
  const refs = await db
    .select()
    .from(stripePaymentRefs)
    .where(inArray(stripePaymentRefs.invoiceId, invoiceIds));
  const invoiceOfRef = new Map(refs.map((ref) => [ref.ref, ref.invoiceId]));
  const refIds = [...invoiceOfRef.keys()];
  const rows = await db
    .select()
    .from(paymentReversals)
    .where(
      or(
        inArray(paymentReversals.invoiceId, invoiceIds),
        ...(refIds.length
          ? [inArray(paymentReversals.chargeId, refIds), inArray(paymentReversals.paymentIntentId, refIds)]
          : []),
      ),
    )
    .orderBy(paymentReversals.occurredAt, paymentReversals.id);
  for (const row of rows) {
    const invoiceId =
      row.invoiceId ??
      (row.chargeId ? invoiceOfRef.get(row.chargeId) : undefined) ??
      (row.paymentIntentId ? invoiceOfRef.get(row.paymentIntentId) : undefined);
    if (!invoiceId) continue;
    byInvoice.set(invoiceId, [...(byInvoice.get(invoiceId) ?? []), row]);
  }
  return byInvoice;
}
