import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payments, stripeEvents, users } from '../../src/db/schema';
import type { TestApp } from '../support/test-app';
import {
  buildBillingApp,
  checkoutCompleted,
  invoiceEvent,
  MONTH_LATER_S,
  MONTHLY_PRICE,
  NOW_S,
  postEvent,
  recordingAccess,
  SECRET,
  YEAR_LATER_S,
  YEARLY_PRICE,
} from './stripe-fixture';

let t: TestApp;
const recorded = recordingAccess();

beforeAll(async () => {
  ({ t } = await buildBillingApp({ subscriberAccess: recorded.access }));
});
afterAll(() => t.close());
beforeEach(() => {
  recorded.changed.length = 0;
});

async function userRow(id: number) {
  const rows = await t.database.db.select().from(users).where(eq(users.id, id));
  return rows[0]!;
}

async function subscription(id: number) {
  const row = await userRow(id);
  return {
    isSubscribed: row.isSubscribed,
    subscriptionType: row.subscriptionType,
    subscriptionEndDate: row.subscriptionEndDate?.toISOString() ?? null,
  };
}

describe('the signature', () => {
  const bobCheckout = () => checkoutCompleted('evt_sig', { clientReferenceId: '2', customer: 'cus_sig' });

  it('refuses a body signed with another secret, and changes nothing', async () => {
    const response = await postEvent(t, bobCheckout(), { secret: 'whsec_someone_else' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect(response.json().error).toContain('No signatures found matching the expected signature');
    expect(await t.database.db.select().from(stripeEvents)).toEqual([]);
    expect((await subscription(2)).isSubscribed).toBe(false);
  });

  it('refuses a signature older than 300 s (a replayed delivery), and accepts one 299 s old', async () => {
    const old = await postEvent(t, bobCheckout(), { timestamp: NOW_S - 301 });
    expect(old.statusCode).toBe(400);
    expect(old.json().error).toContain('Timestamp outside the tolerance zone');
    expect(await t.database.db.select().from(stripeEvents)).toEqual([]);
    const recent = await postEvent(t, bobCheckout(), { timestamp: NOW_S - 299 });
    expect(recent.statusCode).toBe(200);
  });

  it('refuses a missing or malformed header, and a body changed after signing', async () => {
    expect((await postEvent(t, bobCheckout(), { header: '' })).statusCode).toBe(400);
    expect((await postEvent(t, bobCheckout(), { header: 't=abc,v1=zz' })).statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/billing/stripe-webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(bobCheckout()),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Missing Stripe-Signature header or JSON body');
  });

  it('needs no session cookie and no CSRF header: a cross-origin signed delivery is accepted', async () => {
    const event = checkoutCompleted('evt_origin', {
      clientReferenceId: '4',
      customer: 'cus_origin',
      paid: false,
    });
    const payload = JSON.stringify(event);
    const { default: Stripe } = await import('stripe');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/billing/stripe-webhook',
      headers: {
        'content-type': 'application/json',
        origin: 'https://stripe.example',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: SECRET,
          timestamp: NOW_S,
        }),
      },
      payload,
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('once per event', () => {
  it('answers a replay 200 "duplicate" and changes nothing more', async () => {
    const paid = invoiceEvent('evt_once', 'paid', {
      customer: null,
      email: 'carol@example.org',
      amount: 29900,
      price: YEARLY_PRICE,
      periodEnd: YEAR_LATER_S,
    });
    const first = await postEvent(t, paid);
    expect(first.json()).toEqual({ success: true, outcome: 'applied' });
    t.clock.now += 60_000;
    const replay = await postEvent(t, paid);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ success: true, outcome: 'duplicate' });
    const rows = await t.database.db.select().from(payments).where(eq(payments.invoiceId, 'in_evt_once'));
    expect(rows).toHaveLength(1);
    t.clock.now -= 60_000;
  });

  it('applies concurrent duplicate deliveries once', async () => {
    const paid = invoiceEvent('evt_race', 'paid', {
      customer: 'cus_race',
      email: 'frank@example.net',
      amount: 2990,
      price: MONTHLY_PRICE,
      periodEnd: MONTH_LATER_S,
    });
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => postEvent(t, paid)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const outcomes = answers.map((answer) => answer.json().outcome).sort();
    expect(outcomes).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    expect(
      await t.database.db.select().from(payments).where(eq(payments.invoiceId, 'in_evt_race')),
    ).toHaveLength(1);
    expect(recorded.changed).toEqual([6]);
  });
});

describe('numbers a real Stripe event never holds', () => {
  const paid = () =>
    invoiceEvent('evt_huge', 'paid', {
      customer: 'cus_huge',
      amount: 2990,
      price: MONTHLY_PRICE,
      periodEnd: MONTH_LATER_S,
    });

  it('refuses a time after the year 9999 (400 naming it) and stores nothing', async () => {
    const late = { ...paid(), created: 253_402_300_800 };
    const response = await postEvent(t, late);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ path: 'created', message: expect.any(String) }]);
    const event = paid();
    (event.data.object.lines as { data: { period: { end: number } }[] }).data[0]!.period.end = 1e15;
    const period = await postEvent(t, event);
    expect(period.statusCode).toBe(400);
    expect(period.json().fields).toEqual([
      { path: 'data.object.lines.data.0.period.end', message: expect.any(String) },
    ]);
    expect(await t.database.db.select().from(stripeEvents).where(eq(stripeEvents.id, 'evt_huge'))).toEqual(
      [],
    );
  });

  it('refuses an amount of 2^31 or more (400 naming it), and takes 2^31 - 1', async () => {
    const event = paid();
    event.data.object.amount_paid = 2 ** 31;
    const response = await postEvent(t, event);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      fields: [{ path: 'data.object.amount_paid', message: expect.any(String) }],
    });
    expect(await t.database.db.select().from(payments).where(eq(payments.invoiceId, 'in_evt_huge'))).toEqual(
      [],
    );
    event.data.object.amount_paid = 2 ** 31 - 1;
    expect((await postEvent(t, event)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.invoiceId, 'in_evt_huge'));
    expect(row?.amount).toBe(2 ** 31 - 1);
  });
});
