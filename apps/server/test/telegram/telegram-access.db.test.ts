import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { subscriberTelegram, users } from '../../src/db/schema';
import { SYSTEM_ACTOR } from '../../src/modules/audit/audit.repository';
import { startTelegramIntake, type TelegramIntake } from '../../src/modules/signals/intake/telegram-intake';
import { handleBotMessage } from '../../src/modules/telegram/bot-messages';
import { createSubscriberAccess } from '../../src/modules/telegram/subscriber-access';
import { subscriberPageAccess } from '../../src/modules/telegram/subscriber-page-access';
import { endSubscription } from '../../src/modules/users/subscriber-actions.service';
import { recordingLogger } from '../support/recording-logger';
import { ScriptedExchange } from '../support/scripted-exchange';
import { waitFor } from '../support/wait-for';
import {
  deliveryRows,
  drained,
  GROUP,
  insertSubscriber,
  type TelegramTestKit,
  until,
  useTelegramKit,
} from './telegram-fixture';

const setup = useTelegramKit();
let intake: TelegramIntake | undefined;
const DAY = 86_400_000;

let kit: TelegramTestKit;

/** Drains the queue and expects a removal on the wire: the ban, the unban, then the notice to the subscriber. */
async function expectRemovalSent() {
  kit.start();
  await drained(kit.t);
  expect(kit.telegram.received.map((call) => call.method)).toEqual([
    'banChatMember',
    'unbanChatMember',
    'sendMessage',
  ]);
}
beforeEach(() => {
  kit = setup.kit;
});
afterEach(async () => {
  await intake?.stop();
  intake = undefined;
});

async function statusOf(userId: number) {
  const [row] = await kit.t.database.db
    .select()
    .from(subscriberTelegram)
    .where(eq(subscriberTelegram.userId, userId));
  return row;
}

/** The intake's poll, reading the bot's messages as server.ts wires it. */
function startBot() {
  intake = startTelegramIntake({
    database: kit.t.database,
    exchange: new ScriptedExchange(),
    now: kit.now,
    logger: recordingLogger(kit.logs),
    telegram: kit.t.config.telegram,
    pollTimeoutSeconds: 1,
    restartMs: 50,
    lockRetryMs: 50,
    onMessage: async (message) => {
      await handleBotMessage(
        { db: kit.t.database.db, telegram: kit.t.config.telegram, access: kit.access, now: kit.now },
        message,
      );
    },
  });
  return intake;
}

describe('a subscriber starting the bot', () => {
  it('is linked by the start link’s token, invited with a one-person link, then marked member on joining', async () => {
    const userId = await insertSubscriber(kit.t, { subscriptionEndDate: new Date(Date.now() + 30 * DAY) });
    const page = await kit.access.subscriberTelegram(userId);
    expect(page).toMatchObject({ groupStatus: 'unknown', chatLinked: false, deliveries: [] });
    const token = /\?start=([\w-]+)$/.exec(page.startLink ?? '')![1]!;
    expect(page.startLink).toBe(`https://t.me/signaldesk_test_bot?start=${token}`);

    kit.start();
    const bot = startBot();
    await waitFor(() => bot.isPolling(), 'the bot to poll');
    await kit.telegram.confirmed(kit.telegram.message({ from: { id: 9001 }, text: `/start ${token}` }));
    await waitFor(() => kit.telegram.messages('9001').length === 2, 'the reply, then the invite');
    const [link] = kit.telegram.callsOf('createChatInviteLink');
    expect(link!.body).toMatchObject({ chat_id: GROUP, member_limit: 1 });
    expect(kit.telegram.messages('9001').map((message) => message.text)).toEqual([
      '✅ Votre compte Telegram est lié à votre abonnement SignalDesk.\nVotre lien d’accès au groupe arrive dans ce chat dans un instant.',
      'Bienvenue ! Voici votre lien d’accès au groupe (valable pour une seule personne) :\nhttps://t.me/+invite1',
    ]);
    await until(async () => (await statusOf(userId))?.groupStatus === 'invited', 'the invited status');

    await kit.telegram.confirmed(
      kit.telegram.message({
        from: { id: 9001 },
        chat: { id: Number(GROUP), type: 'supergroup' },
        newChatMembers: [{ id: 9001 }],
      }),
    );
    const after = await kit.access.subscriberTelegram(userId);
    expect(after).toMatchObject({ groupStatus: 'member', chatLinked: true });
    expect(after.deliveries.map((d) => [d.kind, d.status])).toEqual([
      ['invite', 'sent'],
      ['reply', 'sent'],
    ]);
  });

  it('is linked by the Telegram username the console holds when the start has no token', async () => {
    const userId = await insertSubscriber(kit.t, { telegramUsername: '@Trader_Joe' });
    await handleBotMessage(
      { db: kit.t.database.db, telegram: kit.t.config.telegram, access: kit.access, now: kit.now },
      {
        message_id: 1,
        date: 1,
        chat: { id: 9002, type: 'private', first_name: 'Joe' },
        from: { id: 9002, is_bot: false, first_name: 'Joe', username: 'trader_joe' },
        text: '/start',
      },
    );
    expect(await statusOf(userId)).toMatchObject({ telegramUserId: 9002 });
    expect((await deliveryRows(kit.t)).map((row) => [row.kind, row.chatId, row.userId])).toEqual([
      ['reply', '9002', userId],
      ['invite', '9002', userId],
    ]);
  });
});

