import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { get } from '../positions/positions-fixture';
import type { TestApp } from '../support/test-app';
import {
  buildBillingApp,
  chargeRefunded,
  checkoutCompleted,
  disputeCreated,
  invoiceEvent,
  invoicePaymentEvent,
  MONTHLY_PRICE,
  NOW_S,
  newSubscriber,
  postEvent,
  type StripeTestEvent,
  subscriptionEvent,
  YEARLY_PRICE,
} from './stripe-fixture';

/**
 * Stripe does not promise order and retries for three days: whatever order one customer's events arrive in (one
 * at a time, or all at once), the subscriber ends as the in-order delivery leaves them (docs/billing.md, Access).
 */

const DAY_S = 86_400;

let t: TestApp;
let admin: string;
let runs = 0;

beforeAll(async () => {
  ({ t, admin } = await buildBillingApp());
});
afterAll(() => t.close());

/** What may happen in one customer's story besides a checkout, a subscription and its first paid month. */
interface Story {
  renewed: boolean;
  pastDueSameSecond: boolean;
  refund: 'none' | 'partial' | 'full' | 'dispute';
  canceled: boolean;
  secondYearly: boolean;
}

/** The story's events in the order Stripe sent them, for subscriber `userId`; ids are unique to `tag`. */
function history(story: Story, tag: string, userId: number): StripeTestEvent[] {
  const customer = `cus_${tag}`;
  const subscription = `sub_${tag}`;
  const start = NOW_S - 2 * DAY_S;
  const firstEnd = NOW_S + 10 * DAY_S;
  const secondEnd = NOW_S + 40 * DAY_S;
  const month = { id: subscription, customer, price: MONTHLY_PRICE };
  const events: StripeTestEvent[] = [
    checkoutCompleted(
      `evt_${tag}_checkout`,
      { clientReferenceId: String(userId), customer, subscription },
      start,
    ),
    subscriptionEvent(
      `evt_${tag}_created`,
      'created',
      { ...month, status: 'active', periodEnd: firstEnd },
      start + 1,
    ),
    invoiceEvent(
      `evt_${tag}_paid1`,
      'paid',
      {
        id: `in_${tag}_1`,
        customer,
        subscription,
        amount: 2990,
        price: MONTHLY_PRICE,
        periodEnd: firstEnd,
        paidAt: start + 2,
      },
      start + 2,
    ),
    invoicePaymentEvent(
      `evt_${tag}_link1`,
      { invoice: `in_${tag}_1`, paymentIntent: `pi_${tag}_1`, amount: 2990 },
      start + 3,
    ),
  ];
  let lastInvoice = 1;
  if (story.renewed) {
    lastInvoice = 2;
    const at = start + DAY_S;
    events.push(
      subscriptionEvent(
        `evt_${tag}_renewed`,
        'updated',
        { ...month, status: 'active', periodEnd: secondEnd },
        at,
      ),
      invoiceEvent(
        `evt_${tag}_paid2`,
        'paid',
        {
          id: `in_${tag}_2`,
          customer,
          subscription,
          amount: 2990,
          price: MONTHLY_PRICE,
          periodEnd: secondEnd,
        },
        at + 1,
      ),
      invoicePaymentEvent(
        `evt_${tag}_link2`,
        { invoice: `in_${tag}_2`, paymentIntent: `pi_${tag}_2`, amount: 2990 },
        at + 2,
      ),
    );
  }
  const periodEnd = story.renewed ? secondEnd : firstEnd;
  if (story.pastDueSameSecond) {
    // Two updates of one second: the later period end, then the status order, decide.
    const at = start + DAY_S + 10;
    events.push(
      subscriptionEvent(`evt_${tag}_past_due`, 'updated', { ...month, status: 'past_due', periodEnd }, at),
      subscriptionEvent(`evt_${tag}_active_again`, 'updated', { ...month, status: 'active', periodEnd }, at),
    );
  }
  const paymentIntent = `pi_${tag}_${lastInvoice}`;
  const charge = `ch_${tag}_${lastInvoice}`;
  const reversalAt = NOW_S - 3600;
  if (story.refund === 'partial' || story.refund === 'full') {
    events.push(
      chargeRefunded(
        `evt_${tag}_refund`,
        {
          id: charge,
          customer,
          paymentIntent,
          amount: 2990,
          amountRefunded: story.refund === 'full' ? 2990 : 990,
        },
        reversalAt,
      ),
    );
  }
  if (story.refund === 'dispute') {
    events.push(disputeCreated(`evt_${tag}_dispute`, { charge, paymentIntent, amount: 2990 }, reversalAt));
  }
  if (story.canceled) {
    events.push(
      subscriptionEvent(
        `evt_${tag}_deleted`,
        'deleted',
        { ...month, status: 'canceled', periodEnd, endedAt: NOW_S - 600 },
        NOW_S - 600,
      ),
    );
  }
  if (story.secondYearly) {
    const yearly = { id: `${subscription}_y`, customer, price: YEARLY_PRICE };
    events.push(
      subscriptionEvent(
        `evt_${tag}_yearly`,
        'created',
        { ...yearly, status: 'active', periodEnd: NOW_S + 300 * DAY_S },
        NOW_S - 900,
      ),
    );
  }
  return events;
}

