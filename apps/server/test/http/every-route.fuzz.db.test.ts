import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../src/app-types';
import { signals, users } from '../../src/db/schema';
import { RateLimitError } from '../../src/lib/errors';
import { createSource } from '../../src/modules/signals/intake/signal-sources.service';
import { seedTradingParameters } from '../../src/modules/trading-parameters/trading-parameters.service';
import { recordingAccess } from '../billing/stripe-fixture';
import { storePosition } from '../positions/positions-fixture';
import { ScriptedExchange } from '../support/scripted-exchange';
import { buildTestApp, signIn, type TestApp } from '../support/test-app';
import { refusingBacktestPool } from '../support/test-deps';
import { SUBSCRIBERS } from '../users/users-fixture';

/**
 * docs/api.md, "Input rules": every route the running app registers (read from its route table, so a route added
 * tomorrow is covered tomorrow), each path parameter, query parameter, body field and a set of headers, sent the
 * hostile values below with a signed-in admin1 session and the CSRF header. Every answer is 2xx or a 4xx JSON error;
 * the console's health (open positions, the signal feed, the Overview summaries) is the same after as before.
 */

const WEBHOOK_SECRET = 'whsec_fuzz_0123456789';
const TEN_KB = 'x'.repeat(10 * 1024);

/** Hostile text, as it reaches a path, a query string, a form field or a JSON string. */
const HOSTILE_TEXT = [
  '\u0000',
  'a\u0000b',
  TEN_KB,
  '🚀 \u202Eevil\u200F عربى',
  '\u0007\u001b[31m',
  '1e1',
  '01',
  '-0',
  '+1',
  '2147483648',
  '9007199254740993',
  '1e308',
  '5e-324',
  'NaN',
  '0000-01-01',
  '9999-12-31',
  '0000-01-01T00:00:00.000Z',
  '9999-12-31T23:59:59.999Z',
  '',
  ' ',
];

/** Hostile JSON values (raw JSON text): the texts above as strings, bare numbers, and shapes where a scalar goes. */
const HOSTILE_JSON = [
  ...HOSTILE_TEXT.map((text) => JSON.stringify(text)),
  '1e1',
  '-0',
  '2147483648',
  '9007199254740993',
  '1e308',
  '5e-324',
  '-5e-324',
  '1e999',
  '["a","b"]',
  '[1,2]',
  '{"a":1}',
  'null',
  'true',
];

/** Header values a client may send (Node refuses NUL, line breaks and non-Latin-1 in a header). */
const HOSTILE_HEADER_TEXT = [TEN_KB, '1e1', '-0', '2147483648', 'NaN', '0000-01-01', '\t', ''];

