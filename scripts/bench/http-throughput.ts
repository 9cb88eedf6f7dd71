/**
 * HTTP throughput of the hot path (issue 14): `GET /api/trader-tracker/openPositions` (10 open rows) with a session
 * cookie, 50 connections, measured by autocannon in a process of its own (so the load generator does not share the
 * server's event loop). Targets: >= 1,500 req/s with p99 < 100 ms alone, and >= 1,000 req/s with p99 < 150 ms
 * while backtests (positionCount=500, through the worker pool) run back to back. On PGlite, and again on PostgreSQL
 * when BENCH_DATABASE_URL is set (a throw-away database is created there). Each figure is the median of 3 runs.
 *
 * Alone: `node --import tsx scripts/bench/http-throughput.ts`.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { createBacktestPool } from '../../apps/server/src/backtest-pool/backtest-pool';
import { loadConfig } from '../../apps/server/src/config';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/db/client';
import { positions } from '../../apps/server/src/db/schema';
import { planDemoSignals } from '../../apps/server/src/demo/demo-signal-plan';
import { FileCandleStore } from '../../apps/server/src/market/candle-store/file-candle-store';
import { fillCandleStore } from '../../apps/server/src/market/candle-store/fill-candle-store';
import { SIMULATED_SYMBOLS } from '../../apps/server/src/market/simulated/catalogue';
import { SimulatedExchange } from '../../apps/server/src/market/simulated/simulated-exchange';
import { FIXTURE_LEVELS } from '../../apps/server/test/backtest/support/backtest-fixtures';
import { openThrowawayPostgres } from '../../apps/server/test/support/test-database';
import { freshRunPath, type ServeParts, seedClosedPositions, serveBenchApp } from './backtest-api';
import { type BenchResult, median } from './bench-result';

const DAY_MS = 86_400_000;
const NOW = Date.UTC(2026, 10, 21, 12, 0, 30);
const DAYS = 30;
const CLOSED_POSITIONS = 800;
const OPEN_POSITIONS = 10;
const CONNECTIONS = 50;
const RUN_SECONDS = 8;
const RUNS = 3;

const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
const run = promisify(execFile);

interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
}

/** One autocannon run against `url` in a child process. */
async function load(url: string, cookie: string, seconds: number): Promise<LoadFigures> {
  const { stdout } = await run(
    process.execPath,
    [AUTOCANNON, '-c', String(CONNECTIONS), '-d', String(seconds), '-j', '-H', `cookie=${cookie}`, url],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
  };
  return {
    requestsPerSecond: report.requests.average,
    p50: report.latency.p50,
    p99: report.latency.p99,
    non2xx: report.non2xx + report.errors,
  };
}

async function seedOpenPositions(database: DatabaseHandle): Promise<void> {
  await database.db.insert(positions).values(
    Array.from({ length: OPEN_POSITIONS }, (_, index) => ({
      symbol: SIMULATED_SYMBOLS[index]!.symbol,
      direction: index % 2 ? ('SHORT' as const) : ('LONG' as const),
      ...FIXTURE_LEVELS,
      openedAt: new Date(NOW - (index + 1) * 3_600_000),
      riskScore: 5,
      forcePercentage: 60,
      shouldWork: index % 3 !== 0,
    })),
  );
}

type Parts = ServeParts;

