import { asc } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signalSources, signals } from '../../src/db/schema';
import type { Exchange } from '../../src/market/exchange';
import { startTelegramIntake, type TelegramIntake } from '../../src/modules/signals/intake/telegram-intake';
import { buildPositionsApp, post } from '../positions/positions-fixture';
import { FakeTelegram } from '../support/fake-telegram';
import { type LogLine, recordingLogger } from '../support/recording-logger';
import type { TestApp } from '../support/test-app';
import { waitFor } from '../support/wait-for';

const onPostgres = process.env.TEST_DB === 'postgres';

let t: TestApp;
let exchange: Exchange;
let admin: string;
let telegram: FakeTelegram;
let apiRoot: string;
let logs: LogLine[];
const intakes: TelegramIntake[] = [];

beforeAll(async () => {
  ({ t, admin, exchange } = await buildPositionsApp());
  telegram = new FakeTelegram();
  apiRoot = await telegram.start();
});
afterAll(async () => {
  await telegram.close();
  await t.close();
});
beforeEach(async () => {
  await t.database.db.delete(signals);
  await t.database.db.delete(signalSources);
  t.clock.now = Date.parse('2026-11-25T10:00:00.000Z');
  logs = [];
});
afterEach(async () => {
  await Promise.all(intakes.splice(0).map((intake) => intake.stop()));
});

/** An intake with the fake Bot API's token, unless `token` says otherwise (`null`: no token). */
function startIntake(token?: string | null): TelegramIntake {
  const intake = startTelegramIntake({
    database: t.database,
    exchange,
    now: () => t.clock.now,
    logger: recordingLogger(logs),
    telegram: { botToken: token === null ? undefined : (token ?? telegram.token), apiRoot },
    pollTimeoutSeconds: 5,
    restartMs: 50,
    lockRetryMs: 50,
  });
  intakes.push(intake);
  return intake;
}

async function createTelegramSource(name: string, channelIds: string[]): Promise<number> {
  const response = await post(t, '/api/signal-sources', admin, { name, kind: 'telegram', channelIds });
  expect(response.statusCode).toBe(201);
  return response.json().data.id as number;
}

const storedSignals = () => t.database.db.select().from(signals).orderBy(asc(signals.id));

const BTC_POST = '#BTC/USDT LONG\nEntry: 100\nTargets: 1) 102 2) 104 3) 106\nSL: 96\nLeverage: x10';

