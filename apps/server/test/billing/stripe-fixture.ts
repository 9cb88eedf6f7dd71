import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { expect } from 'vitest';
import { users } from '../../src/db/schema';
import type { SubscriberAccess } from '../../src/modules/users/subscriber-access';
import { buildTestApp, JSON_HEADERS, signIn, type TestApp } from '../support/test-app';
import { NOW, SUBSCRIBERS } from '../users/users-fixture';
import {
  STRIPE_CHARGE,
  STRIPE_CHARGE_2025_02,
  STRIPE_CHECKOUT_SESSION,
  STRIPE_DISPUTE,
  STRIPE_INVOICE,
  STRIPE_INVOICE_2025_02,
  STRIPE_INVOICE_PAYMENT,
  STRIPE_SUBSCRIPTION,
  STRIPE_SUBSCRIPTION_2025_02,
} from './stripe-objects';

/** The webhook's signing secret in these tests. */
export const SECRET = 'whsec_test_signaldesk_0123456789';
/** NOW in Stripe's Unix seconds: 2026-11-22T12:00:00Z. */
export const NOW_S = 1795348800;
/** 2026-12-22T12:00:00Z, a month after NOW. */
export const MONTH_LATER_S = 1797940800;
/** 2027-11-22T12:00:00Z, a year after NOW. */
export const YEAR_LATER_S = 1826884800;

/** The demo defaults of the price-id parameters. */
export const MONTHLY_PRICE = 'price_demo_monthly';
export const YEARLY_PRICE = 'price_demo_yearly';

/** A SubscriberAccess that records what it is told (the Telegram side is built elsewhere). */
export function recordingAccess() {
  const changed: number[] = [];
  const access: SubscriberAccess = {
    subscriptionChanged: async (userId) => {
      changed.push(userId);
    },
    resendInvite: async (userId) => ({ inviteLink: `https://t.me/+invite${userId}` }),
    subscriberTelegram: async () => ({
      groupStatus: 'member',
      chatLinked: true,
      deliveries: [
        {
          id: 7,
          kind: 'announcement',
          // A message on its way: a status the page's answer once did not allow (docs/telegram.md, The queue).
          status: 'sending',
          reason: null,
          createdAt: '2026-11-22T11:00:00.000Z',
          sentAt: null,
        },
      ],
    }),
  };
  return { access, changed };
}

/** The app with the users fixture's six subscribers (ids 1 to 6), a webhook secret, the clock at NOW. */
export async function buildBillingApp(
  options: { subscriberAccess?: SubscriberAccess; secret?: string | null; env?: Record<string, string> } = {},
) {
  const env: Record<string, string> = {
    ...(options.secret === null ? {} : { STRIPE_WEBHOOK_SECRET: options.secret ?? SECRET }),
    ...options.env,
  };
  const t: TestApp = await buildTestApp({ env, subscriberAccess: options.subscriberAccess });
  t.clock.now = NOW;
  await t.database.db.insert(users).values(SUBSCRIBERS);
  const admin = await signIn(t.app, 'admin');
  const backtester = await signIn(t.app, 'backtester');
  return { t, admin, backtester };
}

export interface StripeTestEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
  [field: string]: unknown;
}

const DAY_S = 86_400;
type StripeObject = Record<string, unknown>;
/** A nested object of a copied Stripe object (the fixtures are plain JSON). */
export const at = (object: unknown, ...path: (string | number)[]): StripeObject =>
  path.reduce<unknown>(
    (node, key) => (node as Record<string | number, unknown>)[key],
    object,
  ) as StripeObject;

