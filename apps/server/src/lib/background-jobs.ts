import type { BackgroundJobStatus, JobState } from '@signaldesk/contracts/health';
import type { DatabaseHandle } from '../db/client';
import { instanceSessionOf } from './instance-session';
import { LOCK_KEYS, type LockName } from './lock-keys';
import { withinTime } from './time-bound';

export type StopJob = () => Promise<void>;

/**
 * One background job of the server (docs/operations.md, Background jobs): one entry of the list server.ts starts.
 * A job of one instance at a time names its leader lock; its own start takes it through `runWithLeadership`
 * (lib/leadership.ts) with the same key, and this list reads from the instance session whether it leads here.
 */
export interface BackgroundJob {
  /** Unique: the name in the log and in `GET /api/ready`. */
  name: string;
  /** The leader lock (LOCK_KEYS) of a job that runs in one instance at a time; absent: every instance runs it. */
  lock?: LockName;
  /** Why the job does not run in this configuration (said in the log and the readiness answer); absent: it runs. */
  off?: string;
  /** Starts the job; returns the function that stops it (waiting for its last work). */
  start(): StopJob | Promise<StopJob>;
}

export interface RunningJobs {
  /** True once every job was started (or found off, or failed to start). */
  readonly started: boolean;
  /** Each job's state, in the list's order. */
  statuses(): BackgroundJobStatus[];
  /** Stops every job, the last started first, each within its time limit. */
  stop(): Promise<void>;
}

export interface JobsLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** A job's start (which only kicks its work off) and its stop (which waits for its work in flight), ms. */
export const JOB_START_LIMIT_MS = 10_000;
export const JOB_STOP_LIMIT_MS = 8_000;

interface Entry {
  job: BackgroundJob;
  state: JobState;
  detail: string | null;
  stop?: StopJob;
}

/**
 * Starts the jobs one after the other, each within JOB_START_LIMIT_MS: a job that throws or takes longer is
 * `failed` (logged by name) and the others start all the same. One line lists them all once started.
 */
export async function startBackgroundJobs(
  jobs: readonly BackgroundJob[],
  options: { database: DatabaseHandle; logger: JobsLogger; startLimitMs?: number; stopLimitMs?: number },
): Promise<RunningJobs> {
  const names = jobs.map((job) => job.name);
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice) throw new Error(`Two background jobs are named ${twice}`);
  const session = instanceSessionOf(options.database);
  const entries: Entry[] = jobs.map((job) => ({
    job,
    state: job.off ? 'off' : 'starting',
    detail: job.off ?? null,
  }));
  let started = false;
  const { logger } = options;

  for (const entry of entries) {
    if (entry.state === 'off') continue;
    try {
      entry.stop = await withinTime(
        Promise.resolve().then(() => entry.job.start()),
        { name: `${entry.job.name} start`, limitMs: options.startLimitMs ?? JOB_START_LIMIT_MS },
        logger,
      );
      entry.state = 'running';
    } catch (error) {
      entry.state = 'failed';
      entry.detail = 'did not start (see the log)';
      logger.error({ err: error, job: entry.job.name }, `background job ${entry.job.name} did not start`);
    }
  }
  started = true;
  logger.info(
    { jobs: entries.map((entry) => ({ name: entry.job.name, state: entry.state, detail: entry.detail })) },
    `background jobs: ${entries.map(describe).join(', ')}`,
  );

  const stateOf = (entry: Entry): JobState => {
    if (entry.state !== 'running' || !entry.job.lock) return entry.state;
    // Leading when this instance holds the lock for this job (its runWithLeadership names it the same).
    return session.holderOf(LOCK_KEYS[entry.job.lock]) === entry.job.name ? 'leading' : 'standby';
  };

  return {
    get started() {
      return started;
    },
    statuses: () =>
      entries.map((entry) => ({
        name: entry.job.name,
        state: stateOf(entry),
        lock: entry.job.lock ?? null,
        detail: entry.detail,
      })),
    async stop() {
      for (const entry of [...entries].reverse()) {
        if (!entry.stop) continue;
        entry.state = 'stopping';
        try {
          await withinTime(
            entry.stop(),
            { name: `${entry.job.name} stop`, limitMs: options.stopLimitMs ?? JOB_STOP_LIMIT_MS },
            logger,
          );
        } catch (error) {
          logger.warn(
            { err: error, job: entry.job.name },
            `background job ${entry.job.name} did not stop cleanly`,
          );
        }
        entry.state = 'stopped';
      }
    },
  };
}

function describe(entry: Entry): string {
  if (entry.state === 'off') return `${entry.job.name} (off: ${entry.detail})`;
  if (entry.state === 'failed') return `${entry.job.name} (failed)`;
  return entry.job.lock ? `${entry.job.name} (one instance)` : entry.job.name;
}
