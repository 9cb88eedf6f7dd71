import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { seedDemoAccounts } from '../../src/modules/auth/admin-accounts';
import { buildTestApp, JSON_HEADERS } from '../support/test-app';
import { openTestDatabase, openThrowawayPostgres } from '../support/test-database';
import { waitFor } from '../support/wait-for';

/*
 * The request pool and the LISTEN connection (db/client.ts; docs/operations.md, Connection budget): every channel
 * on one connection, listened again after it is lost; a request that finds no free connection within
 * DATABASE_POOL_WAIT_SECONDS answers 503 with Retry-After, never hangs.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function notify(database: DatabaseHandle, channel: string, payload: string) {
  await database.withConnection((query) => query('SELECT pg_notify($1, $2)', [channel, payload]));
}

describe('LISTEN', () => {
  it('hears every channel, and stops hearing one once unlistened', async () => {
    const database = await openTestDatabase();
    closers.push(() => database.close());
    const heard: string[] = [];
    const channels = ['sd_test_a', 'sd_test_b', 'sd_test_c', 'sd_test_d', 'sd_test_e'];
    const stops = await Promise.all(
      channels.map((channel) => database.listen(channel, (payload) => heard.push(`${channel}:${payload}`))),
    );
    for (const channel of channels) await notify(database, channel, '1');
    await waitFor(() => heard.length === channels.length, 'every channel to be heard');
    await stops[0]!();
    await notify(database, 'sd_test_a', '2');
    await notify(database, 'sd_test_b', '2');
    await waitFor(() => heard.includes('sd_test_b:2'), 'b to be heard again');
    expect(heard).not.toContain('sd_test_a:2');
    if (onPostgres) {
      const { rows } = await database.withConnection((query) =>
        query(
          `SELECT count(*)::int AS n FROM pg_stat_activity
           WHERE datname = current_database() AND application_name = 'signaldesk-listen'`,
        ),
      );
      // Five channels, one connection.
      expect(rows[0]).toEqual({ n: 1 });
    }
  });

  it.runIf(onPostgres)(
    'listens again on a new connection after the server ended it',
    async () => {
      const database = await openTestDatabase();
      closers.push(() => database.close());
      const heard: string[] = [];
      await database.listen('sd_test_relisten', (payload) => heard.push(payload));
      await database.withConnection((query) =>
        query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = current_database() AND application_name = 'signaldesk-listen'`,
        ),
      );
      // Sent until heard: the connection comes back within RELISTEN_DELAY_MS (5 s).
      for (let i = 0; i < 60 && heard.length === 0; i++) {
        await notify(database, 'sd_test_relisten', `after ${i}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(heard.length).toBeGreaterThan(0);
    },
    30_000,
  );
});

describe.runIf(onPostgres)('a request pool with no free connection', () => {
  it('answers 503 SERVICE_BUSY with Retry-After and the reason within DATABASE_POOL_WAIT_SECONDS, then serves again', async () => {
    const database = await openThrowawayPostgres(process.env.TEST_DATABASE_URL!, 'sd_test_pool', {
      pool: { size: 2, waitMs: 300 },
    });
    closers.push(() => database.close());
    await seedDemoAccounts(database.db);
    const t = await buildTestApp({ database });
    closers.push(t.close);
    // Two long statements hold both connections (a stuck report, say).
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holders = [1, 2].map(() => database.withConnection(() => released));
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/loginAdmin',
        headers: JSON_HEADERS,
        payload: { username: 'admin', password: 'demo1234' },
      });
    const busy = await login();
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('2');
    expect(busy.json()).toEqual({
      success: false,
      code: 'SERVICE_BUSY',
      error: 'The database has no free connection: all 2 were busy for 0.3 s. Try again in a moment.',
    });
    release();
    await Promise.all(holders);
    expect((await login()).statusCode).toBe(200);
  });
});
