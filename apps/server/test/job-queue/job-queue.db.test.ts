import { sweepStartSchema } from '@signaldesk/contracts/backtest-sweeps';
import { DEFAULT_BACKTEST_CONFIG } from '@signaldesk/core/backtest/config';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { type BacktestPool, createBacktestPool } from '../../src/backtest-pool/backtest-pool';
import { loadConfig } from '../../src/config';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { admins, backtestSweeps } from '../../src/db/schema';
import { createInProcessJobQueue } from '../../src/job-queue/in-process-job-queue';
import type { JobQueue } from '../../src/job-queue/job-queue';
import { PgBossJobQueue } from '../../src/job-queue/pg-boss-job-queue';
import { createQueuedBacktestPool } from '../../src/job-queue/queued-backtest-pool';
import { instanceSessionOf } from '../../src/lib/instance-session';
import { FileCandleStore } from '../../src/market/candle-store';
import { seedDemoAccounts } from '../../src/modules/auth/admin-accounts';
import {
  candleSeries,
  flat,
  insertPositions,
  MIN,
  T0,
  tempCandleStore,
} from '../backtest/support/backtest-fixtures';
import { buildTestApp, JSON_HEADERS, signIn, type TestApp } from '../support/test-app';
import { openTestDatabase, openThrowawayPostgres } from '../support/test-database';

/*
 * Backtests through the job queue (docs/job-queue.md): on PGlite the in-process adapter, on PostgreSQL pg-boss;
 * on PostgreSQL also two instances sharing one database and one candle folder, one of them killed mid-sweep.
 * The fixture is backtest-sweeps.db.test.ts's ETH and SOL positions; figures are compared with the same sweep
 * straight on a worker pool.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const CONFIG = { ...DEFAULT_BACKTEST_CONFIG, waitTimeMinutes: 3, maxPatternSearchMinutes: 0 };
const T_SOL = T0 + 30 * MIN;
const ETH = candleSeries(T0, [flat(100), [100, 100, 98.8, 98.8], [98.8, 98.8, 93, 93.5]]);
const SOL = candleSeries(T_SOL, [flat(100), [100, 101.2, 100, 101.2], [101.2, 101.2, 97, 97.5]]);
/** 20 × 10 = 200 cells, 50 batches of 4 (sweep-runner.ts, batchSize). */
const GRID = {
  config: CONFIG,
  axes: [
    { field: 'stopLossPercent', from: -5.9, to: -2.1, step: 0.2 },
    { field: 'tp1Percent', from: 0.6, to: 1.5, step: 0.1 },
  ],
  metric: 'totalPnl',
};

interface Instance {
  queue: JobQueue;
  local: BacktestPool;
  pool: BacktestPool;
  close(): Promise<void>;
  /** Stops as a killed process would: the jobs it holds are never completed. */
  kill(): Promise<void>;
}

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function fixtureStore() {
  const candles = await tempCandleStore();
  closers.push(candles.remove);
  const fetchedAt = T0 + 10 * 86_400_000;
  await candles.store.write('ETHUSDT', ETH, { fetchedAt });
  await candles.store.write('SOLUSDT', SOL, { fetchedAt });
  return candles.store;
}

/** One instance's queue and pools; `local` may be wrapped (a gate) before the queue takes jobs into it. */
async function startInstance(
  database: DatabaseHandle,
  url: string | undefined,
  candleDir: string,
  wrap: (local: BacktestPool) => BacktestPool = (local) => local,
  { timeoutMs = 30_000, supervise = true } = {},
): Promise<Instance> {
  const raw = createBacktestPool({ workers: 1, maxQueue: 4, timeoutMs });
  const local = wrap(raw);
  const queue = url
    ? await PgBossJobQueue.start({
        connectionString: url,
        database,
        local,
        workers: 1,
        timeoutMs,
        superviseSeconds: 1,
        expiryMarginSeconds: 1,
        candleDir,
      })
    : createInProcessJobQueue(local, 1);
  const pool = createQueuedBacktestPool(local, queue, { workers: 1, maxQueue: 4 });
  // As server.ts does with its job list: each instance supervises (the jobs of dead instances go on).
  const stopSupervising = supervise ? queue.supervise?.() : undefined;
  return {
    queue,
    local,
    pool,
    close: async () => {
      await stopSupervising?.();
      await queue.stop();
      await raw.destroy();
    },
    kill: async () => {
      await stopSupervising?.();
      await (queue as PgBossJobQueue).abandon();
      await raw.destroy();
    },
  };
}

