import type { DatabaseHandle } from '../db/client';
import { runWithLeadership } from '../lib/leadership';
import { LOCK_KEYS } from '../lib/lock-keys';
import type { MarketLogger } from '../market/market-logger';
import type { PriceHub } from '../market/price-hub';
import { databaseParameters, type ParameterSource } from '../modules/trading-parameters';
import { type MonitorStats, PositionMonitor } from './position-monitor';

export interface StartPositionMonitorOptions {
  database: DatabaseHandle;
  priceHub: PriceHub;
  logger: MarketLogger;
  now: () => number;
  /** Default: the trading parameters in the database, read on every refresh. */
  parameters?: ParameterSource;
  /** How often open positions and parameters are re-read, ms. Default 2000. */
  refreshMs?: number;
  /** How often a standby instance retries the lock, ms. Default 5000. */
  lockRetryMs?: number;
}

/** Stops the monitor (awaiting its last writes); also tells whether this instance runs it. */
export type PositionMonitorStop = (() => Promise<void>) & {
  isRunning(): boolean;
  /** How many times this instance has asked for the advisory lock. */
  lockAttempts(): number;
  /** The running monitor's counters; undefined on a standby. */
  stats(): MonitorStats | undefined;
  /** Re-reads open positions now (tests, and after a change that should apply at once). */
  refresh(): Promise<void>;
};

/**
 * Starts the position monitor of docs/positions-server.md, The position monitor. With PostgreSQL only the
 * instance holding the advisory lock runs it; the others stand by and take over when it stops.
 */
export function startPositionMonitor(options: StartPositionMonitorOptions): PositionMonitorStop {
  const refreshMs = options.refreshMs ?? 2000;
  const parameters = options.parameters ?? databaseParameters(options.database.db);
  let current: PositionMonitor | undefined;

  const leadership = runWithLeadership({
    database: options.database,
    lockKey: LOCK_KEYS.positionMonitor,
    retryMs: options.lockRetryMs ?? 5000,
    logger: options.logger,
    async lead() {
      const monitor = new PositionMonitor({
        db: options.database.db,
        priceHub: options.priceHub,
        parameters,
        now: options.now,
        logger: options.logger,
      });
      current = monitor;
      const refresh = () =>
        monitor.refresh().catch((error: unknown) => {
          options.logger.error({ err: error }, 'Position monitor refresh failed');
        });
      await refresh();
      let running: Promise<void> = Promise.resolve();
      const timer = setInterval(() => {
        running = running.then(refresh);
      }, refreshMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await running;
        await monitor.stop();
        if (current === monitor) current = undefined;
      };
    },
  });

  return Object.assign(() => leadership.stop(), {
    isRunning: () => leadership.isLeader() && current !== undefined,
    lockAttempts: () => leadership.lockAttempts(),
    stats: () => current?.stats(),
    refresh: async () => {
      await current?.refresh();
    },
  });
}