/** The subscriber as Stripe's events left them: access, plan, end, and why access ended. */
async function finalState(userId: number) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
  const detail = (await get(t, `/api/users/${userId}`, admin)).json().data;
  return {
    isSubscribed: row!.isSubscribed,
    subscriptionType: row!.subscriptionType,
    subscriptionEndDate: row!.subscriptionEndDate?.toISOString() ?? null,
    accessEnded: detail.accessEnded,
    payments: detail.payments.map((payment: { invoiceId: string; reversal: unknown }) => ({
      invoice: payment.invoiceId.replace(/^in_[^_]+_[^_]+_/, 'in_'),
      reversal: payment.reversal,
    })),
  };
}

/** The tag's own ids in the state, written the same for every run. */
function withoutTag(state: Awaited<ReturnType<typeof finalState>>, tag: string) {
  return JSON.parse(JSON.stringify(state).replaceAll(tag, 'TAG'));
}

async function deliver(events: StripeTestEvent[], atOnce: boolean) {
  const answers = atOnce
    ? await Promise.all(events.map((event) => postEvent(t, event)))
    : await events.reduce<Promise<Awaited<ReturnType<typeof postEvent>>[]>>(
        async (done, event) => [...(await done), await postEvent(t, event)],
        Promise.resolve([]),
      );
  expect(answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.body)).toEqual([]);
}

const stories = fc.record<Story>({
  renewed: fc.boolean(),
  pastDueSameSecond: fc.boolean(),
  refund: fc.constantFrom('none', 'partial', 'full', 'dispute'),
  canceled: fc.boolean(),
  secondYearly: fc.boolean(),
});

describe('one customer’s events in any order', () => {
  it('always end in the state of the in-order delivery', async () => {
    await fc.assert(
      fc.asyncProperty(
        stories,
        fc.array(fc.nat(), { minLength: 20, maxLength: 20 }),
        fc.boolean(),
        async (story, keys, atOnce) => {
          runs++;
          const inOrderTag = `p${runs}a`;
          const shuffledTag = `p${runs}b`;
          const inOrderUser = await newSubscriber(t, `${inOrderTag}@example.com`);
          await deliver(history(story, inOrderTag, inOrderUser), false);
          const expected = withoutTag(await finalState(inOrderUser), inOrderTag);

          const shuffledUser = await newSubscriber(t, `${shuffledTag}@example.com`);
          const events = history(story, shuffledTag, shuffledUser);
          // A permutation drawn from the random keys (fast-check shrinks them to the smallest failing order).
          const shuffled = events
            .map((event, index) => ({ event, key: keys[index] ?? index }))
            .sort((a, b) => a.key - b.key)
            .map((entry) => entry.event);
          await deliver(shuffled, atOnce);
          expect(withoutTag(await finalState(shuffledUser), shuffledTag)).toEqual(expected);
        },
      ),
      { numRuns: 30 },
    );
  }, 300_000);
});
