import type { StripeEvent } from '@signaldesk/contracts/billing';
import {
  type PlanPrices,
  planOfPrice,
  statusGrantsAccess,
} from '@signaldesk/core/billing/subscription-rules';
import type { Database } from '../../db/client';
import {
  lockUser,
  type SubscriptionFields,
  subscriptionDiffers,
  updateSubscription,
} from '../users/subscription.repository';
import type { UserRow } from '../users/users.repository';
import {
  claimStripeEvent,
  findUserIdByEmail,
  findUserIdByReference,
  holdSubscriptionState,
  insertPayment,
  linkStripeCustomer,
  lockStripeCustomer,
  recordStripeEventOutcome,
  type StripeCustomerRow,
  type StripeEventOutcome,
  upsertStripeCustomer,
} from './billing.repository';
import type { StripeChange } from './stripe-event';

export interface StripeEventResult {
  outcome: StripeEventOutcome | 'duplicate';
  /** The subscriber whose subscription changed (Telegram group access is told), or null. */
  changedUserId: number | null;
}

interface Applied {
  outcome: StripeEventOutcome;
  userId: number | null;
  changed: boolean;
}

const IGNORED: Applied = { outcome: 'ignored', userId: null, changed: false };

/**
 * Applies one verified event in one transaction (docs/billing.md, What each event does). Its id is claimed first:
 * a replay, or a duplicate delivered at the same moment, finds it claimed and changes nothing.
 */
export async function applyStripeEvent(
  db: Database,
  event: StripeEvent,
  change: StripeChange,
  prices: PlanPrices,
  now: Date,
): Promise<StripeEventResult> {
  return db.transaction(async (tx) => {
    if (!(await claimStripeEvent(tx, event, now))) return { outcome: 'duplicate', changedUserId: null };
    const applied = await applyChange(tx, event, change, prices, now);
    await recordStripeEventOutcome(tx, event.id, applied.outcome, applied.userId);
    return { outcome: applied.outcome, changedUserId: applied.changed ? applied.userId : null };
  });
}

function applyChange(
  tx: Database,
  event: StripeEvent,
  change: StripeChange,
  prices: PlanPrices,
  now: Date,
): Promise<Applied> {
  switch (change.kind) {
    case 'checkout':
      return applyCheckout(tx, event, change, now);
    case 'subscription':
      return applySubscription(tx, event, change, prices, now);
    case 'invoice':
      return applyInvoice(tx, event, change, prices, now);
    case 'ignored':
      return Promise.resolve(IGNORED);
  }
}

/** Writes the subscription fields when they differ; answers whether they did. */
async function setSubscription(tx: Database, user: UserRow, next: SubscriptionFields): Promise<boolean> {
  if (!subscriptionDiffers(user, next)) return false;
  await updateSubscription(tx, user.id, next);
  return true;
}

/** The subscription as the customer's held state says, over the subscriber's current one. */
function heldState(user: UserRow, customer: StripeCustomerRow): SubscriptionFields {
  if (!customer.subscriptionStatus) return user;
  return {
    isSubscribed: statusGrantsAccess(customer.subscriptionStatus),
    subscriptionType: customer.plan ?? user.subscriptionType,
    subscriptionEndDate: customer.periodEnd ?? user.subscriptionEndDate,
  };
}

/**
 * Ties a customer to a subscriber and gives them what the customer's subscription says; `paid` gives access now.
 * Also the work of matching a customer by hand (billing.service.ts).
 */
export async function linkAndApply(
  tx: Database,
  customer: StripeCustomerRow | null,
  userId: number,
  paid: boolean,
): Promise<Applied> {
  const user = await lockUser(tx, userId);
  if (!user) return IGNORED;
  if (customer && customer.userId !== userId) await linkStripeCustomer(tx, customer.customerId, userId);
  const held = customer ? heldState(user, customer) : user;
  const changed = await setSubscription(tx, user, { ...held, isSubscribed: held.isSubscribed || paid });
  return { outcome: 'applied', userId, changed };
}