/** The app over `pool`, with the fixture's ETH and SOL positions, and the backtester's cookie. */
async function appWithPositions(
  database: DatabaseHandle,
  store: FileCandleStore,
  pool: BacktestPool,
  env = {},
) {
  const t = await buildTestApp({ database, env, deps: { candleStore: store, backtestPool: pool } });
  closers.push(t.close);
  await insertPositions(t.database.db, [
    { symbol: 'ETHUSDT', direction: 'LONG', openedAt: T0 },
    { symbol: 'SOLUSDT', direction: 'SHORT', openedAt: T_SOL },
  ]);
  return { t, cookie: await signIn(t.app, 'backtester') };
}

/** Starts a sweep of GRID; answers its id. */
async function startSweep(t: TestApp, cookie: string): Promise<number> {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/backtesting/sweeps',
    headers: { cookie, ...JSON_HEADERS },
    payload: GRID,
  });
  expect(started.statusCode).toBe(202);
  return started.json().data.id as number;
}

async function sweepCells(t: TestApp, cookie: string) {
  return sweepEnd(t, cookie, await startSweep(t, cookie));
}

/** Polls a sweep's status until it is no longer running; answers its result. */
async function sweepEnd(t: TestApp, cookie: string, id: number) {
  for (let i = 0; i < 2400; i++) {
    const status = (
      await t.app.inject({ method: 'GET', url: `/api/backtesting/sweeps/${id}`, headers: { cookie } })
    ).json().data;
    if (status.state !== 'running') break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const result = await t.app.inject({
    method: 'GET',
    url: `/api/backtesting/sweeps/${id}/result`,
    headers: { cookie },
  });
  return result.json().data as {
    status: { state: string; done: number; total: number };
    cells: { values: number[]; metric: number; trades: number }[];
  };
}

/** The fixture's candles, a fresh database with the demo accounts, and its URL on PostgreSQL. */
async function firstBatchCounted(t: TestApp, cookie: string, id: number) {
  for (let attempt = 0; attempt < 600; attempt++) {
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/backtesting/sweeps/${id}`,
      headers: { cookie },
    });
    if (status.json().data.done >= 4) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`sweep ${id} never counted its first batch`);
}

async function oneDatabase() {
  const store = await fixtureStore();
  const database = await openTestDatabase();
  closers.push(database.close);
  await seedDemoAccounts(database.db);
  const url = onPostgres ? (database as DatabaseHandle & { url: string }).url : undefined;
  return { store, database, url };
}

describe('backtests through the job queue', () => {
  it(`runs a sweep and a single run on the ${onPostgres ? 'pg-boss' : 'in-process'} queue with the figures of a plain worker pool`, async () => {
    const { store, database, url } = await oneDatabase();
    const instance = await startInstance(database, url, store.dir);
    closers.push(instance.close);
    expect(instance.queue.kind).toBe(onPostgres ? 'pg-boss' : 'in-process');
    const { t, cookie } = await appWithPositions(database, store, instance.pool);
    const result = await sweepCells(t, cookie);
    expect(result.status).toMatchObject({ state: 'done', done: 200, total: 200 });
    // The same sweep straight on a worker pool, as before the queue.
    const direct = createBacktestPool({ workers: 1, maxQueue: 4, timeoutMs: 30_000 });
    closers.push(() => direct.destroy());
    const plain = await buildTestApp({ database, deps: { candleStore: store, backtestPool: direct } });
    closers.push(plain.close);
    expect(result.cells).toEqual((await sweepCells(plain, await signIn(plain.app, 'backtester'))).cells);
    expect(new Set(result.cells.map((cell) => cell.metric)).size).toBeGreaterThan(1);
    const run = await t.app.inject({
      method: 'GET',
      url: '/api/backtesting/run?useCacheOnly=true&waitTimeMinutes=3&maxPatternSearchMinutes=0&stopLossPercent=-2.9',
      headers: { cookie },
    });
    expect(run.statusCode).toBe(200);
    expect(run.json().trades).toHaveLength(2);
    if (instance.queue instanceof PgBossJobQueue) {
      expect(instance.queue.taken['sweep-batch']).toBe(50);
      expect(instance.queue.taken['backtest-run']).toBe(1);
    }
  }, 60_000);
});

describe('a sweep cancelled while its batches are queued', () => {
  it(`stops on the ${onPostgres ? 'pg-boss' : 'in-process'} queue, keeps the cells computed, and cancels the queued jobs`, async () => {
    const { store, database, url } = await oneDatabase();
    // The first batch computes; the next one waits until the sweep is cancelled.
    let batches = 0;
    let holding!: () => void;
    const held = new Promise<void>((resolve) => {
      holding = resolve;
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const instance = await startInstance(database, url, store.dir, (local) => ({
      ...local,
      async runSweepBatch(task, signal) {
        if (++batches > 1) {
          holding();
          // As a worker does, it stops when the sweep's signal aborts.
          await Promise.race([
            released,
            new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
          ]);
        }
        return local.runSweepBatch(task, signal);
      },
    }));
    closers.push(instance.close);
    closers.push(async () => release());
    const { t, cookie } = await appWithPositions(database, store, instance.pool);
    const id = await startSweep(t, cookie);
    await held;
    // The second batch can reach the worker before the first one's cells are back with the sweep (batches run side
    // by side): cancel once the sweep counts them.
    await firstBatchCounted(t, cookie, id);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/backtesting/sweeps/${id}/cancel`,
      headers: { cookie, ...JSON_HEADERS },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ state: 'cancelled', done: 4, total: 200 });
    const result = await t.app.inject({
      method: 'GET',
      url: `/api/backtesting/sweeps/${id}/result`,
      headers: { cookie },
    });
    expect(result.json().data.cells.filter((cell: { trades: number }) => cell.trades > 0)).toHaveLength(4);
    if (url) {
      // The sweep keeps 32 batches in the queue (33 sent once the first was computed, one more may be on its way as
      // the sweep stops): every one but the computed one is cancelled, the one held by the worker too (its output,
      // if it comes, is not kept); none is left to compute. The cancels are sent as the sweep stops.
      const counts = async () =>
        (
          await database.withConnection((query) =>
            query(
              `SELECT state, count(*)::int AS n FROM pgboss.job WHERE name = 'sweep-batch' GROUP BY state`,
            ),
          )
        ).rows as { state: string; n: number }[];
      let states = await counts();
      for (let i = 0; i < 100 && states.some((row) => row.state === 'created'); i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        states = await counts();
      }
      expect(Object.fromEntries(states.map((row) => [row.state, row.n]))).toEqual({
        completed: 1,
        cancelled: 32,
      });
    }
    release();
  });
});

