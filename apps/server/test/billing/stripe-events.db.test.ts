import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, payments, stripeCustomers, users } from '../../src/db/schema';
import { get, post } from '../positions/positions-fixture';
import type { TestApp } from '../support/test-app';
import {
  at,
  buildBillingApp,
  checkoutCompleted,
  invoiceEvent,
  MONTH_LATER_S,
  MONTHLY_PRICE,
  NOW_S,
  postEvent,
  recordingAccess,
  stripeEvent,
  subscriptionEvent,
  subscriptionObject2025,
  YEAR_LATER_S,
  YEARLY_PRICE,
} from './stripe-fixture';

/** 2027-01-22T12:00:00Z: the end of the period after MONTH_LATER_S. */
const TWO_MONTHS_LATER_S = 1800619200;
/** 2026-11-30T00:00:00Z. */
const NOV_30_S = 1795996800;

let t: TestApp;
let admin: string;
let backtester: string;
const recorded = recordingAccess();

beforeAll(async () => {
  ({ t, admin, backtester } = await buildBillingApp({ subscriberAccess: recorded.access }));
});
afterAll(() => t.close());
beforeEach(() => {
  recorded.changed.length = 0;
});

async function subscription(id: number) {
  const row = (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
  return {
    isSubscribed: row.isSubscribed,
    subscriptionType: row.subscriptionType,
    subscriptionEndDate: row.subscriptionEndDate?.toISOString() ?? null,
  };
}

async function customer(customerId: string) {
  return (
    await t.database.db.select().from(stripeCustomers).where(eq(stripeCustomers.customerId, customerId))
  )[0];
}

async function outcome(event: Parameters<typeof postEvent>[1]) {
  const response = await postEvent(t, event);
  expect(response.statusCode).toBe(200);
  return response.json().outcome as string;
}

describe('a new subscriber through Checkout (bob, id 2, no plan)', () => {
  it('checkout.session.completed finds him by client_reference_id before the email, and makes him Actif', async () => {
    const event = checkoutCompleted('evt_bob_checkout', {
      clientReferenceId: '2',
      customer: 'cus_bob',
      email: 'alice@example.com',
    });
    expect(await outcome(event)).toBe('applied');
    expect(await subscription(2)).toEqual({
      isSubscribed: true,
      subscriptionType: null,
      subscriptionEndDate: null,
    });
    expect((await customer('cus_bob'))?.userId).toBe(2);
    expect((await subscription(1)).subscriptionEndDate).toBe('2026-11-25T12:00:00.000Z'); // alice untouched
    expect(recorded.changed).toEqual([2]);
  });

  it('customer.subscription.created gives the plan of the price and the period end as end date', async () => {
    const event = subscriptionEvent('evt_bob_sub', 'created', {
      customer: 'cus_bob',
      status: 'active',
      price: MONTHLY_PRICE,
      periodEnd: MONTH_LATER_S,
    });
    expect(await outcome(event)).toBe('applied');
    expect(await subscription(2)).toEqual({
      isSubscribed: true,
      subscriptionType: 'MONTHLY',
      subscriptionEndDate: '2026-12-22T12:00:00.000Z',
    });
    expect(recorded.changed).toEqual([2]);
  });

  it('invoice.paid records the payment and moves the end date to the paid period end', async () => {
    const event = invoiceEvent('evt_bob_paid', 'paid', {
      customer: 'cus_bob',
      amount: 2990,
      price: MONTHLY_PRICE,
      periodEnd: TWO_MONTHS_LATER_S,
    });
    expect(await outcome(event)).toBe('applied');
    expect((await subscription(2)).subscriptionEndDate).toBe('2027-01-22T12:00:00.000Z');
    const rows = await t.database.db.select().from(payments).where(eq(payments.userId, 2));
    expect(
      rows.map((row) => [row.invoiceId, row.amount, row.currency, row.status, row.occurredAt.toISOString()]),
    ).toEqual([['in_evt_bob_paid', 2990, 'eur', 'paid', '2026-11-22T11:59:30.000Z']]);
  });

  it('invoice.payment_failed records the failed attempt (amount due, at the event time) and leaves access alone', async () => {
    const event = invoiceEvent('evt_bob_failed', 'payment_failed', {
      customer: 'cus_bob',
      amount: 2990,
      price: MONTHLY_PRICE,
      periodEnd: TWO_MONTHS_LATER_S,
    });
    expect(await outcome(event)).toBe('applied');
    const failed = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.invoiceId, 'in_evt_bob_failed'));
    expect(failed.map((row) => [row.amount, row.status, row.occurredAt.toISOString()])).toEqual([
      [2990, 'failed', '2026-11-22T12:00:00.000Z'],
    ]);
    expect((await subscription(2)).isSubscribed).toBe(true);
    expect(recorded.changed).toEqual([]);
  });

  it('customer.subscription.updated: past_due keeps access while Stripe retries, unpaid ends it', async () => {
    const update = (id: string, status: string, created: number) =>
      subscriptionEvent(
        id,
        'updated',
        { customer: 'cus_bob', status, price: MONTHLY_PRICE, periodEnd: TWO_MONTHS_LATER_S },
        created,
      );
    expect(await outcome(update('evt_bob_past_due', 'past_due', NOW_S + 1))).toBe('applied');
    expect((await subscription(2)).isSubscribed).toBe(true);
    expect(await outcome(update('evt_bob_unpaid', 'unpaid', NOW_S + 2))).toBe('applied');
    expect(await subscription(2)).toEqual({
      isSubscribed: false,
      subscriptionType: 'MONTHLY',
      subscriptionEndDate: '2027-01-22T12:00:00.000Z',
    });
    expect(recorded.changed).toEqual([2]);
  });

  it('an event older than the state held (Stripe does not promise order) changes nothing', async () => {
    const stale = subscriptionEvent(
      'evt_bob_stale',
      'updated',
      { customer: 'cus_bob', status: 'active', price: YEARLY_PRICE, periodEnd: YEAR_LATER_S },
      NOW_S,
    );
    expect(await outcome(stale)).toBe('ignored');
    expect((await subscription(2)).isSubscribed).toBe(false);
  });

  it('customer.subscription.deleted ends access, the end date being when it ended', async () => {
    const deleted = subscriptionEvent(
      'evt_bob_deleted',
      'deleted',
      {
        customer: 'cus_bob',
        status: 'canceled',
        price: MONTHLY_PRICE,
        periodEnd: TWO_MONTHS_LATER_S,
        endedAt: NOV_30_S,
      },
      NOW_S + 3,
    );
    expect(await outcome(deleted)).toBe('applied');
    expect(await subscription(2)).toEqual({
      isSubscribed: false,
      subscriptionType: 'MONTHLY',
      subscriptionEndDate: '2026-11-30T00:00:00.000Z',
    });
  });
});

