import { scaledLimits, type TelegramLimits } from '@signaldesk/core/telegram/pacing';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import {
  positionEvents,
  subscriberTelegram,
  telegramChatsSeen,
  telegramDeliveries,
  users,
} from '../../src/db/schema';
import { startTelegramOut, type TelegramOut } from '../../src/modules/telegram/start-telegram-out';
import {
  createSubscriberAccess,
  type TelegramSubscriberAccess,
} from '../../src/modules/telegram/subscriber-access';
import { buildPositionsApp, resetTables } from '../positions/positions-fixture';
import { FakeTelegram } from '../support/fake-telegram';
import { type LogLine, recordingLogger } from '../support/recording-logger';
import type { TestApp } from '../support/test-app';

export const CHANNEL = '-1001111111111';
export const GROUP = '-1002222222222';

export interface TelegramTestKit {
  t: TestApp;
  admin: string;
  backtester: string;
  telegram: FakeTelegram;
  logs: LogLine[];
  /** The clock the queue runs on: real time unless a test sets `fixed`. */
  clock: { fixed: number | null };
  now: () => number;
  access: TelegramSubscriberAccess;
  /** Starts Telegram out against the fake Bot API (stopped by `stopAll`). */
  start(options?: { limits?: TelegramLimits; sweepMs?: number }): TelegramOut;
  stopAll(): Promise<void>;
  reset(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The app (its Telegram configured with the fake Bot API's token and root, a channel, a paid group, French) and the
 * fake Bot API server. The queue's clock is real by default, its limits Telegram's scaled 100 times (no test waits
 * a Telegram second), and it polls every 20 ms.
 */
export async function buildTelegramKit(env: Record<string, string> = {}): Promise<TelegramTestKit> {
  const telegram = new FakeTelegram();
  const apiRoot = await telegram.start();
  // An empty value in `env` leaves the variable unset.
  const merged: Record<string, string> = {
    TELEGRAM_BOT_TOKEN: telegram.token,
    TELEGRAM_API_ROOT: apiRoot,
    TELEGRAM_CHANNEL_ID: CHANNEL,
    TELEGRAM_GROUP_ID: GROUP,
    TELEGRAM_LANGUAGE: 'fr',
    TELEGRAM_BOT_USERNAME: 'signaldesk_test_bot',
    ...env,
  };
  for (const [key, value] of Object.entries(merged)) if (value === '') delete merged[key];
  const { t, admin, backtester } = await buildPositionsApp(merged);
  const logs: LogLine[] = [];
  const clock = { fixed: null as number | null };
  const now = () => clock.fixed ?? Date.now();
  const logger = recordingLogger(logs);
  const access = createSubscriberAccess({ db: t.database.db, telegram: t.config.telegram, now, logger });
  const running: TelegramOut[] = [];
  return {
    t,
    admin,
    backtester,
    telegram,
    logs,
    clock,
    now,
    access,
    start(options = {}) {
      const out = startTelegramOut({
        database: t.database,
        telegram: t.config.telegram,
        now,
        logger,
        access,
        limits: options.limits ?? scaledLimits(100),
        pollMs: 20,
        sweepMs: options.sweepMs ?? 3_600_000,
        lockRetryMs: 50,
      });
      running.push(out);
      return out;
    },
    async stopAll() {
      await Promise.all(running.splice(0).map((out) => out.stop()));
    },
    async reset() {
      await Promise.all(running.splice(0).map((out) => out.stop()));
      await resetTables(t);
      await t.database.db.delete(positionEvents);
      await t.database.db.delete(telegramDeliveries);
      await t.database.db.delete(telegramChatsSeen);
      await t.database.db.delete(subscriberTelegram);
      await t.database.db.delete(users);
      telegram.clearOut();
      clock.fixed = null;
      logs.length = 0;
    },
    async close() {
      await Promise.all(running.splice(0).map((out) => out.stop()));
      await telegram.close();
      await t.close();
    },
  };
}

/** A subscriber; `telegramUserId` links them as if they had started the bot. */
export async function insertSubscriber(
  t: TestApp,
  values: {
    id?: number;
    isSubscribed?: boolean;
    subscriptionEndDate?: Date | null;
    telegramUsername?: string | null;
    telegramUserId?: number | null;
    groupStatus?: 'member' | 'invited' | 'removed' | 'unknown';
  },
): Promise<number> {
  const [user] = await t.database.db
    .insert(users)
    .values({
      email: `sub${Math.random().toString(36).slice(2)}@example.com`,
      username: 'Subscriber',
      isSubscribed: values.isSubscribed ?? true,
      subscriptionType: 'MONTHLY',
      subscriptionEndDate: values.subscriptionEndDate ?? null,
      telegramUsername: values.telegramUsername ?? null,
    })
    .returning({ id: users.id });
  if (values.telegramUserId !== undefined) {
    await t.database.db.insert(subscriberTelegram).values({
      userId: user!.id,
      telegramUserId: values.telegramUserId,
      startToken: `token-${user!.id}`,
      groupStatus: values.groupStatus ?? 'unknown',
      linkedAt: values.telegramUserId === null ? null : new Date(),
      updatedAt: new Date(),
    });
  }
  return user!.id;
}

/** Polls an async `condition` until it holds; fails with `what` after `timeoutMs`. Waiting, not a timing assertion. */
export async function until(
  condition: () => Promise<boolean>,
  what: string,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The delivery rows, oldest first. */
export function deliveryRows(t: TestApp) {
  return t.database.db.select().from(telegramDeliveries).orderBy(telegramDeliveries.id);
}

/** Resolves when no delivery is queued or being sent. */
export function drained(t: TestApp, what = 'the queue to drain', timeoutMs?: number): Promise<void> {
  return until(
    async () => (await deliveryRows(t)).every((row) => row.status === 'sent' || row.status === 'failed'),
    what,
    timeoutMs,
  );
}

/**
 * One kit for the test file, reset before each test: answers a holder whose `kit` is set once the file's hooks
 * have run.
 */
export function useTelegramKit(): { kit: TelegramTestKit } {
  const holder = {} as { kit: TelegramTestKit };
  beforeAll(async () => {
    holder.kit = await buildTelegramKit();
  });
  afterAll(async () => {
    await holder.kit.close();
  });
  beforeEach(async () => {
    await holder.kit.reset();
  });
  return holder;
}
