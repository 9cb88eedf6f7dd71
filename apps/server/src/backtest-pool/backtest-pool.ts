import type { BacktestResult } from '@signaldesk/core/backtest/types';
import { Piscina } from 'piscina';
import { RateLimitError, TimeoutError, ValidationError } from '../lib/errors';
import { type BacktestTask, type BacktestTaskOutcome, candleTransferList } from './backtest-task';
import { RunPermits } from './run-permits';
import type { SweepBatchOutcome, SweepBatchTask } from './sweep-batch-task';

export interface BacktestPoolOptions {
  /** Backtests running at once, each in its own worker thread. */
  workers: number;
  /** Backtests allowed to wait for a worker; more are refused with 429. */
  maxQueue: number;
  /** A run longer than this in its worker is stopped with 504. */
  timeoutMs: number;
  /** The worker module (default worker-entry.mjs); tests put a runaway worker here. */
  workerFile?: URL;
}

export interface BacktestPoolStats {
  /** Runs holding a place: loading their candles or computing. */
  running: number;
  /** Runs in a worker right now. */
  computing: number;
  /** Runs waiting for a place. */
  queued: number;
  completed: number;
  /** Runs stopped because their caller went away. */
  cancelled: number;
  timedOut: number;
}

export interface BacktestPool {
  /**
   * Waits for one of the `workers` places (refusing with 429 when `maxQueue` runs already wait), then calls
   * `prepare` to load the run's data and runs the engine on it in a worker thread. When `signal` aborts
   * (the client went away) the wait, the loading or the worker is stopped and the promise rejects with the
   * signal's reason.
   */
  run(
    prepare: (signal: AbortSignal) => Promise<BacktestTask | PreparedAnswer>,
    signal?: AbortSignal,
  ): Promise<BacktestResult>;
  /**
   * One batch of a sweep's combinations in a worker, holding one of the places like a run (so single runs
   * queued meanwhile get the next free place). Refused with 429 like a run when the line is full.
   */
  runSweepBatch(task: SweepBatchTask, signal: AbortSignal): Promise<SweepBatchOutcome>;
  stats(): BacktestPoolStats;
  /**
   * Sweep batches worth computing at once (default: `workers`). A pool on a job queue shared by several instances
   * keeps more in flight, so every instance's workers have one (docs/job-queue.md).
   */
  readonly sweepBatchesInFlight?: number;
  /** Stops every worker; runs in progress reject. */
  destroy(): Promise<void>;
}

/** What `prepare` returns when it found the answer without the engine (the result cache). */
export interface PreparedAnswer {
  answered: BacktestResult;
}

/** Waiting runs are told to come back after this long. */
const RETRY_AFTER_SECONDS = 5;
/** Workers kept alive without work, so a run does not pay for starting one. */
const IDLE_TIMEOUT_MS = 10 * 60_000;

export class BacktestQueueFullError extends RateLimitError {
  constructor(options: Pick<BacktestPoolOptions, 'workers' | 'maxQueue'>) {
    super(
      `The server is busy: ${options.workers} backtest(s) are running and ${options.maxQueue} waiting; try again in a few seconds`,
      RETRY_AFTER_SECONDS,
    );
  }
}

export function createBacktestPool(options: BacktestPoolOptions): BacktestPool {
  const piscina = new Piscina({
    filename: (options.workerFile ?? new URL('./worker-entry.mjs', import.meta.url)).href,
    minThreads: 1,
    maxThreads: options.workers,
    idleTimeout: IDLE_TIMEOUT_MS,
  });
  const permits = new RunPermits(options.workers, options.maxQueue);
  const counts = { computing: 0, completed: 0, cancelled: 0, timedOut: 0 };
  const timeoutSeconds = Math.round(options.timeoutMs / 100) / 10;

  async function compute<T>(
    task: BacktestTask | SweepBatchTask,
    name: 'default' | 'runSweepBatch',
    callerSignal: AbortSignal,
  ): Promise<T> {
    const controller = new AbortController();
    const onCallerAbort = () => controller.abort(callerSignal.reason);
    callerSignal.addEventListener('abort', onCallerAbort, { once: true });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(
        new TimeoutError(`The backtest ran longer than the limit of ${timeoutSeconds} s and was stopped`),
      );
    }, options.timeoutMs);
    counts.computing++;
    try {
      const outcome = (await piscina.run(task, {
        name,
        transferList: name === 'default' ? candleTransferList(task as BacktestTask) : [],
        signal: controller.signal,
      })) as BacktestTaskOutcome | SweepBatchOutcome;
      if (!outcome.ok)
        throw new ValidationError(outcome.message, [{ path: outcome.field, message: outcome.message }]);
      return outcome as T;
    } catch (error) {
      if (timedOut) {
        counts.timedOut++;
        throw controller.signal.reason;
      }
      if (callerSignal.aborted) throw callerSignal.reason;
      throw error;
    } finally {
      counts.computing--;
      clearTimeout(timer);
      callerSignal.removeEventListener('abort', onCallerAbort);
    }
  }

  /** Runs `work` holding a place; counts it completed or cancelled. */
  async function withPlace<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> {
    const waiting = permits.acquire(signal);
    if (!waiting) throw new BacktestQueueFullError(options);
    let release: (() => void) | undefined;
    try {
      release = await waiting;
      signal.throwIfAborted();
      const result = await work();
      counts.completed++;
      return result;
    } catch (error) {
      if (signal.aborted) counts.cancelled++;
      throw error;
    } finally {
      release?.();
    }
  }

  return {
    run: (prepare, signal = new AbortController().signal) =>
      withPlace(signal, async () => {
        const task = await prepare(signal);
        signal.throwIfAborted();
        if ('answered' in task) return task.answered;
        return (await compute<{ result: BacktestResult }>(task, 'default', signal)).result;
      }),
    runSweepBatch: (task, signal) =>
      withPlace(signal, () => compute<SweepBatchOutcome>(task, 'runSweepBatch', signal)),
    stats: () => ({ running: permits.running, queued: permits.queued, ...counts }),
    destroy: () => piscina.destroy(),
  };
}
