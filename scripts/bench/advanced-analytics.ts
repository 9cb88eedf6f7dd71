import { pathToFileURL } from 'node:url';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/db/client';
import { openThrowawayPostgres } from '../../apps/server/test/support/test-database';
import { startBenchApp } from './bench-app';
import { type BenchResult, median, timeRuns } from './bench-result';
import { insertClosedPositions } from './positions';

const POSITIONS = 100_000;
const TARGET_MS = 100;

/** POST /api/admin/advanced-analytics over 100 000 closed positions: every day and hour, then a filtered view. */
async function benchOn(label: string, database: DatabaseHandle): Promise<BenchResult[]> {
  const bench = await startBenchApp(database);
  const { app, cookie } = bench;
  await insertClosedPositions(database, POSITIONS);
  const day = (offsetDays: number) =>
    new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
  const analyse = (filter: object) => async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/advanced-analytics',
      headers: { 'content-type': 'application/json', cookie },
      payload: filter,
    });
    if (response.statusCode !== 200)
      throw new Error(`advanced-analytics: ${response.statusCode} ${response.body}`);
    return response;
  };
  const everything = { startDate: day(-365), endDate: day(1), hours: [], days: [] };
  const counted = (await analyse(everything)()).json().data.totalPositions as number;
  const results: BenchResult[] = [];
  const allMedian = median(await timeRuns(analyse(everything), 9, 2));
  results.push({
    name: `${label}: advanced analytics, all ${counted} closed positions, every hour and day`,
    median_ms: allMedian,
    unit_rate: `${Math.round(counted / (allMedian / 1000)).toLocaleString('en-US')} positions/s`,
    target: `< ${TARGET_MS} ms`,
    pass: allMedian < TARGET_MS,
  });
  const filtered = { ...everything, hours: [1, 2, 4, 5, 6, 7, 11, 12, 13, 14, 15], days: [1, 2, 4, 5] };
  const filteredMedian = median(await timeRuns(analyse(filtered), 9, 2));
  results.push({
    name: `${label}: advanced analytics, 11 hours x 4 weekdays of ${counted}`,
    median_ms: filteredMedian,
    target: `< ${TARGET_MS} ms`,
    pass: filteredMedian < TARGET_MS,
  });
  await bench.close();
  return results;
}

export async function benchAdvancedAnalytics(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const pglite = await openDatabase({ dataDir: ':memory:' });
  results.push(...(await benchOn('PGlite', pglite)));
  await pglite.close();
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  if (postgresUrl) {
    const postgres = await openThrowawayPostgres(postgresUrl, 'sd_bench');
    results.push(...(await benchOn('PostgreSQL', postgres)));
    await postgres.close();
  }
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchAdvancedAnalytics()
    .then((results) => {
      for (const result of results) process.stdout.write(`${JSON.stringify(result)}\n`);
    })
    .catch((error: unknown) => {
      process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
      process.exit(1);
    });
}
