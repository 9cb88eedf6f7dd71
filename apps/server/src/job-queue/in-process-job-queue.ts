import type { BacktestPool } from '../backtest-pool/backtest-pool';
import type { BacktestTask } from '../backtest-pool/backtest-task';
import type { SweepBatchTask } from '../backtest-pool/sweep-batch-task';
import type { JobKind, JobOutcomes, JobPayloads, JobQueue } from './job-queue';

/**
 * The job queue of one process (PGlite, the demo): a job goes straight to this process's worker pool, which
 * already keeps the line (places, 429 when full, time limit, cancel). pg-boss needs a PostgreSQL server, so this
 * thin adapter stands in for it behind the same interface (docs/job-queue.md).
 */
export function createInProcessJobQueue(local: BacktestPool, workers: number): JobQueue {
  return {
    kind: 'in-process',
    sweepBatchesInFlight: workers,
    run<K extends JobKind>(kind: K, payload: JobPayloads[K], signal: AbortSignal): Promise<JobOutcomes[K]> {
      const outcome =
        kind === 'backtest-run'
          ? local.run(async () => payload as BacktestTask, signal)
          : local.runSweepBatch(payload as SweepBatchTask, signal);
      return outcome as Promise<JobOutcomes[K]>;
    },
    stop: async () => undefined,
  };
}
