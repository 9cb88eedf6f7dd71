import { type BacktestPoolOptions, createBacktestPool } from '../../../src/backtest-pool/backtest-pool';
import { buildTestApp, signIn, type TestApp } from '../../support/test-app';
import type { ServiceDeps } from '../../support/test-deps';
import { tempCandleStore } from './backtest-fixtures';

export interface BacktestTestApp extends TestApp {
  store: Awaited<ReturnType<typeof tempCandleStore>>['store'];
  pool: ReturnType<typeof createBacktestPool>;
  /** Cookie header of the admin1 account. */
  admin: string;
  /** Cookie header of the admin2 (backtesting only) account. */
  backtester: string;
}

/** The real app with a real worker pool and a file candle store in a temp folder. */
export async function buildBacktestApp(
  options: {
    pool?: Partial<BacktestPoolOptions>;
    deps?: Partial<ServiceDeps>;
    env?: Record<string, string>;
  } = {},
): Promise<BacktestTestApp> {
  const candles = await tempCandleStore();
  const pool = createBacktestPool({ workers: 2, maxQueue: 4, timeoutMs: 60_000, ...options.pool });
  const t = await buildTestApp({
    env: options.env,
    deps: { candleStore: candles.store, backtestPool: pool, ...options.deps },
  });
  const admin = await signIn(t.app, 'admin');
  const backtester = await signIn(t.app, 'backtester');
  return {
    ...t,
    store: candles.store,
    pool,
    admin,
    backtester,
    async close() {
      await t.close();
      await pool.destroy();
      await candles.remove();
    },
  };
}
