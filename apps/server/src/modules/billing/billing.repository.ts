import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments, stripeCustomers, stripeEvents, users } from '../../db/schema';
import { LOCK_KEYS } from '../../lib/lock-keys';

export type StripeEventOutcome = 'applied' | 'unmatched' | 'ignored';
export type StripeCustomerRow = typeof stripeCustomers.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/**
 * Queues every change of Stripe facts (events, matching by hand) one behind the other until the transaction ends,
 * on every instance (docs/billing.md, Concurrent events). Taken first, before any row lock: the one lock order
 * that keeps concurrent events from deadlocking.
 */
export async function lockBilling(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEYS.billing})`);
}

/**
 * Claims an event id inside the transaction: true when it is new. A second delivery of the same id finds the row
 * (or waits for the first delivery's transaction and then finds it) and gets false (docs/billing.md, Once per event).
 */
export async function claimStripeEvent(
  tx: Database,
  event: { id: string; type: string },
  receivedAt: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type, outcome: 'ignored', receivedAt })
    .onConflictDoNothing({ target: stripeEvents.id })
    .returning({ id: stripeEvents.id });
  return rows.length === 1;
}

export async function recordStripeEventOutcome(
  tx: Database,
  eventId: string,
  outcome: StripeEventOutcome,
  userId: number | null,
): Promise<void> {
  await tx.update(stripeEvents).set({ outcome, userId }).where(eq(stripeEvents.id, eventId));
}

/** The subscriber with this id, or null; `client_reference_id` is text, so anything not a positive id is null. */
export async function findUserIdByReference(tx: Database, reference: string | null): Promise<number | null> {
  if (!reference || !/^[1-9]\d{0,9}$/.test(reference) || Number(reference) > 2_147_483_647) return null;
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, Number(reference)));
  return rows[0]?.id ?? null;
}

/** The subscriber with this email, compared without case. */
export async function findUserIdByEmail(tx: Database, email: string | null): Promise<number | null> {
  if (!email) return null;
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .orderBy(users.id)
    .limit(1);
  return rows[0]?.id ?? null;
}

/** The customer's row, locked until the transaction ends (events of one customer apply one after the other). */
export async function lockStripeCustomer(
  tx: Database,
  customerId: string,
): Promise<StripeCustomerRow | null> {
  const rows = await tx
    .select()
    .from(stripeCustomers)
    .where(eq(stripeCustomers.customerId, customerId))
    .for('update');
  return rows[0] ?? null;
}

/**
 * Writes what an event says about a customer: seen now, the email when one is given, the subscriber when one is
 * known. Inserted on first sight; the row stays locked until the transaction ends.
 */
export async function upsertStripeCustomer(
  tx: Database,
  values: { customerId: string; email: string | null; userId: number | null; eventType: string; at: Date },
): Promise<StripeCustomerRow> {
  const rows = await tx
    .insert(stripeCustomers)
    .values({
      customerId: values.customerId,
      email: values.email,
      userId: values.userId,
      lastEventType: values.eventType,
      firstSeenAt: values.at,
      lastSeenAt: values.at,
    })
    .onConflictDoUpdate({
      target: stripeCustomers.customerId,
      set: {
        email: sql`coalesce(excluded.email, ${stripeCustomers.email})`,
        userId: sql`coalesce(excluded.user_id, ${stripeCustomers.userId})`,
        lastEventType: values.eventType,
        lastSeenAt: values.at,
      },
    })
    .returning();
  return rows[0]!;
}

/** Ties a customer to a subscriber: its payments (kept while it waited, or a former subscriber's) follow. */
export async function linkStripeCustomer(tx: Database, customerId: string, userId: number): Promise<void> {
  await tx.update(stripeCustomers).set({ userId }).where(eq(stripeCustomers.customerId, customerId));
  await tx.update(payments).set({ userId }).where(eq(payments.customerId, customerId));
}

export async function insertPayment(tx: Database, payment: typeof payments.$inferInsert): Promise<void> {
  await tx.insert(payments).values(payment);
}

/**
 * The customers no subscriber is tied to (the Users screen's "to match" list): those with a paid payment first
 * (paid, and giving nobody access), then the others, most recently seen first.
 */
export async function selectUnmatchedCustomers(db: Database, limit: number): Promise<StripeCustomerRow[]> {
  const paid = sql`exists (select 1 from ${payments} where ${payments.customerId} = ${stripeCustomers.customerId} and ${payments.status} = 'paid')`;
  return db
    .select()
    .from(stripeCustomers)
    .where(isNull(stripeCustomers.userId))
    .orderBy(desc(paid), desc(stripeCustomers.lastSeenAt), stripeCustomers.customerId)
    .limit(limit);
}

/** The paid payments of these customers, newest first. */
export async function selectPaidPaymentsOfCustomers(
  db: Database,
  customerIds: string[],
): Promise<PaymentRow[]> {
  if (customerIds.length === 0) return [];
  return db
    .select()
    .from(payments)
    .where(and(inArray(payments.customerId, customerIds), eq(payments.status, 'paid')))
    .orderBy(desc(payments.occurredAt), desc(payments.id));
}

/** A subscriber's payments, newest first. */
export async function selectPaymentsOf(db: Database, userId: number, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.occurredAt), desc(payments.id))
    .limit(limit);
}

/** The Stripe customers tied to a subscriber. */
export async function selectCustomerIdsOf(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .select({ customerId: stripeCustomers.customerId })
    .from(stripeCustomers)
    .where(eq(stripeCustomers.userId, userId))
    .orderBy(stripeCustomers.customerId);
  return rows.map((row) => row.customerId);
}
