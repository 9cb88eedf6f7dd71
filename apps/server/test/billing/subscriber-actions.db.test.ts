import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema';
import { get, post } from '../positions/positions-fixture';
import { JSON_HEADERS, type TestApp } from '../support/test-app';
import {
  buildBillingApp,
  checkoutCompleted,
  invoiceEvent,
  MONTH_LATER_S,
  MONTHLY_PRICE,
  postEvent,
  recordingAccess,
} from './stripe-fixture';

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

const put = (url: string, payload: unknown, cookie = admin) =>
  t.app.inject({ method: 'PUT', url, headers: { ...JSON_HEADERS, cookie }, payload: payload as object });

async function auditOf(action: string) {
  return t.database.db.select().from(auditLog).where(eq(auditLog.action, action));
}

describe('extending a subscription', () => {
  it('adds the days to an end still ahead (alice, ends 2026-11-25 12:00) and audits it', async () => {
    const response = await post(t, '/api/users/1/extend', admin, { days: 30 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: 1,
      isSubscribed: true,
      subscriptionEndDate: '2026-12-25T12:00:00.000Z',
    });
    expect(recorded.changed).toEqual([1]);
    const audit = await auditOf('user.extend');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ username: 'admin', entityType: 'user', entityId: '1' });
    expect(audit[0]!.before).toMatchObject({ subscriptionEndDate: '2026-11-25T12:00:00.000Z' });
    expect(audit[0]!.after).toMatchObject({ subscriptionEndDate: '2026-12-25T12:00:00.000Z', days: 30 });
  });

  it('counts from now once the end has passed (dan, lapsed 10 days ago), and gives access back', async () => {
    const response = await post(t, '/api/users/4/extend', admin, { days: 30 });
    expect(response.json().data).toMatchObject({
      isSubscribed: true,
      subscriptionEndDate: '2026-12-22T12:00:00.000Z',
    });
  });

  it('refuses a subscriber without a plan (409) and a lifetime plan (409), with the reason', async () => {
    const free = await post(t, '/api/users/2/extend', admin, { days: 30 });
    expect(free.statusCode).toBe(409);
    expect(free.json()).toEqual({
      success: false,
      code: 'CONFLICT',
      error: 'This subscriber has no plan to extend: grant one first',
      reason: 'subscriber.noPlanToExtend',
    });
    const lifetime = await post(t, '/api/users/5/extend', admin, { days: 30 });
    expect(lifetime.json().error).toBe('A lifetime plan has no end to extend');
    expect(recorded.changed).toEqual([]);
  });

  it('validates the days (1 to 3650) and the subscriber id', async () => {
    expect((await post(t, '/api/users/1/extend', admin, { days: 0 })).statusCode).toBe(400);
    expect((await post(t, '/api/users/1/extend', admin, { days: 3651 })).statusCode).toBe(400);
    expect((await post(t, '/api/users/abc/extend', admin, { days: 1 })).statusCode).toBe(400);
    const unknown = await post(t, '/api/users/4242/extend', admin, { days: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('No subscriber 4242');
  });
});

describe('ending, granting, Telegram username', () => {
  it('ends frank’s subscription now, keeping the plan; a second end answers 409', async () => {
    const response = await post(t, '/api/users/6/end', admin, {});
    expect(response.json().data).toMatchObject({
      isSubscribed: false,
      subscriptionType: 'MONTHLY',
      subscriptionEndDate: '2026-11-22T12:00:00.000Z',
    });
    expect(recorded.changed).toEqual([6]);
    expect((await post(t, '/api/users/6/end', admin, {})).statusCode).toBe(409);
    expect(await auditOf('user.end')).toHaveLength(1);
  });

  it('grants a plan from now: YEARLY 365 days, MONTHLY for the days given, LIFETIME without end', async () => {
    const yearly = await post(t, '/api/users/2/plan', admin, { plan: 'YEARLY' });
    expect(yearly.json().data).toMatchObject({
      isSubscribed: true,
      subscriptionType: 'YEARLY',
      subscriptionEndDate: '2027-11-22T12:00:00.000Z',
    });
    const monthly = await post(t, '/api/users/2/plan', admin, { plan: 'MONTHLY', days: 10 });
    expect(monthly.json().data.subscriptionEndDate).toBe('2026-12-02T12:00:00.000Z');
    const lifetime = await post(t, '/api/users/2/plan', admin, { plan: 'LIFETIME' });
    expect(lifetime.json().data).toMatchObject({ subscriptionType: 'LIFETIME', subscriptionEndDate: null });
    const refused = await post(t, '/api/users/2/plan', admin, { plan: 'LIFETIME', days: 10 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([{ path: 'days', message: 'a lifetime plan has no length' }]);
    expect((await post(t, '/api/users/2/plan', admin, { plan: 'FREE' })).statusCode).toBe(400);
    expect(recorded.changed).toEqual([2, 2, 2]);
    expect(await auditOf('user.plan')).toHaveLength(3);
  });

  it('sets a Telegram username without its @, refuses one Telegram would refuse, clears it with null', async () => {
    const set = await put('/api/users/2/telegram', { telegramUsername: ' @Bob_Dupont ' });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.telegramUsername).toBe('Bob_Dupont');
    const short = await put('/api/users/2/telegram', { telegramUsername: 'bob' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields[0].path).toBe('telegramUsername');
    const cleared = await put('/api/users/2/telegram', { telegramUsername: null });
    expect(cleared.json().data.telegramUsername).toBeNull();
    expect(recorded.changed).toEqual([]);
    const audit = await auditOf('user.telegram');
    expect(audit.map((row) => (row.after as { telegramUsername: string | null }).telegramUsername)).toEqual([
      'Bob_Dupont',
      null,
    ]);
  });

  it('resends an invite through Telegram group access, audited without the link', async () => {
    const response = await post(t, '/api/users/3/resend-invite', admin, {});
    expect(response.json()).toEqual({ success: true, data: { inviteLink: 'https://t.me/+invite3' } });
    const audit = await auditOf('user.invite');
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0])).not.toContain('t.me');
    expect((await post(t, '/api/users/4242/resend-invite', admin, {})).statusCode).toBe(404);
  });
});

