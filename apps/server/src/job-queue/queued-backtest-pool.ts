import type { BacktestResult } from '@signaldesk/core/backtest/types';
import {
  type BacktestPool,
  type BacktestPoolOptions,
  BacktestQueueFullError,
} from '../backtest-pool/backtest-pool';
import { RunPermits } from '../backtest-pool/run-permits';
import type { JobQueue } from './job-queue';

/**
 * The pool the services use, with the computing handed to a job queue (docs/job-queue.md): a run keeps its place
 * in this instance's line (429 when full, as before) while it prepares its data here and computes as a job on
 * whichever instance takes it; sweep batches go to the queue as they are, as many at once as the queue suggests.
 */
export function createQueuedBacktestPool(
  local: BacktestPool,
  queue: JobQueue,
  options: Pick<BacktestPoolOptions, 'workers' | 'maxQueue'>,
): BacktestPool {
  const permits = new RunPermits(options.workers, options.maxQueue);
  return {
    sweepBatchesInFlight: queue.sweepBatchesInFlight,
    async run(prepare, signal = new AbortController().signal): Promise<BacktestResult> {
      const waiting = permits.acquire(signal);
      if (!waiting) throw new BacktestQueueFullError(options as BacktestPoolOptions);
      const release = await waiting;
      try {
        signal.throwIfAborted();
        const task = await prepare(signal);
        signal.throwIfAborted();
        if ('answered' in task) return task.answered;
        return await queue.run('backtest-run', task, signal);
      } finally {
        release();
      }
    },
    runSweepBatch: (task, signal) => queue.run('sweep-batch', task, signal),
    stats: () => local.stats(),
    async destroy() {
      await queue.stop();
      await local.destroy();
    },
  };
}
