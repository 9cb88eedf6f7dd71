import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBacktestPool } from '../../src/backtest-pool/backtest-pool';
import { loadConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/client';
import { createInProcessJobQueue } from '../../src/job-queue/in-process-job-queue';
import { type BackgroundJob, startBackgroundJobs } from '../../src/lib/background-jobs';
import { runWithLeadership } from '../../src/lib/leadership';
import { LOCK_KEYS } from '../../src/lib/lock-keys';
import { silentLogger } from '../../src/market/market-logger';
import { createSubscriberAccess } from '../../src/modules/telegram/subscriber-access';
import { serverJobs } from '../../src/startup/background-jobs';
import { FakeTelegram } from '../support/fake-telegram';
import { type LogLine, recordingLogger } from '../support/recording-logger';
import { openTestDatabase } from '../support/test-database';
import { createTestServices } from '../support/test-deps';
import { waitFor } from '../support/wait-for';

/* The list of background jobs (lib/background-jobs.ts, startup/background-jobs.ts; docs/operations.md). */
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/** One database for the file (each job here stops before the next test). */
let shared: DatabaseHandle;
beforeAll(async () => {
  shared = await openTestDatabase();
});
afterAll(() => shared?.close());
const database = async () => shared;

const logger = (lines: LogLine[]) => {
  const recording = recordingLogger(lines);
  return { info: recording.info, warn: recording.warn, error: recording.error };
};

describe('startBackgroundJobs', () => {
  it('starts the jobs in order and stops them the other way round; an off job is not started, a failed one does not stop the others', async () => {
    const db = await database();
    const events: string[] = [];
    const job = (name: string, extra: Partial<BackgroundJob> = {}): BackgroundJob => ({
      name,
      start: () => {
        events.push(`start ${name}`);
        return async () => {
          events.push(`stop ${name}`);
        };
      },
      ...extra,
    });
    const lines: LogLine[] = [];
    const running = await startBackgroundJobs(
      [
        job('one'),
        job('off', { off: 'not configured' }),
        job('broken', {
          start: () => {
            throw new Error('no way');
          },
        }),
        job('slow', { start: () => new Promise(() => undefined) }),
        job('two'),
      ],
      { database: db, logger: logger(lines), startLimitMs: 200 },
    );
    expect(running.started).toBe(true);
    expect(running.statuses().map((status) => [status.name, status.state, status.detail])).toEqual([
      ['one', 'running', null],
      ['off', 'off', 'not configured'],
      ['broken', 'failed', 'did not start (see the log)'],
      ['slow', 'failed', 'did not start (see the log)'],
      ['two', 'running', null],
    ]);
    expect(lines.map((line) => line.message)).toEqual(
      expect.arrayContaining([
        'background job broken did not start',
        'background job slow did not start',
        'background jobs: one, off (off: not configured), broken (failed), slow (failed), two',
      ]),
    );
    await running.stop();
    expect(events).toEqual(['start one', 'start two', 'stop two', 'stop one']);
    expect(running.statuses().map((status) => status.state)).toEqual([
      'stopped',
      'off',
      'failed',
      'failed',
      'stopped',
    ]);
  });

  it('refuses two jobs of the same name', async () => {
    const db = await database();
    const job = { name: 'twice', start: () => async () => {} };
    await expect(startBackgroundJobs([job, job], { database: db, logger: silentLogger })).rejects.toThrow(
      'Two background jobs are named twice',
    );
  });

  it('says which job of one instance at a time leads here and which stands by', async () => {
    const db = await database();
    const leader = (name: string): BackgroundJob => ({
      name,
      lock: 'signalManager',
      start: () => {
        const leadership = runWithLeadership({
          database: db,
          lockKey: LOCK_KEYS.signalManager,
          name,
          retryMs: 20,
          logger: silentLogger,
          lead: async () => async () => {},
        });
        return () => leadership.stop();
      },
    });
    const running = await startBackgroundJobs([leader('first'), leader('second')], {
      database: db,
      logger: silentLogger,
    });
    closers.push(() => running.stop());
    await waitFor(() => running.statuses().some((status) => status.state === 'leading'), 'one to lead');
    expect(
      running
        .statuses()
        .map((status) => status.state)
        .sort(),
    ).toEqual(['leading', 'standby']);
  });
});

describe("the server's job list", () => {
  it('names each job as its own leadership does: every job of one instance at a time leads on a lone server', async () => {
    const db = await database();
    const telegram = new FakeTelegram();
    closers.push(() => telegram.close());
    const config = loadConfig({
      APP_MODE: 'demo',
      DATA_DIR: ':memory:',
      DEMO_SEED: 'false',
      TELEGRAM_BOT_TOKEN: telegram.token,
      TELEGRAM_API_ROOT: await telegram.start(),
    });
    const services = await createTestServices();
    closers.push(() => services.close());
    const local = createBacktestPool({ workers: 1, maxQueue: 1, timeoutMs: 1_000 });
    closers.push(() => local.destroy());
    const jobs = serverJobs({
      config,
      database: db,
      exchange: services.deps.exchange,
      priceHub: services.deps.priceHub,
      candleStore: services.deps.candleStore,
      queue: createInProcessJobQueue(local, 1),
      subscriberAccess: createSubscriberAccess({
        db: db.db,
        telegram: config.telegram,
        now: Date.now,
        logger: silentLogger,
      }),
      logger: silentLogger as never,
      now: Date.now,
      onDemoDataReady: () => undefined,
    });
    const running = await startBackgroundJobs(jobs, { database: db, logger: silentLogger });
    closers.push(() => running.stop());
    const leaders = jobs.filter((job) => job.lock && !job.off).map((job) => job.name);
    expect(leaders).toEqual([
      'Position monitor',
      'Signal Manager',
      'Candle appender',
      'Opportunity scanner',
      'Trader tracker',
      'Simulated Telegram channel',
      'Telegram intake',
      'Telegram out',
    ]);
    await waitFor(
      () => running.statuses().filter((status) => status.state === 'leading').length === leaders.length,
      'every job of one instance to lead',
      15_000,
    );
    expect(
      running
        .statuses()
        .filter((status) => status.state === 'off')
        .map((status) => status.name),
    ).toEqual(['Job queue supervision', 'Demo data']);
  });
});
