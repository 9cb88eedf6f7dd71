import { inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { telegramDeliveries } from '../../src/db/schema';
import { enqueueDeliveries, type NewDelivery } from '../../src/modules/telegram/telegram.repository';
import { post } from '../positions/positions-fixture';
import { waitFor } from '../support/wait-for';
import {
  CHANNEL,
  deliveryRows,
  drained,
  type TelegramTestKit,
  until,
  useTelegramKit,
} from './telegram-fixture';

const setup = useTelegramKit();
const T = Date.parse('2026-11-25T12:00:00.000Z');

let kit: TelegramTestKit;
beforeEach(() => {
  kit = setup.kit;
});

const message = (chatId: string, text = `hello ${chatId}`): NewDelivery => ({
  kind: 'announcement',
  chatId,
  userId: null,
  positionId: null,
  announcement: 'opened',
  text,
});

async function rowOf(id: number) {
  return (await deliveryRows(kit.t)).find((row) => row.id === id)!;
}

describe('the delivery queue', () => {
  it('retries a failed call with exponential back-off, then logs it sent', async () => {
    kit.clock.fixed = T;
    kit.telegram.failNext('sendMessage', { status: 500, description: 'Internal Server Error' }, 2);
    const [row] = await enqueueDeliveries(kit.t.database.db, [message(CHANNEL)], new Date(T));
    kit.start();
    await until(async () => (await rowOf(row!.id)).attempts === 1, 'the first attempt');
    expect(await rowOf(row!.id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      nextAttemptAt: new Date(T + 2000),
      lastError: '500: Internal Server Error',
    });
    kit.clock.fixed = T + 2000;
    await until(async () => (await rowOf(row!.id)).attempts === 2, 'the second attempt');
    expect((await rowOf(row!.id)).nextAttemptAt).toEqual(new Date(T + 2000 + 4000));
    kit.clock.fixed = T + 6000;
    await until(async () => (await rowOf(row!.id)).status === 'sent', 'the third attempt');
    expect(await rowOf(row!.id)).toMatchObject({ attempts: 3, sentAt: new Date(T + 6000) });
    expect(kit.telegram.callsOf('sendMessage:failed')).toHaveLength(2);
    expect(kit.telegram.messages(CHANNEL)).toHaveLength(1);
  });

  it('honours a 429’s retry_after for that chat, without counting it as a failed attempt', async () => {
    kit.clock.fixed = T;
    kit.telegram.failNext('sendMessage', {
      status: 429,
      description: 'Too Many Requests: retry after 7',
      retryAfter: 7,
    });
    const [first] = await enqueueDeliveries(kit.t.database.db, [message(CHANNEL, 'one')], new Date(T));
    kit.start();
    await until(async () => (await rowOf(first!.id)).lastError !== null, 'the 429');
    expect(await rowOf(first!.id)).toMatchObject({
      status: 'queued',
      attempts: 0,
      nextAttemptAt: new Date(T + 7000),
      lastError: '429: Too Many Requests: retry after 7',
    });
    // A later message to the same chat waits for the same moment; another chat does not.
    const [second, other] = await enqueueDeliveries(
      kit.t.database.db,
      [message(CHANNEL, 'two'), message('4242', 'elsewhere')],
      new Date(T),
    );
    await until(async () => (await rowOf(other!.id)).status === 'sent', 'the other chat');
    await until(async () => (await rowOf(second!.id)).nextAttemptAt.getTime() === T + 7000, 'the hold');
    expect(kit.telegram.messages(CHANNEL)).toEqual([]);
    kit.clock.fixed = T + 7000;
    await waitFor(() => kit.telegram.messages(CHANNEL).length === 2, 'both messages after the wait');
    expect(kit.telegram.messages(CHANNEL).map((m) => m.text)).toEqual(['one', 'two']);
    await drained(kit.t);
    expect((await rowOf(first!.id)).attempts).toBe(1);
  });

  it('fails at once on a refusal no retry changes, and gives up after eight attempts otherwise', async () => {
    kit.clock.fixed = T;
    kit.telegram.failChat('555', { status: 403, description: 'Forbidden: bot was blocked by the user' });
    const [blocked] = await enqueueDeliveries(kit.t.database.db, [message('555')], new Date(T));
    kit.start();
    await until(async () => (await rowOf(blocked!.id)).status === 'failed', 'the refusal');
    expect(await rowOf(blocked!.id)).toMatchObject({
      attempts: 1,
      lastError: '403: Forbidden: bot was blocked by the user',
    });
    kit.telegram.failNext('sendMessage', { status: 502, description: 'Bad Gateway' }, 8);
    const [flaky] = await enqueueDeliveries(kit.t.database.db, [message('556')], new Date(T));
    for (let attempt = 1; attempt <= 8; attempt++) {
      await until(async () => (await rowOf(flaky!.id)).attempts === attempt, `attempt ${attempt}`);
      kit.clock.fixed = (await rowOf(flaky!.id)).nextAttemptAt.getTime();
    }
    expect(await rowOf(flaky!.id)).toMatchObject({
      status: 'failed',
      attempts: 8,
      lastError: '502: Bad Gateway',
    });
    // 2 + 4 + ... + 128 s of back-off between the eight attempts.
    expect(kit.clock.fixed! - T).toBe(254_000);
    expect(kit.telegram.messages()).toEqual([]);
  });
});

describe('a restart', () => {
  it('sends again the rows a stopped instance had claimed, and each message once', async () => {
    const db = kit.t.database.db;
    const rows = await enqueueDeliveries(
      db,
      Array.from({ length: 60 }, (_, i) => message(String(10_000 + i))),
      new Date(),
    );
    // Claimed by an instance that died before sending them.
    await db
      .update(telegramDeliveries)
      .set({ status: 'sending' })
      .where(
        inArray(
          telegramDeliveries.id,
          rows.slice(0, 10).map((row) => row.id),
        ),
      );
    kit.start();
    await drained(kit.t);
    const chats = kit.telegram.messages().map((m) => m.chatId);
    expect(chats).toHaveLength(60);
    expect(new Set(chats).size).toBe(60);
    expect((await deliveryRows(kit.t)).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(
      true,
    );
  });

  it('loses nothing and sends nothing twice when stopped in the middle of a drain', async () => {
    const db = kit.t.database.db;
    await enqueueDeliveries(
      db,
      Array.from({ length: 400 }, (_, i) => message(String(20_000 + i))),
      new Date(),
    );
    const first = kit.start();
    await waitFor(() => kit.telegram.messages().length >= 50, 'part of the drain');
    await first.stop();
    const sentBefore = kit.telegram.messages().length;
    const rows = await deliveryRows(kit.t);
    expect(rows.filter((row) => row.status === 'sending')).toEqual([]);
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(sentBefore);
    kit.start();
    await drained(kit.t);
    const chats = kit.telegram.messages().map((m) => m.chatId);
    expect(chats).toHaveLength(400);
    expect(new Set(chats).size).toBe(400);
  });

  it('lets only one of two instances send each message', async () => {
    await enqueueDeliveries(
      kit.t.database.db,
      Array.from({ length: 200 }, (_, i) => message(String(30_000 + i))),
      new Date(),
    );
    kit.start();
    kit.start();
    await drained(kit.t);
    const chats = kit.telegram.messages().map((m) => m.chatId);
    expect(chats).toHaveLength(200);
    expect(new Set(chats).size).toBe(200);
  });

  it('keeps a queued test message across a restart of the server', async () => {
    const response = await post(kit.t, '/api/telegram/test-message', kit.admin, {});
    expect(response.statusCode).toBe(202);
    expect(kit.telegram.messages()).toEqual([]);
    kit.start();
    await drained(kit.t);
    expect(kit.telegram.messages(CHANNEL)).toHaveLength(1);
  });
});
