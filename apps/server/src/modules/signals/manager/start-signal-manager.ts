import type { DatabaseHandle } from '../../../db/client';
import { LOCK_KEYS } from '../../../lib/lock-keys';
import type { Exchange } from '../../../market/exchange';
import type { MarketLogger } from '../../../market/market-logger';
import { databaseParameters } from '../../trading-parameters';
import { startMinuteJob } from '../jobs/minute-job';
import { SignalManager } from './signal-manager';

/** Seconds after a minute closes before the manager judges it: the exchange's candle is then published. */
const AFTER_CLOSE_MS = 2_000;

export interface StartSignalManagerOptions {
  database: DatabaseHandle;
  exchange: Exchange;
  logger: MarketLogger;
  now: () => number;
  /** How often a standby instance retries the lock, ms. Default 5000. */
  lockRetryMs?: number;
}

/**
 * Runs the Signal Manager once per closed minute, in one instance only among those sharing the database (the
 * monitor's leadership, with its own lock): a restart resumes every waiting signal from its candles.
 */
export function startSignalManager(options: StartSignalManagerOptions): () => Promise<void> {
  return startMinuteJob({
    database: options.database,
    logger: options.logger,
    now: options.now,
    lockKey: LOCK_KEYS.signalManager,
    name: 'Signal Manager',
    afterCloseMs: AFTER_CLOSE_MS,
    lockRetryMs: options.lockRetryMs,
    stepOf() {
      const manager = new SignalManager({
        db: options.database.db,
        exchange: options.exchange,
        parameters: databaseParameters(options.database.db),
        now: options.now,
      });
      return async () => {
        const step = await manager.step();
        if (step.entered + step.ignored > 0) options.logger.info(step, 'Signal Manager decided signals');
      };
    },
  });
}
