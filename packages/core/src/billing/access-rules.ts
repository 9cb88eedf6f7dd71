import { type PaidPlan, statusGrantsAccess } from './subscription-rules';

/**
 * A subscriber's access as a function of what Stripe holds, whatever order its events arrived in
 * (docs/billing.md, Access). Pure: the facts and `now` are passed in.
 */

/** Statuses a Stripe subscription never leaves: once there, nothing later about it gives access again. */
export const TERMINAL_STATUSES: ReadonlySet<string> = new Set(['canceled', 'incomplete_expired']);

/** Why Stripe's facts give a subscriber no access (the subscriber's page says it). */
export const ACCESS_END_REASONS = ['canceled', 'refunded', 'disputed', 'unpaid', 'expired'] as const;
export type AccessEndReason = (typeof ACCESS_END_REASONS)[number];

/** A subscription's state as one event (or one read of the API) carried it. */
export interface SubscriptionState {
  status: string;
  plan: PaidPlan | null;
  priceId: string | null;
  periodEnd: Date | null;
  endedAt: Date | null;
  /** When Stripe held this state: the event's creation time, or the moment the API was read. */
  at: Date;
}

/** Statuses in a fixed order: the last tie-break between two states of the same second. */
const STATUS_ORDER = [
  'incomplete',
  'trialing',
  'active',
  'past_due',
  'paused',
  'unpaid',
  'incomplete_expired',
  'canceled',
];

const time = (date: Date | null) => (date === null ? -1 : date.getTime());

function stateKey(state: SubscriptionState): (number | string)[] {
  return [
    TERMINAL_STATUSES.has(state.status) ? 1 : 0,
    state.at.getTime(),
    time(state.periodEnd),
    STATUS_ORDER.indexOf(state.status),
    time(state.endedAt),
    state.priceId ?? '',
  ];
}

/**
 * True when `candidate` is newer information about a subscription than `held`. A terminal status comes after
 * everything else; then the later time; within one second the later period end (a renewal moves it forward), then
 * the status order. A total order, so the state held after any set of events is the same in every arrival order.
 */
export function isNewerSubscriptionState(
  candidate: SubscriptionState,
  held: SubscriptionState | null,
): boolean {
  if (held === null) return true;
  const a = stateKey(candidate);
  const b = stateKey(held);
  for (let index = 0; index < a.length; index++) {
    if (a[index]! > b[index]!) return true;
    if (a[index]! < b[index]!) return false;
  }
  return false;
}

/** What is stored of one subscription. */
export interface SubscriptionFacts {
  id: string;
  /** Null while it is known only from a Checkout session or an invoice. */
  status: string | null;
  plan: PaidPlan | null;
  periodEnd: Date | null;
  endedAt: Date | null;
  /** A paid Checkout session created it. */
  paidAtCheckout: boolean;
}

/** A full refund or a dispute: the money of a payment taken back. */
export interface Reversal {
  kind: 'refund' | 'dispute';
  at: Date;
}

/** A paid invoice, or a paid one-time Checkout session. */
export interface PaymentFacts {
  /** The invoice id, or the Checkout session id of a one-time payment. */
  reference: string;
  subscriptionId: string | null;
  /** A one-time Checkout payment: access with no end. */
  oneTime: boolean;
  plan: PaidPlan | null;
  /** End of the service period paid for; null when the invoice names none. */
  periodEnd: Date | null;
  reversal: Reversal | null;
}

export interface AccessEnded {
  reason: AccessEndReason;
  /** When access ended (a cancellation, a refund, the end of a period); null when not known. */
  at: Date | null;
  /** The subscription, invoice or Checkout session whose end it is. */
  reference: string;
  /** The subscription's Stripe status, when a subscription is the reason. */
  status: string | null;
}

/** What Stripe's facts say of a subscriber; `undefined` where they say nothing (the subscriber's value stays). */
export interface StripeAccess {
  isSubscribed: boolean;
  plan: PaidPlan | undefined;
  /** Null: access with no end. */
  endDate: Date | null | undefined;
  ended: AccessEnded | null;
}

/** Why one subscription or payment gives no access, with the plan it was. */
type Ending = AccessEnded & { plan: PaidPlan | null };

interface Grant {
  /** Null: no end; undefined: an end not known yet. */
  end: Date | null | undefined;
  plan: PaidPlan | null;
}

const REVERSAL_REASON = { refund: 'refunded', dispute: 'disputed' } as const;

function latestBy<T>(items: T[], key: (item: T) => number, tie: (item: T) => string): T | undefined {
  let best: T | undefined;
  for (const item of items) {
    if (best === undefined || key(item) > key(best) || (key(item) === key(best) && tie(item) > tie(best))) {
      best = item;
    }
  }
  return best;
}

