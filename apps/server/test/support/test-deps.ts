import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppDeps } from '../../src/app-types';
import type { BacktestPool } from '../../src/backtest-pool/backtest-pool';
import { FileCandleStore } from '../../src/market/candle-store';
import { PriceHub } from '../../src/market/price-hub';
import { ScriptedExchange } from './scripted-exchange';

/** The services of AppDeps beyond config, database and clock: what every app is built with. */
export type ServiceDeps = Pick<AppDeps, 'exchange' | 'priceHub' | 'candleStore' | 'backtestPool'>;

export interface TestServices {
  deps: ServiceDeps;
  /** Releases what was created here (never what the caller passed in). */
  close(): Promise<void>;
}

/**
 * The one place tests get the app's services from. What `given` holds is used as it is; the rest are small real
 * parts: a ScriptedExchange (symbols and prices the test puts in), a PriceHub over the exchange, a file candle
 * store in a fresh temp folder, and a backtest pool that starts no thread and refuses every run (tests that
 * run backtests pass a real pool, see test/backtest/support/backtest-app.ts).
 */
export async function createTestServices(
  given: Partial<ServiceDeps> = {},
  now: () => number = Date.now,
): Promise<TestServices> {
  const exchange = given.exchange ?? new ScriptedExchange(now);
  const ownHub = given.priceHub ? undefined : new PriceHub(exchange);
  const storeDir = given.candleStore ? undefined : await mkdtemp(join(tmpdir(), 'sd-test-candles-'));
  return {
    deps: {
      exchange,
      priceHub: given.priceHub ?? ownHub!,
      candleStore: given.candleStore ?? new FileCandleStore({ dir: storeDir!, durable: false }),
      backtestPool: given.backtestPool ?? refusingBacktestPool(),
    },
    async close() {
      ownHub?.close();
      if (storeDir) await rm(storeDir, { recursive: true, force: true });
    },
  };
}

/** A BacktestPool without workers: every run rejects, saying the test gave the app no pool. */
export function refusingBacktestPool(): BacktestPool {
  return {
    run: () => Promise.reject(new Error('this test app has no backtest pool: pass a real one')),
    runSweepBatch: () => Promise.reject(new Error('this test app has no backtest pool: pass a real one')),
    stats: () => ({ running: 0, computing: 0, queued: 0, completed: 0, cancelled: 0, timedOut: 0 }),
    destroy: async () => {},
  };
}