describe('finding the subscriber', () => {
  it('falls back on the customer email when client_reference_id names nobody (dan, id 4)', async () => {
    const event = checkoutCompleted('evt_dan', {
      clientReferenceId: '999',
      customer: 'cus_dan',
      email: 'DAN@example.org',
    });
    expect(await outcome(event)).toBe('applied');
    expect((await customer('cus_dan'))?.userId).toBe(4);
    expect((await subscription(4)).isSubscribed).toBe(true);
  });

  it('reads the subscription in the older API shape too (period end on the subscription, price on the item)', async () => {
    const older = subscriptionObject2025({
      customer: 'cus_dan',
      status: 'active',
      price: YEARLY_PRICE,
      periodEnd: YEAR_LATER_S,
    });
    expect(at(older, 'items', 'data', 0)).not.toHaveProperty('current_period_end');
    expect(await outcome(stripeEvent('evt_dan_old', 'customer.subscription.updated', older))).toBe('applied');
    expect(await subscription(4)).toEqual({
      isSubscribed: true,
      subscriptionType: 'YEARLY',
      subscriptionEndDate: '2027-11-22T12:00:00.000Z',
    });
  });

  it('keeps the plan when the price is neither plan’s', async () => {
    const event = subscriptionEvent(
      'evt_dan_other_price',
      'updated',
      { customer: 'cus_dan', status: 'active', price: 'price_something_else', periodEnd: YEAR_LATER_S },
      NOW_S + 5,
    );
    expect(await outcome(event)).toBe('applied');
    expect((await subscription(4)).subscriptionType).toBe('YEARLY');
  });

  it('answers events of other types 200 "ignored"', async () => {
    const other = {
      id: 'evt_other',
      object: 'event' as const,
      type: 'customer.created',
      created: NOW_S,
      data: { object: {} },
    };
    expect(await outcome(other)).toBe('ignored');
  });

  it('answers 400 naming the field when an event of a handled type lacks what it needs', async () => {
    const broken = subscriptionEvent('evt_broken', 'updated', {
      customer: 'cus_x',
      status: 'active',
      price: MONTHLY_PRICE,
      periodEnd: MONTH_LATER_S,
    });
    delete broken.data.object.status;
    const response = await postEvent(t, broken);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ path: 'data.object.status', message: expect.any(String) }]);
  });
});