/** Whole-request variations: wrong content types and encodings, bodies that are not an object. */
const REQUEST_VARIANTS: { name: string; headers?: Record<string, string>; body?: string }[] = [
  { name: 'content-type text/plain', headers: { 'content-type': 'text/plain' } },
  { name: 'content-type form', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
  { name: 'content-type multipart', headers: { 'content-type': 'multipart/form-data; boundary=x' } },
  { name: 'content-type json utf-16', headers: { 'content-type': 'application/json; charset=utf-16' } },
  { name: 'content-type bogus', headers: { 'content-type': '%%%/;;;' } },
  { name: 'content-encoding gzip', headers: { 'content-encoding': 'gzip' } },
  { name: 'content-encoding br', headers: { 'content-encoding': 'br' } },
  { name: 'content-encoding deflate', headers: { 'content-encoding': 'deflate' } },
  { name: 'content-encoding bogus', headers: { 'content-encoding': 'bogus' } },
  { name: 'content-encoding identity, gzip', headers: { 'content-encoding': 'identity, gzip' } },
  { name: 'body not JSON', body: '{"a":' },
  { name: 'body null', body: 'null' },
  { name: 'body array', body: '[{}]' },
  { name: 'body string', body: '"x"' },
  { name: 'body number', body: '1e308' },
  { name: 'body NUL key', body: '{"\\u0000":"\\u0000"}' },
  { name: 'body prototype', body: '{"__proto__":{"admin":true},"constructor":{"prototype":{}}}' },
];

/** Headers the server reads, each sent every hostile header value. */
const FUZZED_HEADERS = ['authorization', 'stripe-signature', 'origin', 'accept-encoding', 'x-forwarded-for'];

/** Field names tried where a route declares no schema (the two webhooks read their own bodies). */
const GENERIC_FIELDS = [
  'id',
  'name',
  'text',
  'symbol',
  'direction',
  'value',
  'type',
  'created',
  'data',
  'limit',
];

/** A valid value for each path parameter, so a hostile value elsewhere reaches the route's own code. */
const BASE_PARAMS: Record<string, string> = {
  key: 'DEFAULT_TP1_PERCENT',
  customerId: 'cus_fuzz',
  index: '0',
  id: '999999',
};
/** Routes whose `:id` names a row that exists (a subscriber): deeper code runs with the hostile values. */
const EXISTING_IDS: [RegExp, string][] = [[/^\/api\/users\/:id/, '1']];

let t: TestApp;
let admin: string;
let victim: string;
let apiKey: string;
let routes: RegisteredRoute[];
const answers = { total: 0, byStatus: new Map<number, number>() };
/** Every answer that was not 2xx or a 4xx JSON error, in words. */
const failures: string[] = [];

beforeAll(async () => {
  const exchange = new ScriptedExchange().listPerpetuals(['BTCUSDT', 'ETHUSDT']);
  exchange.prices.set('BTCUSDT', 100).set('ETHUSDT', 2000);
  // Three days of Bitcoin minutes, for the analyses.
  const minute = 60_000;
  const closes = Array.from({ length: 3 * 1440 }, (_close, index) => 100 + Math.sin(index / 60));
  exchange.candles.set('BTCUSDT', {
    startTime: Math.floor(Date.now() / minute) * minute - closes.length * minute,
    closes,
  });
  // A full queue (429) stands in for the backtest workers this test does not start.
  const backtestPool = {
    ...refusingBacktestPool(),
    run: () => Promise.reject(new RateLimitError('The backtest queue is full (fuzz test)', 1)),
  };
  t = await buildTestApp({
    deps: { exchange, backtestPool },
    env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
    subscriberAccess: recordingAccess().access,
  });
  await seedTradingParameters(t.database.db, new Date(t.clock.now));
  await t.database.db.insert(users).values(SUBSCRIBERS);
  await storePosition(t, { symbol: 'BTCUSDT' });
  await storePosition(t, {
    symbol: 'ETHUSDT',
    status: 'closed',
    closedAt: new Date(t.clock.now - 60_000),
    exitPrice: 110,
  });
  const source = await createSource(t.database.db, { name: 'Fuzz', kind: 'webhook' }, new Date(t.clock.now));
  apiKey = source.apiKey!;
  await t.database.db.insert(signals).values({
    sourceId: source.id,
    symbol: 'BTCUSDT',
    direction: 'LONG',
    category: 'signal',
    receivedAt: new Date(t.clock.now - 1000),
  });
  admin = await signIn(t.app, 'admin');
  // The session logout ends; admin's stays signed in through every request.
  victim = await signIn(t.app, 'admin');
  routes = t.app.routeTable.filter((route) => route.method !== 'HEAD');
});
afterAll(() => t.close());

/** The answers the console's health is made of (docs/console.md, Overview). */
async function health(): Promise<Record<string, unknown>> {
  const read = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json();
  };
  return {
    openPositions: await read('/api/trader-tracker/openPositions'),
    signalFeed: await read('/api/signals'),
    summaries: await read('/api/trader-tracker/summaries'),
  };
}

/** A request schema's field names (zod: an object, possibly in a refinement, a pipe or an intersection). */
function fieldNames(schema: unknown, depth = 0): string[] {
  if (!schema || depth > 6) return [];
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  if (shape && typeof shape === 'object') return Object.keys(shape);
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })._zod?.def ?? {};
  if (def.left || def.right) return [...fieldNames(def.left, depth + 1), ...fieldNames(def.right, depth + 1)];
  return fieldNames(def.in ?? def.innerType ?? def.schema, depth + 1);
}

/** The fields to fuzz: the schema's, or a generic few where it names none (no schema, or an empty object). */
function fieldsOf(schema: unknown, generic: readonly string[]): string[] {
  const names = fieldNames(schema);
  return names.length > 0 ? names : [...generic];
}

const paramNames = (url: string) => [...url.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);

function baseParam(route: RegisteredRoute, name: string): string {
  if (name === 'id') {
    const existing = EXISTING_IDS.find(([pattern]) => pattern.test(route.url.replace(/^.*?(\/api)/, '$1')));
    if (existing) return existing[1];
  }
  return BASE_PARAMS[name] ?? '1';
}

function pathOf(route: RegisteredRoute, override?: { name: string; value: string }): string {
  return route.url.replace(/:([A-Za-z]+)/g, (_match, name: string) =>
    encodeURIComponent(override?.name === name ? override.value : baseParam(route, name)),
  );
}

const hasBody = (route: RegisteredRoute) => !['GET', 'DELETE', 'OPTIONS'].includes(route.method);

