import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { demoUsers, insertDemoUsers } from '../../apps/server/src/demo/demo-users';
import { seedDemoAccounts } from '../../apps/server/src/modules/auth/admin-accounts';
import { createTestServices } from '../../apps/server/test/support/test-deps';
import { type BenchResult, median, timeRuns } from './bench-result';

/** Subscribers in the benchmark's database (the "100 000 subscribers"). */
const USER_COUNT = 100_000;
const TARGET_MS = 50;
const RUNS = 15;

/** The pages the Users screen asks for: the default view, the last page, a search, filters, and each sort. */
const PAGES: [string, string][] = [
  ['first page, newest first', '/api/users?page=1&pageSize=50'],
  ['page 1000 of 2000', '/api/users?page=1000&pageSize=50'],
  ['last page', '/api/users?page=2000&pageSize=50'],
  ['search "martin" (email, username, Telegram)', '/api/users?search=martin&page=1&pageSize=50'],
  ['search "ma" (two letters)', '/api/users?search=ma&page=1&pageSize=50'],
  ['search "gmail" (a sixth of the rows), page 40', '/api/users?search=gmail&page=40&pageSize=50'],
  ['search with no match', '/api/users?search=zzzzqx&page=1&pageSize=50'],
  ['plan YEARLY + subscribed', '/api/users?plan=YEARLY&status=subscribed&page=1&pageSize=50'],
  ['plan FREE, sorted by email', '/api/users?plan=FREE&sort=email&page=1&pageSize=50'],
  ['sorted by email desc', '/api/users?sort=email&order=desc&page=1&pageSize=50'],
  ['sorted by username', '/api/users?sort=username&page=1&pageSize=50'],
  ['sorted by expiry desc', '/api/users?sort=subscriptionEndDate&order=desc&page=1&pageSize=50'],
  ['sorted by Telegram', '/api/users?sort=telegramUsername&page=1&pageSize=50'],
  ['sorted by plan', '/api/users?sort=subscriptionType&page=1&pageSize=50'],
  ['sorted by status desc', '/api/users?sort=isSubscribed&order=desc&page=1&pageSize=50'],
  ['counts', '/api/users/counts'],
];

/** `GET /api/users` pages over 100 000 subscribers on PGlite, through the real app (HTTP inject, JSON answer). */
export async function benchUsers(): Promise<BenchResult[]> {
  const database = await openDatabase({ dataDir: ':memory:' });
  try {
    await seedDemoAccounts(database.db);
    await insertDemoUsers(database.db, demoUsers(USER_COUNT, Date.now(), 7));
    const config = loadConfig({ APP_MODE: 'demo', DATA_DIR: ':memory:', LOG_LEVEL: 'silent' });
    // The users routes use no service: the test suite's small ones do.
    const services = await createTestServices();
    const app = await buildApp({ deps: { config, database, now: Date.now, ...services.deps } });
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/loginAdmin',
      headers: { 'content-type': 'application/json' },
      payload: { username: 'admin', password: 'demo1234' },
    });
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const results: BenchResult[] = [];
    for (const [label, url] of PAGES) {
      const durations = await timeRuns(async () => {
        const response = await app.inject({ method: 'GET', url, headers: { cookie } });
        if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
      }, RUNS);
      const ms = median(durations);
      results.push({
        name: `users (100k, PGlite): ${label}`,
        median_ms: ms,
        target: `< ${TARGET_MS} ms`,
        pass: ms < TARGET_MS,
      });
    }
    await app.close();
    await services.close();
    return results;
  } finally {
    await database.close();
  }
}
