import type { Logger } from 'pino';
import type { BacktestPool } from '../backtest-pool/backtest-pool';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { type CandleStore, FileCandleStore } from '../market/candle-store';
import { createInProcessJobQueue } from './in-process-job-queue';
import type { JobQueue } from './job-queue';
import { PgBossJobQueue } from './pg-boss-job-queue';
import { createQueuedBacktestPool } from './queued-backtest-pool';

/**
 * The backtest pool the app uses, on the job queue that fits the database (docs/job-queue.md): pg-boss on
 * PostgreSQL, so every instance's workers take runs and sweep batches; the in-process adapter on PGlite.
 */
export async function startQueuedBacktestPool(deps: {
  config: AppConfig;
  database: DatabaseHandle;
  local: BacktestPool;
  candleStore: CandleStore;
  logger?: Pick<Logger, 'error'>;
}): Promise<{ pool: BacktestPool; queue: JobQueue }> {
  const { config, database, local } = deps;
  const queue =
    database.kind === 'postgres' && config.databaseUrl
      ? await PgBossJobQueue.start({
          connectionString: config.databaseUrl,
          database,
          local,
          workers: config.backtest.workers,
          timeoutMs: config.backtest.timeoutMs,
          superviseSeconds: config.jobQueue.superviseSeconds,
          candleDir: deps.candleStore instanceof FileCandleStore ? deps.candleStore.dir : undefined,
          onError: (error) => deps.logger?.error({ err: error }, 'job queue'),
        })
      : createInProcessJobQueue(local, config.backtest.workers);
  return { pool: createQueuedBacktestPool(local, queue, config.backtest), queue };
}
