import { Bot } from 'grammy';
import type { Chat, Message } from 'grammy/types';
import type { DatabaseHandle } from '../../db/client';
import { RateLimitError, ValidationError } from '../../lib/errors';
import type { Exchange } from '../../market/exchange';
import type { MarketLogger } from '../../market/market-logger';
import { runWithLeadership, sleep } from '../../monitor/monitor-leadership';
import { acceptSignal, type IntakeContext, readIntake } from './signal-intake.service';
import { listActiveTelegramSources, type SignalSourceRow } from './signal-sources.repository';
import { SourceRateLimit, WEBHOOK_RATE } from './source-rate-limit';

/** The advisory lock key of the Telegram intake ("tgm"): one instance polls the bot's updates. */
export const TELEGRAM_INTAKE_LOCK_KEY = 0x5d_74676d;

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
   * from the same poll since the Bot API allows one getUpdates caller per bot. Absent: only channel posts.
   */
  onMessage?: (message: Message) => Promise<void>;
}

export interface TelegramIntakeCounts {
  /** Channel posts received, of a named channel or not. */
  posts: number;
  /** Stored as signals. */
  stored: number;
  /** Of a named channel, not stored (unreadable, refused by the checks, rate limited, failed). */
  refused: number;
  /** Of a channel no live telegram source names. */
  unnamed: number;
}

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
 * The source naming a channel: its chat id as the Bot API gives it (`-1001234567890`), the same id without its
 * `-100` prefix (as a channel's web link shows it), or `@username` against the chat's username (any case). With
 * several live sources naming one channel, the oldest takes its posts.
 */
export function sourceOfChannel(
  sources: readonly SignalSourceRow[],
  chat: Pick<Chat.ChannelChat, 'id' | 'username'>,
): SignalSourceRow | undefined {
  const id = String(chat.id);
  const username = chat.username ? `@${chat.username.toLowerCase()}` : null;
  const names = (entry: unknown) =>
    typeof entry === 'string' &&
    (entry === id || `-100${entry}` === id || (username !== null && entry.toLowerCase() === username));
  return sources.find(
    (source) => Array.isArray(source.channelIds) && (source.channelIds as unknown[]).some(names),
  );
}

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
  const counts: TelegramIntakeCounts = { posts: 0, stored: 0, refused: 0, unnamed: 0 };
  let polling = false;
  // Channels already said to be unnamed: said once per channel and process, so the log stays quiet.
  const unnamedSaid = new Set<number>();

  const handlePost = async (post: Message & { chat: Chat }) => {
    counts.posts++;
    // Read for every post, so that a source created or revoked on any instance applies to the next post.
    const source = sourceOfChannel(await listActiveTelegramSources(context.db), post.chat);
    const where = { chatId: post.chat.id, username: post.chat.username, messageId: post.message_id };
    if (!source) {
      counts.unnamed++;
      if (!unnamedSaid.has(post.chat.id) && unnamedSaid.size < 10_000) {
        unnamedSaid.add(post.chat.id);
        logger.info(
          { ...where, title: post.chat.title },
          'Telegram post of a channel no source names: not read',
        );
      }
      return;
    }
    const text = post.text ?? post.caption;
    try {
      if (text === undefined) throw new ValidationError('Invalid signal: text: the post has no text', []);
      const signal = await acceptSignal(context, source, readIntake({ text }));
      counts.stored++;
      logger.info(
        {
          ...where,
          sourceId: source.id,
          signalId: signal.id,
          symbol: signal.symbol,
          direction: signal.direction,
        },
        'Telegram post stored as a signal',
      );
    } catch (error) {
      counts.refused++;
      const reason = error instanceof Error ? error.message : String(error);
      if (error instanceof ValidationError) {
        logger.info({ ...where, sourceId: source.id, reason }, 'Telegram post not read as a signal');
      } else if (error instanceof RateLimitError) {
        logger.warn({ ...where, sourceId: source.id, reason }, 'Telegram post dropped: rate limit');
      } else {
        logger.error({ ...where, sourceId: source.id, err: error }, 'Telegram post could not be stored');
      }
    }
  };

  const leadership = runWithLeadership({
    database: options.database,
    lockKey: TELEGRAM_INTAKE_LOCK_KEY,
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
          current.on('channel_post', (ctx) => handlePost(ctx.channelPost));
          const onMessage = options.onMessage;
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
    counts: () => ({ ...counts }),
  };
}