/** Inserts a sweep of GRID left `running` by `owner`, as a server that stopped leaves it. */
async function orphanSweep(database: DatabaseHandle, owner: number, takeovers = 0): Promise<number> {
  const [admin] = await database.db.select().from(admins).where(eq(admins.username, 'backtester'));
  const [row] = await database.db
    .insert(backtestSweeps)
    .values({
      adminId: admin!.id,
      username: 'backtester',
      state: 'running',
      startedAt: new Date(),
      total: 200,
      request: sweepStartSchema.parse(GRID),
      ownerInstance: owner,
      takeovers,
    })
    .returning();
  return row!.id;
}

async function sweepRow(database: DatabaseHandle, id: number) {
  const [row] = await database.db.select().from(backtestSweeps).where(eq(backtestSweeps.id, id));
  return row!;
}

const collectorOf = (t: TestApp) => t.app.backgroundJobs.find((job) => job.name === 'Sweep collector')!;

describe('a sweep whose server stopped', () => {
  it(`is taken over by the next collector (${onPostgres ? 'pg-boss' : 'in-process'}) and ends with the cells of a sweep on one server; only sweeps whose server is gone`, async () => {
    const { store, database, url } = await oneDatabase();
    const instance = await startInstance(database, url, store.dir);
    closers.push(instance.close);
    const { t, cookie } = await appWithPositions(database, store, instance.pool);
    const me = instanceSessionOf(database);
    await me.start();
    const DEAD = me.id === 424_242 ? 424_243 : 424_242;
    const orphan = await orphanSweep(database, DEAD);
    const tooOften = await orphanSweep(database, DEAD, 3);
    // Owned by a live server (this one, which follows it elsewhere in its memory): left alone.
    const followed = await orphanSweep(database, me.id);

    const stop = await collectorOf(t).start();
    closers.push(stop);
    const result = await sweepEnd(t, cookie, orphan);
    expect(result.status).toMatchObject({ state: 'done', done: 200, total: 200 });
    expect(await sweepRow(database, orphan)).toMatchObject({ ownerInstance: me.id, takeovers: 1 });
    expect(await sweepRow(database, tooOften)).toMatchObject({
      state: 'failed',
      error: 'The servers following this sweep stopped 4 times',
      ownerInstance: DEAD,
    });
    expect(await sweepRow(database, followed)).toMatchObject({ state: 'running', takeovers: 0 });
    expect(result.cells).toEqual((await sweepCells(t, cookie)).cells);
  }, 120_000);
});

