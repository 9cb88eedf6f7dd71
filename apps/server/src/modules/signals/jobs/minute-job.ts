import { MINUTE_MS } from '@signaldesk/core/market/candles';
import type { DatabaseHandle } from '../../../db/client';
import { runWithLeadership } from '../../../lib/leadership';
import type { MarketLogger } from '../../../market/market-logger';

export interface MinuteJobOptions {
  database: DatabaseHandle;
  logger: MarketLogger;
  now: () => number;
  /** The job's own advisory lock key (LOCK_KEYS, lib/lock-keys.ts). */
  lockKey: number;
  /** The job's name in the log lines. */
  name: string;
  /** How long after a minute closes the job runs, ms (the exchange's candle is then published). */
  afterCloseMs: number;
  /** How often a standby instance retries the lock, ms. Default 5000. */
  lockRetryMs?: number;
  /** Builds the step once this instance leads; each call runs one closed minute. */
  stepOf: () => () => Promise<void>;
}

/**
 * Runs a step once per closed minute in one instance only among those sharing the database (the position
 * monitor's leadership with the job's own lock). A failed step is logged; the next minute runs all the same.
 * Returns the function that stops it (waiting for a step in flight).
 */
export function startMinuteJob(options: MinuteJobOptions): () => Promise<void> {
  const leadership = runWithLeadership({
    database: options.database,
    lockKey: options.lockKey,
    name: options.name,
    retryMs: options.lockRetryMs ?? 5000,
    logger: options.logger,
    async lead() {
      const step = options.stepOf();
      let pending: NodeJS.Timeout | undefined;
      let inFlight: Promise<void> = Promise.resolve();
      let ended = false;
      const next = () => {
        if (ended) return;
        const delay = MINUTE_MS - (options.now() % MINUTE_MS) + options.afterCloseMs;
        pending = setTimeout(() => {
          inFlight = step()
            .catch((error: unknown) => options.logger.error({ err: error }, `${options.name} step failed`))
            .finally(next);
        }, delay);
        pending.unref();
      };
      next();
      return async () => {
        ended = true;
        clearTimeout(pending);
        await inFlight;
      };
    },
  });
  return () => leadership.stop();
}
