import {
  acceptedSignalResponseSchema,
  signalSourcesResponseSchema,
} from '@signaldesk/contracts/signal-sources';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signalSources, signals } from '../../src/db/schema';
import { hashApiKey } from '../../src/modules/signals/intake/api-keys';
import { WEBHOOK_RATE } from '../../src/modules/signals/intake/source-rate-limit';
import { buildPositionsApp, get, post } from '../positions/positions-fixture';
import type { TestApp } from '../support/test-app';

let t: TestApp;
let admin: string;
let backtester: string;

beforeAll(async () => {
  ({ t, admin, backtester } = await buildPositionsApp());
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(signals);
  await t.database.db.delete(signalSources);
  t.clock.now = Date.parse('2026-11-25T10:00:00.000Z');
});

async function createWebhook(name = 'TradingView') {
  const response = await post(t, '/api/signal-sources', admin, { name, kind: 'webhook' });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number; apiKey: string };
}

const sendSignal = (key: string | null, payload: unknown, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/api/signals',
    headers: { 'content-type': contentType, ...(key === null ? {} : { authorization: `Bearer ${key}` }) },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe('signal sources', () => {
  it('creates a webhook source whose key is shown once and stored only as its hash', async () => {
    const created = await createWebhook();
    expect(created.apiKey).toMatch(/^sdk_[A-Za-z0-9_-]{43}$/);
    const [row] = await t.database.db.select().from(signalSources);
    expect(row!.apiKeyHash).toBe(hashApiKey(created.apiKey));
    expect(JSON.stringify(row)).not.toContain(created.apiKey);
    const listed = signalSourcesResponseSchema.parse((await get(t, '/api/signal-sources', admin)).json());
    expect(listed.data).toEqual([
      expect.objectContaining({
        id: created.id,
        name: 'TradingView',
        kind: 'webhook',
        signals: 0,
        entered: 0,
      }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(created.apiKey);
  });

  it('refuses a telegram source without channels, and names the field', async () => {
    const response = await post(t, '/api/signal-sources', admin, { name: 'Channel', kind: 'telegram' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([
      { path: 'channelIds', message: 'a telegram source needs at least one channel id' },
    ]);
    const ok = await post(t, '/api/signal-sources', admin, {
      name: 'Channel',
      kind: 'telegram',
      channelIds: ['-1001234567890'],
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data).toMatchObject({ apiKey: null, channelIds: ['-1001234567890'] });
  });

  it('is admin1 only: 403 for admin2, 401 without a session', async () => {
    expect(
      (await post(t, '/api/signal-sources', backtester, { name: 'x', kind: 'webhook' })).statusCode,
    ).toBe(403);
    expect((await get(t, '/api/signal-sources', '')).statusCode).toBe(401);
  });

  it('revokes a key at once; an unknown source is a 404', async () => {
    const { id, apiKey } = await createWebhook();
    expect((await sendSignal(apiKey, { symbol: 'BTCUSDT', direction: 'LONG' })).statusCode).toBe(202);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/signal-sources/${id}`,
      headers: { cookie: admin, 'content-type': 'application/json' },
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data).toMatchObject({ id, revokedAt: '2026-11-25T10:00:00.000Z', signals: 1 });
    const refused = await sendSignal(apiKey, { symbol: 'BTCUSDT', direction: 'LONG' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'UNAUTHORIZED',
      error: 'Unknown or revoked API key',
    });
    const unknown = await t.app.inject({
      method: 'DELETE',
      url: '/api/signal-sources/999',
      headers: { cookie: admin, 'content-type': 'application/json' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /api/signals', () => {
  it('stores a structured signal as waiting and answers 202 with it; the source counts it', async () => {
    const { id, apiKey } = await createWebhook();
    const response = await sendSignal(apiKey, {
      symbol: 'btcusdt',
      direction: 'long',
      entry: 100,
      stopLoss: 96,
      tp1: 102,
      tp2: 104,
      leverage: 10,
      riskScore: 3,
      category: 'golden',
      traderId: 'trader-7',
    });
    expect(response.statusCode).toBe(202);
    const signal = acceptedSignalResponseSchema.parse(response.json()).data;
    expect(signal).toMatchObject({
      sourceId: id,
      symbol: 'BTCUSDT',
      direction: 'LONG',
      entry: 100,
      stopLoss: 96,
      tp1: 102,
      tp2: 104,
      tp3: null,
      leverage: 10,
      category: 'golden',
      traderId: 'trader-7',
      state: 'waiting',
      receivedAt: '2026-11-25T10:00:00.000Z',
      positionId: null,
    });
    const listed = (await get(t, '/api/signal-sources', admin)).json().data[0];
    expect(listed).toMatchObject({ signals: 1, entered: 0, lastSignalAt: '2026-11-25T10:00:00.000Z' });
  });

  it('takes a TradingView alert as is: the key in a text/plain JSON body, a {{ticker}} with exchange and .P', async () => {
    const { apiKey } = await createWebhook();
    const alert = `{"symbol": "BINANCE:ETHUSDT.P", "direction": "SHORT", "entry": 2000, "apiKey": "${apiKey}"}`;
    const response = await sendSignal(null, alert, 'text/plain; charset=utf-8');
    expect(response.statusCode).toBe(202);
    expect(response.json().data).toMatchObject({
      symbol: 'ETHUSDT',
      direction: 'SHORT',
      entry: 2000,
      category: 'signal',
    });
  });

  it('reads a free-text message with core parser, as JSON {text} or as a plain-text body', async () => {
    const { apiKey } = await createWebhook();
    const message = '#BTC/USDT LONG x10\nEntry: 100 - 101\nTargets: 1) 102 2) 104 3) 106\nSL: 96';
    const asJson = await sendSignal(apiKey, { text: message });
    expect(asJson.statusCode).toBe(202);
    expect(asJson.json().data).toMatchObject({
      symbol: 'BTCUSDT',
      direction: 'LONG',
      isSpot: false,
      entry: 100,
      stopLoss: 96,
      tp1: 102,
      tp2: 104,
      tp3: 106,
      leverage: 10,
      state: 'waiting',
    });
    const asText = await sendSignal(apiKey, 'ETHUSDT short\nentry 2000\nsl 2100', 'text/plain');
    expect(asText.statusCode).toBe(202);
    expect(asText.json().data).toMatchObject({
      symbol: 'ETHUSDT',
      direction: 'SHORT',
      entry: 2000,
      stopLoss: 2100,
    });
  });

  it('refuses a message the parser cannot read with its reason on text, and a spot pair not listed on spot', async () => {
    const { apiKey } = await createWebhook();
    const unread = await sendSignal(apiKey, { text: 'BTC/USDT LONG or SHORT? Entry 100' });
    expect(unread.statusCode).toBe(400);
    expect(unread.json().fields).toEqual([
      { path: 'text', message: expect.stringMatching(/both directions/) },
    ]);
    const spot = await sendSignal(apiKey, { text: 'ETH/USDT SPOT\nBuy: 1990 - 2000\nSell: 2100' });
    expect(spot.statusCode).toBe(400);
    expect(spot.json().fields).toEqual([
      { path: 'symbol', message: 'ETHUSDT is not listed on the spot market' },
    ]);
  });

  it('answers 401 without a key or with a wrong one, before reading the body; a cookie is no key', async () => {
    await createWebhook();
    expect((await sendSignal(null, { symbol: 'BTCUSDT', direction: 'LONG' })).statusCode).toBe(401);
    expect((await sendSignal('sdk_wrong', 'not even json')).statusCode).toBe(401);
    expect(
      (await sendSignal(null, { symbol: 'BTCUSDT', direction: 'LONG', apiKey: 'sdk_wrong' })).statusCode,
    ).toBe(401);
    const withCookie = await t.app.inject({
      method: 'POST',
      url: '/api/signals',
      headers: { 'content-type': 'application/json', cookie: admin },
      payload: JSON.stringify({ symbol: 'BTCUSDT', direction: 'LONG' }),
    });
    expect(withCookie.statusCode).toBe(401);
    expect(await t.database.db.select().from(signals)).toEqual([]);
  });

  it.each([
    [{ symbol: 'BTCUSDT', direction: 'UP' }, 'direction', 'direction must be LONG or SHORT (or buy, sell)'],
    [{ direction: 'LONG' }, 'symbol', expect.any(String)],
    [{ symbol: 'DOGEUSDT', direction: 'LONG' }, 'symbol', 'DOGEUSDT is not listed on the futures market'],
    [
      { symbol: 'BTCUSDT', direction: 'LONG', entry: 100, stopLoss: 101 },
      'stopLoss',
      'stop loss must be below the entry price 100 for a LONG',
    ],
    [
      { symbol: 'BTCUSDT', direction: 'SHORT', tp1: 101 },
      'tp1',
      'TP1 must be below the entry price 100 for a SHORT',
    ],
    [{ symbol: 'BTCUSDT', direction: 'LONG', tp1: 104, tp2: 103 }, 'tp2', 'TP2 must be above TP1 for a LONG'],
    [
      { symbol: 'BTCUSDT', direction: 'LONG', entry: Number.POSITIVE_INFINITY },
      'entry',
      'entry must be a number',
    ],
    [{ symbol: 'BTCUSDT', direction: 'LONG', leverage: 500 }, 'leverage', 'leverage must be at most 125'],
  ])('refuses %j with 400 naming %s', async (body, path, message) => {
    const { apiKey } = await createWebhook();
    const payload = JSON.stringify(body).replace('"entry":null', '"entry":1e999');
    const response = await sendSignal(apiKey, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(response.json().fields).toContainEqual({ path, message });
    expect(await t.database.db.select().from(signals)).toEqual([]);
  });

  it('limits each source: past the burst within one instant, 429 with Retry-After; another source is not held', async () => {
    const first = await createWebhook('busy');
    const second = await createWebhook('quiet');
    const body = { symbol: 'BTCUSDT', direction: 'LONG' };
    const answers = await Promise.all(
      Array.from({ length: WEBHOOK_RATE.burst }, () => sendSignal(first.apiKey, body)),
    );
    expect(answers.every((answer) => answer.statusCode === 202)).toBe(true);
    const limited = await sendSignal(first.apiKey, body);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('1');
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect((await sendSignal(second.apiKey, body)).statusCode).toBe(202);
    t.clock.now += 1000;
    expect((await sendSignal(first.apiKey, body)).statusCode).toBe(202);
  });
});
