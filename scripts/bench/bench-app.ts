import { buildApp } from '../../apps/server/src/app';
import { type AppConfig, loadConfig } from '../../apps/server/src/config';
import type { DatabaseHandle } from '../../apps/server/src/db/client';
import { seedDemoAccounts } from '../../apps/server/src/modules/auth/admin-accounts';
import { createTestServices, type ServiceDeps } from '../../apps/server/test/support/test-deps';

export interface BenchApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  /** The session cookie of the demo admin1 (`admin`). */
  cookie: string;
  config: AppConfig;
  services: ServiceDeps;
  close(): Promise<void>;
}

/**
 * The real app in this process over `database` (demo accounts seeded), called through `app.inject`, with the test
 * suite's small services (a candle store in a temp folder, no backtest threads) unless `services` gives others, and
 * the clock `now`, and `env` over the configuration's defaults.
 */
export async function startBenchApp(
  database: DatabaseHandle,
  services: Partial<ServiceDeps> = {},
  now: () => number = Date.now,
  env: Record<string, string> = {},
): Promise<BenchApp> {
  await seedDemoAccounts(database.db);
  const config = loadConfig({ APP_MODE: 'demo', DATA_DIR: ':memory:', LOG_LEVEL: 'silent', ...env });
  const testServices = await createTestServices(services);
  const app = await buildApp({ deps: { config, database, now, ...testServices.deps } });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/loginAdmin',
    headers: { 'content-type': 'application/json' },
    payload: { username: 'admin', password: 'demo1234' },
  });
  const cookie = login.cookies.map((entry) => `${entry.name}=${entry.value}`).join('; ');
  return {
    app,
    cookie,
    config,
    services: testServices.deps,
    async close() {
      await app.close();
      await testServices.close();
    },
  };
}