describe('the Telegram intake', () => {
  it('stores the posts of named channels as waiting signals, and nothing of other channels or unreadable posts', async () => {
    const byId = await createTelegramSource('Crypto calls', ['-1001234567890']);
    const byName = await createTelegramSource('Alt signals', ['@AltSignalsVip']);
    const intake = startIntake();
    await waitFor(() => intake.isPolling(), 'the bot to poll');

    telegram.post({ chat: { id: -1001234567890, title: 'Crypto calls' }, text: BTC_POST });
    telegram.post({
      chat: { id: -1009999999999, username: 'altsignalsvip' },
      caption: 'ETHUSDT 📉 Short x5\nEntry: 2000\nTP1: 1950\nTP2: 1900\nStop: 2050',
    });
    telegram.post({ chat: { id: -1005555555555, username: 'someoneelse' }, text: BTC_POST });
    telegram.post({ chat: { id: -1001234567890 }, text: 'Good morning traders! Big week ahead.' });
    const last = telegram.post({ chat: { id: -1001234567890 } });
    await telegram.confirmed(last);

    const rows = await storedSignals();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      sourceId: byId,
      symbol: 'BTCUSDT',
      direction: 'LONG',
      isSpot: false,
      category: 'signal',
      entry: 100,
      tp1: 102,
      tp2: 104,
      tp3: 106,
      stopLoss: 96,
      leverage: 10,
      state: 'waiting',
      text: BTC_POST,
      receivedAt: new Date('2026-11-25T10:00:00.000Z'),
    });
    expect(rows[1]).toMatchObject({
      sourceId: byName,
      symbol: 'ETHUSDT',
      direction: 'SHORT',
      entry: 2000,
      tp1: 1950,
      tp2: 1900,
      tp3: null,
      stopLoss: 2050,
      leverage: 5,
      state: 'waiting',
    });
    expect(intake.counts()).toEqual({ posts: 5, stored: 2, refused: 2, unnamed: 1 });

    const refusals = logs.filter((line) => line.message === 'Telegram post not read as a signal');
    expect(refusals.map((line) => line.level)).toEqual(['info', 'info']);
    expect(refusals[0]!.fields).toMatchObject({ sourceId: byId, chatId: -1001234567890 });
    expect(String(refusals[0]!.fields.reason)).toMatch(/^(Invalid signal: text: |not a signal: )/);
    expect(refusals[1]!.fields.reason).toBe('Invalid signal: text: the post has no text');
    // The source's counts come from the stored signals, as for a webhook.
    const listed = (
      await t.app.inject({ method: 'GET', url: '/api/signal-sources', headers: { cookie: admin } })
    )
      .json()
      .data.find((source: { id: number }) => source.id === byId);
    expect(listed).toMatchObject({ signals: 1, lastSignalAt: '2026-11-25T10:00:00.000Z' });
  });

  it('stops reading a revoked source’s channel and reads a new source’s at once, without a restart', async () => {
    const id = await createTelegramSource('Crypto calls', ['-1001234567890']);
    const intake = startIntake();
    await waitFor(() => intake.isPolling(), 'the bot to poll');
    await telegram.confirmed(telegram.post({ chat: { id: -1001234567890 }, text: BTC_POST }));
    expect(await storedSignals()).toHaveLength(1);

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/signal-sources/${id}`,
      headers: { cookie: admin, 'content-type': 'application/json' },
    });
    expect(revoked.statusCode).toBe(200);
    await telegram.confirmed(telegram.post({ chat: { id: -1001234567890 }, text: BTC_POST }));
    expect(await storedSignals()).toHaveLength(1);

    const later = await createTelegramSource('Crypto calls again', ['-1001234567890']);
    await telegram.confirmed(telegram.post({ chat: { id: -1001234567890 }, text: BTC_POST }));
    const rows = await storedSignals();
    expect(rows).toHaveLength(2);
    expect(rows[1]!.sourceId).toBe(later);
    expect(intake.counts()).toMatchObject({ posts: 3, stored: 2, unnamed: 1 });
  });

  it('knows a channel id without its -100 prefix, and says once per channel that a channel is not named', async () => {
    const id = await createTelegramSource('Web link id', ['2223334445']);
    const intake = startIntake();
    await waitFor(() => intake.isPolling(), 'the bot to poll');
    telegram.post({ chat: { id: -1002223334445 }, text: BTC_POST });
    telegram.post({ chat: { id: -1007777777777, title: 'Other' }, text: BTC_POST });
    await telegram.confirmed(telegram.post({ chat: { id: -1007777777777, title: 'Other' }, text: BTC_POST }));
    expect((await storedSignals()).map((row) => row.sourceId)).toEqual([id]);
    const unnamed = logs.filter((line) =>
      line.message.startsWith('Telegram post of a channel no source names'),
    );
    expect(unnamed).toEqual([
      expect.objectContaining({ level: 'info', fields: expect.objectContaining({ chatId: -1007777777777 }) }),
    ]);
    expect(intake.counts()).toMatchObject({ posts: 3, stored: 1, unnamed: 2 });
  });

  it('is off without a token, and says so once', async () => {
    const before = telegram.calls.length;
    const intake = startIntake(null);
    expect(intake.isPolling()).toBe(false);
    expect(logs).toEqual([
      { level: 'info', fields: {}, message: 'Telegram intake off: TELEGRAM_BOT_TOKEN is not set' },
    ]);
    expect(telegram.calls.length).toBe(before);
  });

  it('logs a token the Bot API refuses, and does not poll', async () => {
    const intake = startIntake('123456789:WRONG-token-the-server-refuses');
    await waitFor(
      () => logs.some((line) => line.message === 'Telegram intake could not poll; retrying'),
      'the refusal to be logged',
    );
    expect(intake.isPolling()).toBe(false);
    expect(logs.find((line) => line.level === 'error')!.message).toBe(
      'Telegram intake could not poll; retrying',
    );
  });

  it.runIf(onPostgres)('polls in one instance only; a standby takes over when it stops', async () => {
    await createTelegramSource('Crypto calls', ['-1001234567890']);
    const first = startIntake();
    await waitFor(() => first.isPolling(), 'the first instance to poll');
    const second = startIntake();
    await telegram.confirmed(telegram.post({ chat: { id: -1001234567890 }, text: BTC_POST }));
    expect(first.counts().stored).toBe(1);
    expect(second.isPolling()).toBe(false);
    await first.stop();
    await waitFor(() => second.isPolling(), 'the standby to take over');
    await telegram.confirmed(telegram.post({ chat: { id: -1001234567890 }, text: BTC_POST }));
    expect(second.counts().stored).toBe(1);
    expect(await storedSignals()).toHaveLength(2);
  });
});
