import { openDatabase } from '../../apps/server/src/db/client';
import { demoUsers, insertDemoUsers } from '../../apps/server/src/demo/demo-users';
import { startBenchApp } from './bench-app';
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
  ['expiring within 7 days (expiring=soon)', '/api/users?expiring=soon&page=1&pageSize=50'],
  ['counts', '/api/users/counts'],
];

/** `GET /api/users` pages over 100 000 subscribers on PGlite, through the real app (HTTP inject, JSON answer). */
export async function benchUsers(): Promise<BenchResult[]> {
  const database = await openDatabase({ dataDir: ':memory:' });
  try {
    await insertDemoUsers(database.db, demoUsers(USER_COUNT, Date.now(), 7));
    // The users routes use no service: the test suite's small ones do.
    const bench = await startBenchApp(database);
    const { app, cookie } = bench;
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
    await bench.close();
    return results;
  } finally {
    await database.close();
  }
}
