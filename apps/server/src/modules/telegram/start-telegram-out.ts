import type { TelegramLimits } from '@signaldesk/core/telegram/pacing';
import type { TelegramConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { runWithLeadership } from '../../lib/leadership';
import { LOCK_KEYS } from '../../lib/lock-keys';
import { sleep } from '../../lib/sleep';
import type { MarketLogger } from '../../market/market-logger';
import { announcePositionEvents } from './announcer';
import { DeliveryDrainer, type DrainerCounts } from './delivery-drainer';
import type { TelegramSubscriberAccess } from './subscriber-access';
import { TELEGRAM_OUTBOX_CHANNEL, usersToRemove } from './telegram.repository';
import { botApiCalls, type TelegramCalls } from './telegram-calls';

export interface TelegramOutOptions {
  database: DatabaseHandle;
  telegram: TelegramConfig;
  now: () => number;
  logger: MarketLogger;
  /** Group access, which the sweep calls for each subscriber who lost access. */
  access: TelegramSubscriberAccess;
  /** Default: grammY with the token and API root of the configuration. */
  calls?: TelegramCalls;
  /** Default: Telegram's limits. */
  limits?: TelegramLimits;
  /** How often the outbox and the queue are looked at without a NOTIFY, ms. Default 1000. */
  pollMs?: number;
  /** How often the sweep runs, ms. Default 10 minutes. */
  sweepMs?: number;
  /** How often a standby instance retries the lock, ms. Default 5000. */
  lockRetryMs?: number;
}

export interface TelegramOut {
  stop(): Promise<void>;
  /** True while this instance announces and drains. */
  isLeading(): boolean;
  /** The drainer's counters on the leading instance (undefined elsewhere, or without a token). */
  counts(): DrainerCounts | undefined;
  /** Runs the sweep now (tests); answers how many subscribers it asked to remove. */
  sweep(): Promise<number>;
}

/**
 * Telegram out (docs/telegram.md): the announcer (position events → deliveries), the delivery queue's drainer and
 * the access sweep, in the one instance holding the advisory lock. Without a bot token the announcer still reads
 * the outbox (dropping its events, so it does not grow) and nothing is sent.
 */
export function startTelegramOut(options: TelegramOutOptions): TelegramOut {
  const { database, telegram, logger, now } = options;
  const db = database.db;
  const calls =
    options.calls ??
    (telegram.botToken ? botApiCalls({ botToken: telegram.botToken, apiRoot: telegram.apiRoot }) : undefined);
  if (!calls) logger.info('Telegram out off: TELEGRAM_BOT_TOKEN is not set (position events are dropped)');
  const targets = {
    enabled: calls !== undefined,
    channelId: telegram.channelId,
    announceToSubscribers: telegram.announceToSubscribers,
    language: telegram.language,
  };
  let drainer: DeliveryDrainer | undefined;

  const sweep = async () => {
    if (!calls || !telegram.groupId) return 0;
    const ids = await usersToRemove(db, new Date(now()), 500);
    for (const id of ids) await options.access.subscriptionChanged(id);
    if (ids.length > 0)
      logger.info({ count: ids.length }, 'Telegram sweep: subscribers without access removed');
    return ids.length;
  };

  const leadership = runWithLeadership({
    database,
    lockKey: LOCK_KEYS.telegramOut,
    name: 'Telegram out',
    retryMs: options.lockRetryMs ?? 5000,
    logger,
    async lead() {
      let stopped = false;
      let dirty = true;
      const wakeable: { wake?: () => void } = {};
      const current = calls
        ? new DeliveryDrainer({
            db,
            calls,
            groupId: telegram.groupId,
            language: telegram.language,
            now,
            logger,
            limits: options.limits,
            pollMs: options.pollMs,
          })
        : undefined;
      drainer = current;
      current?.start();
      const unlisten = await database.listen(TELEGRAM_OUTBOX_CHANNEL, () => {
        dirty = true;
        wakeable.wake?.();
        current?.wake();
      });
      const loop = (async () => {
        while (!stopped) {
          dirty = false;
          try {
            if ((await announcePositionEvents(db, targets, now)) > 0) dirty = true;
          } catch (error) {
            logger.error({ err: error }, 'Telegram announcer failed; retrying');
          }
          if (!dirty && !stopped) await sleep(options.pollMs ?? 1000, wakeable);
        }
      })();
      let sweeping: Promise<unknown> = Promise.resolve();
      const timer = setInterval(() => {
        sweeping = sweeping.then(sweep).catch((error: unknown) => {
          logger.error({ err: error }, 'Telegram sweep failed');
        });
      }, options.sweepMs ?? 600_000);
      timer.unref();
      return async () => {
        stopped = true;
        clearInterval(timer);
        wakeable.wake?.();
        await loop;
        await sweeping;
        await unlisten();
        await current?.stop();
        if (drainer === current) drainer = undefined;
      };
    },
  });

  return {
    stop: () => leadership.stop(),
    isLeading: () => leadership.isLeader(),
    counts: () => drainer?.counts(),
    sweep,
  };
}
