import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../src/db/schema';
import { get, post } from '../positions/positions-fixture';
import type { TestApp } from '../support/test-app';
import {
  buildBillingApp,
  chargeRefunded,
  checkoutCompleted,
  disputeCreated,
  invoiceEvent,
  invoiceObject2025,
  invoicePaymentEvent,
  isoOf,
  MONTH_LATER_S,
  MONTHLY_PRICE,
  NOW_S,
  newSubscriber,
  postEvent,
  SECRET,
  type StripeTestEvent,
  sendEvent,
  stripeEvent,
  subscriptionEvent,
  subscriptionOf,
  YEAR_LATER_S,
  YEARLY_PRICE,
} from './stripe-fixture';

/**
 * The eight reproductions of issue 34, each as Stripe really delivers events (out of order, retried, concurrent),
 * signed with the SDK; each ends as the customer paid (docs/billing.md, Access).
 */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  ({ t, admin } = await buildBillingApp());
});
afterAll(() => t.close());

describe('issue 34: access follows what the customer paid for', () => {
  it('1: a late invoice.paid, created before the deletion, does not give access back', async () => {
    const id = await newSubscriber(t, 'repro1@example.com');
    const customer = 'cus_repro1';
    await sendEvent(
      t,
      checkoutCompleted('evt_r1_checkout', { clientReferenceId: String(id), customer }, NOW_S - 100),
    );
    const story = { customer, status: 'active', price: MONTHLY_PRICE, periodEnd: MONTH_LATER_S };
    await sendEvent(t, subscriptionEvent('evt_r1_created', 'created', story, NOW_S - 90));
    const ended = { ...story, status: 'canceled', endedAt: NOW_S - 50 };
    expect(await sendEvent(t, subscriptionEvent('evt_r1_deleted', 'deleted', ended, NOW_S - 50))).toBe(
      'applied',
    );
    const late = invoiceEvent(
      'evt_r1_late_invoice',
      'paid',
      { customer, amount: 2990, price: MONTHLY_PRICE, periodEnd: MONTH_LATER_S, paidAt: NOW_S - 96 },
      NOW_S - 95,
    );
    await sendEvent(t, late);
    expect(await subscriptionOf(t, id)).toEqual({
      isSubscribed: false,
      subscriptionType: 'MONTHLY',
      subscriptionEndDate: isoOf(NOW_S - 50),
    });
    // The payment itself is recorded all the same.
    const rows = await t.database.db.select().from(payments).where(eq(payments.userId, id));
    expect(rows.map((row) => row.invoiceId)).toEqual(['in_evt_r1_late_invoice']);
  });

  it('2: a late checkout for a subscription already deleted does not make the subscriber subscribed', async () => {
    const id = await newSubscriber(t, 'repro2@example.com');
    const customer = 'cus_repro2';
    const story = { customer, status: 'active', price: MONTHLY_PRICE, periodEnd: MONTH_LATER_S };
    expect(await sendEvent(t, subscriptionEvent('evt_r2_created', 'created', story, NOW_S - 90))).toBe(
      'unmatched',
    );
    const ended = { ...story, status: 'canceled', endedAt: NOW_S - 50 };
    expect(await sendEvent(t, subscriptionEvent('evt_r2_deleted', 'deleted', ended, NOW_S - 50))).toBe(
      'unmatched',
    );
    const checkout = checkoutCompleted(
      'evt_r2_checkout',
      { clientReferenceId: String(id), customer },
      NOW_S - 100,
    );
    expect(await sendEvent(t, checkout)).toBe('applied');
    expect(await subscriptionOf(t, id)).toEqual({
      isSubscribed: false,
      subscriptionType: 'MONTHLY',
      subscriptionEndDate: isoOf(NOW_S - 50),
    });
  });

  it('3: an update in the same second as the deletion does not bring a canceled subscription back', async () => {
    const id = await newSubscriber(t, 'repro3@example.com');
    const customer = 'cus_repro3';
    await sendEvent(
      t,
      checkoutCompleted('evt_r3_checkout', { clientReferenceId: String(id), customer }, NOW_S - 100),
    );
    const story = { customer, status: 'active', price: MONTHLY_PRICE, periodEnd: MONTH_LATER_S };
    await sendEvent(t, subscriptionEvent('evt_r3_created', 'created', story, NOW_S - 90));
    const ended = { ...story, status: 'canceled', endedAt: NOW_S - 50 };
    await sendEvent(t, subscriptionEvent('evt_r3_deleted', 'deleted', ended, NOW_S - 50));
    await sendEvent(t, subscriptionEvent('evt_r3_updated', 'updated', story, NOW_S - 50));
    expect(await subscriptionOf(t, id)).toEqual({
      isSubscribed: false,
      subscriptionType: 'MONTHLY',
      subscriptionEndDate: isoOf(NOW_S - 50),
    });
  });

  it('4: with two customers, ending the second one’s subscription keeps the first one’s yearly plan', async () => {
    const id = await newSubscriber(t, 'repro4@example.com');
    await sendEvent(
      t,
      checkoutCompleted(
        'evt_r4_checkout_a',
        { clientReferenceId: String(id), customer: 'cus_repro4a' },
        NOW_S - 200,
      ),
    );
    const yearly = {
      customer: 'cus_repro4a',
      status: 'active',
      price: YEARLY_PRICE,
      periodEnd: YEAR_LATER_S,
    };
    await sendEvent(t, subscriptionEvent('evt_r4_created_a', 'created', yearly, NOW_S - 190));
    await sendEvent(
      t,
      checkoutCompleted(
        'evt_r4_checkout_b',
        { clientReferenceId: String(id), customer: 'cus_repro4b' },
        NOW_S - 100,
      ),
    );
    const monthly = {
      customer: 'cus_repro4b',
      status: 'active',
      price: MONTHLY_PRICE,
      periodEnd: MONTH_LATER_S,
    };
    await sendEvent(t, subscriptionEvent('evt_r4_created_b', 'created', monthly, NOW_S - 90));
    const ended = { ...monthly, status: 'canceled', endedAt: NOW_S - 50 };
    await sendEvent(t, subscriptionEvent('evt_r4_deleted_b', 'deleted', ended, NOW_S - 50));
    expect(await subscriptionOf(t, id)).toEqual({
      isSubscribed: true,
      subscriptionType: 'YEARLY',
      subscriptionEndDate: isoOf(YEAR_LATER_S),
    });
  });

  it('5: 50 concurrent invoice.paid events for new customers of one subscriber all answer 200', async () => {
    const id = await newSubscriber(t, 'repro5@example.com');
    const events = Array.from({ length: 50 }, (_, index) =>
      invoiceEvent(`evt_r5_${index}`, 'paid', {
        customer: `cus_repro5_${index}`,
        email: 'REPRO5@example.com',
        amount: 2990,
        price: MONTHLY_PRICE,
        periodEnd: MONTH_LATER_S + index,
      }),
    );
    const answers = await Promise.all(events.map((event) => postEvent(t, event)));
    const errors = answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.body);
    expect(errors).toEqual([]);
    expect(new Set(answers.map((answer) => answer.json().outcome))).toEqual(new Set(['applied']));
    expect(await t.database.db.select().from(payments).where(eq(payments.userId, id))).toHaveLength(50);
    expect(await subscriptionOf(t, id)).toEqual({
      isSubscribed: true,
      subscriptionType: 'MONTHLY',
      subscriptionEndDate: isoOf(MONTH_LATER_S + 49),
    });
  });

  it('6: matching a paid invoice of an unknown customer gives the subscriber the period it paid for', async () => {
    const id = await newSubscriber(t, 'repro6@example.com');
    const paid = invoiceEvent('evt_r6_paid', 'paid', {
      customer: 'cus_repro6',
      email: 'someone-else@example.com',
      amount: 2990,
      price: MONTHLY_PRICE,
      periodEnd: MONTH_LATER_S,
    });
    expect(await sendEvent(t, paid)).toBe('unmatched');
    const match = await post(t, '/api/billing/unmatched/cus_repro6/match', admin, { userId: id });
    expect(match.statusCode, match.body).toBe(200);
    expect(match.json().data).toMatchObject({
      isSubscribed: true,
      subscriptionType: 'MONTHLY',
      subscriptionEndDate: isoOf(MONTH_LATER_S),
    });
    expect(await subscriptionOf(t, id)).toEqual({
      isSubscribed: true,
      subscriptionType: 'MONTHLY',
      subscriptionEndDate: isoOf(MONTH_LATER_S),
    });
  });

  it('7: a validly signed body that is not JSON is refused as a bad body, not as a bad signature', async () => {
    const payload = '{"id": "evt_r7", "object": "event", ';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/billing/stripe-webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: SECRET,
          timestamp: NOW_S,
        }),
      },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect(response.json().error).toMatch(/^The Stripe event body is not JSON/);
    expect(response.json().error).not.toMatch(/signature/i);
  });

  describe('8: refunds and disputes', () => {
    async function paidSubscriber(name: string, invoice: StripeTestEvent) {
      const id = await newSubscriber(t, `${name}@example.com`);
      const customer = `cus_${name}`;
      await sendEvent(
        t,
        checkoutCompleted(`evt_${name}_checkout`, { clientReferenceId: String(id), customer }, NOW_S - 300),
      );
      const story = { customer, status: 'active', price: MONTHLY_PRICE, periodEnd: MONTH_LATER_S };
      await sendEvent(t, subscriptionEvent(`evt_${name}_created`, 'created', story, NOW_S - 290));
      expect(await sendEvent(t, invoice)).toBe('applied');
      expect((await subscriptionOf(t, id)).isSubscribed).toBe(true);
      return id;
    }

    it('a full refund (charge.refunded, the older API shape naming the invoice) ends the access it paid for', async () => {
      const story = {
        customer: 'cus_refund8',
        amount: 2990,
        price: MONTHLY_PRICE,
        periodEnd: MONTH_LATER_S,
        charge: 'ch_refund8',
        paymentIntent: 'pi_refund8',
      };
      const invoice = stripeEvent(
        'evt_refund8_paid',
        'invoice.paid',
        invoiceObject2025('evt_refund8_paid', 'paid', story),
        NOW_S - 280,
      );
      const id = await paidSubscriber('refund8', invoice);
      const refund = chargeRefunded('evt_refund8_refunded', {
        id: 'ch_refund8',
        customer: 'cus_refund8',
        paymentIntent: 'pi_refund8',
        amount: 2990,
        amountRefunded: 2990,
        invoice: 'in_evt_refund8_paid',
      });
      expect(await sendEvent(t, refund)).toBe('applied');
      expect(await subscriptionOf(t, id)).toEqual({
        isSubscribed: false,
        subscriptionType: 'MONTHLY',
        subscriptionEndDate: isoOf(NOW_S),
      });
      const detail = (await get(t, `/api/users/${id}`, admin)).json().data;
      expect(detail.accessEnded).toEqual({
        reason: 'refunded',
        at: isoOf(NOW_S),
        reference: 'in_evt_refund8_paid',
        status: 'active',
      });
      expect(detail.payments[0].reversal).toEqual({
        kind: 'refund',
        amount: 2990,
        full: true,
        occurredAt: isoOf(NOW_S),
      });
    });

    it('a dispute (charge.dispute.created, traced through invoice_payment.paid) ends the access it paid for', async () => {
      const invoice = invoiceEvent(
        'evt_dispute8_paid',
        'paid',
        { customer: 'cus_dispute8', amount: 2990, price: MONTHLY_PRICE, periodEnd: MONTH_LATER_S },
        NOW_S - 280,
      );
      const id = await paidSubscriber('dispute8', invoice);
      await sendEvent(
        t,
        invoicePaymentEvent(
          'evt_dispute8_link',
          { invoice: 'in_evt_dispute8_paid', paymentIntent: 'pi_dispute8', amount: 2990 },
          NOW_S - 279,
        ),
      );
      const dispute = disputeCreated('evt_dispute8', {
        charge: 'ch_dispute8',
        paymentIntent: 'pi_dispute8',
        amount: 2990,
      });
      expect(await sendEvent(t, dispute)).toBe('applied');
      expect((await subscriptionOf(t, id)).isSubscribed).toBe(false);
      const detail = (await get(t, `/api/users/${id}`, admin)).json().data;
      expect(detail.accessEnded).toMatchObject({ reason: 'disputed', reference: 'in_evt_dispute8_paid' });
    });

    it('a partial refund is recorded only: access stays', async () => {
      const invoice = invoiceEvent(
        'evt_partial8_paid',
        'paid',
        { customer: 'cus_partial8', amount: 2990, price: MONTHLY_PRICE, periodEnd: MONTH_LATER_S },
        NOW_S - 280,
      );
      const id = await paidSubscriber('partial8', invoice);
      await sendEvent(
        t,
        invoicePaymentEvent(
          'evt_partial8_link',
          { invoice: 'in_evt_partial8_paid', paymentIntent: 'pi_partial8', amount: 2990 },
          NOW_S - 279,
        ),
      );
      const refund = chargeRefunded('evt_partial8_refunded', {
        id: 'ch_partial8',
        customer: 'cus_partial8',
        paymentIntent: 'pi_partial8',
        amount: 2990,
        amountRefunded: 1000,
      });
      expect(await sendEvent(t, refund)).toBe('applied');
      expect(await subscriptionOf(t, id)).toEqual({
        isSubscribed: true,
        subscriptionType: 'MONTHLY',
        subscriptionEndDate: isoOf(MONTH_LATER_S),
      });
      const detail = (await get(t, `/api/users/${id}`, admin)).json().data;
      expect(detail.accessEnded).toBeNull();
      expect(detail.payments[0].reversal).toEqual({
        kind: 'refund',
        amount: 1000,
        full: false,
        occurredAt: isoOf(NOW_S),
      });
    });
  });
});
