import {
  intakeNotSignalResponseSchema,
  signalCardResponseSchema,
} from '@signaldesk/contracts/signal-sources';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, positions, signalSources, signals, signalUpdates } from '../../src/db/schema';
import { insertPosition } from '../../src/modules/positions/positions.repository';
import { ChannelPostReader } from '../../src/modules/signals/intake/channel-post-reader';
import { SourceRateLimit } from '../../src/modules/signals/intake/source-rate-limit';
import { buildPositionsApp, get, post, testPositionValues } from '../positions/positions-fixture';
import { type LogLine, recordingLogger } from '../support/recording-logger';
import type { ScriptedExchange } from '../support/scripted-exchange';
import type { TestApp } from '../support/test-app';

// Hook URL, text/plain and vendor bodies, noise, updates (recorded or acting), reply targeting, retry keys, the
// per-source rate limit and the signal card (docs/signals.md). The scripted market: BTCUSDT at 100, ETHUSDT at 2000.
let t: TestApp;
let admin: string;
let exchange: ScriptedExchange;

beforeAll(async () => {
  ({ t, admin, exchange } = await buildPositionsApp());
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(auditLog);
  await t.database.db.delete(signalUpdates);
  await t.database.db.delete(signals);
  await t.database.db.delete(positions);
  await t.database.db.delete(signalSources);
  t.clock.now = Date.parse('2026-11-25T10:00:00.000Z');
});

async function createSource(settings: Record<string, unknown> = {}, name = 'TradingView') {
  const response = await post(t, '/api/signal-sources', admin, { name, kind: 'webhook', ...settings });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number; apiKey: string; updatesAct: boolean; rateBurst: number };
}

