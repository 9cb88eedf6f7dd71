import type { DatabaseHandle } from '../db/client';
import { instanceSessionOf } from './instance-session';
import { sleep, type Wakeable } from './sleep';

/** What leadership writes to the log (a MarketLogger or pino). */
export interface LeadershipLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export interface LeadershipOptions {
  database: DatabaseHandle;
  /** The job's key in LOCK_KEYS (lib/lock-keys.ts). */
  lockKey: number;
  /** The job's name in the log lines about the lock and in the readiness answer. Default: 'Position monitor'. */
  name?: string;
  /** How often a standby asks for the lock again, and the leader checks it still holds it, ms. */
  retryMs: number;
  logger: LeadershipLogger;
  /** Starts the job once the lock is held; returns the function that stops it. */
  lead: () => Promise<() => Promise<void>>;
}

export interface Leadership {
  /** True while this instance holds the lock and runs the job. */
  isLeader(): boolean;
  /** How many times this instance has asked for the lock. */
  lockAttempts(): number;
  /** Stops the job (when leading) and releases the lock. */
  stop(): Promise<void>;
}

/**
 * Runs `lead` in one instance only among the servers sharing a PostgreSQL database (docs/operations.md, Background
 * jobs): the instance holding the session lock `lockKey` runs it; the others ask again every `retryMs`, so a
 * standby takes over when the leader stops or dies (PostgreSQL releases a session lock with its session). Every
 * lock of an instance lives on its one session connection (lib/instance-session.ts), never on a connection of the
 * request pool; when that connection is lost the job is stopped at once and asks again. On PGlite (one process)
 * the job runs at once, and a second job with the same key in the process stands by.
 */
export function runWithLeadership(options: LeadershipOptions): Leadership {
  const session = instanceSessionOf(options.database);
  const name = options.name ?? 'Position monitor';
  let stopped = false;
  let leader = false;
  let attempts = 0;
  const wakeable: Wakeable = {};

  const leadWhileHeld = async () => {
    const lease = await session.tryLock(options.lockKey, name);
    attempts++;
    if (!lease) return;
    let stopJob: (() => Promise<void>) | undefined;
    try {
      leader = true;
      lease.onLost(() => wakeable.wake?.());
      options.logger.info({ lockKey: options.lockKey }, `${name} lock acquired: running here`);
      stopJob = await options.lead();
      while (!stopped && lease.valid) await sleep(options.retryMs, wakeable);
      if (!stopped) options.logger.warn({ lockKey: options.lockKey }, `${name} lock lost: stopped here`);
    } finally {
      leader = false;
      await stopJob?.();
      await lease.release();
    }
  };

  const loop = (async () => {
    while (!stopped) {
      try {
        await leadWhileHeld();
      } catch (error) {
        if (!stopped) options.logger.warn({ err: error }, `${name} lock could not be asked for; retrying`);
      }
      if (!stopped) await sleep(options.retryMs, wakeable);
    }
  })();

  return {
    isLeader: () => leader,
    lockAttempts: () => attempts,
    async stop() {
      stopped = true;
      wakeable.wake?.();
      await loop;
    },
  };
}
