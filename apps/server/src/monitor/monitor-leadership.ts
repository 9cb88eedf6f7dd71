import type { DatabaseHandle } from '../db/client';
import type { MarketLogger } from '../market/market-logger';

/** The advisory lock key of the position monitor (any 64-bit number unique to this job). */
export const POSITION_MONITOR_LOCK_KEY = 0x5d_6d6f6e;

export interface LeadershipOptions {
  database: DatabaseHandle;
  lockKey: number;
  /** The job's name in the log lines about the lock. Default: 'Position monitor'. */
  name?: string;
  /** How often a standby retries the lock, and the leader checks its connection, ms. */
  retryMs: number;
  logger: MarketLogger;
  /** Starts the job once the lock is held; returns the function that stops it. */
  lead: () => Promise<() => Promise<void>>;
}

export interface Leadership {
  /** True while this instance holds the lock and runs the job. */
  isLeader(): boolean;
  /** How many times this instance has asked for the lock (on PGlite, the one start counts as one). */
  lockAttempts(): number;
  /** Stops the job (when leading), releases the lock and the connection. */
  stop(): Promise<void>;
}

/** Waits `ms`, or less when `signal.wake()` is called (a stop ending a wait between retries). */
export const sleep = (ms: number, signal: { wake?: () => void }) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.wake = () => {
      clearTimeout(timer);
      resolve();
    };
  });

/**
 * Runs `lead` in one instance only among the servers sharing a PostgreSQL database: the instance that holds
 * `pg_try_advisory_lock(lockKey)` on a dedicated connection runs it; the others retry every `retryMs`, so a
 * standby takes over when the leader stops or its connection dies (PostgreSQL releases a session lock with its
 * session). PGlite is one process with one connection: the job simply runs.
 */
export function runWithLeadership(options: LeadershipOptions): Leadership {
  let stopped = false;
  let leader = false;
  let attempts = 0;
  const name = options.name ?? 'Position monitor';
  const wakeable: { wake?: () => void } = {};

  if (options.database.kind === 'pglite') {
    const started = options.lead();
    leader = true;
    return {
      isLeader: () => leader,
      lockAttempts: () => 1,
      async stop() {
        leader = false;
        await (await started)();
      },
    };
  }

  const holdOnce = () =>
    options.database.withConnection(async (query) => {
      const result = await query('SELECT pg_try_advisory_lock($1) AS locked', [options.lockKey]);
      attempts++;
      if (!(result.rows[0] as { locked: boolean }).locked) return;
      let stopJob: (() => Promise<void>) | undefined;
      try {
        leader = true;
        options.logger.info({ lockKey: options.lockKey }, `${name} lock acquired: running here`);
        stopJob = await options.lead();
        // Hold the lock while the connection lives; a failed check means the lock is gone.
        while (!stopped) {
          await sleep(options.retryMs, wakeable);
          if (!stopped) await query('SELECT 1');
        }
      } finally {
        leader = false;
        await stopJob?.();
        await query('SELECT pg_advisory_unlock($1)', [options.lockKey]).catch(() => {});
      }
    });

  const loop = (async () => {
    while (!stopped) {
      try {
        await holdOnce();
      } catch (error) {
        options.logger.warn({ err: error }, `${name} lock connection failed; retrying`);
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
