import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isNewerSubscriptionState,
  type PaymentFacts,
  type SubscriptionFacts,
  type SubscriptionState,
  stripeAccess,
  withStripeAccess,
} from '../../src/billing/access-rules';

const NOW = new Date('2026-11-22T12:00:00.000Z');
const day = (days: number) => new Date(NOW.getTime() + days * 86_400_000);

const subscription = (facts: Partial<SubscriptionFacts> & { id: string }): SubscriptionFacts => ({
  status: 'active',
  plan: 'MONTHLY',
  periodEnd: day(30),
  endedAt: null,
  paidAtCheckout: false,
  ...facts,
});

const payment = (facts: Partial<PaymentFacts> & { reference: string }): PaymentFacts => ({
  subscriptionId: 'sub_1',
  oneTime: false,
  plan: 'MONTHLY',
  periodEnd: day(30),
  reversal: null,
  ...facts,
});

describe('the newest information about a subscription', () => {
  const state = (status: string, atSeconds: number, periodEndDays = 30): SubscriptionState => ({
    status,
    plan: 'MONTHLY',
    priceId: 'price_m',
    periodEnd: day(periodEndDays),
    endedAt: status === 'canceled' ? day(0) : null,
    at: new Date(NOW.getTime() + atSeconds * 1000),
  });

  it('is the later one; within one second the later period end, then the status order', () => {
    expect(isNewerSubscriptionState(state('past_due', 2), state('active', 1))).toBe(true);
    expect(isNewerSubscriptionState(state('active', 1), state('past_due', 2))).toBe(false);
    expect(isNewerSubscriptionState(state('active', 1, 60), state('past_due', 1, 30))).toBe(true);
    expect(isNewerSubscriptionState(state('past_due', 1), state('active', 1))).toBe(true);
    expect(isNewerSubscriptionState(state('active', 1), state('active', 1))).toBe(false);
    expect(isNewerSubscriptionState(state('active', 1), null)).toBe(true);
  });

  it('never replaces a canceled subscription with a live status, even one sent later', () => {
    expect(isNewerSubscriptionState(state('active', 50), state('canceled', 1))).toBe(false);
    expect(isNewerSubscriptionState(state('canceled', 1), state('active', 50))).toBe(true);
    expect(isNewerSubscriptionState(state('incomplete_expired', 1), state('incomplete', 2))).toBe(true);
  });

  it('holds the same state after any arrival order (a total order: the fold is commutative)', () => {
    const statuses = ['incomplete', 'trialing', 'active', 'past_due', 'unpaid', 'paused', 'canceled'];
    const anyState = fc.record({
      status: fc.constantFrom(...statuses),
      at: fc.integer({ min: 0, max: 5 }),
      periodEnd: fc.integer({ min: 28, max: 32 }),
      price: fc.constantFrom('price_m', 'price_y'),
    });
    fc.assert(
      fc.property(
        fc
          .array(anyState, { minLength: 1, maxLength: 8 })
          .chain((states) =>
            fc.tuple(fc.constant(states), fc.shuffledSubarray(states, { minLength: states.length })),
          ),
        ([inOrder, shuffled]) => {
          const fold = (list: typeof inOrder) =>
            list
              .map(
                (item): SubscriptionState => ({
                  ...state(item.status, item.at, item.periodEnd),
                  priceId: item.price,
                }),
              )
              .reduce<SubscriptionState | null>(
                (held, next) => (isNewerSubscriptionState(next, held) ? next : held),
                null,
              );
          expect(fold(shuffled)).toEqual(fold(inOrder));
        },
      ),
    );
  });
});

