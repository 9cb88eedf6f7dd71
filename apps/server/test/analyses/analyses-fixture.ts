import { MINUTE_MS } from '@signaldesk/core/market/candles';
import { SimulatedExchange } from '../../src/market/simulated';

/** A fixed present, 30 s into a minute, for answers that do not move between calls. */
export const ANALYSIS_NOW = Date.UTC(2026, 4, 12, 15, 42) + 30_000;

/** The simulated market on a clock the test moves (read at each call), generating on the test's thread. */
export function simulatedMarket(now: () => number) {
  return new SimulatedExchange({ clock: now, generatorThreads: 0 });
}

export { MINUTE_MS };
