import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeSubscriptions } from '../../src/db/schema';
import { FakeStripe } from '../support/fake-stripe';
import type { TestApp } from '../support/test-app';
import {
  buildBillingApp,
  checkoutCompleted,
  invoiceEvent,
  isoOf,
  JSON_HEADERS,
  MONTH_LATER_S,
  MONTHLY_PRICE,
  NOW_S,
  postEvent,
  sendEvent,
  subscriptionEvent,
  subscriptionObject,
  subscriptionOf,
  YEAR_LATER_S,
  YEARLY_PRICE,
} from './stripe-fixture';

/**
 * With the STRIPE_SECRET_KEY parameter set, the webhook reads the subscription an event is about from the Stripe API
 * (here a local server speaking it, STRIPE_API_BASE) rather than trusting the event's body; without the key, or
 * when the API fails, the body is used (docs/billing.md, The Stripe API).
 */

const stripe = new FakeStripe();
let t: TestApp;
let admin: string;

beforeAll(async () => {
  const url = await stripe.start();
  ({ t, admin } = await buildBillingApp({ env: { STRIPE_API_BASE: url } }));
});
afterAll(async () => {
  await t.close();
  await stripe.stop();
});

async function setSecretKey(value: string) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/trading-parameters/STRIPE_SECRET_KEY',
    headers: { ...JSON_HEADERS, cookie: admin },
    payload: { value },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('the Stripe API', () => {
  it('is not called without the secret key: the event body is the state', async () => {
    await sendEvent(
      t,
      checkoutCompleted('evt_api_bob', { clientReferenceId: '2', customer: 'cus_api_bob' }, NOW_S - 60),
    );
    const body = {
      customer: 'cus_api_bob',
      status: 'active',
      price: MONTHLY_PRICE,
      periodEnd: MONTH_LATER_S,
    };
    expect(await sendEvent(t, subscriptionEvent('evt_api_bob_created', 'created', body, NOW_S - 50))).toBe(
      'applied',
    );
    expect(stripe.requests).toEqual([]);
    expect(await subscriptionOf(t, 2)).toEqual({
      isSubscribed: true,
      subscriptionType: 'MONTHLY',
      subscriptionEndDate: isoOf(MONTH_LATER_S),
    });
  });

  it('with the key, takes the subscription’s state from the API, not from the event body', async () => {
    await setSecretKey(stripe.secretKey);
    // Stripe has canceled it since the event was sent; the event body still says active.
    stripe.setSubscription(
      subscriptionObject({
        customer: 'cus_api_bob',
        status: 'canceled',
        price: MONTHLY_PRICE,
        periodEnd: MONTH_LATER_S,
        endedAt: NOW_S - 10,
      }),
    );
    const body = {
      customer: 'cus_api_bob',
      status: 'active',
      price: MONTHLY_PRICE,
      periodEnd: MONTH_LATER_S,
    };
    expect(await sendEvent(t, subscriptionEvent('evt_api_bob_updated', 'updated', body, NOW_S - 40))).toBe(
      'applied',
    );
    expect(stripe.requests).toEqual([
      {
        method: 'GET',
        path: '/v1/subscriptions/sub_cus_api_bob',
        stripeVersion: expect.stringMatching(/^20\d\d-/),
      },
    ]);
    expect(await subscriptionOf(t, 2)).toEqual({
      isSubscribed: false,
      subscriptionType: 'MONTHLY',
      subscriptionEndDate: isoOf(NOW_S - 10),
    });
    const [row] = await t.database.db
      .select()
      .from(stripeSubscriptions)
      .where(eq(stripeSubscriptions.subscriptionId, 'sub_cus_api_bob'));
    expect(row).toMatchObject({ status: 'canceled', stateAt: new Date(t.clock.now) });
  });

  it('reads the subscription an invoice pays for, before any subscription event arrived', async () => {
    stripe.setSubscription(
      subscriptionObject({
        customer: 'cus_api_dan',
        status: 'active',
        price: YEARLY_PRICE,
        periodEnd: YEAR_LATER_S,
      }),
    );
    await sendEvent(
      t,
      checkoutCompleted('evt_api_dan', { clientReferenceId: '4', customer: 'cus_api_dan' }, NOW_S - 60),
    );
    const paid = invoiceEvent('evt_api_dan_paid', 'paid', {
      customer: 'cus_api_dan',
      amount: 29900,
      price: YEARLY_PRICE,
      periodEnd: YEAR_LATER_S,
    });
    expect(await sendEvent(t, paid)).toBe('applied');
    expect(stripe.requests.map((request) => request.path).slice(-2)).toEqual([
      '/v1/subscriptions/sub_cus_api_dan',
      '/v1/subscriptions/sub_cus_api_dan',
    ]);
    expect(await subscriptionOf(t, 4)).toEqual({
      isSubscribed: true,
      subscriptionType: 'YEARLY',
      subscriptionEndDate: isoOf(YEAR_LATER_S),
    });
  });

  it('falls back on the event body when the API fails or does not know the subscription', async () => {
    stripe.failNext(2); // the SDK retries once
    const body = {
      customer: 'cus_api_dan',
      status: 'past_due',
      price: YEARLY_PRICE,
      periodEnd: YEAR_LATER_S,
    };
    const answer = await postEvent(t, subscriptionEvent('evt_api_dan_past_due', 'updated', body, NOW_S + 1));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, outcome: 'applied' });
    const [row] = await t.database.db
      .select()
      .from(stripeSubscriptions)
      .where(eq(stripeSubscriptions.subscriptionId, 'sub_cus_api_dan'));
    expect(row?.status).toBe('past_due');
    const unknown = {
      customer: 'cus_api_eve',
      status: 'active',
      price: YEARLY_PRICE,
      periodEnd: YEAR_LATER_S,
    };
    expect(await sendEvent(t, subscriptionEvent('evt_api_unknown', 'created', unknown, NOW_S))).toBe(
      'unmatched',
    );
    expect(stripe.requests.at(-1)?.path).toBe('/v1/subscriptions/sub_cus_api_eve');
  });

  it('falls back on the event body when Stripe refuses the key', async () => {
    await setSecretKey('sk_test_someone_else');
    const before = stripe.requests.length;
    const body = { customer: 'cus_api_dan', status: 'active', price: YEARLY_PRICE, periodEnd: YEAR_LATER_S };
    expect(await sendEvent(t, subscriptionEvent('evt_api_dan_active', 'updated', body, NOW_S + 2))).toBe(
      'applied',
    );
    expect(stripe.requests.length).toBe(before + 1);
    expect((await subscriptionOf(t, 4)).isSubscribed).toBe(true);
  });
});
