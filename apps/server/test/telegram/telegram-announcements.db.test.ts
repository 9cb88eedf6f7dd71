import { beforeEach, describe, expect, it } from 'vitest';
import { positionEvents, tradingParameters } from '../../src/db/schema';
import {
  closeLockedPosition,
  lockPosition,
  recordTargetHits,
} from '../../src/modules/positions/positions.repository';
import { get, OPEN_DEFAULTS, post, storePosition } from '../positions/positions-fixture';
import { waitFor } from '../support/wait-for';
import {
  buildTelegramKit,
  CHANNEL,
  drained,
  insertSubscriber,
  type TelegramTestKit,
  useTelegramKit,
} from './telegram-fixture';

const setup = useTelegramKit();

let kit: TelegramTestKit;
beforeEach(() => {
  kit = setup.kit;
});

const hits = (tp1: boolean, tp2: boolean) => ({
  hitTp1: tp1,
  hitTp2: tp2,
  hitTp3: false,
  tp1ProfitPercentage: tp1 ? 1.6 : null,
  tp2ProfitPercentage: tp2 ? 3.2 : null,
});

async function closeAs(id: number, exitPrice: number, reason: string) {
  const db = kit.t.database.db;
  await db.transaction(async (tx) => {
    const row = await lockPosition(tx, id);
    await closeLockedPosition(tx, row!, { exitPrice, reason, closedAt: new Date() });
  });
}

const channelTexts = () => kit.telegram.messages(CHANNEL).map((message) => message.text);