/** One subscription's part: a grant, or why it gives none. */
function subscriptionPart(subscription: SubscriptionFacts, paid: PaymentFacts[], now: Date): Grant | Ending {
  const byEnd = (payment: PaymentFacts) => time(payment.periodEnd);
  const byReference = (payment: PaymentFacts) => payment.reference;
  const plan = subscription.plan ?? latestBy(paid, byEnd, byReference)?.plan ?? null;
  const status = subscription.status;
  if (status !== null && TERMINAL_STATUSES.has(status)) {
    return {
      reason: 'canceled',
      at: subscription.endedAt ?? subscription.periodEnd,
      reference: subscription.id,
      status,
      plan,
    };
  }
  const live = paid.filter((payment) => payment.reversal === null);
  const liveEnds = [...live.map((payment) => payment.periodEnd), subscription.periodEnd].filter(
    (end): end is Date => end !== null,
  );
  const liveEnd = liveEnds.length ? new Date(Math.max(...liveEnds.map(time))) : null;
  // The money of the latest period paid for was taken back: that period gives nothing.
  const reversed = latestBy(
    paid.filter((payment) => payment.reversal !== null),
    byEnd,
    byReference,
  );
  if (reversed && (liveEnd === null || time(reversed.periodEnd) >= liveEnd.getTime())) {
    return {
      reason: REVERSAL_REASON[reversed.reversal!.kind],
      at: reversed.reversal!.at,
      reference: reversed.reference,
      status,
      plan,
    };
  }
  if (status === null) {
    // Known only from Checkout or its invoices: the period paid for, while it lasts.
    if (liveEnd === null) return { end: undefined, plan };
    if (liveEnd.getTime() > now.getTime()) return { end: liveEnd, plan };
    return { reason: 'expired', at: liveEnd, reference: subscription.id, status, plan };
  }
  if (statusGrantsAccess(status)) return { end: liveEnd ?? undefined, plan };
  return { reason: 'unpaid', at: liveEnd, reference: subscription.id, status, plan };
}

/** A payment outside any subscription: a one-time payment, or an invoice's service period. */
function paymentPart(payment: PaymentFacts, now: Date): Grant | Ending | null {
  const plan = payment.plan;
  if (payment.reversal) {
    const { kind, at } = payment.reversal;
    return { reason: REVERSAL_REASON[kind], at, reference: payment.reference, status: null, plan };
  }
  if (payment.oneTime) return { end: null, plan };
  if (payment.periodEnd === null) return null; // an invoice with no service period: recorded only
  if (payment.periodEnd.getTime() > now.getTime()) return { end: payment.periodEnd, plan };
  return { reason: 'expired', at: payment.periodEnd, reference: payment.reference, status: null, plan };
}

/**
 * A subscriber's access from every subscription and paid payment Stripe told of (docs/billing.md, Access): any
 * subscription in a status that gives access, or a paid period not yet over, gives access, and the end date is
 * the latest of them (none for a one-time payment). A canceled subscription gives nothing; neither does a period
 * whose money was refunded in full or disputed. Without access, the latest ending says why. Null without facts.
 */
export function stripeAccess(
  subscriptions: SubscriptionFacts[],
  payments: PaymentFacts[],
  now: Date,
): StripeAccess | null {
  const bySubscription = new Map<string, PaymentFacts[]>();
  const parts: (Grant | Ending)[] = [];
  const known = new Map(subscriptions.map((subscription) => [subscription.id, subscription]));
  for (const payment of payments) {
    if (payment.subscriptionId === null) {
      const part = paymentPart(payment, now);
      if (part) parts.push(part);
      continue;
    }
    bySubscription.set(payment.subscriptionId, [
      ...(bySubscription.get(payment.subscriptionId) ?? []),
      payment,
    ]);
    if (!known.has(payment.subscriptionId)) {
      known.set(payment.subscriptionId, {
        id: payment.subscriptionId,
        status: null,
        plan: null,
        periodEnd: null,
        endedAt: null,
        paidAtCheckout: false,
      });
    }
  }
  for (const subscription of known.values()) {
    const paid = bySubscription.get(subscription.id) ?? [];
    if (subscription.status === null && !subscription.paidAtCheckout && paid.length === 0) continue;
    parts.push(subscriptionPart(subscription, paid, now));
  }
  if (parts.length === 0) return null;
  const grants = parts.filter((part): part is Grant => 'end' in part);
  if (grants.length) return fromGrants(grants);
  const endings = parts
    .filter((part): part is Ending => 'reason' in part)
    .sort(
      (a, b) =>
        time(b.at) - time(a.at) || `${b.reason} ${b.reference}`.localeCompare(`${a.reason} ${a.reference}`),
    );
  const { plan: _plan, ...ended } = endings[0]!;
  return {
    isSubscribed: false,
    plan: endings.find((ending) => ending.plan !== null)?.plan ?? undefined,
    endDate: ended.at ?? undefined,
    ended,
  };
}

/** Access: the end is the latest (none when any grant has none); the plan is the one that lasts longest. */
function fromGrants(grants: Grant[]): StripeAccess {
  const rank = (grant: Grant) =>
    grant.end === null ? Number.POSITIVE_INFINITY : grant.end === undefined ? -1 : grant.end.getTime();
  const ordered = [...grants].sort((a, b) => rank(b) - rank(a) || (b.plan ?? '').localeCompare(a.plan ?? ''));
  const first = ordered[0]!;
  return {
    isSubscribed: true,
    plan: ordered.find((grant) => grant.plan !== null)?.plan ?? undefined,
    endDate: first.end,
    ended: null,
  };
}

/** A subscriber's access, plan and end date. */
export interface HeldSubscription {
  isSubscribed: boolean;
  subscriptionType: PaidPlan | null;
  subscriptionEndDate: Date | null;
}

/** The subscriber's subscription once Stripe's facts are applied over it; what they say nothing of stays. */
export function withStripeAccess(current: HeldSubscription, access: StripeAccess | null): HeldSubscription {
  if (access === null) return current;
  return {
    isSubscribed: access.isSubscribed,
    subscriptionType: access.plan === undefined ? current.subscriptionType : access.plan,
    subscriptionEndDate: access.endDate === undefined ? current.subscriptionEndDate : access.endDate,
  };
}