describe('unknown customers: the to-match list', () => {
  it('keeps a customer nobody matches, with the latest subscription state, in the list', async () => {
    const checkout = checkoutCompleted('evt_stranger', {
      clientReferenceId: null,
      customer: 'cus_stranger',
      email: 'stranger@example.com',
    });
    expect(await outcome(checkout)).toBe('unmatched');
    const created = subscriptionEvent('evt_stranger_sub', 'created', {
      customer: 'cus_stranger',
      status: 'active',
      price: YEARLY_PRICE,
      periodEnd: YEAR_LATER_S,
    });
    expect(await outcome(created)).toBe('unmatched');
    const paid = invoiceEvent('evt_stranger_paid', 'paid', {
      customer: 'cus_stranger',
      email: 'stranger@example.com',
      amount: 29900,
      price: YEARLY_PRICE,
      periodEnd: YEAR_LATER_S,
    });
    expect(await outcome(paid)).toBe('unmatched');
    const list = await get(t, '/api/billing/unmatched', admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      {
        customerId: 'cus_stranger',
        email: 'stranger@example.com',
        plan: 'YEARLY',
        subscriptionStatus: 'active',
        periodEnd: '2027-11-22T12:00:00.000Z',
        lastPaid: {
          invoiceId: 'in_evt_stranger_paid',
          amount: 29900,
          currency: 'eur',
          occurredAt: '2026-11-22T11:59:30.000Z',
        },
        lastEventType: 'invoice.paid',
        firstSeenAt: '2026-11-22T12:00:00.000Z',
        lastSeenAt: '2026-11-22T12:00:00.000Z',
      },
    ]);
    expect(recorded.changed).toEqual([]);
  });

  it('is admin1 only: admin2 403, signed out 401', async () => {
    expect((await get(t, '/api/billing/unmatched', backtester)).statusCode).toBe(403);
    expect((await get(t, '/api/billing/unmatched', '')).statusCode).toBe(401);
    const match = await post(t, '/api/billing/unmatched/cus_stranger/match', backtester, { userId: 3 });
    expect(match.statusCode).toBe(403);
    expect((await post(t, '/api/billing/unmatched/cus_stranger/match', '', { userId: 3 })).statusCode).toBe(
      401,
    );
  });

  it('matching needs the JSON content type and an allowed origin (CSRF)', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/billing/unmatched/cus_stranger/match',
      headers: { cookie: admin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'userId=3',
    });
    expect(form.statusCode).toBe(415);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/billing/unmatched/cus_stranger/match',
      headers: { cookie: admin, 'content-type': 'application/json', origin: 'https://evil.example' },
      payload: { userId: 3 },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await customer('cus_stranger'))?.userId).toBeNull();
  });

  it('matching ties the customer to carol (id 3), gives her what its facts say, takes the payment along, and is audited', async () => {
    const response = await post(t, '/api/billing/unmatched/cus_stranger/match', admin, { userId: 3 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: 3,
      isSubscribed: true,
      subscriptionType: 'YEARLY',
      subscriptionEndDate: '2027-11-22T12:00:00.000Z',
    });
    expect((await get(t, '/api/billing/unmatched', admin)).json().data).toEqual([]);
    const carolPayments = await t.database.db.select().from(payments).where(eq(payments.userId, 3));
    expect(carolPayments.map((row) => [row.invoiceId, row.amount])).toEqual([
      ['in_evt_stranger_paid', 29900],
    ]);
    expect(recorded.changed).toEqual([3]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'billing.match'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ username: 'admin', entityType: 'user', entityId: '3' });
    expect(audit[0]!.before).toMatchObject({
      customerId: 'cus_stranger',
      subscription: { subscriptionEndDate: '2027-06-10T12:00:00.000Z' },
    });
    // Later events of that customer reach carol directly.
    const renewed = subscriptionEvent(
      'evt_stranger_renewed',
      'updated',
      { customer: 'cus_stranger', status: 'canceled', price: YEARLY_PRICE, periodEnd: YEAR_LATER_S },
      NOW_S + 10,
    );
    expect(await outcome(renewed)).toBe('applied');
    expect((await subscription(3)).isSubscribed).toBe(false);
  });

  it('answers 409 for a customer already matched and 404 for an unknown customer or subscriber', async () => {
    expect(
      (await post(t, '/api/billing/unmatched/cus_stranger/match', admin, { userId: 3 })).statusCode,
    ).toBe(409);
    expect((await post(t, '/api/billing/unmatched/cus_nobody/match', admin, { userId: 3 })).statusCode).toBe(
      404,
    );
    const orphan = checkoutCompleted('evt_orphan', { customer: 'cus_orphan', email: 'orphan@example.com' });
    expect(await outcome(orphan)).toBe('unmatched');
    const noUser = await post(t, '/api/billing/unmatched/cus_orphan/match', admin, { userId: 4242 });
    expect(noUser.statusCode).toBe(404);
    expect(noUser.json()).toEqual({
      success: false,
      error: 'No subscriber 4242',
      code: 'NOT_FOUND',
      reason: 'subscriber.notFound',
      params: { id: 4242 },
    });
    expect((await post(t, '/api/billing/unmatched/cus_orphan/match', admin, { userId: 0 })).statusCode).toBe(
      400,
    );
  });
});