describe('group access', () => {
  it('removes an ended subscriber with a ban then an unban, once, so they can come back', async () => {
    const userId = await insertSubscriber(kit.t, { telegramUserId: 7001, groupStatus: 'member' });
    await kit.t.database.db.update(users).set({ isSubscribed: false }).where(eq(users.id, userId));
    await kit.access.subscriptionChanged(userId);
    await kit.access.subscriptionChanged(userId);
    await expectRemovalSent();
    expect(kit.telegram.received[0]!.body).toMatchObject({ chat_id: GROUP, user_id: 7001 });
    expect(kit.telegram.received[1]!.body).toMatchObject({
      chat_id: GROUP,
      user_id: 7001,
      only_if_banned: true,
    });
    expect(kit.telegram.isBanned(GROUP, 7001)).toBe(false);
    expect(kit.telegram.messages('7001')[0]!.text).toMatch(/^Votre abonnement a pris fin/);
    expect((await statusOf(userId))!.groupStatus).toBe('removed');
    await kit.access.subscriptionChanged(userId);
    expect(await deliveryRows(kit.t)).toHaveLength(1);
  });

  it('invites a subscriber who pays again after a removal', async () => {
    const userId = await insertSubscriber(kit.t, { telegramUserId: 7002, groupStatus: 'removed' });
    await kit.access.subscriptionChanged(userId);
    kit.start();
    await drained(kit.t);
    expect(kit.telegram.received.map((call) => call.method)).toEqual(['createChatInviteLink', 'sendMessage']);
    expect((await statusOf(userId))!.groupStatus).toBe('invited');
  });

  it('resends an invite: a fresh one-person link, the one the subscriber receives', async () => {
    const userId = await insertSubscriber(kit.t, { telegramUserId: 7003, groupStatus: 'invited' });
    const { inviteLink } = await kit.access.resendInvite(userId);
    expect(inviteLink).toBe('https://t.me/+invite1');
    kit.start();
    await drained(kit.t);
    expect(kit.telegram.callsOf('createChatInviteLink')).toHaveLength(1);
    expect(kit.telegram.messages('7003')[0]!.text).toMatch(/\nhttps:\/\/t\.me\/\+invite1$/);
  });

  it('answers a refused invite link as an upstream error, and an unknown subscriber as not found', async () => {
    const userId = await insertSubscriber(kit.t, { telegramUserId: 7004 });
    kit.telegram.failNext('createChatInviteLink', {
      status: 400,
      description: 'Bad Request: not enough rights to manage chat invite links',
    });
    await expect(kit.access.resendInvite(userId)).rejects.toThrow(
      'Telegram refused the invite link: 400: Bad Request: not enough rights to manage chat invite links',
    );
    await expect(kit.access.resendInvite(999_999)).rejects.toThrow('Subscriber 999999 not found');
  });

  it('sweeps away those still marked subscribed whose end date has passed, and no one else', async () => {
    const now = Date.now();
    const expired = await insertSubscriber(kit.t, {
      telegramUserId: 7101,
      groupStatus: 'member',
      subscriptionEndDate: new Date(now - 1000),
    });
    await insertSubscriber(kit.t, {
      telegramUserId: 7102,
      groupStatus: 'member',
      subscriptionEndDate: new Date(now + DAY),
    });
    await insertSubscriber(kit.t, { telegramUserId: 7103, groupStatus: 'member' });
    await insertSubscriber(kit.t, { subscriptionEndDate: new Date(now - DAY) });
    const out = kit.start();
    expect(await out.sweep()).toBe(1);
    await drained(kit.t);
    expect(kit.telegram.callsOf('banChatMember').map((call) => call.body.user_id)).toEqual([7101]);
    expect((await statusOf(expired))!.groupStatus).toBe('removed');
    expect(await out.sweep()).toBe(0);
  });

  it('changes nothing on Telegram without a bot token, and says what is missing', async () => {
    const config = loadConfig({ TELEGRAM_BOT_USERNAME: 'signaldesk_bot' });
    const access = createSubscriberAccess({
      db: kit.t.database.db,
      telegram: config.telegram,
      now: kit.now,
      logger: recordingLogger(kit.logs),
    });
    const userId = await insertSubscriber(kit.t, {
      telegramUserId: 7201,
      isSubscribed: false,
      groupStatus: 'member',
    });
    await access.subscriptionChanged(userId);
    expect(await deliveryRows(kit.t)).toEqual([]);
    await expect(access.resendInvite(userId)).rejects.toThrow(
      'Telegram is not configured: TELEGRAM_BOT_TOKEN is not set',
    );
    expect(await access.subscriberTelegram(userId)).toEqual({
      groupStatus: 'member',
      chatLinked: true,
      deliveries: [],
      startLink: `https://t.me/signaldesk_bot?start=token-${userId}`,
    });
  });
});

describe('the subscriber side, wired to group access (server.ts)', () => {
  it('ends a subscription by hand: removed from the group, the page shows the removal and its deliveries', async () => {
    const userId = await insertSubscriber(kit.t, { telegramUserId: 7201, groupStatus: 'member' });
    const page = subscriberPageAccess(kit.access);
    const ended = await endSubscription({
      db: kit.t.database.db,
      actor: SYSTEM_ACTOR,
      userId,
      now: new Date(),
    });
    expect(ended).toMatchObject({ subscriptionChanged: true, user: { isSubscribed: false } });
    await page.subscriptionChanged(userId);
    await expectRemovalSent();
    const shown = await page.subscriberTelegram(userId);
    expect(shown).toMatchObject({ groupStatus: 'removed', chatLinked: true });
    expect(shown.deliveries.map(({ kind, status, reason }) => ({ kind, status, reason }))).toEqual([
      { kind: 'removal', status: 'sent', reason: null },
    ]);
  });
});
