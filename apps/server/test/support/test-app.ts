import type { LightMyRequestResponse } from 'fastify';
import { type BuildAppOptions, buildApp } from '../../src/app';
import type { AppInstance } from '../../src/app-types';
import { type AppConfig, loadConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/client';
import { seedDemoAccounts } from '../../src/modules/auth/admin-accounts';
import { openTestDatabase } from './test-database';
import { createTestServices, type ServiceDeps } from './test-deps';

export interface TestApp {
  app: AppInstance;
  database: DatabaseHandle;
  config: AppConfig;
  /** Moves the app's clock. */
  clock: { now: number };
  close(): Promise<void>;
}

/**
 * The real app on a fresh migrated database with the demo accounts, as tests build it.
 * `deps` replaces services (exchange, candle store...) for the module under test; the others come from
 * createTestServices (test-deps.ts).
 */
export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    deps?: Partial<ServiceDeps>;
    seedAccounts?: boolean;
    /** A database another app uses too (a second instance); the app does not close it. */
    database?: DatabaseHandle;
    /** Extra routes registered before the app is ready (for example a route that throws). */
    register?: (app: AppInstance) => void;
    /** The built console's folder, served with the page fallback. */
    webDistDir?: string;
    /** A pino logger (silent when absent). */
    logger?: BuildAppOptions['logger'];
    /** Telegram group access for subscribers (a no-op when absent). */
    subscriberAccess?: BuildAppOptions['subscriberAccess'];
    /** Where the background jobs stand, for `GET /api/ready` (none to wait for when absent). */
    readiness?: BuildAppOptions['readiness'];
  } = {},
): Promise<TestApp> {
  const config = loadConfig({ APP_MODE: 'demo', DATA_DIR: ':memory:', LOG_LEVEL: 'silent', ...options.env });
  const database = options.database ?? (await openTestDatabase());
  if (options.seedAccounts !== false && !options.database) await seedDemoAccounts(database.db);
  const clock = { now: Date.now() };
  const now = () => clock.now;
  const services = await createTestServices(options.deps, now);
  const app = await buildApp({
    deps: { config, database, now, ...services.deps },
    webDistDir: options.webDistDir,
    logger: options.logger,
    subscriberAccess: options.subscriberAccess,
    readiness: options.readiness,
  });
  options.register?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    async close() {
      await app.close();
      await services.close();
      if (!options.database) await database.close();
    },
  };
}

/** Signs in through the real endpoint and returns the Cookie header to send with later requests. */
export async function signIn(app: AppInstance, username: string, password = 'demo1234'): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/loginAdmin',
    headers: { 'content-type': 'application/json' },
    payload: { username, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${response.statusCode}`);
  return cookieHeader(response);
}

/** The Cookie header that a browser would send back after this response. */
export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

export const JSON_HEADERS = { 'content-type': 'application/json' } as const;