interface Attempt {
  url: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Sends one attempt as the console would (session, CSRF header), signing it for the Stripe webhook. */
async function send(route: RegisteredRoute, attempt: Attempt, what: string) {
  const body = attempt.body ?? (hasBody(route) ? '{}' : undefined);
  const headers: Record<string, string> = {
    cookie: route.url === '/api/auth/logout' ? victim : admin,
    ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    ...(route.access === 'api-key' ? { authorization: `Bearer ${apiKey}` } : {}),
  };
  if (route.access === 'signature' && body !== undefined) {
    headers['stripe-signature'] = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(t.clock.now / 1000),
    });
  }
  Object.assign(headers, attempt.headers);
  const response = await t.app.inject({
    method: route.method as 'GET',
    url: attempt.url,
    headers,
    payload: body,
  });
  answers.total++;
  answers.byStatus.set(response.statusCode, (answers.byStatus.get(response.statusCode) ?? 0) + 1);
  const context = `${route.method} ${route.url} ${what}: ${response.statusCode} ${response.body.slice(0, 200)}`;
  if (!isTruthfulAnswer(response.statusCode, response.headers['content-type'], response.body))
    failures.push(context);
}

/** 2xx, or 4xx with the JSON error shape and nothing internal (no stack line). */
function isTruthfulAnswer(status: number, contentType: unknown, body: string): boolean {
  if (status >= 500) return false;
  if (status < 400) return true;
  if (typeof contentType !== 'string' || !contentType.startsWith('application/json')) return false;
  if (/\bat .+\.ts:\d+/.test(body)) return false;
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    return parsed.success === false && typeof parsed.error === 'string' && typeof parsed.code === 'string';
  } catch {
    return false;
  }
}

/** Every value for a route with few fields; with many, each field gets a third of them, all covered in turn. */
function valuesFor<T>(values: readonly T[], fieldIndex: number, fieldCount: number): readonly T[] {
  if (fieldCount <= 6) return values;
  return values.filter((_value, index) => (index + fieldIndex) % 3 === 0);
}

async function fuzzRoute(route: RegisteredRoute): Promise<void> {
  // Path parameters.
  for (const name of paramNames(route.url)) {
    for (const value of HOSTILE_TEXT) {
      await send(
        route,
        { url: pathOf(route, { name, value }) },
        `param ${name}=${JSON.stringify(value).slice(0, 40)}`,
      );
    }
  }
  // Query parameters: the schema's, else a generic few; one also sent twice (an array for a scalar).
  const queryFields = route.schema.querystring
    ? fieldNames(route.schema.querystring)
    : GENERIC_FIELDS.slice(0, 3);
  for (const [index, name] of queryFields.entries()) {
    for (const value of valuesFor(HOSTILE_TEXT, index, queryFields.length)) {
      const url = `${pathOf(route)}?${name}=${encodeURIComponent(value)}`;
      await send(route, { url }, `query ${name}=${JSON.stringify(value).slice(0, 40)}`);
    }
    await send(route, { url: `${pathOf(route)}?${name}=1&${name}=2` }, `query ${name} twice`);
  }
  // Body fields.
  if (hasBody(route)) {
    const bodyFields = fieldsOf(route.schema.body, GENERIC_FIELDS);
    for (const [index, name] of bodyFields.entries()) {
      for (const literal of valuesFor(HOSTILE_JSON, index, bodyFields.length)) {
        const body = `{${JSON.stringify(name)}:${literal}}`;
        await send(route, { url: pathOf(route), body }, `body ${body.slice(0, 60)}`);
      }
    }
  }
  // Headers, content types and encodings.
  for (const name of FUZZED_HEADERS) {
    for (const value of HOSTILE_HEADER_TEXT) {
      await send(
        route,
        { url: pathOf(route), headers: { [name]: value } },
        `header ${name}=${value.slice(0, 20)}`,
      );
    }
  }
  for (const variant of REQUEST_VARIANTS) {
    if (!hasBody(route) && variant.body !== undefined) continue;
    await send(route, { url: pathOf(route), headers: variant.headers, body: variant.body }, variant.name);
  }
}

describe('every route, every input, hostile values', () => {
  it('reads the routes from the running app', () => {
    const urls = new Set(routes.map((route) => `${route.method} ${route.url}`));
    // A sample of each kind: session, API key, signature, path parameters, and the websocket.
    for (const expected of [
      'POST /api/auth/loginAdmin',
      'POST /api/signals',
      'POST /api/billing/stripe-webhook',
      'POST /api/users/:id/extend',
      'GET /api/backtesting/sweeps/:id/cells/:index/apply-preview',
      'GET /ws',
    ]) {
      expect(urls, expected).toContain(expected);
    }
    expect(routes.length).toBeGreaterThan(50);
  });

  it('answers 2xx or a 4xx JSON error to each, and the console is as healthy after', async () => {
    const before = await health();
    for (const route of routes) await fuzzRoute(route);
    expect(failures).toEqual([]);
    expect(await health()).toEqual(before);
    // Every route was reached, with many answers each.
    expect(answers.total).toBeGreaterThan(routes.length * 40);
    expect(answers.byStatus.get(500)).toBeUndefined();
  }, 170_000);
});
