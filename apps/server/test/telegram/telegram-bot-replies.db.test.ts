import { telegramStatusResponseSchema } from '@signaldesk/contracts/telegram';
import type { Message } from 'grammy/types';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTelegramIntake, type TelegramIntake } from '../../src/modules/signals/intake/telegram-intake';
import { handleBotMessage } from '../../src/modules/telegram/bot-messages';
import { botStatusReader } from '../../src/modules/telegram/bot-status';
import { FakeTelegram } from '../support/fake-telegram';
import { recordingLogger } from '../support/recording-logger';
import { ScriptedExchange } from '../support/scripted-exchange';
import { waitFor } from '../support/wait-for';
import {
  deliveryRows,
  drained,
  insertSubscriber,
  type TelegramTestKit,
  useTelegramKit,
} from './telegram-fixture';

const setup = useTelegramKit();
let kit: TelegramTestKit;
let intake: TelegramIntake | undefined;
const DAY = 86_400_000;

beforeEach(() => {
  kit = setup.kit;
});
afterEach(async () => {
  await intake?.stop();
  intake = undefined;
});

/** A private message to the bot, as the Bot API hands it over. */
function privateMessage(text: string, from: { id: number; username?: string }): Message {
  return {
    message_id: 1,
    date: 1_795_000_000,
    chat: { id: from.id, type: 'private', first_name: 'Sub' },
    from: { is_bot: false, first_name: 'Sub', ...from },
    text,
  } as Message;
}

/** Reads one message as the server does, and answers the reply queued for it (its text). */
async function replyTo(message: Message): Promise<string | undefined> {
  await handleBotMessage(
    { db: kit.t.database.db, telegram: kit.t.config.telegram, access: kit.access, now: kit.now },
    message,
  );
  const replies = (await deliveryRows(kit.t)).filter((row) => row.kind === 'reply');
  return replies.at(-1)?.text ?? undefined;
}