/** A fresh PostgreSQL database with the demo accounts, opened twice (as by two instances). */
async function twoConnections(prefix: string) {
  const first = await openThrowawayPostgres(process.env.TEST_DATABASE_URL!, prefix);
  closers.push(first.close);
  await seedDemoAccounts(first.db);
  const second = await openDatabase({ url: first.url, dataDir: ':memory:' });
  closers.push(second.close);
  return [first, second] as const;
}

/**
 * Two instances on one database (`a`'s holds the URL): `b` computes `batches` sweep batches, then hangs in the next
 * one, as a process that dies there; `a` takes nothing until then, so both certainly take some.
 */
async function stuckAndWaiting(
  databaseB: DatabaseHandle,
  databaseA: DatabaseHandle & { url: string },
  dirB: string,
  dirA: string,
  batches: number,
) {
  let done = 0;
  let stuck!: () => void;
  const bIsStuck = new Promise<void>((resolve) => {
    stuck = resolve;
  });
  const b = await startInstance(databaseB, databaseA.url, dirB, (local) => ({
    ...local,
    async runSweepBatch(task, signal) {
      if (++done <= batches) return local.runSweepBatch(task, signal);
      stuck();
      return new Promise(() => undefined);
    },
  }));
  let killed = false;
  closers.push(async () => {
    if (!killed) await b.close();
  });
  const a = await startInstance(databaseA, databaseA.url, dirA, (local) => ({
    ...local,
    async runSweepBatch(task, signal) {
      await bIsStuck;
      return local.runSweepBatch(task, signal);
    },
  }));
  closers.push(a.close);
  const killB = async () => {
    killed = true;
    await b.kill();
  };
  return { a, b, bIsStuck, killB };
}

