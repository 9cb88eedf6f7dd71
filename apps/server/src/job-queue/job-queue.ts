import type { BacktestResult } from '@signaldesk/core/backtest/types';
import type { BacktestTask } from '../backtest-pool/backtest-task';
import type { SweepBatchOutcome, SweepBatchTask } from '../backtest-pool/sweep-batch-task';
import { TimeoutError, ValidationError } from '../lib/errors';

/**
 * Where backtest runs and sweep batches compute (docs/job-queue.md): a job is handed to the queue and the worker
 * pool of whichever instance takes it first computes it. On PostgreSQL every instance takes jobs (pg-boss); on
 * PGlite (one process) the in-process adapter hands them straight to this process's pool. Both keep this
 * interface, so the services above do not know which one runs.
 */
export interface JobPayloads {
  'backtest-run': BacktestTask;
  'sweep-batch': SweepBatchTask;
}

export interface JobOutcomes {
  'backtest-run': BacktestResult;
  'sweep-batch': SweepBatchOutcome;
}

export type JobKind = keyof JobPayloads;

export interface JobQueue {
  readonly kind: 'in-process' | 'pg-boss';
  /**
   * Computes one job and resolves with its outcome; rejects with the error the computing instance met (a
   * ValidationError, a TimeoutError, ...), or with the signal's reason once it aborts (the job is cancelled).
   */
  run<K extends JobKind>(kind: K, payload: JobPayloads[K], signal: AbortSignal): Promise<JobOutcomes[K]>;
  /** Batches of one sweep worth keeping in the queue at once: enough that every instance's workers have one. */
  readonly sweepBatchesInFlight: number;
  /** Stops taking jobs and waits for the ones computing here. */
  stop(): Promise<void>;
  /**
   * Several instances only (pg-boss): every JOB_QUEUE_SUPERVISE_SECONDS hands the jobs of dead instances and the
   * expired ones to the others (docs/job-queue.md, An instance that stops). Returns the function that stops it.
   */
  supervise?(): () => Promise<void>;
}

/** An error as it crosses between instances in a job's output. */
export interface JobError {
  name: string;
  message: string;
  fields?: { path: string; message: string }[];
}

export function toJobError(error: unknown): JobError {
  if (error instanceof ValidationError) {
    return { name: 'ValidationError', message: error.message, fields: error.fields };
  }
  if (error instanceof TimeoutError) return { name: 'TimeoutError', message: error.message };
  return { name: 'Error', message: error instanceof Error ? error.message : String(error) };
}

export function fromJobError(error: JobError): Error {
  if (error.name === 'ValidationError') return new ValidationError(error.message, error.fields);
  if (error.name === 'TimeoutError') return new TimeoutError(error.message);
  return new Error(error.message);
}