async function applyCheckout(
  tx: Database,
  event: StripeEvent,
  change: Extract<StripeChange, { kind: 'checkout' }>,
  now: Date,
): Promise<Applied> {
  const known = change.customerId ? await lockStripeCustomer(tx, change.customerId) : null;
  const userId =
    (await findUserIdByReference(tx, change.clientReferenceId)) ??
    known?.userId ??
    (await findUserIdByEmail(tx, change.email));
  const customer = change.customerId
    ? await upsertStripeCustomer(tx, {
        customerId: change.customerId,
        email: change.email,
        userId: null,
        eventType: event.type,
        at: now,
      })
    : null;
  if (userId === null) return { outcome: customer ? 'unmatched' : 'ignored', userId: null, changed: false };
  return linkAndApply(tx, customer, userId, change.paid);
}

async function applySubscription(
  tx: Database,
  event: StripeEvent,
  change: Extract<StripeChange, { kind: 'subscription' }>,
  prices: PlanPrices,
  now: Date,
): Promise<Applied> {
  await lockStripeCustomer(tx, change.customerId);
  const customer = await upsertStripeCustomer(tx, {
    customerId: change.customerId,
    email: null,
    userId: null,
    eventType: event.type,
    at: now,
  });
  const stateAt = new Date(event.created * 1000);
  // Stripe does not promise order: an event older than the state held is stale and changes nothing.
  if (customer.stateAt && customer.stateAt.getTime() > stateAt.getTime()) {
    return { outcome: 'ignored', userId: customer.userId, changed: false };
  }
  const state = {
    plan: planOfPrice(change.priceId, prices),
    subscriptionStatus: change.status,
    periodEnd: change.periodEnd,
    stateAt,
  };
  await holdSubscriptionState(tx, change.customerId, state);
  if (customer.userId === null) return { outcome: 'unmatched', userId: null, changed: false };
  const user = await lockUser(tx, customer.userId);
  if (!user) return IGNORED;
  const changed = await setSubscription(tx, user, {
    isSubscribed: statusGrantsAccess(change.status),
    subscriptionType: state.plan ?? user.subscriptionType,
    subscriptionEndDate: change.periodEnd ?? user.subscriptionEndDate,
  });
  return { outcome: 'applied', userId: user.id, changed };
}

async function applyInvoice(
  tx: Database,
  event: StripeEvent,
  change: Extract<StripeChange, { kind: 'invoice' }>,
  prices: PlanPrices,
  now: Date,
): Promise<Applied> {
  const known = change.customerId ? await lockStripeCustomer(tx, change.customerId) : null;
  const userId = known?.userId ?? (await findUserIdByEmail(tx, change.email));
  if (change.customerId) {
    await upsertStripeCustomer(tx, {
      customerId: change.customerId,
      email: change.email,
      userId,
      eventType: event.type,
      at: now,
    });
    // A customer first tied here (by email) takes its earlier payments along.
    if (userId !== null && known?.userId == null) await linkStripeCustomer(tx, change.customerId, userId);
  }
  await insertPayment(tx, {
    stripeEventId: event.id,
    userId,
    customerId: change.customerId,
    invoiceId: change.invoiceId,
    amount: change.amount,
    currency: change.currency,
    status: change.status,
    occurredAt: change.occurredAt,
  });
  if (userId === null)
    return { outcome: change.customerId ? 'unmatched' : 'ignored', userId: null, changed: false };
  const user = await lockUser(tx, userId);
  if (!user) return IGNORED;
  // A failed payment changes no access: the subscription's own status follows (past_due, then unpaid or canceled).
  if (change.status === 'failed') return { outcome: 'applied', userId, changed: false };
  const end = user.subscriptionEndDate;
  const changed = await setSubscription(tx, user, {
    isSubscribed: true,
    subscriptionType: planOfPrice(change.priceId, prices) ?? user.subscriptionType,
    subscriptionEndDate:
      change.periodEnd && (!end || change.periodEnd.getTime() > end.getTime()) ? change.periodEnd : end,
  });
  return { outcome: 'applied', userId, changed };
}