const hook = (
  key: string,
  payload: string,
  contentType = 'text/plain',
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/signals/hook/${key}`,
    headers: { 'content-type': contentType, ...headers },
    payload,
  });

const card = async (id: number) => {
  const response = await get(t, `/api/signals/${id}`, admin);
  expect(response.statusCode).toBe(200);
  return signalCardResponseSchema.parse(response.json()).data;
};

const stored = () => t.database.db.select().from(signals).orderBy(signals.id);

describe('POST /api/signals/hook/{key}', () => {
  it('stores a TradingView text/plain alert posted to the URL form; a wrong key is a 401', async () => {
    const { id, apiKey } = await createSource();
    const response = await hook(
      apiKey,
      'BTCUSDT LONG\nEntry: 100\nTP: 102\nSL: 96',
      'text/plain; charset=utf-8',
    );
    expect(response.statusCode).toBe(202);
    expect(response.json().data).toMatchObject({
      sourceId: id,
      symbol: 'BTCUSDT',
      direction: 'LONG',
      entry: 100,
      tp1: 102,
      stopLoss: 96,
      state: 'waiting',
      entryCondition: 'at',
    });
    const [row] = await stored();
    expect(row!.text).toBe('BTCUSDT LONG\nEntry: 100\nTP: 102\nSL: 96');
    const wrong = await hook('sdk_wrong', 'BTCUSDT LONG Entry: 100');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'UNAUTHORIZED', error: 'Unknown or revoked API key' });
    expect(await stored()).toHaveLength(1);
  });

  it("reads the key dialog's JSON alert (strategy action buy/sell, {{close}}) sent as text/plain", async () => {
    const { apiKey } = await createSource();
    const buy = await hook(apiKey, '{"symbol": "BINANCE:ETHUSDT.P", "direction": "sell", "entry": 2001.5}');
    expect(buy.statusCode).toBe(202);
    expect(buy.json().data).toMatchObject({ symbol: 'ETHUSDT', direction: 'SHORT', entry: 2001.5 });
    const json = await hook(
      apiKey,
      JSON.stringify({ symbol: 'BTCUSDT', direction: 'buy' }),
      'application/json',
    );
    expect(json.statusCode).toBe(202);
    expect(json.json().data).toMatchObject({ symbol: 'BTCUSDT', direction: 'LONG', entry: null });
    // The card shows each body as sent; a key in a body is never stored.
    expect((await card(buy.json().data.id)).text).toBe(
      '{"symbol": "BINANCE:ETHUSDT.P", "direction": "sell", "entry": 2001.5}',
    );
    const keyed = await t.app.inject({
      method: 'POST',
      url: '/api/signals',
      headers: { 'content-type': 'text/plain' },
      payload: `{"symbol": "BTCUSDT", "direction": "buy", "apiKey": "${apiKey}"}`,
    });
    expect(keyed.statusCode).toBe(202);
    expect((await card(keyed.json().data.id)).text).toBe('{"symbol":"BTCUSDT","direction":"buy"}');
  });

  it("reads trading tools' bodies with core's vendor reader: TradingView's strategy message, a pipe alert", async () => {
    const { apiKey } = await createSource();
    const strategy = await hook(
      apiKey,
      'Strategy order buy @ 0.015 filled on BTCUSDT.P. New strategy position is 0.015',
    );
    expect(strategy.statusCode).toBe(202);
    // 0.015 is the order's quantity, never the entry: the signal enters at market.
    expect(strategy.json().data).toMatchObject({ symbol: 'BTCUSDT', direction: 'LONG', entry: null });
    const pipe = await hook(apiKey, 'ETHUSDT | 60 | SELL | 2001');
    expect(pipe.statusCode).toBe(202);
    expect(pipe.json().data).toMatchObject({ symbol: 'ETHUSDT', direction: 'SHORT', entry: 2001 });
    const traders = await hook(
      apiKey,
      JSON.stringify({ ticker: 'BTCUSDT', action: 'buy', price: 100 }),
      'application/json',
    );
    expect(traders.statusCode).toBe(202);
    expect(traders.json().data).toMatchObject({ symbol: 'BTCUSDT', direction: 'LONG', entry: 100 });
  });

  it('answers noise 200 with ignored and its reason, and stores nothing', async () => {
    const { apiKey } = await createSource();
    const response = await hook(apiKey, 'Good morning traders! 🚀');
    expect(response.statusCode).toBe(200);
    expect(intakeNotSignalResponseSchema.parse(response.json()).data).toEqual({
      kind: 'ignored',
      reason: 'not a signal: no symbol found',
    });
    expect(await stored()).toEqual([]);
  });

  it('refuses levels that make no sense with a 400 naming the rule: far from the market, targets too far', async () => {
    const { apiKey } = await createSource();
    const far = await hook(
      apiKey,
      JSON.stringify({ symbol: 'BTCUSDT', direction: 'LONG', entry: 150 }),
      'application/json',
    );
    expect(far.statusCode).toBe(400);
    expect(far.json().fields).toEqual([
      { path: 'levels', message: 'the entry 150 is 50 % from the market price 100 (at most 25 %)' },
    ]);
    const levered = await hook(apiKey, 'BTCUSDT LONG 20x\nEntry: 100\nTP: 180\nSL: 96');
    expect(levered.statusCode).toBe(400);
    expect(levered.json().fields).toEqual([
      { path: 'text', message: 'TP1 180 is 80 % from the entry 100: at 20x a target is at most 50 % away' },
    ]);
    expect(await stored()).toEqual([]);
  });

  it('stores a breakout entry with its condition; the card says it waits for the cross', async () => {
    const { apiKey } = await createSource();
    const response = await hook(
      apiKey,
      JSON.stringify({ symbol: 'BTCUSDT', direction: 'LONG', entry: 105, entryCondition: 'above' }),
      'application/json',
    );
    expect(response.statusCode).toBe(202);
    const signal = await card(response.json().data.id);
    expect(signal.entryCondition).toBe('above');
    expect(signal.waitingOn).toEqual({ rule: 'breakout', condition: 'above', price: 105 });
    const noEntry = await hook(
      apiKey,
      JSON.stringify({ symbol: 'BTCUSDT', direction: 'LONG', entryCondition: 'below' }),
      'application/json',
    );
    expect(noEntry.statusCode).toBe(400);
    expect(noEntry.json().fields).toContainEqual({
      path: 'entryCondition',
      message: 'a breakout entry (above, below) needs an entry price',
    });
  });
});

describe('updates', () => {
  const ETH_SIGNAL = 'ETH/USDT SHORT\nEntry 2000\nTarget 1900\nStop 2100';

  it('records an update on the open signal of its symbol and leaves it waiting (the default)', async () => {
    const { apiKey, updatesAct } = await createSource();
    expect(updatesAct).toBe(false);
    const signal = (await hook(apiKey, ETH_SIGNAL)).json().data;
    t.clock.now += 60_000;
    const response = await hook(apiKey, 'Close ETH now');
    expect(response.statusCode).toBe(200);
    const answer = intakeNotSignalResponseSchema.parse(response.json()).data;
    expect(answer).toMatchObject({
      kind: 'update',
      updates: [{ signalId: signal.id, kind: 'close', outcome: 'recorded', text: 'Close ETH now' }],
    });
    expect((await stored()).map((row) => row.state)).toEqual(['waiting']);
    const shown = await card(signal.id);
    expect(shown.text).toBe(ETH_SIGNAL);
    expect(shown.updates).toEqual([
      expect.objectContaining({ kind: 'close', outcome: 'recorded', receivedAt: '2026-11-25T10:01:00.000Z' }),
    ]);
    const none = await hook(apiKey, 'Cancel BTCUSDT');
    expect(none.json().data).toEqual({
      kind: 'ignored',
      reason: 'update (cancel) of no open signal on BTCUSDT of this source',
    });
  });

  it('acts when the source says so: a waiting signal is cancelled, an entered one closed with SOURCE_UPDATE', async () => {
    const { apiKey } = await createSource({ updatesAct: true });
    const waiting = (await hook(apiKey, ETH_SIGNAL)).json().data;
    const entered = (await hook(apiKey, 'BTCUSDT LONG\nEntry: 100\nTP: 102\nSL: 96')).json().data;
    const position = await insertPosition(t.database.db, testPositionValues());
    await t.database.db
      .update(signals)
      .set({ state: 'entered', positionId: position.id })
      .where(eq(signals.id, entered.id));

    const cancel = await hook(apiKey, 'Cancel ETH');
    expect(cancel.json().data.updates).toEqual([
      expect.objectContaining({ signalId: waiting.id, outcome: 'cancelled' }),
    ]);
    const close = await hook(apiKey, 'Close BTCUSDT');
    expect(close.json().data.updates).toEqual([
      expect.objectContaining({ signalId: entered.id, outcome: 'closed' }),
    ]);
    const [closed] = await t.database.db.select().from(positions);
    expect(closed).toMatchObject({ status: 'closed', closeReason: 'SOURCE_UPDATE', exitPrice: 100 });
    const audit = await t.database.db.select().from(auditLog);
    const positionRows = audit.filter((row) => row.entityType === 'position');
    expect(positionRows.map((row) => [row.action, row.username])).toEqual([['position.close', 'system']]);
    expect((await stored()).map((row) => row.state)).toEqual(['cancelled', 'entered']);
    const shown = await card(entered.id);
    expect(shown.position).toMatchObject({ id: position.id, status: 'closed', closeReason: 'SOURCE_UPDATE' });
    expect((await card(waiting.id)).waitingOn).toBeNull();
  });

  it('/close_all targets every open signal of the source, and no other source', async () => {
    const { apiKey } = await createSource({ updatesAct: true });
    const other = await createSource({}, 'Other');
    await hook(apiKey, ETH_SIGNAL);
    await hook(apiKey, 'BTCUSDT LONG\nEntry: 100\nTP: 102\nSL: 96');
    await hook(other.apiKey, ETH_SIGNAL);
    const response = await hook(apiKey, '/close_all');
    expect(response.json().data.updates.map((update: { outcome: string }) => update.outcome)).toEqual([
      'cancelled',
      'cancelled',
    ]);
    expect((await stored()).map((row) => row.state)).toEqual(['cancelled', 'cancelled', 'waiting']);
  });

  it("a Telegram reply targets the replied post's signal; without a reply the symbol's open signals", async () => {
    const created = await post(t, '/api/signal-sources', admin, {
      name: 'Channel',
      kind: 'telegram',
      channelIds: ['-1001234567890'],
    });
    expect(created.statusCode).toBe(201);
    const lines: LogLine[] = [];
    const reader = new ChannelPostReader(
      { db: t.database.db, exchange, now: () => t.clock.now, rateLimit: new SourceRateLimit() },
      recordingLogger(lines),
    );
    const chat = { id: -1001234567890, username: 'calls', title: 'Calls' };
    await reader.read({ message_id: 10, chat, text: 'BTCUSDT LONG\nEntry: 100\nTP: 102\nSL: 96' });
    await reader.read({ message_id: 11, chat, text: 'BTCUSDT LONG\nEntry: 99\nTP: 101\nSL: 95' });
    const [first, second] = await stored();
    expect([first!.originMessageId, second!.originMessageId]).toEqual([10, 11]);

    await reader.read({
      message_id: 12,
      chat,
      text: 'Target 1 reached ✅',
      reply_to_message: { message_id: 10 },
    });
    expect((await card(first!.id)).updates).toEqual([
      expect.objectContaining({ kind: 'targetHit', target: 1, outcome: 'recorded' }),
    ]);
    expect((await card(second!.id)).updates).toEqual([]);

    await reader.read({ message_id: 13, chat, text: 'Close BTCUSDT' });
    expect((await card(first!.id)).updates).toHaveLength(2);
    expect((await card(second!.id)).updates).toHaveLength(1);
    expect(lines.filter((line) => line.message === 'Telegram post stored as an update')).toHaveLength(2);
  });
});

describe('retries', () => {
  const BODY = JSON.stringify({ symbol: 'BTCUSDT', direction: 'LONG', entry: 100 });

  it('answers the same Idempotency-Key with the first signal within 24 h, then stores anew', async () => {
    const { apiKey } = await createSource();
    const first = await hook(apiKey, BODY, 'application/json', { 'idempotency-key': 'order-1' });
    const again = await hook(apiKey, BODY, 'application/json', { 'idempotency-key': 'order-1' });
    expect(first.statusCode).toBe(202);
    expect(again.statusCode).toBe(202);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await stored()).toHaveLength(1);
    t.clock.now += 24 * 3_600_000 + 1000;
    const later = await hook(apiKey, BODY, 'application/json', { 'idempotency-key': 'order-1' });
    expect(later.json().data.id).not.toBe(first.json().data.id);
    expect(await stored()).toHaveLength(2);
  });

  it('stores one signal for concurrent identical retries, the key read from the body field the source chose', async () => {
    const { apiKey } = await createSource({ idempotencyField: 'id' });
    const alert =
      '{"symbol": "BTCUSDT", "direction": "buy", "entry": 100, "id": "2026-11-25T10:00:00Z-BTCUSDT"}';
    const answers = await Promise.all(Array.from({ length: 8 }, () => hook(apiKey, alert)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(202));
    expect(new Set(answers.map((answer) => answer.json().data.id)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(7);
    expect(await stored()).toHaveLength(1);
    // Another key is another signal; the same key of another source too.
    const other = await createSource({ idempotencyField: 'id' }, 'Other');
    expect((await hook(other.apiKey, alert)).statusCode).toBe(202);
    expect((await hook(apiKey, alert.replace('10:00:00Z', '10:01:00Z'))).statusCode).toBe(202);
    expect(await stored()).toHaveLength(3);
  });
});

describe('rate limit', () => {
  it("grants the source's burst, then answers 429 with Retry-After at once; its own rate refills it", async () => {
    const { apiKey } = await createSource({ ratePerMinute: 30, rateBurst: 3 });
    const body = JSON.stringify({ symbol: 'BTCUSDT', direction: 'LONG' });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => hook(apiKey, body, 'application/json')),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 202, 202, 429, 429]);
    const limited = answers.find((answer) => answer.statusCode === 429)!;
    expect(limited.headers['retry-after']).toBe('2');
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      error: 'Source TradingView sends more than 30 signals a minute (burst 3)',
    });
    t.clock.now += 2000;
    expect((await hook(apiKey, body, 'application/json')).statusCode).toBe(202);
    expect((await hook(apiKey, body, 'application/json')).statusCode).toBe(429);
  });

  it("changes a source's settings with PATCH, from its next request on; 404 and 400 as the others", async () => {
    const { id, apiKey } = await createSource({ rateBurst: 1 });
    const body = JSON.stringify({ symbol: 'BTCUSDT', direction: 'LONG' });
    expect((await hook(apiKey, body, 'application/json')).statusCode).toBe(202);
    expect((await hook(apiKey, body, 'application/json')).statusCode).toBe(429);
    const patch = (url: string, payload: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url,
        headers: { 'content-type': 'application/json', cookie: admin },
        payload: payload as object,
      });
    const changed = await patch(`/api/signal-sources/${id}`, {
      updatesAct: true,
      ratePerMinute: 6000,
      rateBurst: 5,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      id,
      updatesAct: true,
      ratePerMinute: 6000,
      rateBurst: 5,
      signals: 1,
    });
    const updates = (await t.database.db.select().from(auditLog)).filter(
      (row) => row.action === 'signal-source.update',
    );
    expect(updates).toEqual([
      expect.objectContaining({
        entityId: String(id),
        before: expect.objectContaining({ updatesAct: false, rateBurst: 1 }),
        after: expect.objectContaining({ updatesAct: true, ratePerMinute: 6000, rateBurst: 5 }),
      }),
    ]);
    t.clock.now += 1000;
    expect((await hook(apiKey, body, 'application/json')).statusCode).toBe(202);
    expect((await patch('/api/signal-sources/999999', { updatesAct: true })).statusCode).toBe(404);
    expect((await patch(`/api/signal-sources/${id}`, {})).statusCode).toBe(400);
    expect((await patch(`/api/signal-sources/${id}`, { name: 'x' })).statusCode).toBe(400);
  });

  it('refuses a rate outside its bounds when the source is created', async () => {
    const response = await post(t, '/api/signal-sources', admin, {
      name: 'x',
      kind: 'webhook',
      rateBurst: 0,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].path).toBe('rateBurst');
  });
});

describe('GET /api/signals/{id}', () => {
  it('shows what was read, the rule it waits on, and 404 for an unknown signal', async () => {
    const { apiKey } = await createSource();
    const id = (await hook(apiKey, 'BTCUSDT LONG\nEntry: 100\nTP: 102\nSL: 96')).json().data.id;
    const shown = await card(id);
    expect(shown).toMatchObject({
      id,
      sourceName: 'TradingView',
      entry: 100,
      tp1: 102,
      stopLoss: 96,
      state: 'waiting',
      updates: [],
      position: null,
      waitingOn: { rule: 'wait', until: shown.waitEndsAt },
    });
    t.clock.now = Date.parse(shown.waitEndsAt!) + 60_000;
    expect((await card(id)).waitingOn).toMatchObject({ rule: 'pattern', until: shown.searchEndsAt });
    expect((await get(t, '/api/signals/999999', admin)).statusCode).toBe(404);
    expect((await get(t, `/api/signals/${id}`, '')).statusCode).toBe(401);
  });
});