describe('position announcements', () => {
  it('announce an opening made through the API to the channel, in French', async () => {
    kit.start();
    const response = await post(kit.t, '/api/position-manager/open', kit.admin, OPEN_DEFAULTS);
    expect(response.statusCode).toBe(200);
    await waitFor(() => channelTexts().length === 1, 'the opening announcement');
    expect(channelTexts()[0]).toMatch(/^📣 Nouvelle position — BTCUSDT LONG 🟢\nEntrée : 100\n/);
    await drained(kit.t);
    const log = await get(kit.t, '/api/telegram/deliveries', kit.admin);
    expect(log.json().data.deliveries[0]).toMatchObject({
      kind: 'announcement',
      chatId: CHANNEL,
      announcement: 'opened',
      status: 'sent',
      attempts: 1,
    });
  });

  it('announce each target, the breakevens that follow, a stop hit and a close, in order', async () => {
    kit.start();
    const db = kit.t.database.db;
    const first = await storePosition(kit.t);
    await recordTargetHits(db, first.id, hits(true, false), 100);
    await recordTargetHits(db, first.id, hits(true, true), 100);
    await closeAs(first.id, 105.6, 'TP3');
    const second = await storePosition(kit.t, { symbol: 'ETHUSDT', entryPrice: 100 });
    await closeAs(second.id, 96.1, 'SL');
    const third = await storePosition(kit.t, {
      symbol: 'ETHUSDT',
      direction: 'SHORT',
      stopLoss: 104,
      tp1: 98,
      tp2: 97,
      tp3: 95,
    });
    await closeAs(third.id, 99.5, 'TIMEOUT');
    await waitFor(() => channelTexts().length === 10, 'ten announcements');
    expect(channelTexts().map((text) => text.split('\n')[0])).toEqual([
      '📣 Nouvelle position — BTCUSDT LONG 🟢',
      '🎯 Objectif 1 atteint — BTCUSDT LONG 🟢',
      '🛡 Stop déplacé au point mort — BTCUSDT LONG 🟢',
      '🎯 Objectif 2 atteint — BTCUSDT LONG 🟢',
      '🛡 Stop déplacé au point mort — BTCUSDT LONG 🟢',
      '🎯 Objectif 3 atteint — BTCUSDT LONG 🟢',
      '📣 Nouvelle position — ETHUSDT LONG 🟢',
      '⛔ Stop atteint — ETHUSDT LONG 🟢',
      '📣 Nouvelle position — ETHUSDT SHORT 🔴',
      '✅ Position clôturée — ETHUSDT SHORT 🔴',
    ]);
    const texts = channelTexts();
    // Default Position Manager: breakeven 1 at the entry -2.5 % (97.5, above the stop at 96.1), breakeven 2 at the entry.
    expect(texts[2]).toBe('🛡 Stop déplacé au point mort — BTCUSDT LONG 🟢\nStop : 97.5');
    expect(texts[4]).toBe('🛡 Stop déplacé au point mort — BTCUSDT LONG 🟢\nStop : 100');
    // (15 % at 101.6 = +0.24) + (60 % at 103.2 = +1.92) + (25 % at 105.6 = +1.40) = +3.56 %
    expect(texts[5]).toBe(
      '🎯 Objectif 3 atteint — BTCUSDT LONG 🟢\n105.6\nSortie : 105.6\nRésultat : +3,56 %',
    );
    expect(texts[7]).toBe('⛔ Stop atteint — ETHUSDT LONG 🟢\nSortie : 96.1\nRésultat : -3,90 %');
    expect(texts[9]).toBe(
      '✅ Position clôturée — ETHUSDT SHORT 🔴\nSortie : 99.5\nRésultat : +0,50 %\nMotif : TIMEOUT',
    );
    expect(await db.select().from(positionEvents)).toEqual([]);
  });

  it('follow the Position Manager: no breakeven announcement when its switches are off', async () => {
    const db = kit.t.database.db;
    await db.insert(tradingParameters).values([
      { key: 'ENABLE_BREAKEVEN_1', value: 'false', updatedAt: new Date() },
      { key: 'ENABLE_BREAKEVEN_2', value: 'false', updatedAt: new Date() },
    ]);
    kit.start();
    const row = await storePosition(kit.t);
    await recordTargetHits(db, row.id, hits(true, false), 100);
    await waitFor(() => channelTexts().length === 2, 'the opening and TP1');
    expect(channelTexts()[1]).toBe('🎯 Objectif 1 atteint — BTCUSDT LONG 🟢\n101.6');
  });

  it('announce no breakeven after TP1 when breakeven 1 is on but not better than the stop (it did not move)', async () => {
    kit.start();
    const db = kit.t.database.db;
    // Breakeven 1 is the entry -2.5 % (97.5): below this stop at 98, so the monitor leaves the stop where it is.
    const row = await storePosition(kit.t, { stopLoss: 98 });
    await recordTargetHits(db, row.id, hits(true, false), 100);
    await recordTargetHits(db, row.id, hits(true, true), 100);
    await waitFor(() => channelTexts().length === 4, 'the opening, TP1, TP2 and its breakeven');
    expect(channelTexts().slice(1)).toEqual([
      '🎯 Objectif 1 atteint — BTCUSDT LONG 🟢\n101.6',
      '🎯 Objectif 2 atteint — BTCUSDT LONG 🟢\n103.2',
      '🛡 Stop déplacé au point mort — BTCUSDT LONG 🟢\nStop : 100',
    ]);
  });

  it('say nothing of tracked signals that are not worked, until one is reopened into work', async () => {
    kit.start();
    const tracked = await storePosition(kit.t, { shouldWork: false });
    await recordTargetHits(kit.t.database.db, tracked.id, hits(true, false), 100);
    const response = await post(kit.t, '/api/position-manager/reopen', kit.admin, { positionId: tracked.id });
    expect(response.statusCode).toBe(200);
    await waitFor(() => channelTexts().length === 1, 'the reopening');
    expect(channelTexts()[0]).toMatch(/^📣 Nouvelle position — BTCUSDT LONG 🟢\nEntrée : 100\n/);
  });

  it('go to each subscriber with access who started the bot too, when asked', async () => {
    await kit.stopAll();
    const other = await buildTelegramKit({
      TELEGRAM_ANNOUNCE_TO_SUBSCRIBERS: 'true',
      TELEGRAM_LANGUAGE: 'en',
    });
    try {
      const now = Date.now();
      await insertSubscriber(other.t, { telegramUserId: 501 });
      await insertSubscriber(other.t, {
        telegramUserId: 502,
        subscriptionEndDate: new Date(now + 86_400_000),
      });
      await insertSubscriber(other.t, { telegramUserId: 503, subscriptionEndDate: new Date(now - 1000) });
      await insertSubscriber(other.t, { telegramUserId: 504, isSubscribed: false });
      await insertSubscriber(other.t, { telegramUserId: null });
      other.start();
      await storePosition(other.t);
      await waitFor(() => other.telegram.messages().length === 3, 'the channel and two subscribers');
      expect(
        other.telegram
          .messages()
          .map((message) => message.chatId)
          .sort(),
      ).toEqual([CHANNEL, '501', '502'].sort());
      expect(other.telegram.messages('501')[0]!.text).toMatch(
        /^📣 New position — BTCUSDT LONG 🟢\nEntry : 100/,
      );
    } finally {
      await other.close();
    }
  });

  it('are dropped, not piled up, when no bot token is set', async () => {
    const other = await buildTelegramKit({ TELEGRAM_BOT_TOKEN: '' });
    try {
      expect(other.t.config.telegram.botToken).toBeUndefined();
      other.start();
      await storePosition(other.t);
      await waitFor(() => other.logs.some((line) => line.message.startsWith('Telegram out off')), 'the note');
      const db = other.t.database.db;
      let left = 1;
      while (left > 0) left = (await db.select().from(positionEvents)).length;
      expect(await get(other.t, '/api/telegram/deliveries', other.admin).then((r) => r.json().data)).toEqual({
        settings: {
          configured: false,
          channelConfigured: true,
          groupConfigured: true,
          language: 'fr',
          announceToSubscribers: false,
        },
        deliveries: [],
      });
      expect(other.telegram.messages()).toEqual([]);
    } finally {
      await other.close();
    }
  });
});