/** An event as Stripe sends it: the envelope of its event object around a copy of a Stripe object. */
export function stripeEvent(
  id: string,
  type: string,
  object: StripeObject,
  created = NOW_S,
): StripeTestEvent {
  return {
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

export interface CheckoutStory {
  /** Default `cs_<event id>`. */
  id?: string;
  clientReferenceId?: string | null;
  customer?: string | null;
  email?: string | null;
  /** `payment_status` `paid` (default) or `unpaid`. */
  paid?: boolean;
  /** `subscription` (default) or `payment` (a one-time payment). */
  mode?: 'subscription' | 'payment';
  /** The subscription Checkout created; default `sub_<customer>` in subscription mode. */
  subscription?: string | null;
  /** A one-time payment's PaymentIntent; default `pi_<session id>` in payment mode. */
  paymentIntent?: string | null;
  amount?: number;
  created?: number;
}

/** A completed Checkout session (Stripe's fixture of `checkout.session`). */
export function checkoutSession(eventId: string, story: CheckoutStory): StripeObject {
  const session = structuredClone(STRIPE_CHECKOUT_SESSION);
  const mode = story.mode ?? 'subscription';
  const id = story.id ?? `cs_${eventId}`;
  const customer = story.customer ?? null;
  Object.assign(session, {
    id,
    object: 'checkout.session',
    mode,
    status: 'complete',
    payment_status: story.paid === false ? 'unpaid' : 'paid',
    client_reference_id: story.clientReferenceId ?? null,
    customer,
    customer_email: null,
    created: story.created ?? NOW_S - 120,
    currency: 'eur',
    amount_subtotal: story.amount ?? 2990,
    amount_total: story.amount ?? 2990,
    subscription:
      mode === 'subscription' ? (story.subscription ?? (customer ? `sub_${customer}` : null)) : null,
    payment_intent: mode === 'payment' ? (story.paymentIntent ?? `pi_${id}`) : null,
    invoice: null,
    url: null,
  });
  at(session, 'customer_details').email = story.email ?? null;
  return session;
}

export function checkoutCompleted(id: string, story: CheckoutStory, created = NOW_S): StripeTestEvent {
  return stripeEvent(id, 'checkout.session.completed', checkoutSession(id, story), created);
}

export interface SubscriptionStory {
  /** Default `sub_<customer>`. */
  id?: string;
  customer: string;
  status: string;
  price: string;
  periodEnd: number;
  /** Default a month (30 days) before the end. */
  periodStart?: number;
  endedAt?: number;
}

/** What both API shapes of a subscription share: its id, customer, status, dates and price. */
function subscriptionBasics(template: StripeObject, story: SubscriptionStory) {
  const subscription = structuredClone(template);
  const id = story.id ?? `sub_${story.customer}`;
  const periodStart = story.periodStart ?? story.periodEnd - 30 * DAY_S;
  Object.assign(subscription, {
    id,
    customer: story.customer,
    status: story.status,
    currency: 'eur',
    created: periodStart,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: story.endedAt ?? null,
    ended_at: story.endedAt ?? null,
  });
  const item = at(subscription, 'items', 'data', 0);
  item.subscription = id;
  at(item, 'price').id = story.price;
  return { subscription, item, id, periodStart };
}

/** A subscription in today's API shape (Stripe's fixture): the period on its item. */
export function subscriptionObject(story: SubscriptionStory): StripeObject {
  const { subscription, item, id, periodStart } = subscriptionBasics(STRIPE_SUBSCRIPTION, story);
  Object.assign(subscription, {
    start_date: periodStart,
    billing_cycle_anchor: periodStart,
    trial_start: null,
    trial_end: null,
    pending_update: null,
    next_pending_invoice_item_invoice: null,
  });
  Object.assign(item, { current_period_start: periodStart, current_period_end: story.periodEnd });
  at(subscription, 'items').url = `/v1/subscription_items?subscription=${id}`;
  return subscription;
}

/** The same subscription in the shape before API version 2025-03-31: the period on the subscription. */
export function subscriptionObject2025(story: SubscriptionStory): StripeObject {
  const { subscription, periodStart } = subscriptionBasics(STRIPE_SUBSCRIPTION_2025_02, story);
  Object.assign(subscription, { current_period_start: periodStart, current_period_end: story.periodEnd });
  return subscription;
}

/** A `customer.subscription.*` event in today's API shape. */
export function subscriptionEvent(
  id: string,
  type: 'created' | 'updated' | 'deleted',
  story: SubscriptionStory,
  created = NOW_S,
): StripeTestEvent {
  return stripeEvent(id, `customer.subscription.${type}`, subscriptionObject(story), created);
}

export interface InvoiceStory {
  /** Default `in_<event id>`. */
  id?: string;
  customer: string | null;
  email?: string | null;
  amount: number;
  price: string;
  periodEnd: number;
  /** Default a month (30 days) before the end. */
  periodStart?: number;
  /** Default `sub_<customer>`; null for an invoice outside a subscription. */
  subscription?: string | null;
  /** When it was paid (default NOW - 30 s). */
  paidAt?: number;
  /** Before API version 2025-03-31 an invoice names its charge and PaymentIntent. */
  charge?: string;
  paymentIntent?: string;
}

/** What both API shapes of an invoice share: ids, amounts, times, the line's period. */
function invoiceBasics(eventId: string, type: 'paid' | 'payment_failed', story: InvoiceStory) {
  const paid = type === 'paid';
  const id = story.id ?? `in_${eventId}`;
  const subscription =
    story.subscription === undefined ? (story.customer ? `sub_${story.customer}` : null) : story.subscription;
  const periodStart = story.periodStart ?? story.periodEnd - 30 * DAY_S;
  const paidAt = story.paidAt ?? NOW_S - 30;
  const fields = {
    id,
    customer: story.customer,
    customer_email: story.email ?? null,
    currency: 'eur',
    amount_due: story.amount,
    amount_paid: paid ? story.amount : 0,
    amount_remaining: paid ? 0 : story.amount,
    subtotal: story.amount,
    total: story.amount,
    created: paidAt - 30,
    status: paid ? 'paid' : 'open',
    status_transitions: {
      finalized_at: paidAt - 30,
      marked_uncollectible_at: null,
      paid_at: paid ? paidAt : null,
      voided_at: null,
    },
  };
  const line = {
    id: `il_${eventId}`,
    invoice: id,
    amount: story.amount,
    currency: 'eur',
    period: { end: story.periodEnd, start: periodStart },
  };
  return { id, subscription, periodStart, fields, line };
}

/** An invoice in today's API shape (Stripe's fixture): its subscription in `parent`, the price in `pricing`. */
export function invoiceObject(
  eventId: string,
  type: 'paid' | 'payment_failed',
  story: InvoiceStory,
): StripeObject {
  const invoice = structuredClone(STRIPE_INVOICE);
  const { id, subscription, periodStart, fields, line } = invoiceBasics(eventId, type, story);
  Object.assign(invoice, fields, {
    amount_overpaid: 0,
    subtotal_excluding_tax: story.amount,
    total_excluding_tax: story.amount,
    attempted: true,
    attempt_count: 1,
    billing_reason: subscription ? 'subscription_cycle' : 'manual',
    period_start: periodStart,
    period_end: periodStart,
    parent: subscription
      ? {
          quote_details: null,
          subscription_details: { metadata: {}, subscription },
          type: 'subscription_details',
        }
      : null,
    shipping_cost: null,
    last_finalization_error: null,
    from_invoice: null,
  });
  Object.assign(at(invoice, 'lines', 'data', 0), line, {
    subtotal: story.amount,
    description: '1 × SignalDesk',
    parent: subscription
      ? {
          invoice_item_details: null,
          subscription_item_details: {
            invoice_item: null,
            proration: false,
            proration_details: { credited_items: null },
            subscription,
            subscription_item: `si_${subscription}`,
          },
          type: 'subscription_item_details',
        }
      : null,
    pricing: {
      price_details: { price: story.price, product: 'prod_signaldesk' },
      type: 'price_details',
      unit_amount_decimal: String(story.amount),
    },
  });
  at(invoice, 'lines').url = `/v1/invoices/${id}/lines`;
  return invoice;
}

/** The same invoice before API version 2025-03-31: `subscription`, `charge`, `payment_intent` on the invoice. */
export function invoiceObject2025(
  eventId: string,
  type: 'paid' | 'payment_failed',
  story: InvoiceStory,
): StripeObject {
  const invoice = structuredClone(STRIPE_INVOICE_2025_02);
  const { subscription, fields, line } = invoiceBasics(eventId, type, story);
  Object.assign(invoice, fields, {
    subscription,
    charge: story.charge ?? null,
    payment_intent: story.paymentIntent ?? null,
  });
  const item = at(invoice, 'lines', 'data', 0);
  Object.assign(item, line, { subscription, type: subscription ? 'subscription' : 'invoiceitem' });
  at(item, 'price').id = story.price;
  return invoice;
}

/** An `invoice.paid` or `invoice.payment_failed` event in today's API shape. */
export function invoiceEvent(
  id: string,
  type: 'paid' | 'payment_failed',
  story: InvoiceStory,
  created = NOW_S,
): StripeTestEvent {
  return stripeEvent(id, `invoice.${type}`, invoiceObject(id, type, story), created);
}

/**
 * `invoice_payment.paid` (API 2025-03-31 and later): which PaymentIntent paid which invoice, the link a refund or a
 * dispute (which name the charge and its PaymentIntent) is traced back through.
 */
export function invoicePaymentEvent(
  id: string,
  story: { invoice: string; paymentIntent: string; amount: number },
  created = NOW_S,
): StripeTestEvent {
  const payment = structuredClone(STRIPE_INVOICE_PAYMENT);
  Object.assign(payment, {
    id: `inpay_${id}`,
    invoice: story.invoice,
    payment: { payment_intent: story.paymentIntent, type: 'payment_intent' },
    amount_paid: story.amount,
    amount_requested: story.amount,
    currency: 'eur',
    created: created - 10,
    is_default: true,
    livemode: false,
    status: 'paid',
    status_transitions: { canceled_at: null, paid_at: created - 10 },
  });
  return stripeEvent(id, 'invoice_payment.paid', payment, created);
}

export interface ChargeStory {
  id: string;
  customer: string | null;
  paymentIntent: string | null;
  amount: number;
  amountRefunded: number;
  /** Before API version 2025-03-31 a charge names its invoice. */
  invoice?: string;
}

/** `charge.refunded`: today's shape, or the older one (with `invoice`) when the story names the invoice. */
export function chargeRefunded(id: string, story: ChargeStory, created = NOW_S): StripeTestEvent {
  const charge = structuredClone(story.invoice === undefined ? STRIPE_CHARGE : STRIPE_CHARGE_2025_02);
  Object.assign(charge, {
    id: story.id,
    customer: story.customer,
    payment_intent: story.paymentIntent,
    amount: story.amount,
    amount_captured: story.amount,
    amount_refunded: story.amountRefunded,
    refunded: story.amountRefunded >= story.amount,
    captured: true,
    paid: true,
    currency: 'eur',
    created: created - 7 * DAY_S,
    description: 'Subscription update',
    source: null,
    transfer_data: null,
    ...(story.invoice === undefined ? {} : { invoice: story.invoice }),
  });
  return stripeEvent(id, 'charge.refunded', charge, created);
}

/** `charge.dispute.created` (Stripe's fixture of `dispute`): the charge and PaymentIntent disputed. */
export function disputeCreated(
  id: string,
  story: { charge: string; paymentIntent: string | null; amount: number; reason?: string },
  created = NOW_S,
): StripeTestEvent {
  const dispute = structuredClone(STRIPE_DISPUTE);
  Object.assign(dispute, {
    id: `dp_${id}`,
    charge: story.charge,
    payment_intent: story.paymentIntent,
    amount: story.amount,
    currency: 'eur',
    created,
    reason: story.reason ?? 'fraudulent',
    status: 'needs_response',
  });
  return stripeEvent(id, 'charge.dispute.created', dispute, created);
}

/** Posts an event as Stripe does: the JSON body signed at `timestamp` (default: the app's clock) with `secret`. */
export function postEvent(
  t: TestApp,
  stripeEvent: StripeTestEvent,
  options: { timestamp?: number; secret?: string; header?: string } = {},
) {
  const payload = JSON.stringify(stripeEvent);
  const header =
    options.header ??
    Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? SECRET,
      timestamp: options.timestamp ?? Math.floor(t.clock.now / 1000),
    });
  return t.app.inject({
    method: 'POST',
    url: '/api/billing/stripe-webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
    payload,
  });
}

export { JSON_HEADERS };

/** Posts a signed event and answers its outcome, failing the test on anything but a 200. */
export async function sendEvent(t: TestApp, stripeEvent: StripeTestEvent): Promise<string> {
  const response = await postEvent(t, stripeEvent);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().outcome;
}

/** A subscriber's access, plan and end date as stored (ISO times). */
export async function subscriptionOf(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return {
    isSubscribed: row!.isSubscribed,
    subscriptionType: row!.subscriptionType,
    subscriptionEndDate: row!.subscriptionEndDate?.toISOString() ?? null,
  };
}

/** A new subscriber on no plan; answers their id. */
export async function newSubscriber(t: TestApp, email: string): Promise<number> {
  const [row] = await t.database.db
    .insert(users)
    .values({ email, username: email.split('@')[0]!, isSubscribed: false, subscriptionType: null })
    .returning({ id: users.id });
  return row!.id;
}

/** Stripe's Unix seconds as the ISO time the server answers. */
export const isoOf = (seconds: number) => new Date(seconds * 1000).toISOString();