describe.runIf(onPostgres)('two instances on one PostgreSQL and one candle folder', () => {
  it('spread a 200-cell sweep over both; with one killed mid-sweep it ends with every cell once, as on one instance', async () => {
    // Instance B: its own connections, its own candle store object on the same folder (a shared volume).
    const [databaseA, databaseB] = await twoConnections('sd_test_jobs');
    const storeA = await fixtureStore();
    const storeB = new FileCandleStore({ dir: storeA.dir, durable: false });

    // B computes two batches, then hangs in its third, as a process that dies there; A waits until then, so both
    // certainly take some.
    const { b, a, bIsStuck, killB } = await stuckAndWaiting(databaseB, databaseA, storeB.dir, storeA.dir, 2);
    const { t, cookie } = await appWithPositions(databaseA, storeA, a.pool, { DATABASE_URL: databaseA.url });

    const spread = sweepCells(t, cookie);
    await bIsStuck;
    await killB();
    const { cells: spreadCells, status } = await spread;
    expect(status).toMatchObject({ state: 'done', done: 200, total: 200 });
    const queueA = a.queue as PgBossJobQueue;
    const queueB = b.queue as PgBossJobQueue;
    expect(queueB.taken['sweep-batch']).toBe(2);
    // A computed the other 47 and the one B held when it died, handed on at A's next supervision: 50 batches,
    // each once.
    expect(queueA.taken['sweep-batch']).toBe(48);
    const { rows } = await databaseA.withConnection((query) =>
      query(
        `SELECT count(*)::int AS completed, count(*) FILTER (WHERE retry_count > 0)::int AS retried
         FROM pgboss.job WHERE name = 'sweep-batch' AND state = 'completed'`,
      ),
    );
    expect(rows[0]).toEqual({ completed: 50, retried: 1 });

    // The same sweep on one instance.
    const alone = await sweepCells(t, cookie);
    expect(alone.status).toMatchObject({ state: 'done', done: 200 });
    expect(spreadCells).toEqual(alone.cells);
    expect(queueA.taken['sweep-batch']).toBe(98);
  }, 90_000);

  it('hand the job of a killed instance on at the next supervision, long before it expires', async () => {
    const [databaseA, databaseB] = await twoConnections('sd_test_claims');
    const store = await fixtureStore();
    // B takes a batch and never ends it, as a process killed in the middle of it; jobs expire after 60 + 1 s.
    let bHolds!: () => void;
    const bHoldsOne = new Promise<void>((resolve) => {
      bHolds = resolve;
    });
    const b = await startInstance(
      databaseB,
      databaseA.url,
      store.dir,
      (local) => ({
        ...local,
        runSweepBatch() {
          bHolds();
          return new Promise(() => undefined);
        },
      }),
      { timeoutMs: 60_000, supervise: false },
    );
    let bKilled = false;
    closers.push(async () => {
      if (!bKilled) await b.close();
    });
    const { t, cookie } = await appWithPositions(databaseB, store, b.pool);
    await startSweep(t, cookie);
    await bHoldsOne;
    const bId = instanceSessionOf(databaseB).id;
    const jobsOf = async (instance: number) =>
      (
        await databaseA.withConnection((query) =>
          query(
            `SELECT c.job_id AS id FROM job_claims c JOIN pgboss.job j ON j.id = c.job_id
             WHERE c.instance_id = $1 AND j.state = 'active'`,
            [instance],
          ),
        )
      ).rows.map((row) => (row as { id: string }).id);
    const held = await jobsOf(bId);
    expect(held).toHaveLength(1);

    const a = await startInstance(databaseA, databaseA.url, store.dir, undefined, {
      timeoutMs: 60_000,
      supervise: false,
    });
    closers.push(a.close);
    const queueA = a.queue as PgBossJobQueue;
    // Alive, B keeps its job.
    expect(await queueA.superviseOnce()).toBe(0);
    bKilled = true;
    await b.kill();
    // Dead, its job goes back to the queue at A's next supervision, 60 s before it would have expired, and A
    // takes it (its second start: retry_count 1).
    expect(await queueA.superviseOnce()).toBe(1);
    expect(await jobsOf(bId)).toEqual([]);
    const heldJob = async () =>
      (
        await databaseA.withConnection((query) =>
          query('SELECT state, retry_count FROM pgboss.job WHERE id = $1', [held[0]]),
        )
      ).rows[0] as { state: string; retry_count: number };
    let job = await heldJob();
    for (let i = 0; i < 200 && !(job.retry_count === 1 && job.state !== 'retry'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      job = await heldJob();
    }
    expect(job.retry_count).toBe(1);
    expect(['active', 'completed']).toContain(job.state);
  });

  it('collect a sweep whose requesting instance died: the survivor follows it, collecting the batches already queued or done', async () => {
    // S survives; R (the second handle: closing it does not drop the database) requests the sweep and dies.
    const [databaseS, databaseR] = await twoConnections('sd_test_collect');
    const storeS = await fixtureStore();
    const storeR = new FileCandleStore({ dir: storeS.dir, durable: false });
    const {
      b: r,
      a: s,
      bIsStuck: rIsStuck,
      killB: killR,
    } = await stuckAndWaiting(databaseR, databaseS, storeR.dir, storeS.dir, 3);
    const { t: tR, cookie: cookieR } = await appWithPositions(databaseR, storeR, r.pool);
    const tS = await buildTestApp({
      database: databaseS,
      deps: { candleStore: storeS, backtestPool: s.pool },
    });
    closers.push(tS.close);
    const cookieS = await signIn(tS.app, 'backtester');

    const id = await startSweep(tR, cookieR);
    await rIsStuck;
    // R dies: its connections close (its liveness lock with them), it writes nothing more.
    await databaseR.close();
    await killR();
    const collect = await collectorOf(tS).start();
    closers.push(collect);

    const result = await sweepEnd(tS, cookieS, id);
    expect(result.status).toMatchObject({ state: 'done', done: 200, total: 200 });
    expect(await sweepRow(databaseS, id)).toMatchObject({
      ownerInstance: instanceSessionOf(databaseS).id,
      takeovers: 1,
    });
    // Every batch once: those R had queued were collected, not sent again.
    const { rows } = await databaseS.withConnection((query) =>
      query(
        `SELECT count(*)::int AS jobs, count(DISTINCT data->>'batchKey')::int AS batches FROM pgboss.job
         WHERE name = 'sweep-batch' AND state <> 'cancelled'`,
      ),
    );
    expect(rows[0]).toEqual({ jobs: 50, batches: 50 });
    expect(result.cells).toEqual((await sweepCells(tS, cookieS)).cells);
  }, 120_000);

  it('count login failures on either instance against the same limits', async () => {
    const [database, other] = await twoConnections('sd_test_logins');
    const env = { LOGIN_MAX_FAILURES_PER_USERNAME: '5' };
    const a = await buildTestApp({ database, env });
    closers.push(a.close);
    const b = await buildTestApp({ database: other, env });
    closers.push(b.close);
    const login = (t: TestApp, password: string, remoteAddress = '10.9.0.1') =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/loginAdmin',
        headers: JSON_HEADERS,
        payload: { username: 'admin', password },
        remoteAddress,
      });
    for (const t of [a, b, a, b, a]) expect((await login(t, 'wrong')).statusCode).toBe(401);
    expect((await login(b, 'demo1234')).statusCode).toBe(429);
    expect((await login(a, 'demo1234')).statusCode).toBe(429);
    // Another address is not locked out.
    const elsewhere = await login(b, 'demo1234', '10.9.0.2');
    expect(elsewhere.statusCode).toBe(200);
  });
});

// The config parses the supervision interval the queue uses.
it('reads JOB_QUEUE_SUPERVISE_SECONDS', () => {
  expect(loadConfig({ JOB_QUEUE_SUPERVISE_SECONDS: '5' }).jobQueue.superviseSeconds).toBe(5);
  expect(loadConfig({}).jobQueue.superviseSeconds).toBe(10);
  expect(() => loadConfig({ JOB_QUEUE_SUPERVISE_SECONDS: '0' })).toThrow(/JOB_QUEUE_SUPERVISE_SECONDS/);
});