describe('the console calls', () => {
  it('queue a test message to the channel, sent and logged', async () => {
    kit.start();
    const response = await post(kit.t, '/api/telegram/test-message', kit.admin, {});
    expect(response.statusCode).toBe(202);
    expect(response.json().data).toMatchObject({ kind: 'test', chatId: CHANNEL, status: 'queued' });
    await waitFor(() => channelTexts().length === 1, 'the test message');
    await drained(kit.t);
    expect(channelTexts()[0]).toBe('🔔 Message de test de SignalDesk : les annonces arrivent bien ici.');
    const log = await get(kit.t, '/api/telegram/deliveries?limit=5', kit.admin);
    expect(log.statusCode).toBe(200);
    expect(log.json().data.deliveries).toHaveLength(1);
    expect(log.json().data.deliveries[0]).toMatchObject({ kind: 'test', status: 'sent' });
    expect(log.json().data.settings).toEqual({
      configured: true,
      channelConfigured: true,
      groupConfigured: true,
      language: 'fr',
      announceToSubscribers: false,
    });
  });

  it('are admin1 only, validated, and CSRF-guarded', async () => {
    expect((await get(kit.t, '/api/telegram/deliveries', kit.backtester)).statusCode).toBe(403);
    expect((await post(kit.t, '/api/telegram/test-message', kit.backtester, {})).statusCode).toBe(403);
    const anonymous = await kit.t.app.inject({ method: 'GET', url: '/api/telegram/deliveries' });
    expect(anonymous.statusCode).toBe(401);
    const bad = await get(kit.t, '/api/telegram/deliveries?limit=0&userId=x', kit.admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    const extra = await post(kit.t, '/api/telegram/test-message', kit.admin, { chatId: '-1' });
    expect(extra.statusCode).toBe(400);
    const plain = await kit.t.app.inject({
      method: 'POST',
      url: '/api/telegram/test-message',
      headers: { cookie: kit.admin, 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(plain.statusCode).toBe(415);
  });

  it('filter the log by subscriber', async () => {
    const userId = await insertSubscriber(kit.t, { telegramUserId: 777 });
    await kit.access.resendInvite(userId);
    await post(kit.t, '/api/telegram/test-message', kit.admin, {});
    const mine = await get(kit.t, `/api/telegram/deliveries?userId=${userId}`, kit.admin);
    expect(mine.json().data.deliveries.map((d: { kind: string }) => d.kind)).toEqual(['invite']);
    const all = await get(kit.t, '/api/telegram/deliveries', kit.admin);
    expect(all.json().data.deliveries.map((d: { kind: string }) => d.kind)).toEqual(['test', 'invite']);
  });

  it('answer 409 saying what is missing when no channel is set', async () => {
    const other = await buildTelegramKit({ TELEGRAM_CHANNEL_ID: '' });
    try {
      const response = await post(other.t, '/api/telegram/test-message', other.admin, {});
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        success: false,
        code: 'CONFLICT',
        error: 'No announcements channel: TELEGRAM_CHANNEL_ID is not set',
        reason: 'telegram.noChannel',
      });
    } finally {
      await other.close();
    }
  });
});
