import Stripe from 'stripe';
import { users } from '../../src/db/schema';
import type { SubscriberAccess } from '../../src/modules/users/subscriber-access';
import { buildTestApp, JSON_HEADERS, signIn, type TestApp } from '../support/test-app';
import { NOW, SUBSCRIBERS } from '../users/users-fixture';

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
          kind: 'position.opened',
          status: 'sent',
          reason: null,
          createdAt: '2026-11-22T11:00:00.000Z',
          sentAt: '2026-11-22T11:00:01.000Z',
        },
      ],
    }),
  };
  return { access, changed };
}

/** The app with the users fixture's six subscribers (ids 1 to 6), a webhook secret, the clock at NOW. */
export async function buildBillingApp(
  options: { subscriberAccess?: SubscriberAccess; secret?: string | null } = {},
) {
  const env: Record<string, string> =
    options.secret === null ? {} : { STRIPE_WEBHOOK_SECRET: options.secret ?? SECRET };
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
}

function event(id: string, type: string, object: Record<string, unknown>, created = NOW_S): StripeTestEvent {
  return { id, object: 'event', type, created, data: { object } };
}

export function checkoutCompleted(
  id: string,
  session: {
    clientReferenceId?: string | null;
    customer?: string | null;
    email?: string | null;
    paid?: boolean;
  },
): StripeTestEvent {
  return event(id, 'checkout.session.completed', {
    id: `cs_${id}`,
    object: 'checkout.session',
    mode: 'subscription',
    client_reference_id: session.clientReferenceId ?? null,
    customer: session.customer ?? null,
    customer_details: { email: session.email ?? null },
    payment_status: session.paid === false ? 'unpaid' : 'paid',
  });
}

/** A subscription event in today's API shape: the period end on the item. */
export function subscriptionEvent(
  id: string,
  type: 'created' | 'updated' | 'deleted',
  subscription: { customer: string; status: string; price: string; periodEnd: number; endedAt?: number },
  created = NOW_S,
): StripeTestEvent {
  return event(
    id,
    `customer.subscription.${type}`,
    {
      id: `sub_${subscription.customer}`,
      object: 'subscription',
      customer: subscription.customer,
      status: subscription.status,
      ended_at: subscription.endedAt ?? null,
      items: {
        object: 'list',
        data: [{ id: 'si_1', price: { id: subscription.price }, current_period_end: subscription.periodEnd }],
      },
    },
    created,
  );
}

export function invoiceEvent(
  id: string,
  type: 'paid' | 'payment_failed',
  invoice: {
    customer: string | null;
    email?: string | null;
    amount: number;
    price: string;
    periodEnd: number;
  },
): StripeTestEvent {
  const paid = type === 'paid';
  return event(id, `invoice.${type}`, {
    id: `in_${id}`,
    object: 'invoice',
    customer: invoice.customer,
    customer_email: invoice.email ?? null,
    currency: 'eur',
    amount_paid: paid ? invoice.amount : 0,
    amount_due: invoice.amount,
    created: NOW_S - 60,
    status_transitions: { paid_at: paid ? NOW_S - 30 : null },
    lines: {
      object: 'list',
      data: [
        {
          id: 'il_1',
          period: { start: NOW_S, end: invoice.periodEnd },
          pricing: { type: 'price_details', price_details: { price: invoice.price } },
        },
      ],
    },
  });
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
