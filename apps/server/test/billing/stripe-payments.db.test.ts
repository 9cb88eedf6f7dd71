import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema';
import { get, post } from '../positions/positions-fixture';
import type { TestApp } from '../support/test-app';
import {
  buildBillingApp,
  chargeRefunded,
  checkoutCompleted,
  invoiceEvent,
  MONTH_LATER_S,
  MONTHLY_PRICE,
  NOW_S,
  sendEvent,
  subscriptionEvent,
  subscriptionOf,
  YEAR_LATER_S,
  YEARLY_PRICE,
} from './stripe-fixture';

/** One-time payments, their refunds, and the to-match list's paid customers (docs/billing.md, Payments, To match). */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  ({ t, admin } = await buildBillingApp());
});
afterAll(() => t.close());

describe('a one-time Checkout payment', () => {
  it('gives access with no end, listed under the session’s id; its full refund ends it, and the page says why', async () => {
    const checkout = checkoutCompleted('evt_once_dan', {
      mode: 'payment',
      clientReferenceId: '4',
      customer: 'cus_once_dan',
      paymentIntent: 'pi_once_dan',
      amount: 19900,
    });
    expect(await sendEvent(t, checkout)).toBe('applied');
    expect(await subscriptionOf(t, 4)).toEqual({
      isSubscribed: true,
      subscriptionType: 'MONTHLY', // his plan stays: a one-time payment names none
      subscriptionEndDate: null,
    });
    const page = (await get(t, '/api/users/4', admin)).json().data;
    expect(page.payments).toEqual([
      {
        id: expect.any(Number),
        invoiceId: 'cs_evt_once_dan',
        amount: 19900,
        currency: 'eur',
        status: 'paid',
        occurredAt: new Date((NOW_S - 120) * 1000).toISOString(),
        reversal: null,
      },
    ]);
    const refund = chargeRefunded('evt_once_dan_refund', {
      id: 'ch_once_dan',
      customer: 'cus_once_dan',
      paymentIntent: 'pi_once_dan',
      amount: 19900,
      amountRefunded: 19900,
    });
    expect(await sendEvent(t, refund)).toBe('applied');
    expect((await subscriptionOf(t, 4)).isSubscribed).toBe(false);
    const after = (await get(t, '/api/users/4', admin)).json().data;
    expect(after.accessEnded).toEqual({
      reason: 'refunded',
      at: new Date(NOW_S * 1000).toISOString(),
      reference: 'cs_evt_once_dan',
      status: null,
    });
  });

  it('with neither a customer nor a subscriber to tie it to, is ignored (there is nothing to list it by)', async () => {
    const stray = checkoutCompleted('evt_once_stray', { mode: 'payment', email: 'nobody@example.com' });
    expect(await sendEvent(t, stray)).toBe('ignored');
  });
});

describe('the to-match list', () => {
  it('puts the customers who paid first, with the amount and the date; a refunded payment is not "paid"', async () => {
    await sendEvent(
      t,
      invoiceEvent(
        'evt_wait_paid',
        'paid',
        {
          customer: 'cus_wait_paid',
          email: 'paid-stranger@example.com',
          amount: 29900,
          price: YEARLY_PRICE,
          periodEnd: YEAR_LATER_S,
          paidAt: NOW_S - 7200,
        },
        NOW_S - 7200,
      ),
    );
    await sendEvent(
      t,
      subscriptionEvent(
        'evt_wait_sub',
        'created',
        { customer: 'cus_wait_sub', status: 'incomplete', price: MONTHLY_PRICE, periodEnd: MONTH_LATER_S },
        NOW_S - 60,
      ),
    );
    await sendEvent(
      t,
      invoiceEvent('evt_wait_refunded', 'paid', {
        customer: 'cus_wait_refunded',
        amount: 2990,
        price: MONTHLY_PRICE,
        periodEnd: MONTH_LATER_S,
        charge: 'ch_wait_refunded',
      }),
    );
    const refunded = chargeRefunded('evt_wait_refund', {
      id: 'ch_wait_refunded',
      customer: 'cus_wait_refunded',
      paymentIntent: null,
      amount: 2990,
      amountRefunded: 2990,
      invoice: 'in_evt_wait_refunded',
    });
    expect(await sendEvent(t, refunded)).toBe('unmatched');
    const list = (await get(t, '/api/billing/unmatched', admin)).json().data;
    expect(
      list.map((entry: { customerId: string; lastPaid: unknown }) => [entry.customerId, entry.lastPaid]),
    ).toEqual([
      [
        'cus_wait_paid',
        {
          invoiceId: 'in_evt_wait_paid',
          amount: 29900,
          currency: 'eur',
          occurredAt: new Date((NOW_S - 7200) * 1000).toISOString(),
        },
      ],
      ['cus_wait_refunded', null],
      ['cus_wait_sub', null],
    ]);
    expect(list[2]).toMatchObject({ plan: 'MONTHLY', subscriptionStatus: 'incomplete' });
  });

  it('matching applies what the customer paid for and audits the payments it moved', async () => {
    const match = await post(t, '/api/billing/unmatched/cus_wait_paid/match', admin, { userId: 2 });
    expect(match.statusCode, match.body).toBe(200);
    expect(await subscriptionOf(t, 2)).toEqual({
      isSubscribed: true,
      subscriptionType: 'YEARLY',
      subscriptionEndDate: new Date(YEAR_LATER_S * 1000).toISOString(),
    });
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'billing.match'));
    expect(audit!.after).toMatchObject({
      customerId: 'cus_wait_paid',
      paid: ['in_evt_wait_paid'],
      subscription: { isSubscribed: true, subscriptionType: 'YEARLY' },
    });
  });
});

describe('a customer that a later checkout names for another subscriber', () => {
  it('moves with its subscriptions and payments: the new subscriber gets the access they give', async () => {
    await sendEvent(
      t,
      checkoutCompleted('evt_move_a', { clientReferenceId: '5', customer: 'cus_move' }, NOW_S - 300),
    );
    const story = { customer: 'cus_move', status: 'active', price: MONTHLY_PRICE, periodEnd: MONTH_LATER_S };
    await sendEvent(t, subscriptionEvent('evt_move_sub', 'created', story, NOW_S - 290));
    await sendEvent(t, invoiceEvent('evt_move_paid', 'paid', { ...story, amount: 2990 }, NOW_S - 280));
    expect(await subscriptionOf(t, 5)).toMatchObject({ isSubscribed: true, subscriptionType: 'MONTHLY' });
    // The same customer checks out again for frank (id 6), whose own plan had 6 days left.
    const again = checkoutCompleted(
      'evt_move_b',
      { clientReferenceId: '6', customer: 'cus_move', subscription: 'sub_cus_move' },
      NOW_S - 100,
    );
    expect(await sendEvent(t, again)).toBe('applied');
    expect(await subscriptionOf(t, 6)).toEqual({
      isSubscribed: true,
      subscriptionType: 'MONTHLY',
      subscriptionEndDate: new Date(MONTH_LATER_S * 1000).toISOString(),
    });
    const eve = (await get(t, '/api/users/5', admin)).json().data;
    expect(eve.stripeCustomerIds).toEqual([]);
    expect(eve.payments).toEqual([]);
    const frank = (await get(t, '/api/users/6', admin)).json().data;
    expect(frank.payments.map((payment: { invoiceId: string }) => payment.invoiceId)).toEqual([
      'in_evt_move_paid',
    ]);
  });
});
