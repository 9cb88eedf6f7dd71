import { createServer } from 'node:net';
import TelegramServer from 'telegram-test-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTelegramIntake, type TelegramIntake } from '../../src/modules/signals/intake/telegram-intake';
import { handleBotMessage } from '../../src/modules/telegram/bot-messages';
import { recordingLogger } from '../support/recording-logger';
import { ScriptedExchange } from '../support/scripted-exchange';
import { buildTelegramKit, insertSubscriber, type TelegramTestKit, until } from './telegram-fixture';

/**
 * The bot against a third-party Bot API emulator (the npm package telegram-test-api, not our fake): its own
 * getUpdates, sendMessage and getMe, and its client that plays a Telegram user. It serves neither invite links
 * nor long polling, so this proves the reply to /start end to end (docs/telegram.md, Tests).
 */

const TOKEN = '424242:emulated-bot-token-for-the-tests';
let server: TelegramServer;
let kit: TelegramTestKit;
let intake: TelegramIntake | undefined;

/** A free port on 127.0.0.1 (the emulator needs its port up front: it builds its API URL from it). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  server = new TelegramServer({ port: await freePort(), host: '127.0.0.1', storeTimeout: 600 });
  await server.start();
  // English, no paid group and no channel: the emulator has no invite links to give.
  kit = await buildTelegramKit({
    TELEGRAM_BOT_TOKEN: TOKEN,
    TELEGRAM_API_ROOT: server.config.apiURL,
    TELEGRAM_GROUP_ID: '',
    TELEGRAM_CHANNEL_ID: '',
    TELEGRAM_LANGUAGE: 'en',
  });
});
afterAll(async () => {
  await intake?.stop();
  await kit?.close();
  await server?.stop();
});

describe('the bot on telegram-test-api', () => {
  it('answers a user’s /start in the configured language', async () => {
    await insertSubscriber(kit.t, { isSubscribed: true, telegramUsername: 'emulated_sub' });
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
    const client = server.getClient(TOKEN, {
      userId: 4242,
      chatId: 4242,
      userName: 'emulated_sub',
      firstName: 'Emu',
      type: 'private',
    });
    await client.sendMessage(client.makeMessage('/start'));

    const botMessages = () =>
      server.storage.botMessages.filter((update) => String(update.message.chat_id) === '4242');
    await until(async () => botMessages().length > 0, 'the bot’s reply on the emulator', 20_000);
    expect(botMessages().map((update) => update.message.text)).toEqual([
      '✅ Your Telegram account is linked to your SignalDesk subscription.\nYou will receive the service’s messages here.',
    ]);

    // A stranger is told why nothing was linked.
    const stranger = server.getClient(TOKEN, {
      userId: 4343,
      chatId: 4343,
      userName: 'stranger',
      type: 'private',
    });
    await stranger.sendMessage(stranger.makeMessage('/start'));
    await until(
      async () => server.storage.botMessages.some((update) => String(update.message.chat_id) === '4343'),
      'the reply to the stranger',
      20_000,
    );
    const [reply] = server.storage.botMessages.filter((update) => String(update.message.chat_id) === '4343');
    expect(reply!.message.text).toBe(
      '❓ No SignalDesk subscriber has the Telegram username @stranger. Open the Telegram link of your subscriber page, or ask the administrator to record this username.',
    );
  });
});
