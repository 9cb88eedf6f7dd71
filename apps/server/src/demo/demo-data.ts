import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { LOCK_KEYS } from '../lib/lock-keys';
import type { CandleStore } from '../market/candle-store';
import type { Exchange } from '../market/exchange';
import type { MarketLogger } from '../market/market-logger';
import { startDemoCandleFill } from './demo-candle-fill';
import { seedDemoParameters } from './demo-parameters';
import { seedDemoPositions } from './demo-positions';
import { seedDemoUsers } from './demo-users';

export interface DemoDataJob {
  /** Settles when the candles and the demo positions are in place (never rejects). */
  done: Promise<void>;
  cancel(): void;
}

/**
 * Demo mode's first start, in the background so the console is usable meanwhile: the subscribers (docs/users.md,
 * The data), then the candle store is
 * filled with the last days of every simulated symbol, then the demo history is generated from those
 * candles (docs/positions-server.md, Demo data; docs/market-data.md, Filling). Both steps skip what already
 * exists, so later starts are quick.
 */
export function startDemoData(input: {
  config: AppConfig;
  database: DatabaseHandle;
  exchange: Exchange;
  candleStore: CandleStore;
  logger: MarketLogger;
  now: () => number;
}): DemoDataJob {
  const { config, logger } = input;
  const fill = startDemoCandleFill({
    exchange: input.exchange,
    store: input.candleStore,
    log: logger,
    days: config.demo.candleDays,
    clock: input.now,
  });
  let cancelled = false;
  // Several instances on one database: one writes the demo rows while the others wait, then find them there.
  const seeding = <T>(work: () => Promise<T>) => input.database.exclusive(LOCK_KEYS.demoSeed, work);
  const done = (async () => {
    try {
      await seeding(() => seedDemoUsers(input.database.db, input.now()));
    } catch (error) {
      logger.error({ err: error }, 'demo subscribers could not be written');
    }
    // The demo's parameter profile, only while its own signals run (docs/signals.md, Demo).
    if (config.demo.signals) {
      try {
        const written = await seeding(() => seedDemoParameters(input.database.db, input.now()));
        if (written.length > 0) logger.info({ keys: written }, 'demo parameter profile stored');
      } catch (error) {
        logger.error({ err: error }, 'demo parameter profile could not be stored');
      }
    }
    const filled = await fill.done;
    if (cancelled || filled?.cancelled) return;
    try {
      await seeding(() =>
        seedDemoPositions({
          database: input.database,
          exchange: input.exchange,
          candleStore: input.candleStore,
          now: input.now,
          logger,
          days: config.demo.candleDays,
        }),
      );
    } catch (error) {
      logger.error({ err: error }, 'demo positions could not be generated');
    }
  })();
  return {
    done,
    cancel() {
      cancelled = true;
      fill.cancel();
    },
  };
}
