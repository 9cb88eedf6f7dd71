import type { StripeEvent } from '@signaldesk/contracts/billing';
import { isNewerSubscriptionState } from '@signaldesk/core/billing/access-rules';
import { type PlanPrices, planOfPrice } from '@signaldesk/core/billing/subscription-rules';
import type { Database } from '../../db/client';
import {
  claimStripeEvent,
  findUserIdByEmail,
  findUserIdByReference,
  insertPayment,
  linkStripeCustomer,
  lockBilling,
  lockStripeCustomer,
  recordStripeEventOutcome,
  type StripeEventOutcome,
  upsertStripeCustomer,
} from './billing.repository';
import {
  insertPaymentRefs,
  insertReversal,
  invoiceOfPaymentRefs,
  markPaidAtCheckout,
  selectSubscription,
  subscribersOf,
  writeSubscriptionState,
} from './billing-facts.repository';
import { refreshStripeAccess } from './stripe-access';
import type { StripeChange, SubscriptionSnapshot } from './stripe-event';

export interface StripeEventResult {
  outcome: StripeEventOutcome | 'duplicate';
  /** The subscribers whose subscription changed (Telegram group access is told). */
  changedUserIds: number[];
}

/** What applying one event did: its outcome, and the subscribers whose facts it touched. */
interface Applied {
  outcome: StripeEventOutcome;
  userIds: number[];
}

const IGNORED: Applied = { outcome: 'ignored', userIds: [] };

/** `applied` when the facts reach a subscriber, `unmatched` when they wait for one. */
function reached(userIds: (number | null)[]): Applied {
  const ids = [...new Set(userIds.filter((id): id is number => id !== null))].sort((a, b) => a - b);
  return { outcome: ids.length ? 'applied' : 'unmatched', userIds: ids };
}

interface EventContext {
  tx: Database;
  event: StripeEvent;
  prices: PlanPrices;
  now: Date;
  /** The subscription the event is about, as the Stripe API answered just now (STRIPE_SECRET_KEY), or null. */
  apiState: SubscriptionSnapshot | null;
}

/**
 * Applies one verified event in one transaction (docs/billing.md, What each event does): billing's lock first (one
 * event at a time, so concurrent events never deadlock), then its id is claimed (a replay, or a duplicate delivered
 * at the same moment, changes nothing), its facts stored, and each subscriber they touch gets the access all their
 * facts give (docs/billing.md, Access).
 */
export async function applyStripeEvent(
  db: Database,
  event: StripeEvent,
  change: StripeChange,
  prices: PlanPrices,
  now: Date,
  apiState: SubscriptionSnapshot | null = null,
): Promise<StripeEventResult> {
  return db.transaction(async (tx) => {
    await lockBilling(tx);
    if (!(await claimStripeEvent(tx, event, now))) return { outcome: 'duplicate', changedUserIds: [] };
    const applied = await applyChange({ tx, event, prices, now, apiState }, change);
    const changedUserIds: number[] = [];
    for (const userId of applied.userIds) {
      if ((await refreshStripeAccess(tx, userId, now))?.changed) changedUserIds.push(userId);
    }
    await recordStripeEventOutcome(tx, event.id, applied.outcome, applied.userIds[0] ?? null);
    return { outcome: applied.outcome, changedUserIds };
  });
}

function applyChange(context: EventContext, change: StripeChange): Promise<Applied> {
  switch (change.kind) {
    case 'checkout':
      return applyCheckout(context, change);
    case 'subscription':
      return applySubscription(context, context.apiState ?? change.subscription);
    case 'invoice':
      return applyInvoice(context, change);
    case 'invoice-payment':
      return applyInvoicePayment(context, change);
    case 'reversal':
      return applyReversal(context, change);
    case 'ignored':
      return Promise.resolve(IGNORED);
  }
}

/** The customer's row, created on first sight; answers the subscriber it is tied to. */
async function seeCustomer(
  context: EventContext,
  customerId: string,
  values: { email?: string | null; userId?: number | null } = {},
): Promise<number | null> {
  const row = await upsertStripeCustomer(context.tx, {
    customerId,
    email: values.email ?? null,
    userId: values.userId ?? null,
    eventType: context.event.type,
    at: context.now,
  });
  return row.userId;
}

/**
 * Stores a subscription's state when it is newer than the one held (a canceled subscription stays canceled);
 * answers whether it was.
 */
async function storeSubscriptionState(
  context: EventContext,
  snapshot: SubscriptionSnapshot,
): Promise<boolean> {
  const held = await selectSubscription(context.tx, snapshot.subscriptionId);
  const plan = planOfPrice(snapshot.priceId, context.prices);
  const candidate = { ...snapshot, plan };
  const heldState =
    held?.status && held.stateAt
      ? {
          status: held.status,
          plan: held.plan,
          priceId: held.priceId,
          periodEnd: held.periodEnd,
          endedAt: held.endedAt,
          at: held.stateAt,
        }
      : null;
  if (!isNewerSubscriptionState(candidate, heldState)) return false;
  await seeCustomer(context, snapshot.customerId);
  await writeSubscriptionState(
    context.tx,
    {
      subscriptionId: snapshot.subscriptionId,
      customerId: snapshot.customerId,
      status: snapshot.status,
      plan,
      priceId: snapshot.priceId,
      periodEnd: snapshot.periodEnd,
      endedAt: snapshot.endedAt,
      stateAt: snapshot.at,
    },
    context.now,
  );
  return true;
}