async function benchOn(label: string, database: DatabaseHandle, parts: Parts): Promise<BenchResult[]> {
  const { base, cookie, close } = await serveBenchApp(database, parts);
  try {
    const url = `${base}/api/trader-tracker/openPositions`;
    const check = await fetch(url, { headers: { cookie } });
    const rows = ((await check.json()) as { data: unknown[] }).data.length;

    await load(url, cookie, 2); // warm: code compiled, connections pooled
    const alone: LoadFigures[] = [];
    for (let index = 0; index < RUNS; index++) alone.push(await load(url, cookie, RUN_SECONDS));

    // Backtests back to back, through the API, until the load runs end.
    let stop = false;
    let backtests = 0;
    const backtestLoop = (async () => {
      while (!stop) {
        const response = await fetch(`${base}${freshRunPath(500, backtests)}`, {
          headers: { cookie },
        });
        if (response.status !== 200) throw new Error(`backtest answered ${response.status}`);
        await response.arrayBuffer();
        backtests++;
      }
    })();
    const during: LoadFigures[] = [];
    const loopDelay = monitorEventLoopDelay({ resolution: 5 });
    loopDelay.enable();
    try {
      for (let index = 0; index < RUNS; index++) during.push(await load(url, cookie, RUN_SECONDS));
    } finally {
      stop = true;
      await backtestLoop;
      loopDelay.disable();
    }

    const figures = (name: string, runs: LoadFigures[], minRate: number, maxP99: number): BenchResult[] => {
      const rate = median(runs.map((figure) => figure.requestsPerSecond));
      const p99 = median(runs.map((figure) => figure.p99));
      const p50 = median(runs.map((figure) => figure.p50));
      const failed = runs.reduce((sum, figure) => sum + figure.non2xx, 0);
      return [
        {
          name: `http (${label}): openPositions ${name}, ${CONNECTIONS} connections, p99`,
          median_ms: p99,
          unit_rate: `${rate.toFixed(0)} req/s, p50 ${p50.toFixed(1)} ms, ${failed} non-2xx`,
          target: `>= ${minRate} req/s, p99 < ${maxP99} ms`,
          pass: rate >= minRate && p99 < maxP99 && failed === 0,
        },
      ];
    };
    process.stdout.write(
      `  (${label}: ${rows} open rows; ${backtests} backtests ran during the second load, the server's event loop ` +
        `delayed up to ${(loopDelay.max / 1e6).toFixed(0)} ms, p99 ${(loopDelay.percentile(99) / 1e6).toFixed(0)} ms)\n`,
    );
    return [
      ...figures('alone', alone, 1500, 100),
      ...figures('during back-to-back backtests', during, 1000, 150),
    ];
  } finally {
    await close();
  }
}

export async function benchHttpThroughput(): Promise<BenchResult[]> {
  const root = await mkdtemp(join(tmpdir(), 'bench-http-'));
  const config = loadConfig({ APP_MODE: 'demo', DATA_DIR: root, LOG_LEVEL: 'silent' });
  const database = await openDatabase({ dataDir: ':memory:' });
  const exchange = new SimulatedExchange({ clock: () => NOW });
  const store = new FileCandleStore({ dir: join(root, 'candles'), durable: false });
  const pool = createBacktestPool(config.backtest);
  const results: BenchResult[] = [];
  try {
    const symbols = SIMULATED_SYMBOLS.map((spec) => spec.symbol);
    const fromMs = NOW - DAYS * DAY_MS;
    await fillCandleStore({ exchange, store, symbols, fromMs, toMs: NOW, now: () => NOW });
    const plan = planDemoSignals({ symbols, count: CLOSED_POSITIONS, fromMs, toMs: NOW - 5 * DAY_MS });
    const parts = { config, exchange, store, pool };
    await seedClosedPositions(database, plan);
    await seedOpenPositions(database);
    results.push(...(await benchOn('PGlite', database, parts)));
    const postgresUrl = process.env.BENCH_DATABASE_URL;
    if (postgresUrl) {
      const postgres = await openThrowawayPostgres(postgresUrl, 'sd_bench');
      try {
        await seedClosedPositions(postgres, plan);
        await seedOpenPositions(postgres);
        results.push(...(await benchOn('PostgreSQL', postgres, parts)));
      } finally {
        await postgres.close();
      }
    }
  } finally {
    await pool.destroy();
    await database.close();
    await rm(root, { recursive: true, force: true });
  }
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const result of await benchHttpThroughput()) {
    process.stdout.write(
      `${result.name}: ${result.median_ms.toFixed(1)} ms  ${result.unit_rate ?? ''} (target ${result.target ?? '-'})\n`,
    );
  }
}
