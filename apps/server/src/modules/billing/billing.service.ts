import type { UnmatchedCustomer } from '@signaldesk/contracts/billing';
import type { User } from '@signaldesk/contracts/users';
import type { Database } from '../../db/client';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { type AuditActor, writeAudit } from '../audit/audit.repository';
import { selectUser } from '../users/subscription.repository';
import { auditedSubscription, toUser } from '../users/user-row';
import { lockStripeCustomer, type StripeCustomerRow, selectUnmatchedCustomers } from './billing.repository';
import { linkAndApply } from './stripe-webhook.service';

/** Longest to-match list answered. */
const UNMATCHED_LIMIT = 200;

function toUnmatched(row: StripeCustomerRow): UnmatchedCustomer {
  return {
    customerId: row.customerId,
    email: row.email,
    plan: row.plan,
    subscriptionStatus: row.subscriptionStatus,
    periodEnd: row.periodEnd?.toISOString() ?? null,
    lastEventType: row.lastEventType,
    firstSeenAt: row.firstSeenAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
  };
}

/** The Stripe customers waiting to be matched, most recently seen first. */
export async function listUnmatchedCustomers(db: Database): Promise<UnmatchedCustomer[]> {
  return (await selectUnmatchedCustomers(db, UNMATCHED_LIMIT)).map(toUnmatched);
}

/**
 * Ties a waiting customer to a subscriber by hand (docs/billing.md, To match): their payments follow, and the
 * subscription state the customer's events carried is applied. 404 for an unknown customer or subscriber, 409 for
 * a customer already tied. Audited; answers the subscriber and whether their subscription changed.
 */
export async function matchCustomer(
  db: Database,
  actor: AuditActor,
  customerId: string,
  userId: number,
  now: Date,
): Promise<{ user: User; changed: boolean }> {
  return db.transaction(async (tx) => {
    const customer = await lockStripeCustomer(tx, customerId);
    if (!customer) throw new NotFoundError(`No Stripe customer ${customerId} waiting to be matched`);
    if (customer.userId !== null) {
      throw new ConflictError(
        `Stripe customer ${customerId} is already matched to subscriber ${customer.userId}`,
      );
    }
    const before = await selectUser(tx, userId);
    if (!before) throw new NotFoundError(`No subscriber ${userId}`);
    const applied = await linkAndApply(tx, customer, userId, false);
    const after = (await selectUser(tx, userId))!;
    await writeAudit(tx, {
      actor,
      action: 'billing.match',
      entityType: 'user',
      entityId: userId,
      before: { customerId, subscription: auditedSubscription(toUser(before)) },
      after: { customerId, subscription: auditedSubscription(toUser(after)) },
      at: now,
    });
    return { user: toUser(after), changed: applied.changed };
  });
}
