import { Bot } from 'grammy';
import type { Message } from 'grammy/types';
import type { DatabaseHandle } from '../../../db/client';
import { runWithLeadership } from '../../../lib/leadership';
import { LOCK_KEYS } from '../../../lib/lock-keys';
import { sleep } from '../../../lib/sleep';
import type { Exchange } from '../../../market/exchange';
import type { MarketLogger } from '../../../market/market-logger';
import { type ChannelPostCounts, ChannelPostReader } from './channel-post-reader';
import type { IntakeContext } from './signal-intake.service';
import { SourceRateLimit, WEBHOOK_RATE } from './source-rate-limit';

export interface TelegramIntakeOptions {
  database: DatabaseHandle;
  exchange: Exchange;
  now: () => number;
  logger: MarketLogger;
  /** config.telegram: without a token the intake is off (said once in the log). */
  telegram: { botToken: string | undefined; apiRoot: string };
  /** The long poll's `timeout` of getUpdates, seconds. Default 30. */
  pollTimeoutSeconds?: number;
  /** How long after a failed start (bad token, unreachable server, another poller) it tries again, ms. Default 60 000. */
  restartMs?: number;
  /** How often a standby instance retries the lock, ms. Default 5000. */
  lockRetryMs?: number;
  /**
   * The bot's other messages (a subscriber's `/start`, members joining the paid group: docs/telegram.md), read
   * from the same poll since the Bot API allows one getUpdates caller per bot, and every channel post too (before
   * the intake reads it: the console lists the chats seen). Absent: only channel posts.
   */
  onMessage?: (message: Message) => Promise<void>;
}

/** What the intake did with the channel posts it received. */
export type TelegramIntakeCounts = ChannelPostCounts;

export interface TelegramIntake {
  /** Stops polling (confirming the updates handled to the Bot API) and releases the lock. */
  stop(): Promise<void>;
  /** True while this instance polls the bot's updates. */
  isPolling(): boolean;
  counts(): TelegramIntakeCounts;
}

const OFF: TelegramIntake = {
  stop: async () => {},
  isPolling: () => false,
  counts: () => ({ posts: 0, stored: 0, refused: 0, unnamed: 0 }),
};

/**
 * The Telegram intake of docs/signals.md, Telegram channels: a grammY bot long-polls `channel_post` updates and
 * turns each post of a channel a live telegram source names into a signal, through the webhook's own path
 * (`readIntake` then `acceptSignal` with `{text}`). With PostgreSQL only the instance holding the advisory lock
 * polls (the Bot API allows one getUpdates caller per bot).
 */
export function startTelegramIntake(options: TelegramIntakeOptions): TelegramIntake {
  const { botToken, apiRoot } = options.telegram;
  if (!botToken) {
    options.logger.info('Telegram intake off: TELEGRAM_BOT_TOKEN is not set');
    return OFF;
  }
  const logger = options.logger;
  const pollTimeout = options.pollTimeoutSeconds ?? 30;
  const context: IntakeContext = {
    db: options.database.db,
    exchange: options.exchange,
    now: options.now,
    rateLimit: new SourceRateLimit(WEBHOOK_RATE.perSecond, WEBHOOK_RATE.burst),
  };
  const reader = new ChannelPostReader(context, logger);
  let polling = false;

  const leadership = runWithLeadership({
    database: options.database,
    lockKey: LOCK_KEYS.telegramIntake,
    name: 'Telegram intake',
    retryMs: options.lockRetryMs ?? 5000,
    logger,
    async lead() {
      let stopped = false;
      let bot: Bot | undefined;
      const wakeable: { wake?: () => void } = {};
      const loop = (async () => {
        while (!stopped) {
          // A fresh bot per attempt: grammY's bot.start cannot install handlers twice.
          const current = new Bot(botToken, {
            // A request never outlives the long poll by much, so a stop is not held by a dead connection.
            client: { apiRoot, timeoutSeconds: pollTimeout + 15 },
          });
          bot = current;
          const onMessage = options.onMessage;
          current.on('channel_post', async (ctx) => {
            await onMessage?.(ctx.channelPost);
            await reader.read(ctx.channelPost);
          });
          if (onMessage) current.on('message', (ctx) => onMessage(ctx.message));
          current.catch((error) => logger.error({ err: error.error }, 'Telegram update failed'));
          try {
            await current.start({
              allowed_updates: options.onMessage ? ['channel_post', 'message'] : ['channel_post'],
              timeout: pollTimeout,
              onStart: (me) => {
                polling = true;
                logger.info({ bot: me.username }, 'Telegram intake polling channel posts');
              },
            });
          } catch (error) {
            if (!stopped) {
              logger.error(
                { err: error, retryInMs: options.restartMs ?? 60_000 },
                'Telegram intake could not poll; retrying',
              );
            }
          } finally {
            polling = false;
          }
          if (!stopped) await sleep(options.restartMs ?? 60_000, wakeable);
        }
      })();
      return async () => {
        stopped = true;
        wakeable.wake?.();
        await bot?.stop().catch((error: unknown) => {
          logger.warn({ err: error }, 'Telegram intake: the last updates could not be confirmed');
        });
        await loop;
      };
    },
  });

  return {
    stop: () => leadership.stop(),
    isPolling: () => polling,
    counts: () => reader.counts(),
  };
}
