import Stripe from 'stripe';
import { openDatabase } from '../../apps/server/src/db/client';
import { demoUsers, insertDemoUsers } from '../../apps/server/src/demo/demo-users';
import { startBenchApp } from './bench-app';
import { type BenchResult, median } from './bench-result';

/** Subscribers in the benchmark's database, as the users bench. */
const USER_COUNT = 100_000;
const EVENTS = 200;
const BURST = 50;
const SECRET = 'whsec_bench_signaldesk';

/**
 * `POST /api/billing/stripe-webhook` over 100 000 subscribers on PGlite, through the real app (docs/billing.md):
 * each event signed by the SDK, verified, claimed once and applied in its transaction, the subscriber's access
 * derived from all their facts. Checkouts find their subscriber by email (a new customer each), invoices reach a
 * linked customer; a burst delivers one event 50 times at once (one applies, the rest are duplicates); 50 distinct
 * events of one subscriber arrive at once. No target in the issue: the figures are for reading.
 */
export async function benchStripeWebhook(): Promise<BenchResult[]> {
  const database = await openDatabase({ dataDir: ':memory:' });
  try {
    const rows = demoUsers(USER_COUNT, Date.now(), 7);
    await insertDemoUsers(database.db, rows);
    const bench = await startBenchApp(database, {}, Date.now, { STRIPE_WEBHOOK_SECRET: SECRET });
    const post = async (id: string, type: string, object: Record<string, unknown>) => {
      const payload = JSON.stringify({
        id,
        object: 'event',
        type,
        created: Math.floor(Date.now() / 1000),
        data: { object },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
      const response = await bench.app.inject({
        method: 'POST',
        url: '/api/billing/stripe-webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
      if (response.statusCode !== 200) throw new Error(`${type}: ${response.statusCode} ${response.body}`);
      return response.json().outcome as string;
    };
    const timed = async (run: (index: number) => Promise<unknown>) => {
      const durations: number[] = [];
      for (let index = 0; index < EVENTS; index++) {
        const start = performance.now();
        await run(index);
        durations.push(performance.now() - start);
      }
      return median(durations);
    };
    const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86_400;
    const checkout = await timed((index) =>
      post(`evt_bench_checkout_${index}`, 'checkout.session.completed', {
        id: `cs_bench_${index}`,
        mode: 'subscription',
        customer: `cus_bench_${index}`,
        subscription: `sub_bench_${index}`,
        customer_details: { email: rows[index * 97]!.email.toUpperCase() },
        payment_status: 'paid',
      }),
    );
    const invoice = await timed((index) =>
      post(`evt_bench_invoice_${index}`, 'invoice.paid', {
        id: `in_bench_${index}`,
        customer: `cus_bench_${index}`,
        currency: 'eur',
        amount_paid: 2990,
        amount_due: 2990,
        created: periodEnd - 30 * 86_400,
        parent: { subscription_details: { subscription: `sub_bench_${index}` } },
        lines: { data: [{ period: { start: 0, end: periodEnd }, price: 'price_demo_monthly' }] },
      }),
    );
    const start = performance.now();
    const outcomes = await Promise.all(
      Array.from({ length: BURST }, () =>
        post('evt_bench_burst', 'customer.subscription.updated', {
          id: 'sub_bench_0',
          customer: 'cus_bench_0',
          status: 'active',
          items: { data: [{ price: 'price_demo_yearly', current_period_end: periodEnd }] },
        }),
      ),
    );
    const burst = performance.now() - start;
    if (outcomes.filter((outcome) => outcome === 'applied').length !== 1)
      throw new Error('burst applied twice');
    // Distinct events for one subscriber at once: billing's lock applies them one after the other.
    const concurrentStart = performance.now();
    await Promise.all(
      Array.from({ length: BURST }, (_, index) =>
        post(`evt_bench_many_${index}`, 'invoice.paid', {
          id: `in_bench_many_${index}`,
          customer: `cus_bench_many_${index}`,
          customer_email: rows[1]!.email,
          currency: 'eur',
          amount_paid: 2990,
          amount_due: 2990,
          created: periodEnd - 30 * 86_400,
          lines: { data: [{ period: { start: 0, end: periodEnd + index }, price: 'price_demo_monthly' }] },
        }),
      ),
    );
    const concurrent = performance.now() - concurrentStart;
    await bench.close();
    return [
      { name: 'stripe webhook (100k, PGlite): checkout, found by email', median_ms: checkout },
      { name: 'stripe webhook (100k, PGlite): invoice.paid, linked customer', median_ms: invoice },
      {
        name: `stripe webhook (100k, PGlite): one event delivered ${BURST}x at once`,
        median_ms: burst,
        unit_rate: `${((BURST / burst) * 1000).toFixed(0)} deliveries/s, 1 applied`,
      },
      {
        name: `stripe webhook (100k, PGlite): ${BURST} distinct events of one subscriber at once`,
        median_ms: concurrent,
        unit_rate: `${((BURST / concurrent) * 1000).toFixed(0)} events/s, all applied`,
      },
    ];
  } finally {
    await database.close();
  }
}