async function applyCheckout(
  context: EventContext,
  change: Extract<StripeChange, { kind: 'checkout' }>,
): Promise<Applied> {
  const { tx } = context;
  const known = change.customerId ? await lockStripeCustomer(tx, change.customerId) : null;
  const userId =
    (await findUserIdByReference(tx, change.clientReferenceId)) ??
    known?.userId ??
    (await findUserIdByEmail(tx, change.email));
  if (change.customerId === null && userId === null) return IGNORED; // nothing to list it by
  if (change.customerId) {
    await seeCustomer(context, change.customerId, { email: change.email });
    if (userId !== null && known?.userId !== userId) await linkStripeCustomer(tx, change.customerId, userId);
    if (change.paid && change.subscriptionId) {
      await markPaidAtCheckout(tx, change.subscriptionId, change.customerId, context.now);
    }
  }
  if (context.apiState) await storeSubscriptionState(context, context.apiState);
  if (change.paid && change.oneTime) {
    await insertPayment(tx, {
      stripeEventId: context.event.id,
      userId,
      customerId: change.customerId,
      invoiceId: change.sessionId,
      amount: change.oneTime.amount,
      currency: change.oneTime.currency,
      status: 'paid',
      occurredAt: change.occurredAt,
      oneTime: true,
    });
    if (change.oneTime.paymentIntentId) {
      await insertPaymentRefs(tx, [change.oneTime.paymentIntentId], change.sessionId);
    }
  }
  // A customer tied to another subscriber before moves with its facts: both get their access again.
  const former = known?.userId != null && known.userId !== userId ? known.userId : null;
  return reached([userId, former]);
}

async function applySubscription(context: EventContext, snapshot: SubscriptionSnapshot): Promise<Applied> {
  await lockStripeCustomer(context.tx, snapshot.customerId);
  const userId = await seeCustomer(context, snapshot.customerId);
  // Stripe does not promise order: older information about the subscription changes nothing.
  if (!(await storeSubscriptionState(context, snapshot))) return IGNORED;
  return reached([userId]);
}

async function applyInvoice(
  context: EventContext,
  change: Extract<StripeChange, { kind: 'invoice' }>,
): Promise<Applied> {
  const { tx } = context;
  const known = change.customerId ? await lockStripeCustomer(tx, change.customerId) : null;
  const userId = known?.userId ?? (await findUserIdByEmail(tx, change.email));
  if (change.customerId === null && userId === null) return IGNORED;
  if (change.customerId) {
    await seeCustomer(context, change.customerId, { email: change.email, userId });
    // A customer first tied here (by email) takes its earlier payments along.
    if (userId !== null && known?.userId == null) await linkStripeCustomer(tx, change.customerId, userId);
  }
  await insertPayment(tx, {
    stripeEventId: context.event.id,
    userId,
    customerId: change.customerId,
    invoiceId: change.invoiceId,
    amount: change.amount,
    currency: change.currency,
    status: change.status,
    occurredAt: change.occurredAt,
    subscriptionId: change.subscriptionId,
    plan: planOfPrice(change.priceId, context.prices),
    periodEnd: change.periodEnd,
  });
  await insertPaymentRefs(tx, change.paymentRefs, change.invoiceId);
  if (context.apiState) await storeSubscriptionState(context, context.apiState);
  return reached([userId]);
}

async function applyInvoicePayment(
  context: EventContext,
  change: Extract<StripeChange, { kind: 'invoice-payment' }>,
): Promise<Applied> {
  await insertPaymentRefs(context.tx, change.paymentRefs, change.invoiceId);
  return reached(await subscribersOf(context.tx, { invoiceId: change.invoiceId, customerId: null }));
}

async function applyReversal(
  context: EventContext,
  change: Extract<StripeChange, { kind: 'reversal' }>,
): Promise<Applied> {
  const { tx } = context;
  const refs = [change.chargeId, change.paymentIntentId].filter((ref): ref is string => ref !== null);
  const invoiceId = change.invoiceId ?? (await invoiceOfPaymentRefs(tx, refs));
  await insertReversal(tx, {
    stripeEventId: context.event.id,
    kind: change.reversal,
    chargeId: change.chargeId,
    paymentIntentId: change.paymentIntentId,
    invoiceId: change.invoiceId,
    customerId: change.customerId,
    amount: change.amount,
    full: change.full,
    currency: change.currency,
    reason: change.reason,
    occurredAt: change.occurredAt,
  });
  return reached(await subscribersOf(tx, { invoiceId, customerId: change.customerId }));
}