describe('a subscriber’s page', () => {
  it('answers the subscriber, their payments newest first and their Stripe customers', async () => {
    await postEvent(t, checkoutCompleted('evt_page', { clientReferenceId: '3', customer: 'cus_carol' }));
    await postEvent(
      t,
      invoiceEvent('evt_page_paid', 'paid', {
        customer: 'cus_carol',
        amount: 2990,
        price: MONTHLY_PRICE,
        periodEnd: MONTH_LATER_S,
      }),
    );
    const response = await get(t, '/api/users/3', admin);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.user).toMatchObject({ id: 3, email: 'carol@example.org' });
    expect(data.payments).toEqual([
      {
        id: expect.any(Number),
        invoiceId: 'in_evt_page_paid',
        amount: 2990,
        currency: 'eur',
        status: 'paid',
        occurredAt: '2026-11-22T11:59:30.000Z',
        reversal: null,
      },
    ]);
    expect(data.stripeCustomerIds).toEqual(['cus_carol']);
    expect(data.accessEnded).toBeNull();
    expect((await get(t, '/api/users/4242', admin)).statusCode).toBe(404);
  });

  it('answers what Telegram group access says', async () => {
    const response = await get(t, '/api/users/3/telegram', admin);
    expect(response.json().data).toMatchObject({ configured: true, groupStatus: 'member', chatLinked: true });
    expect(response.json().data.deliveries).toEqual([
      expect.objectContaining({ kind: 'announcement', status: 'sending', sentAt: null }),
    ]);
  });
});

describe('access and CSRF', () => {
  const calls: Array<[string, string, unknown]> = [
    ['GET', '/api/users/1', undefined],
    ['GET', '/api/users/1/telegram', undefined],
    ['POST', '/api/users/1/extend', { days: 1 }],
    ['POST', '/api/users/1/end', {}],
    ['POST', '/api/users/1/plan', { plan: 'MONTHLY' }],
    ['PUT', '/api/users/1/telegram', { telegramUsername: 'alice_tg' }],
    ['POST', '/api/users/1/resend-invite', {}],
  ];

  it('is admin1 only: admin2 gets 403, a signed-out caller 401', async () => {
    for (const [method, url, payload] of calls) {
      for (const [cookie, status] of [
        [backtester, 403],
        ['', 401],
      ] as const) {
        const response = await t.app.inject({
          method: method as 'GET',
          url,
          headers: { ...JSON_HEADERS, cookie },
          ...(payload === undefined ? {} : { payload: payload as object }),
        });
        expect([url, response.statusCode]).toEqual([url, status]);
      }
    }
  });

  it('refuses changes without the JSON content type (415) or from another origin (403)', async () => {
    for (const [method, url, payload] of calls.filter(([method]) => method !== 'GET')) {
      const form = await t.app.inject({
        method: method as 'POST',
        url,
        headers: { cookie: admin, 'content-type': 'text/plain' },
        payload: JSON.stringify(payload),
      });
      expect([url, form.statusCode]).toEqual([url, 415]);
      const foreign = await t.app.inject({
        method: method as 'POST',
        url,
        headers: { ...JSON_HEADERS, cookie: admin, origin: 'https://evil.example' },
        payload: payload as object,
      });
      expect([url, foreign.statusCode]).toEqual([url, 403]);
    }
  });
});

describe('the subscriber id in the path', () => {
  it('is a positive whole number in plain decimal text: 0x1, " 1 ", 1.5, -1 and 0 answer 400 naming id', async () => {
    for (const id of ['0x1', '%201%20', '1.5', '-1', '0']) {
      const response = await get(t, `/api/users/${id}`, admin);
      expect([id, response.statusCode]).toEqual([id, 400]);
      expect(response.json().fields[0].path).toBe('id');
    }
  });
});
