/**
 * Position chart candles (issue 15): `GET /api/market/candles` over HTTP (app.inject, admin1 session) on a file
 * candle store holding 10 days of ETHUSDT minutes: a 1-day position at 1 minute and a 9-day one at 15 minutes
 * (store hits, target < 50 ms), and 4 hours the store lacks, filled from the simulated exchange (each run a new
 * range, so each one fetches and stores).
 * Run alone: `node --import tsx scripts/bench/market-candles.ts`.
 */
import { pathToFileURL } from 'node:url';
import { MINUTE_MS } from '@signaldesk/core/market/candles';
import { openDatabase } from '../../apps/server/src/db/client';
import { SimulatedExchange } from '../../apps/server/src/market/simulated';
import { startBenchApp } from './bench-app';
import { type BenchResult, median, timeRuns } from './bench-result';

const RUNS = 30;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export async function benchMarketCandles(): Promise<BenchResult[]> {
  const now = Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;
  const database = await openDatabase({ dataDir: ':memory:' });
  const exchange = new SimulatedExchange({ clock: () => now });
  const bench = await startBenchApp(database, { exchange }, () => now);
  const { app, cookie } = bench;
  const storedFrom = now - 10 * DAY_MS;
  await bench.services.candleStore.write('ETHUSDT', await exchange.fetchKlines('ETHUSDT', storedFrom, now), {
    fetchedAt: now,
  });
  const results: BenchResult[] = [];
  try {
    let count = 0;
    const candles = async (symbol: string, interval: string, from: number, to: number) => {
      const answer = await app.inject({
        method: 'GET',
        url: `/api/market/candles?symbol=${symbol}&interval=${interval}&from=${from}&to=${to}`,
        headers: { cookie },
      });
      if (answer.statusCode !== 200) throw new Error(`candles answered ${answer.statusCode}: ${answer.body}`);
      count = (answer.json() as { data: { candles: unknown[] } }).data.candles.length;
    };
    for (const [label, interval, days] of [
      ['1-day position at 1m', '1m', 1],
      ['9-day position at 15m', '15m', 9],
    ] as const) {
      const durations = await timeRuns(() => candles('ETHUSDT', interval, now - days * DAY_MS, now), RUNS, 3);
      const ms = median(durations);
      results.push({
        name: `position chart candles, ${label} (${count}), store`,
        median_ms: ms,
        target: '< 50 ms',
        pass: ms < 50,
      });
    }
    // Older than the store: every run asks the exchange for 4 new hours of BTCUSDT and stores them.
    let run = 0;
    const filled = await timeRuns(
      () => {
        run++;
        const to = storedFrom - run * DAY_MS;
        return candles('BTCUSDT', '1m', to - 4 * HOUR_MS, to);
      },
      10,
      1,
    );
    results.push({
      name: `position chart candles, 4 h at 1m (${count}), exchange fill`,
      median_ms: median(filled),
    });
    return results;
  } finally {
    await bench.close();
    await exchange.close();
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const result of await benchMarketCandles()) {
    process.stdout.write(`${result.name}: ${result.median_ms.toFixed(2)} ms (${result.target ?? '-'})\n`);
  }
}
