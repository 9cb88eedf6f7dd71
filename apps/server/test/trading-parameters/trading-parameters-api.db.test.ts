import {
  PARAMETER_GROUPS,
  parameterChangesResponseSchema,
  tradingParametersResponseSchema,
  updateParameterResponseSchema,
} from '@signaldesk/contracts/trading-parameters';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, tradingParameters } from '../../src/db/schema';
import { seedTradingParameters } from '../../src/modules/trading-parameters/trading-parameters.service';
import { buildPositionsApp, get, OPEN_DEFAULTS, post, resetTables } from '../positions/positions-fixture';
import type { ScriptedExchange } from '../support/scripted-exchange';
import { JSON_HEADERS, type TestApp } from '../support/test-app';

let t: TestApp;
let exchange: ScriptedExchange;
let admin: string;
let backtester: string;
const NOW = Date.parse('2026-11-22T12:00:00.000Z');

beforeAll(async () => {
  ({ t, exchange, admin, backtester } = await buildPositionsApp());
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetTables(t);
  await t.database.db.delete(auditLog);
  await seedTradingParameters(t.database.db, new Date(NOW));
  t.clock.now = NOW;
});

const put = (key: string, payload: unknown, cookie = admin) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/trading-parameters/${key}`,
    headers: { ...JSON_HEADERS, cookie },
    payload: payload as object,
  });
const list = async () =>
  tradingParametersResponseSchema.parse((await get(t, '/api/trading-parameters', admin)).json()).data;
const listedValue = async (key: string) => (await list()).find((parameter) => parameter.key === key)?.value;
const storedValue = async (key: string) =>
  (await t.database.db.select().from(tradingParameters).where(eq(tradingParameters.key, key)))[0]?.value;

describe('GET /api/trading-parameters', () => {
  it('lists the catalogue with values, descriptions, groups and types, in every group of the screen', async () => {
    const parameters = await list();
    expect(new Set(parameters.map((parameter) => parameter.group))).toEqual(new Set(PARAMETER_GROUPS));
    expect(parameters.find((parameter) => parameter.key === 'MARKET_STRATEGY')).toEqual({
      key: 'MARKET_STRATEGY',
      value: 'TREND',
      description: expect.stringContaining('SHAKY'),
      group: 'Signal Manager',
      type: { kind: 'select', options: ['TREND', 'SHAKY'] },
      secret: false,
    });
    expect(parameters.find((parameter) => parameter.key === 'DEFAULT_TP1_PERCENT')).toMatchObject({
      value: '1.6',
      type: { kind: 'number', min: 0.01 },
    });
    for (const key of [
      'SCALPING_ENABLED',
      'OPPORTUNITY_AUTO_OPEN',
      'OPPORTUNITY_IS_ENABLED',
      'OPPORTUNITY_PLAY_SUPPORT_RESISTANCE',
      'OPPORTUNITY_IS_INVERT_DIRECTION',
    ]) {
      expect(parameters.find((parameter) => parameter.key === key)?.type, key).toEqual({ kind: 'boolean' });
    }
    for (const key of ['STRIPE_MONTHLY_PRICE_ID', 'STRIPE_YEARLY_PRICE_ID', 'OPPORTUNITY_SCORE']) {
      expect(parameters.find((parameter) => parameter.key === key)?.type, key).toEqual({ kind: 'text' });
    }
  });
});

describe('PUT /api/trading-parameters/{key}', () => {
  it('saves a value of each type and answers the saved parameter', async () => {
    for (const [key, value] of [
      ['DEFAULT_TP1_PERCENT', '2.25'],
      ['MAX_OPEN_POSITIONS', '7'],
      ['SCALPING_ENABLED', 'true'],
      ['MARKET_STRATEGY', 'SHAKY'],
      ['OPPORTUNITY_SCORE', '82'],
      ['STRIPE_MONTHLY_PRICE_ID', 'price_1Pq2R3'],
    ] as const) {
      const response = await put(key, { value });
      expect(response.statusCode, key).toBe(200);
      const body = updateParameterResponseSchema.parse(response.json());
      expect(body.data).toMatchObject({ key, value });
      expect(body.message).toBe(`${key} saved`);
      expect(await listedValue(key)).toBe(value);
    }
  });

  it.each([
    ['DEFAULT_TP1_PERCENT', 'abc', 'must be a number'],
    ['DEFAULT_TP1_PERCENT', '', 'must be a number'],
    ['DEFAULT_TP1_PERCENT', '-1', 'must be at least 0.01'],
    ['DEFAULT_STOP_LOSS_PERCENT', '2', 'must be at most -0.01'],
    ['TP1_SIZE_PERCENT', '101', 'must be at most 100'],
    ['MAX_OPEN_POSITIONS', '2.5', 'must be an integer'],
    ['SCALPING_ENABLED', 'yes', "must be 'true' or 'false'"],
    ['SCALPING_ENABLED', 'TRUE', "must be 'true' or 'false'"],
    ['MARKET_STRATEGY', 'CALM', 'must be one of TREND, SHAKY'],
    ['OPPORTUNITY_SCORE', 'x'.repeat(501), 'value'],
  ])('refuses %s = %j with a 400 naming the key and keeps the stored value', async (key, value, reason) => {
    const before = await storedValue(key);
    const response = await put(key, { value });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(body.error).toContain(reason === 'value' ? 'value' : key);
    expect(body.error).toContain(reason);
    expect(await storedValue(key)).toBe(before);
    expect(await t.database.db.select().from(auditLog)).toHaveLength(0);
  });

  it('refuses a body without a string value with a 400 naming value', async () => {
    for (const payload of [{}, { value: 3 }, { value: true }, { value: null }]) {
      const response = await put('DEFAULT_TP1_PERCENT', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fields.map((issue: { path: string }) => issue.path)).toContain('value');
    }
  });

  it('answers 404 for a key outside the catalogue', async () => {
    const response = await put('NOT_A_PARAMETER', { value: '1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('writes who, when, the old and the new value to the audit log, listed newest first', async () => {
    await put('DEFAULT_TP2_PERCENT', { value: '3.5' });
    t.clock.now = NOW + 60_000;
    await put('DEFAULT_TP2_PERCENT', { value: '4' });
    const rows = await t.database.db.select().from(auditLog).orderBy(auditLog.id);
    expect(
      rows.map((row) => [row.username, row.entityId, row.before, row.after, row.createdAt.toISOString()]),
    ).toEqual([
      ['admin', 'DEFAULT_TP2_PERCENT', { value: '3.2' }, { value: '3.5' }, '2026-11-22T12:00:00.000Z'],
      ['admin', 'DEFAULT_TP2_PERCENT', { value: '3.5' }, { value: '4' }, '2026-11-22T12:01:00.000Z'],
    ]);
    const changes = parameterChangesResponseSchema.parse(
      (await get(t, '/api/trading-parameters/changes', admin)).json(),
    ).data;
    expect(
      changes.map(({ kind, changes: values, username, at, source }) => ({
        kind,
        values,
        username,
        at,
        source,
      })),
    ).toEqual([
      {
        kind: 'edit',
        values: [{ key: 'DEFAULT_TP2_PERCENT', before: '3.5', after: '4' }],
        username: 'admin',
        at: '2026-11-22T12:01:00.000Z',
        source: null,
      },
      {
        kind: 'edit',
        values: [{ key: 'DEFAULT_TP2_PERCENT', before: '3.2', after: '3.5' }],
        username: 'admin',
        at: '2026-11-22T12:00:00.000Z',
        source: null,
      },
    ]);
    const one = parameterChangesResponseSchema.parse(
      (await get(t, '/api/trading-parameters/changes?limit=1', admin)).json(),
    ).data;
    expect(one.map((change) => change.changes[0]?.after)).toEqual(['4']);
    expect((await get(t, '/api/trading-parameters/changes?limit=0', admin)).statusCode).toBe(400);
  });

  it('keeps every concurrent save and audits each against the value it replaced', async () => {
    const values = ['1', '2', '3', '4', '5'];
    const responses = await Promise.all(values.map((value) => put('MAX_OPEN_POSITIONS', { value })));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const rows = await t.database.db.select().from(auditLog).orderBy(auditLog.id);
    // Each save saw the value of the one before it: the chain runs from the default to the stored value.
    const chain = ['20', ...rows.map((row) => (row.after as { value: string }).value)];
    expect(rows.map((row) => (row.before as { value: string }).value)).toEqual(chain.slice(0, -1));
    expect(await storedValue('MAX_OPEN_POSITIONS')).toBe(chain.at(-1));
  });
});

describe('secrets', () => {
  it('never sends a Stripe secret back in full, in the list, the save answer or the recent changes', async () => {
    const secret = 'sk_live_51Hx9SecretValue7788';
    expect(await listedValue('STRIPE_SECRET_KEY')).toBe('');
    const response = await put('STRIPE_SECRET_KEY', { value: secret });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('SecretValue');
    expect(response.json().data).toMatchObject({ value: '••••••••7788', secret: true });
    expect(await listedValue('STRIPE_SECRET_KEY')).toBe('••••••••7788');
    expect(await storedValue('STRIPE_SECRET_KEY')).toBe(secret);
    await put('STRIPE_SECRET_KEY', { value: 'whsec_1' });
    expect(await listedValue('STRIPE_SECRET_KEY')).toBe('••••••••');
    const changes = await get(t, '/api/trading-parameters/changes', admin);
    expect(changes.body).not.toContain('SecretValue');
    expect(changes.body).not.toContain('whsec_1');
    const audit = JSON.stringify(await t.database.db.select().from(auditLog));
    expect(audit).not.toContain('SecretValue');
  });
});

describe('taking effect', () => {
  it('opens the next position with a changed Position Manager level and applies a changed Risk Manager limit, without a restart', async () => {
    exchange.prices.set('BTCUSDT', 100).set('ETHUSDT', 2000);
    expect((await put('DEFAULT_TP1_PERCENT', { value: '2.5' })).statusCode).toBe(200);
    expect((await put('TP1_SIZE_PERCENT', { value: '40' })).statusCode).toBe(200);
    const opened = await post(t, '/api/position-manager/open', admin, OPEN_DEFAULTS);
    expect(opened.statusCode).toBe(200);
    // 100 moved by 2.5 % in favour of the LONG.
    expect(opened.json().data.tp1).toBeCloseTo(102.5, 10);
    expect(opened.json().data.tp1Size).toBe(40);

    expect((await put('MAX_OPEN_POSITIONS', { value: '1' })).statusCode).toBe(200);
    const refused = await post(t, '/api/position-manager/open', admin, {
      ...OPEN_DEFAULTS,
      symbol: 'ETHUSDT',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toContain('maximum of 1 open positions');
    expect((await put('MAX_OPEN_POSITIONS', { value: '2' })).statusCode).toBe(200);
    expect(
      (await post(t, '/api/position-manager/open', admin, { ...OPEN_DEFAULTS, symbol: 'ETHUSDT' }))
        .statusCode,
    ).toBe(200);
  });
});

describe('roles', () => {
  it('answers 403 to admin2 and 401 without a session on every parameter call', async () => {
    expect((await get(t, '/api/trading-parameters', backtester)).statusCode).toBe(403);
    expect((await get(t, '/api/trading-parameters/changes', backtester)).statusCode).toBe(403);
    expect((await put('SCALPING_ENABLED', { value: 'true' }, backtester)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/trading-parameters' })).statusCode).toBe(401);
    expect(await storedValue('SCALPING_ENABLED')).toBe('false');
  });
});