describe('the bot answers every /start (docs/telegram.md, Subscribers on Telegram)', () => {
  it('says why nobody was linked: an unknown code, an unknown username, no username', async () => {
    expect(await replyTo(privateMessage('/start not-a-code', { id: 501 }))).toBe(
      '❓ Ce lien n’est pas valable : aucun abonné SignalDesk n’a ce code. Ouvrez le lien Telegram de votre page d’abonné, ou demandez-le à l’administrateur.',
    );
    expect(await replyTo(privateMessage('/start', { id: 502, username: 'nobody_here' }))).toBe(
      '❓ Aucun abonné SignalDesk n’a le nom d’utilisateur Telegram @nobody_here. Ouvrez le lien Telegram de votre page d’abonné, ou demandez à l’administrateur d’enregistrer ce nom.',
    );
    expect(await replyTo(privateMessage('/start', { id: 503 }))).toMatch(/n’a pas de nom d’utilisateur/);
    const rows = await deliveryRows(kit.t);
    expect(rows.map((row) => [row.kind, row.chatId, row.userId])).toEqual([
      ['reply', '501', null],
      ['reply', '502', null],
      ['reply', '503', null],
    ]);
  });

  it('links, then says where the subscriber stands: not subscribed, expired, already a member', async () => {
    await insertSubscriber(kit.t, { isSubscribed: false, telegramUsername: 'free_rider' });
    expect(await replyTo(privateMessage('/start', { id: 601, username: 'free_rider' }))).toBe(
      '✅ Votre compte Telegram est lié à votre abonnement SignalDesk.\nVous n’avez pas d’abonnement actif : l’accès au groupe vous sera envoyé ici dès que vous serez abonné.',
    );
    await insertSubscriber(kit.t, {
      subscriptionEndDate: new Date('2026-11-20T12:00:00Z'),
      telegramUsername: 'late_payer',
    });
    kit.clock.fixed = Date.parse('2026-11-27T12:00:00Z');
    expect(await replyTo(privateMessage('/start', { id: 602, username: 'late_payer' }))).toBe(
      '✅ Votre compte Telegram est lié à votre abonnement SignalDesk.\nVotre abonnement a expiré le 20/11/2026 : renouvelez-le pour retrouver l’accès au groupe.',
    );
    kit.clock.fixed = null;
    const member = await insertSubscriber(kit.t, {
      subscriptionEndDate: new Date(Date.now() + 30 * DAY),
      telegramUserId: 603,
      groupStatus: 'member',
    });
    expect(await replyTo(privateMessage(`/start token-${member}`, { id: 603 }))).toBe(
      '✅ Votre compte Telegram est lié à votre abonnement SignalDesk.\nVous êtes déjà membre du groupe.',
    );
    // Nobody above is owed an invite.
    expect((await deliveryRows(kit.t)).filter((row) => row.kind === 'invite')).toEqual([]);
  });

  it('sends the reply through the queue before the invite, over the Bot API', async () => {
    await insertSubscriber(kit.t, {
      subscriptionEndDate: new Date(Date.now() + 30 * DAY),
      telegramUsername: 'new_member',
    });
    kit.start();
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
    const bot = intake;
    await waitFor(() => bot.isPolling(), 'the bot to poll');
    await kit.telegram.confirmed(
      kit.telegram.message({ from: { id: 701, username: 'new_member' }, text: '/start' }),
    );
    await drained(kit.t);
    expect(kit.telegram.messages('701').map((message) => message.text.split('\n')[0])).toEqual([
      '✅ Votre compte Telegram est lié à votre abonnement SignalDesk.',
      'Bienvenue ! Voici votre lien d’accès au groupe (valable pour une seule personne) :',
    ]);

    // A channel's post and a group's message are listed among the chats seen; private chats are not.
    await kit.telegram.confirmed(
      kit.telegram.post({
        chat: { id: -1003333333333, title: 'Signals VIP', username: 'signals_vip' },
        text: 'hi',
      }),
    );
    await kit.telegram.confirmed(
      kit.telegram.message({
        from: { id: 702 },
        chat: { id: -1004444444444, type: 'supergroup', title: 'Traders chat' },
        text: 'hello',
      }),
    );
    await kit.telegram.confirmed(
      kit.telegram.post({ chat: { id: -1003333333333, title: 'Signals VIP (new name)' }, text: 'again' }),
    );
    const response = await kit.t.app.inject({
      method: 'GET',
      url: '/api/telegram/status',
      headers: { cookie: kit.admin },
    });
    expect(response.statusCode).toBe(200);
    const { data } = telegramStatusResponseSchema.parse(response.json());
    expect(data.bot).toEqual({
      state: 'reachable',
      username: 'signaldesk_test_bot',
      name: 'SignalDesk test',
    });
    expect(data.chats.map((chat) => [chat.chatId, chat.type, chat.title, chat.posts])).toEqual(
      expect.arrayContaining([
        ['-1003333333333', 'channel', 'Signals VIP (new name)', 2],
        ['-1004444444444', 'supergroup', 'Traders chat', 1],
      ]),
    );
    expect(data.chats).toHaveLength(2);
    expect(data.chats[0]!.lastPostAt).toBe(new Date(1_795_000_000 * 1000).toISOString());
  });

  it('is admin1 only', async () => {
    const response = await kit.t.app.inject({
      method: 'GET',
      url: '/api/telegram/status',
      headers: { cookie: kit.backtester },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('whether the bot answers (docs/telegram.md, The console)', () => {
  it('is off without a token, unreachable with a wrong token or no server, reachable with its name', async () => {
    const now = () => Date.now();
    expect(await botStatusReader({ botToken: undefined, apiRoot: 'http://127.0.0.1:9', now })()).toEqual({
      state: 'off',
    });
    const telegram = new FakeTelegram();
    const apiRoot = await telegram.start();
    try {
      expect(await botStatusReader({ botToken: telegram.token, apiRoot, now })()).toMatchObject({
        state: 'reachable',
        username: 'signaldesk_test_bot',
      });
      expect(await botStatusReader({ botToken: '1:wrong', apiRoot, now })()).toEqual({
        state: 'unreachable',
        error: '401: Unauthorized',
      });
    } finally {
      await telegram.close();
    }
    const closed = await botStatusReader({ botToken: telegram.token, apiRoot, now })();
    expect(closed).toMatchObject({ state: 'unreachable' });
    expect(closed.state === 'unreachable' && closed.error).toMatch(/^network: /);
  });
});
