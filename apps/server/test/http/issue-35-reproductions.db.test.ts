import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, payments, signalSources, signals, tradingParameters, users } from '../../src/db/schema';
import { createSource } from '../../src/modules/signals/intake/signal-sources.service';
import {
  buildBillingApp,
  invoiceEvent,
  MONTHLY_PRICE,
  NOW_S,
  postEvent,
  stripeEvent,
  subscriptionEvent,
} from '../billing/stripe-fixture';
import type { TestApp } from '../support/test-app';

/**
 * The seven causes of 500 of issue 35, each sent as found: every answer is a 4xx JSON error naming what is wrong,
 * and nothing is written (docs/api.md, "Input rules").
 */

let t: TestApp;
let admin: string;
let apiKey: string;
let before: Awaited<ReturnType<typeof snapshot>>;

beforeAll(async () => {
  ({ t, admin } = await buildBillingApp());
  ({ apiKey } = (await createSource(t.database.db, { name: 'Repro', kind: 'webhook' }, new Date())) as {
    apiKey: string;
  });
});
afterAll(() => t.close());

/** Every table a refused request could have written. */
async function snapshot() {
  const db = t.database.db;
  return {
    users: await db.select().from(users).orderBy(users.id),
    payments: await db.select().from(payments),
    signals: await db.select().from(signals),
    sources: await db.select().from(signalSources),
    parameters: await db.select().from(tradingParameters).orderBy(tradingParameters.key),
    audit: await db.select().from(auditLog),
  };
}
beforeEach(async () => {
  before = await snapshot();
});

type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;

function expectRefusal(response: Answer, status: number, code: string, field?: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(body).toMatchObject({ success: false, code, error: expect.any(String) });
  if (field) expect(body.fields.map((issue: { path: string }) => issue.path)).toContain(field);
}

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, headers = {}) =>
  t.app.inject({
    method,
    url,
    headers: {
      cookie: admin,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    payload: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
const webhook = (body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/signals',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}`, ...headers },
    payload: JSON.stringify(body),
  });

describe('1. a Content-Encoding other than identity: 415 before the body is read', () => {
  it.each(['gzip', 'br', 'deflate', 'bogus'])(
    '%s on login, logout, the signal webhook and the Stripe webhook',
    async (encoding) => {
      const headers = { 'content-encoding': encoding };
      const login = { username: 'admin', password: 'demo1234' };
      expectRefusal(
        await send('POST', '/api/auth/loginAdmin', login, headers),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      );
      expectRefusal(await send('POST', '/api/auth/logout', {}, headers), 415, 'UNSUPPORTED_MEDIA_TYPE');
      expectRefusal(
        await webhook({ symbol: 'BTCUSDT', direction: 'LONG' }, headers),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      );
      const stripe = await t.app.inject({
        method: 'POST',
        url: '/api/billing/stripe-webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x', ...headers },
        payload: '{}',
      });
      expectRefusal(stripe, 415, 'UNSUPPORTED_MEDIA_TYPE');
      // The session still works: logout did not run.
      expect((await send('GET', '/api/auth/verify')).statusCode).toBe(200);
      expect(await snapshot()).toEqual(before);
    },
  );

  it('a truly compressed body too; identity passes', async () => {
    const compressed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/loginAdmin',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ username: 'admin', password: 'demo1234' })),
    });
    expectRefusal(compressed, 415, 'UNSUPPORTED_MEDIA_TYPE');
    const identity = await send('GET', '/api/auth/verify', undefined, { 'content-encoding': 'identity' });
    expect(identity.statusCode).toBe(200);
  });
});

