import type { UnmatchedCustomer } from '@signaldesk/contracts/billing';
import type { User } from '@signaldesk/contracts/users';
import type { Database } from '../../db/client';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { type AuditActor, writeAudit } from '../audit';
import { auditedSubscription, selectUser, toUser } from '../users';
import {
  linkStripeCustomer,
  lockBilling,
  lockStripeCustomer,
  type PaymentRow,
  type StripeCustomerRow,
  selectPaidPaymentsOfCustomers,
  selectUnmatchedCustomers,
} from './billing.repository';
import {
  reversalsOfInvoices,
  type StripeSubscriptionRow,
  selectSubscriptionsOfCustomers,
} from './billing-facts.repository';
import { accessReversal, refreshStripeAccess } from './stripe-access';

/** Longest to-match list answered. */
const UNMATCHED_LIMIT = 200;

/** The subscription a waiting customer's list entry shows: the one Stripe told of last. */
function latestSubscription(rows: StripeSubscriptionRow[]): StripeSubscriptionRow | undefined {
  return [...rows].sort(
    (a, b) =>
      (b.stateAt?.getTime() ?? -1) - (a.stateAt?.getTime() ?? -1) ||
      b.updatedAt.getTime() - a.updatedAt.getTime(),
  )[0];
}

function toUnmatched(
  row: StripeCustomerRow,
  subscription: StripeSubscriptionRow | undefined,
  lastPaid: PaymentRow | undefined,
): UnmatchedCustomer {
  return {
    customerId: row.customerId,
    email: row.email,
    plan: subscription?.plan ?? lastPaid?.plan ?? null,
    subscriptionStatus: subscription?.status ?? null,
    periodEnd: (subscription?.periodEnd ?? lastPaid?.periodEnd)?.toISOString() ?? null,
    lastPaid: lastPaid
      ? {
          invoiceId: lastPaid.invoiceId,
          amount: lastPaid.amount,
          currency: lastPaid.currency,
          occurredAt: lastPaid.occurredAt.toISOString(),
        }
      : null,
    lastEventType: row.lastEventType,
    firstSeenAt: row.firstSeenAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
  };
}

/**
 * The Stripe customers waiting to be matched (docs/billing.md, To match): those whose money Stripe kept first (paid,
 * giving nobody access), each with its latest such payment; then the others; most recently seen first.
 */
export async function listUnmatchedCustomers(db: Database): Promise<UnmatchedCustomer[]> {
  const customers = await selectUnmatchedCustomers(db, UNMATCHED_LIMIT);
  const ids = customers.map((customer) => customer.customerId);
  const paid = await selectPaidPaymentsOfCustomers(db, ids);
  const reversals = await reversalsOfInvoices(
    db,
    paid.map((payment) => payment.invoiceId),
  );
  const kept = paid.filter((payment) => accessReversal(reversals.get(payment.invoiceId) ?? []) === null);
  const subscriptions = await selectSubscriptionsOfCustomers(db, ids);
  const entries = customers.map((customer) =>
    toUnmatched(
      customer,
      latestSubscription(subscriptions.filter((row) => row.customerId === customer.customerId)),
      kept.find((payment) => payment.customerId === customer.customerId),
    ),
  );
  // Stable: within each group, the database's order (most recently seen first) stays.
  return [...entries.filter((entry) => entry.lastPaid), ...entries.filter((entry) => !entry.lastPaid)];
}

/**
 * Ties a waiting customer to a subscriber by hand (docs/billing.md, To match), in one transaction: their payments
 * follow, and the subscriber gets what all their facts give (the plan and the period paid for). 404 for an unknown
 * customer or subscriber, 409 for a customer already tied. Audited; answers the subscriber and whether their
 * subscription changed.
 */
export async function matchCustomer(
  db: Database,
  actor: AuditActor,
  customerId: string,
  userId: number,
  now: Date,
): Promise<{ user: User; changed: boolean }> {
  return db.transaction(async (tx) => {
    await lockBilling(tx);
    const customer = await lockStripeCustomer(tx, customerId);
    if (!customer) {
      throw new NotFoundError(`No Stripe customer ${customerId} waiting to be matched`).because(
        'billing.customerNotWaiting',
        { customerId },
      );
    }
    if (customer.userId !== null) {
      throw new ConflictError(
        `Stripe customer ${customerId} is already matched to subscriber ${customer.userId}`,
      ).because('billing.customerAlreadyMatched', { customerId, id: customer.userId });
    }
    const before = await selectUser(tx, userId);
    if (!before)
      throw new NotFoundError(`No subscriber ${userId}`).because('subscriber.notFound', { id: userId });
    const moved = await selectPaidPaymentsOfCustomers(tx, [customerId]);
    await linkStripeCustomer(tx, customerId, userId);
    const { user: after, changed } = (await refreshStripeAccess(tx, userId, now))!;
    await writeAudit(tx, {
      actor,
      action: 'billing.match',
      entityType: 'user',
      entityId: userId,
      before: { customerId, subscription: auditedSubscription(toUser(before)) },
      after: {
        customerId,
        subscription: auditedSubscription(toUser(after)),
        paid: moved.map((payment) => payment.invoiceId),
      },
      at: now,
    });
    return { user: toUser(after), changed };
  });
}