describe('a subscriber’s access from Stripe’s facts', () => {
  it('is nothing to say without facts', () => {
    expect(stripeAccess([], [], NOW)).toBeNull();
    expect(
      withStripeAccess({ isSubscribed: true, subscriptionType: 'LIFETIME', subscriptionEndDate: null }, null),
    ).toEqual({ isSubscribed: true, subscriptionType: 'LIFETIME', subscriptionEndDate: null });
  });

  it('comes from an active subscription until its period end, or the later period an invoice paid', () => {
    expect(stripeAccess([subscription({ id: 'sub_1' })], [], NOW)).toEqual({
      isSubscribed: true,
      plan: 'MONTHLY',
      endDate: day(30),
      ended: null,
    });
    const renewed = payment({ reference: 'in_2', periodEnd: day(60) });
    expect(stripeAccess([subscription({ id: 'sub_1' })], [renewed], NOW)?.endDate).toEqual(day(60));
  });

  it('ends with a canceled subscription, whatever its invoices paid (reproduction 1)', () => {
    const canceled = subscription({ id: 'sub_1', status: 'canceled', endedAt: day(-1) });
    const late = payment({ reference: 'in_late', periodEnd: day(30) });
    expect(stripeAccess([canceled], [late], NOW)).toEqual({
      isSubscribed: false,
      plan: 'MONTHLY',
      endDate: day(-1),
      ended: { reason: 'canceled', at: day(-1), reference: 'sub_1', status: 'canceled' },
    });
  });

  it('takes the latest end of several subscriptions; one canceled leaves the other (reproduction 4)', () => {
    const yearly = subscription({ id: 'sub_y', plan: 'YEARLY', periodEnd: day(365) });
    const monthly = subscription({ id: 'sub_m', status: 'canceled', endedAt: day(0) });
    expect(stripeAccess([monthly, yearly], [], NOW)).toMatchObject({
      isSubscribed: true,
      plan: 'YEARLY',
      endDate: day(365),
    });
  });

  it('gives a subscription known only from its paid invoice the period paid for, while it lasts', () => {
    expect(stripeAccess([], [payment({ reference: 'in_1', periodEnd: day(30) })], NOW)).toMatchObject({
      isSubscribed: true,
      endDate: day(30),
    });
    expect(stripeAccess([], [payment({ reference: 'in_1', periodEnd: day(-2) })], NOW)).toEqual({
      isSubscribed: false,
      plan: 'MONTHLY',
      endDate: day(-2),
      ended: { reason: 'expired', at: day(-2), reference: 'sub_1', status: null },
    });
  });

  it('gives a paid Checkout access with an end not yet known (the subscriber’s stays)', () => {
    const checkout = subscription({
      id: 'sub_1',
      status: null,
      plan: null,
      periodEnd: null,
      paidAtCheckout: true,
    });
    const access = stripeAccess([checkout], [], NOW);
    expect(access).toEqual({ isSubscribed: true, plan: undefined, endDate: undefined, ended: null });
    expect(
      withStripeAccess(
        { isSubscribed: false, subscriptionType: 'YEARLY', subscriptionEndDate: day(-5) },
        access,
      ),
    ).toEqual({ isSubscribed: true, subscriptionType: 'YEARLY', subscriptionEndDate: day(-5) });
  });

  it('takes back the period whose money was refunded in full or disputed; an older one changes nothing', () => {
    const refunded = payment({ reference: 'in_1', reversal: { kind: 'refund', at: NOW } });
    expect(stripeAccess([subscription({ id: 'sub_1' })], [refunded], NOW)).toEqual({
      isSubscribed: false,
      plan: 'MONTHLY',
      endDate: NOW,
      ended: { reason: 'refunded', at: NOW, reference: 'in_1', status: 'active' },
    });
    const older = payment({ reference: 'in_0', periodEnd: day(-30), reversal: { kind: 'dispute', at: NOW } });
    const current = payment({ reference: 'in_1', periodEnd: day(30) });
    expect(stripeAccess([subscription({ id: 'sub_1' })], [older, current], NOW)?.isSubscribed).toBe(true);
  });

  it('gives a one-time payment access with no end, until its money is taken back', () => {
    const once = payment({
      reference: 'cs_1',
      subscriptionId: null,
      oneTime: true,
      plan: null,
      periodEnd: null,
    });
    expect(stripeAccess([], [once], NOW)).toEqual({
      isSubscribed: true,
      plan: undefined,
      endDate: null,
      ended: null,
    });
    const disputed = { ...once, reversal: { kind: 'dispute' as const, at: NOW } };
    expect(stripeAccess([], [disputed], NOW)?.ended).toEqual({
      reason: 'disputed',
      at: NOW,
      reference: 'cs_1',
      status: null,
    });
  });

  it('says why a subscription in a status without access gives none', () => {
    expect(stripeAccess([subscription({ id: 'sub_1', status: 'unpaid' })], [], NOW)?.ended).toEqual({
      reason: 'unpaid',
      at: day(30),
      reference: 'sub_1',
      status: 'unpaid',
    });
  });

  it('records an invoice outside any subscription with no service period, and gives nothing for it', () => {
    const oneOff = payment({ reference: 'in_1', subscriptionId: null, periodEnd: null });
    expect(stripeAccess([], [oneOff], NOW)).toBeNull();
  });
});
