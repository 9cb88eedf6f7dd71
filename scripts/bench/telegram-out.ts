/**
 * Telegram out (issue 23), against the local Bot API server of the tests (apps/server/test/support/fake-telegram.ts):
 * - an announcement to the channel leaves within 1 s of the position event (the row's commit to the Bot API's
 *   sendMessage), at Telegram's real limits; 15 positions (under the channel's 20 a minute);
 * - 10 000 subscriber messages drain at the Telegram limit with no loss and nothing twice, across a restart of the
 *   sender after 3 000. Time is scaled 2 times (core scaledLimits(2): 60 calls/s in place of 30), so the run
 *   lasts about 3 minutes instead of 6; the figures are printed back in Telegram seconds. (A larger scale
 *   measures this process, not the pacing: the sender, the database and the fake Bot API share one event loop.)
 *   The "most in any second" is counted on the arrival times the fake server reads in a worker thread of its own
 *   (telegram-fake-worker.ts), so a pause of the sender's event loop does not bunch them up.
 * On PGlite, and again on PostgreSQL when BENCH_DATABASE_URL is set.
 *
 * Alone: `node --import tsx scripts/bench/telegram-out.ts`.
 */
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { scaledLimits, TELEGRAM_LIMITS } from '@signaldesk/core/telegram/pacing';
import { loadConfig } from '../../apps/server/src/config';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/db/client';
import { insertPosition } from '../../apps/server/src/modules/positions/positions.repository';
import {
  startTelegramOut,
  type TelegramOut,
} from '../../apps/server/src/modules/telegram/start-telegram-out';
import { createSubscriberAccess } from '../../apps/server/src/modules/telegram/subscriber-access';
import { openThrowawayPostgres } from '../../apps/server/test/support/test-database';
import { type BenchResult, median } from './bench-result';

const CHANNEL = '-1001111111111';
const POSITIONS = 15;
const SUBSCRIBERS = 10_000;
const RESTART_AFTER = 3_000;
const SCALE = 2;

const silent = { debug() {}, info() {}, warn() {}, error() {} } as never;

const position = (symbol: string) => ({
  symbol,
  direction: 'LONG' as const,
  entryPrice: 100,
  stopLoss: 96,
  tp1: 102,
  tp2: 104,
  tp3: 106,
  tp1Size: 15,
  tp2Size: 60,
  openedAt: new Date(),
  status: 'open' as const,
});

async function waitUntil(condition: () => Promise<boolean>, timeoutMs: number, everyMs = 2): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('bench: timed out');
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

interface FakeMessage {
  chatId: string;
  text: string;
  at: number;
}

/** The fake Bot API server in its worker thread, asked through messages. */
class FakeTelegramWorker {
  private nextId = 1;
  private readonly waiting = new Map<number, (result: unknown) => void>();
  private constructor(
    private readonly worker: Worker,
    readonly apiRoot: string,
    readonly token: string,
  ) {
    worker.on('message', ({ id, result }: { id: number; result: unknown }) => {
      this.waiting.get(id)?.(result);
      this.waiting.delete(id);
    });
  }

  static async start(): Promise<FakeTelegramWorker> {
    const module = new URL('./telegram-fake-worker.ts', import.meta.url).href;
    const worker = new Worker(
      `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(module)}); });`,
      { eval: true },
    );
    const ready = await new Promise<{ apiRoot: string; token: string }>((resolve, reject) => {
      worker.once('message', ({ result }) => resolve(result));
      worker.once('error', reject);
    });
    return new FakeTelegramWorker(worker, ready.apiRoot, ready.token);
  }

  private ask<T>(ask: string): Promise<T> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve as (result: unknown) => void);
      this.worker.postMessage({ id, ask });
    });
  }

  count = () => this.ask<number>('count');
  messages = () => this.ask<FakeMessage[]>('messages');
  clear = () => this.ask<void>('clear');
  async close(): Promise<void> {
    await this.ask('close');
    await this.worker.terminate();
  }
}

export async function benchTelegramOut(): Promise<BenchResult[]> {
  const results = await benchOn(() => openDatabase({ dataDir: ':memory:' }), 'PGlite');
  const url = process.env.BENCH_DATABASE_URL;
  if (url) results.push(...(await benchOn(() => openThrowawayPostgres(url, 'bench_telegram'), 'PostgreSQL')));
  return results;
}

async function benchOn(open: () => Promise<DatabaseHandle>, label: string): Promise<BenchResult[]> {
  const telegram = await FakeTelegramWorker.start();
  const apiRoot = telegram.apiRoot;
  try {
    return [
      await announcementLatency(await open(), telegram, apiRoot, label),
      await subscriberDrain(await open(), telegram, apiRoot, label),
    ];
  } finally {
    await telegram.close();
  }
}

function start(database: DatabaseHandle, env: Record<string, string>, limits = TELEGRAM_LIMITS): TelegramOut {
  const { telegram } = loadConfig(env);
  const now = () => Date.now();
  const access = createSubscriberAccess({ db: database.db, telegram, now, logger: silent });
  return startTelegramOut({ database, telegram, now, logger: silent, access, limits, lockRetryMs: 100 });
}