describe('2. a NUL (or another control character) in any text: 400 naming the field', () => {
  it('login username (not counted toward the login limit), password', async () => {
    for (let attempt = 0; attempt < 12; attempt++) {
      expectRefusal(
        await send('POST', '/api/auth/loginAdmin', { username: 'ad\u0000min', password: 'x' }),
        400,
        'VALIDATION_ERROR',
        'username',
      );
    }
    expectRefusal(
      await send('POST', '/api/auth/loginAdmin', { username: 'admin', password: 'demo\u00001234' }),
      400,
      'VALIDATION_ERROR',
      'password',
    );
    // Twelve refusals later the right password still signs in: none counted as an attempt.
    expect(
      (await send('POST', '/api/auth/loginAdmin', { username: 'admin', password: 'demo1234' })).statusCode,
    ).toBe(200);
  });

  it('the webhook text and traderId, a source name, the searches, a parameter value, the customer to match', async () => {
    expectRefusal(await webhook({ text: 'BTCUSDT LONG entry 100 \u0000' }), 400, 'VALIDATION_ERROR', 'text');
    expectRefusal(
      await webhook({ symbol: 'BTCUSDT', direction: 'LONG', traderId: 'a\u0000' }),
      400,
      'VALIDATION_ERROR',
      'traderId',
    );
    expectRefusal(
      await send('POST', '/api/signal-sources', { name: 'x\u0000', kind: 'webhook' }),
      400,
      'VALIDATION_ERROR',
      'name',
    );
    expectRefusal(await send('GET', '/api/users?search=%00'), 400, 'VALIDATION_ERROR', 'search');
    expectRefusal(await send('GET', '/api/backtesting/runs?search=a%1Bb'), 400, 'VALIDATION_ERROR', 'search');
    expectRefusal(
      await send('PUT', '/api/trading-parameters/STRIPE_MONTHLY_PRICE_ID', { value: 'price_\u0000' }),
      400,
      'VALIDATION_ERROR',
      'value',
    );
    expectRefusal(
      await send('POST', '/api/billing/unmatched/cus_%00/match', { userId: 1 }),
      400,
      'VALIDATION_ERROR',
      'customerId',
    );
    expect(await snapshot()).toEqual(before);
  });

  it('tab and newline stay allowed in text', async () => {
    const response = await send('POST', '/api/signals/parse', {
      text: '#BTC/USDT\tLONG\nEntry: 42000\nTP: 43000\nSL: 41000',
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('the signed Stripe fields', async () => {
    const event = subscriptionEvent('evt_nul', 'updated', {
      customer: 'cus_\u0000',
      status: 'active',
      price: MONTHLY_PRICE,
      periodEnd: NOW_S + 86_400,
    });
    const response = await postEvent(t, event);
    expectRefusal(response, 400, 'VALIDATION_ERROR');
    expect(response.json().error).toContain('control characters');
    expect(await snapshot()).toEqual(before);
  });
});

describe('3. dates outside 1970 to 9999: 400', () => {
  it('the feed day and a backtest range', async () => {
    expectRefusal(await send('GET', '/api/signals?day=0000-01-01'), 400, 'VALIDATION_ERROR', 'day');
    expectRefusal(await send('GET', '/api/signals?day=1969-12-31'), 400, 'VALIDATION_ERROR', 'day');
    expectRefusal(
      await send('GET', '/api/backtesting/run?startDate=0000-01-01&endDate=0001-01-01&useDateRange=true'),
      400,
      'VALIDATION_ERROR',
      'startDate',
    );
    expectRefusal(
      await send('POST', '/api/admin/advanced-analytics', { startDate: '0000-01-01', endDate: '9999-12-31' }),
      400,
      'VALIDATION_ERROR',
      'startDate',
    );
  });

  it('the last day, 9999-12-31, is a day like another (an empty feed)', async () => {
    const response = await send('GET', '/api/signals?day=9999-12-31');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual([]);
  });
});

describe('4. integers past 2^31 - 1: 400', () => {
  it('a delivery filter, a subscriber to match', async () => {
    expectRefusal(
      await send('GET', '/api/telegram/deliveries?userId=2147483648'),
      400,
      'VALIDATION_ERROR',
      'userId',
    );
    expectRefusal(
      await send('POST', '/api/billing/unmatched/cus_x/match', { userId: 2147483648 }),
      400,
      'VALIDATION_ERROR',
      'userId',
    );
  });

  it('a signed invoice paying 2^31 cents', async () => {
    const event = invoiceEvent('evt_big', 'paid', {
      customer: 'cus_big',
      amount: 2 ** 31,
      price: MONTHLY_PRICE,
      periodEnd: NOW_S + 86_400,
    });
    expectRefusal(await postEvent(t, event), 400, 'VALIDATION_ERROR');
    expect(await snapshot()).toEqual(before);
  });
});

describe('5. Stripe times past the year 9999: 400', () => {
  it('a period end of 1e13 s and an event created at 1e12 s', async () => {
    const subscription = subscriptionEvent('evt_far', 'updated', {
      customer: 'cus_far',
      status: 'active',
      price: MONTHLY_PRICE,
      periodEnd: 1e13,
    });
    expectRefusal(await postEvent(t, subscription), 400, 'VALIDATION_ERROR');
    const created = stripeEvent(
      'evt_created',
      'customer.subscription.updated',
      subscription.data.object,
      1e12,
    );
    expectRefusal(await postEvent(t, created), 400, 'VALIDATION_ERROR', 'created');
    expect(await snapshot()).toEqual(before);
  });
});

describe('7. ids and counts are plain decimal text', () => {
  it.each(['1e1', '01', '-0', '+1', '1.0', '0x1', ' 1'])(
    '%s as a subscriber id, a limit, a cell index',
    async (text) => {
      const id = encodeURIComponent(text);
      expectRefusal(
        await send('POST', `/api/users/${id}/extend`, { days: 1 }),
        400,
        'VALIDATION_ERROR',
        'id',
      );
      expectRefusal(await send('GET', `/api/users/${id}`), 400, 'VALIDATION_ERROR', 'id');
      expectRefusal(await send('GET', `/api/signals?limit=${id}`), 400, 'VALIDATION_ERROR', 'limit');
      expectRefusal(
        await send('GET', `/api/trader-tracker/closedPositions?limit=${id}`),
        400,
        'VALIDATION_ERROR',
        'limit',
      );
      expectRefusal(
        await send('GET', `/api/backtesting/sweeps/1/cells/${id}/apply-preview`),
        400,
        'VALIDATION_ERROR',
        'index',
      );
      expectRefusal(await send('DELETE', `/api/signal-sources/${id}`, {}), 400, 'VALIDATION_ERROR', 'id');
      expect(await snapshot()).toEqual(before);
    },
  );

  it('plain digits still work', async () => {
    expect((await send('POST', '/api/users/1/extend', { days: 1 })).statusCode).toBe(200);
    expect((await send('GET', '/api/signals?limit=100')).statusCode).toBe(200);
  });
});

describe('values that harmed: the smallest double as a level or a parameter', () => {
  it('DEFAULT_TP1_PERCENT 5e-324 and DEFAULT_STOP_LOSS_PERCENT -5e-324 are refused', async () => {
    for (const [key, value] of [
      ['DEFAULT_TP1_PERCENT', '5e-324'],
      ['DEFAULT_TP1_PERCENT', '0.001'],
      ['DEFAULT_STOP_LOSS_PERCENT', '-5e-324'],
    ]) {
      expectRefusal(
        await send('PUT', `/api/trading-parameters/${key}`, { value }),
        400,
        'VALIDATION_ERROR',
        'value',
      );
    }
    expect(await snapshot()).toEqual(before);
  });

  it('a webhook entry and a custom stop of 5e-324 are refused', async () => {
    expectRefusal(
      await webhook({ symbol: 'BTCUSDT', direction: 'LONG', entry: 5e-324 }),
      400,
      'VALIDATION_ERROR',
      'entry',
    );
    const open = await send('POST', '/api/position-manager/open', {
      symbol: 'BTCUSDT',
      direction: 'SHORT',
      forceAdmin: 'true',
      telegram: 'false',
      isSpot: 'false',
      customSL: null,
      customTP1: null,
      customTP2: null,
      customTP3: 5e-324,
    });
    expectRefusal(open, 400, 'VALIDATION_ERROR', 'customTP3');
    expect(await snapshot()).toEqual(before);
  });
});
