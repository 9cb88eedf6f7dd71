/**
 * Sweeps over several instances (issue 25): the 400-combination sweep of backtest-sweeps.ts on demo-like data,
 * timed three ways on PostgreSQL (BENCH_DATABASE_URL; a throw-away database is created there):
 * - one instance, its worker pool directly (as before the job queue);
 * - one instance, through the pg-boss job queue;
 * - two instances on the same database and candle folder, both taking the sweep's batches from the queue.
 * Each instance has BACKTEST_WORKERS (2) threads. Target: two instances no slower than one (the queue costs
 * < 10 %). Both instances live in this process (worker threads do the computing); two runs per way.
 * Alone: `BENCH_DATABASE_URL=postgres://... node --import tsx scripts/bench/sweep-instances.ts`.
 */
import { pathToFileURL } from 'node:url';
import { type BacktestPool, createBacktestPool } from '../../apps/server/src/backtest-pool/backtest-pool';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/db/client';
import { PgBossJobQueue } from '../../apps/server/src/job-queue/pg-boss-job-queue';
import { createQueuedBacktestPool } from '../../apps/server/src/job-queue/queued-backtest-pool';
import { openThrowawayPostgres } from '../../apps/server/test/support/test-database';
import { openDemoBacktestData, seedClosedPositions, serveBenchApp } from './backtest-api';
import { sweepClient } from './backtest-sweeps';
import { type BenchResult, median, timeRuns } from './bench-result';

const RUNS = 2;

export async function benchSweepInstances(): Promise<BenchResult[]> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    return [
      { name: 'sweep-instances: skipped (set BENCH_DATABASE_URL to a PostgreSQL server)', median_ms: 0 },
    ];
  }
  const data = await openDemoBacktestData('bench-sweep-instances-');
  const database = await openThrowawayPostgres(url, 'bench_sweep_instances');
  const second = await openDatabase({ url: database.url, dataDir: ':memory:' });
  const { config, store } = data.serve;
  const stops: (() => Promise<void>)[] = [];
  try {
    await seedClosedPositions(database, data.plan);
    const startQueue = async (handle: DatabaseHandle, local: BacktestPool) => {
      const queue = await PgBossJobQueue.start({
        connectionString: database.url,
        database: handle,
        local,
        workers: config.backtest.workers,
        timeoutMs: config.backtest.timeoutMs,
        superviseSeconds: config.jobQueue.superviseSeconds,
        candleDir: store.dir,
      });
      stops.push(() => queue.stop());
      return queue;
    };

    /** Times RUNS sweeps (after a warm one) on an app over `pool`. */
    const timeSweeps = async (pool: BacktestPool) => {
      const { base, cookie, close } = await serveBenchApp(database, { ...data.serve, pool });
      try {
        // One warm sweep, then RUNS timed.
        return await timeRuns(sweepClient(base, cookie), RUNS, 1);
      } finally {
        await close();
      }
    };

    const localA = data.serve.pool;
    const direct = await timeSweeps(localA);
    const queueA = await startQueue(database, localA);
    const queued = await timeSweeps(createQueuedBacktestPool(localA, queueA, config.backtest));
    const localB = createBacktestPool(config.backtest);
    stops.push(() => localB.destroy());
    const queueB = await startQueue(second, localB);
    const takenBefore = { a: queueA.taken['sweep-batch'], b: queueB.taken['sweep-batch'] };
    const two = await timeSweeps(createQueuedBacktestPool(localA, queueA, config.backtest));
    const taken = {
      a: queueA.taken['sweep-batch'] - takenBefore.a,
      b: queueB.taken['sweep-batch'] - takenBefore.b,
    };

    const one = median(direct);
    const row = (label: string, walls: number[]) => ({
      name: `sweep-instances: 400 combinations, ${label} (runs ${walls.map((w) => (w / 1000).toFixed(1)).join(', ')} s)`,
      median_ms: median(walls),
      unit_rate: `${(median(walls) / one).toFixed(2)} x one instance`,
    });
    return [
      { ...row('one instance, its worker pool directly', direct), unit_rate: '1.00 x' },
      {
        ...row('one instance through pg-boss', queued),
        target: '< 1.10 x one instance',
        pass: median(queued) < 1.1 * one,
      },
      {
        ...row(`two instances through pg-boss (batches taken A ${taken.a}, B ${taken.b})`, two),
        target: '<= 1.10 x one instance',
        pass: median(two) <= 1.1 * one && taken.a > 0 && taken.b > 0,
      },
    ];
  } finally {
    for (const stop of stops.reverse()) await stop();
    await second.close();
    await database.close();
    await data.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const result of await benchSweepInstances()) {
    process.stdout.write(`${result.name}: ${result.median_ms.toFixed(1)} ms  ${result.unit_rate ?? ''}\n`);
  }
}