async function announcementLatency(
  database: DatabaseHandle,
  telegram: FakeTelegramWorker,
  apiRoot: string,
  label: string,
): Promise<BenchResult> {
  const out = start(database, {
    TELEGRAM_BOT_TOKEN: telegram.token,
    TELEGRAM_API_ROOT: apiRoot,
    TELEGRAM_CHANNEL_ID: CHANNEL,
  });
  const latencies: number[] = [];
  try {
    for (let i = 0; i < POSITIONS; i++) {
      const before = await telegram.count();
      const committed = Date.now();
      await insertPosition(database.db, position(`BENCH${i}USDT`));
      await waitUntil(async () => (await telegram.count()) > before, 10_000);
      latencies.push((await telegram.messages()).at(-1)!.at - committed);
    }
  } finally {
    await out.stop();
    await database.close();
    await telegram.clear();
  }
  const worst = Math.max(...latencies);
  return {
    name: `announcement: position event → channel sendMessage (${label})`,
    median_ms: median(latencies),
    unit_rate: `max ${worst.toFixed(0)} ms over ${POSITIONS}`,
    target: '< 1 s',
    pass: worst < 1000,
  };
}

async function subscriberDrain(
  database: DatabaseHandle,
  telegram: FakeTelegramWorker,
  apiRoot: string,
  label: string,
): Promise<BenchResult> {
  const db = database.db;
  await database.withConnection(async (query) => {
    await query(
      `INSERT INTO users (email, username, is_subscribed, subscription_type)
       SELECT 'bench' || n || '@example.com', 'bench' || n, true, 'MONTHLY' FROM generate_series(1, $1::int) n`,
      [SUBSCRIBERS],
    );
    await query(`INSERT INTO subscriber_telegram (user_id, telegram_user_id, start_token, updated_at)
      SELECT id, 500000 + id, 'bench-' || id, now() FROM users`);
  });
  const env = {
    TELEGRAM_BOT_TOKEN: telegram.token,
    TELEGRAM_API_ROOT: apiRoot,
    TELEGRAM_ANNOUNCE_TO_SUBSCRIBERS: 'true',
  };
  const limits = scaledLimits(SCALE);
  const began = Date.now();
  let out = start(database, env, limits);
  let restartedAt = 0;
  try {
    await insertPosition(db, position('BTCUSDT'));
    // Every call here is a sendMessage: the worker's count of calls is the count of messages.
    await waitUntil(async () => (await telegram.count()) >= RESTART_AFTER, 120_000, 20);
    await out.stop();
    restartedAt = await telegram.count();
    out = start(database, env, limits);
    await waitUntil(async () => (await telegram.count()) >= SUBSCRIBERS, 600_000, 20);
    // Let anything sent twice arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 300));
  } finally {
    await out.stop();
  }
  const messages = await telegram.messages();
  const elapsed = (messages.at(-1)!.at - began) * SCALE;
  const chats = new Set(messages.map((message) => message.chatId));
  const counts = await database.withConnection(async (query) => {
    const result = await query(
      `SELECT count(*) FILTER (WHERE status = 'sent')::int AS sent, count(*)::int AS total FROM telegram_deliveries`,
    );
    return result.rows[0] as { sent: number; total: number } | undefined;
  });
  await database.close();
  await telegram.clear();
  // The most calls in any window of one (scaled) second.
  const times = messages.map((message) => message.at).sort((a, b) => a - b);
  let most = 0;
  for (let left = 0, right = 0; right < times.length; right++) {
    while (times[right]! - times[left]! >= limits.windowMs) left++;
    most = Math.max(most, right - left + 1);
  }
  const perSecond = (messages.length / elapsed) * 1000;
  const lossless =
    chats.size === SUBSCRIBERS && messages.length === SUBSCRIBERS && counts?.sent === SUBSCRIBERS;
  process.stdout.write(
    `    ${label}: ${messages.length} messages to ${chats.size} chats (${counts?.sent}/${counts?.total} rows sent), ` +
      `restart after ${restartedAt}, ${perSecond.toFixed(1)} msg per Telegram second, ` +
      `at most ${most} in any Telegram second, ${(elapsed / 1000).toFixed(0)} Telegram seconds\n`,
  );
  return {
    name: `10 000 subscriber messages across a restart (${label}, time x${SCALE})`,
    median_ms: elapsed,
    unit_rate: `${perSecond.toFixed(1)} msg/s, peak ${most}/s, ${lossless ? 'none lost or doubled' : 'LOSS OR DOUBLE'}`,
    target: '≤ 30/s and ≥ 27/s, none lost',
    pass: lossless && most <= TELEGRAM_LIMITS.perWindow && perSecond >= 27,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const result of await benchTelegramOut()) process.stdout.write(`${JSON.stringify(result)}\n`);
}
