/**
 * Backtest API benchmark (issue 5):
 * - end to end: `GET /api/backtesting/run?positionCount=1000` on demo-like data (the simulated market's candles
 *   in a file store, ~2400 closed positions over 90 days on 40 symbols), default settings, warm files; target
 *   < 1 s. Meanwhile another client calls openPositions every 50 ms: its p50 / p99 latency (target < 50 ms).
 *   On PGlite, and again on PostgreSQL when BENCH_DATABASE_URL is set (a throw-away database is created
 *   there).
 * - from candle files in the page cache into a finished 2000-signal run through the worker pool, the worker
 *   reading the month files itself (as the server does); target < 0.6 s. Shown too: the main thread reading and
 *   transferring the columns, and the in-process path of the command line.
 *
 * Alone: `node --import tsx scripts/bench/backtest-api.ts`.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { DEFAULT_BACKTEST_CONFIG } from '@signaldesk/core/backtest/config';
import { runBacktest } from '@signaldesk/core/backtest/engine';
import { buildApp } from '../../apps/server/src/app';
import { type BacktestPool, createBacktestPool } from '../../apps/server/src/backtest-pool/backtest-pool';
import { columnsTask, storeFilesTask } from '../../apps/server/src/backtest-pool/backtest-task';
import { type AppConfig, loadConfig } from '../../apps/server/src/config';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/db/client';
import { positions } from '../../apps/server/src/db/schema';
import { type PlannedSignal, planDemoSignals } from '../../apps/server/src/demo/demo-signal-plan';
import { neededSpansBySymbol, readCandles } from '../../apps/server/src/market/candle-store/candle-loading';
import { FileCandleStore } from '../../apps/server/src/market/candle-store/file-candle-store';
import { fillCandleStore } from '../../apps/server/src/market/candle-store/fill-candle-store';
import { PriceHub } from '../../apps/server/src/market/price-hub';
import { SIMULATED_SYMBOLS } from '../../apps/server/src/market/simulated/catalogue';
import { SimulatedExchange } from '../../apps/server/src/market/simulated/simulated-exchange';
import { seedDemoAccounts } from '../../apps/server/src/modules/auth/admin-accounts';
import { selectBacktestSignals } from '../../apps/server/src/modules/backtesting/backtest-signals.repository';
import { FIXTURE_LEVELS } from '../../apps/server/test/backtest/support/backtest-fixtures';
import { openThrowawayPostgres } from '../../apps/server/test/support/test-database';
import { type BenchResult, median, timeRuns } from './bench-result';

const DAY_MS = 86_400_000;
const NOW = Date.UTC(2026, 10, 21, 12, 0, 30);
const DAYS = 90;
const POSITIONS = 2400;

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** CPU time of the whole process (every thread, the workers included), ms. */
export function cpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

/** Times `run` like timeRuns and also returns the median CPU time per run (the machine may be shared). */
async function timeRunsWithCpu(
  run: () => Promise<unknown>,
  times: number,
  enough: () => boolean = () => true,
): Promise<{ wall: number; cpu: number }> {
  await run();
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let index = 0; index < times || !enough(); index++) {
    const cpuStart = cpuMs();
    walls.push(...(await timeRuns(run, 1, 0)));
    cpus.push(cpuMs() - cpuStart);
  }
  return { wall: median(walls), cpu: median(cpus) };
}

/**
 * The polling client: a child process calling `url` every 50 ms, writing each latency (ms) on a line. Its first
 * calls are not written: they time the client's own start (loading fetch, compiling, connecting), 40 to 60 ms
 * that are no part of the server's answer. It writes 'ready' once warm.
 */
const POLLER_SOURCE = `
const [url, cookie] = process.argv.slice(1);
const WARM_UP_CALLS = 5;
process.stdin.on('data', () => process.exit(0));
for (let call = 0; ; call++) {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error('poll answered ' + response.status);
  const latency = performance.now() - started;
  if (call >= WARM_UP_CALLS) process.stdout.write(latency.toFixed(3) + '\\n');
  else if (call === WARM_UP_CALLS - 1) process.stdout.write('ready\\n');
  await new Promise((resolve) => setTimeout(resolve, 50));
}
`;

export interface Poller {
  /** Resolves once the client is warm and its calls are being recorded. */
  ready: Promise<void>;
  calls(): number;
  /** Stops the client; gives every call's latency, ms. */
  stop(): Promise<number[]>;
}

export function startPoller(url: string, cookie: string): Poller {
  const child = spawn(process.execPath, ['--input-type=module', '-e', POLLER_SOURCE, url, cookie], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const latencies: number[] = [];
  let partial = '';
  let markReady = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      if (line === 'ready') markReady();
      else latencies.push(Number(line));
    }
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return {
    ready,
    calls: () => latencies.length,
    async stop() {
      child.stdin.end('stop\n');
      await exited;
      return latencies;
    },
  };
}

function candleCount(candles: ReadonlyMap<string, { length: number }>): number {
  let total = 0;
  for (const series of candles.values()) total += series.length;
  return total;
}

/** The demo accounts and `plan`'s signals as closed positions. */
export async function seedClosedPositions(database: DatabaseHandle, plan: PlannedSignal[]): Promise<void> {
  await seedDemoAccounts(database.db);
  for (let start = 0; start < plan.length; start += 500) {
    await database.db.insert(positions).values(
      plan.slice(start, start + 500).map((signal) => ({
        symbol: signal.symbol,
        direction: signal.coin < 0.5 ? ('LONG' as const) : ('SHORT' as const),
        ...FIXTURE_LEVELS,
        exitPrice: 101,
        openedAt: new Date(signal.entryMinute + 17_000),
        closedAt: new Date(signal.entryMinute + 3 * 3_600_000),
        closeReason: 'TP1',
        riskScore: Math.round(signal.draws[0] * 10),
        forcePercentage: 40 + signal.draws[1] * 60,
        trendConfidence: 30 + signal.draws[2] * 70,
        status: 'closed' as const,
      })),
    );
  }
}

export interface ServeParts {
  config: AppConfig;
  exchange: SimulatedExchange;
  store: FileCandleStore;
  pool: BacktestPool;
}

/**
 * The run call's path for the `call`-th run: each with a fee a millionth of a percent higher, so that no answer
 * comes from the result cache (docs/backtest.md, Run library) and every run is computed and kept, as an
 * operator's new run is.
 */
export function freshRunPath(positionCount: number, call: number): string {
  return `/api/backtesting/run?positionCount=${positionCount}&feePercent=${(call / 1e6).toFixed(6)}`;
}

/** The app on a free local port, signed in as the demo admin; `close` stops it. */
export async function serveBenchApp(
  database: DatabaseHandle,
  { config, exchange, store, pool }: ServeParts,
): Promise<{ base: string; cookie: string; close: () => Promise<void> }> {
  const app = await buildApp({
    deps: {
      config,
      database,
      now: () => NOW,
      exchange,
      priceHub: new PriceHub(exchange),
      candleStore: store,
      backtestPool: pool,
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const login = await fetch(`${base}/api/auth/loginAdmin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'demo1234' }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { base, cookie, close: () => app.close() };
}

/**
 * (a) `GET /api/backtesting/run?positionCount=1000` end to end, back to back, while another client (its own
 * process, so its clock is not this event loop's) calls openPositions every 50 ms.
 */
async function benchRunsWithPoller(
  label: string,
  database: DatabaseHandle,
  parts: ServeParts,
): Promise<BenchResult[]> {
  const { base, cookie, close } = await serveBenchApp(database, parts);
  try {
    let lastBody: { summary: { totalTrades: number } } | undefined;
    let calls = 0;
    const runApi = async () => {
      const response = await fetch(`${base}${freshRunPath(1000, calls++)}`, {
        headers: { cookie },
      });
      if (response.status !== 200) {
        throw new Error(`run answered ${response.status}: ${await response.text()}`);
      }
      lastBody = (await response.json()) as typeof lastBody;
    };
    // Warm: the files in the page cache, the workers started, the code compiled.
    await runApi();
    await runApi();
    const poller = startPoller(`${base}/api/trader-tracker/openPositions`, cookie);
    await poller.ready;
    const loopDelay = monitorEventLoopDelay({ resolution: 5 });
    loopDelay.enable();
    // Back-to-back runs until the poller has made at least 200 calls, so the p99 is not just the slowest one.
    const api = await timeRunsWithCpu(runApi, 20, () => poller.calls() >= 200);
    const pollLatencies = await poller.stop();
    loopDelay.disable();
    const p50 = percentile(pollLatencies, 50);
    const p99 = percentile(pollLatencies, 99);
    return [
      {
        name: `api (${label}): GET run?positionCount=1000, defaults, warm files (${lastBody?.summary.totalTrades} trades)`,
        median_ms: api.wall,
        unit_rate: `CPU ${api.cpu.toFixed(0)} ms`,
        target: '< 1000 ms',
        pass: api.wall < 1000,
      },
      {
        name: `api (${label}): openPositions during the runs, p50 (${pollLatencies.length} calls)`,
        median_ms: p50,
        target: '< 50 ms',
        pass: p50 < 50,
      },
      {
        name: `api (${label}): openPositions during the runs, p99 (slowest ${Math.max(...pollLatencies).toFixed(0)} ms, server event-loop delay max ${(loopDelay.max / 1e6).toFixed(0)} ms)`,
        median_ms: p99,
        target: '< 50 ms',
        pass: p99 < 50,
      },
    ];
  } finally {
    await close();
  }
}

/** Demo-like data in a temp folder: the simulated market's candles for 90 days, closed positions spread over them. */
export async function openDemoBacktestData(prefix: string) {
  const root = await mkdtemp(join(tmpdir(), prefix));
  const config = loadConfig({ APP_MODE: 'demo', DATA_DIR: root, LOG_LEVEL: 'silent' });
  const database = await openDatabase({ dataDir: ':memory:' });
  const exchange = new SimulatedExchange({ clock: () => NOW });
  const store = new FileCandleStore({ dir: join(root, 'candles'), durable: false });
  const pool = createBacktestPool(config.backtest);
  const symbols = SIMULATED_SYMBOLS.map((spec) => spec.symbol);
  const fromMs = NOW - DAYS * DAY_MS;
  const filled = await fillCandleStore({ exchange, store, symbols, fromMs, toMs: NOW, now: () => NOW });
  const plan = planDemoSignals({ symbols, count: POSITIONS, fromMs, toMs: NOW - 10 * DAY_MS });
  await seedClosedPositions(database, plan);
  process.stdout.write(
    `  (data: ${symbols.length} symbols x ${DAYS} days = ${(filled.storedCandles / 1e6).toFixed(1)} M candles, ${plan.length} closed positions)\n`,
  );
  return {
    database,
    plan,
    serve: { config, exchange, store, pool } satisfies ServeParts,
    async close() {
      await pool.destroy();
      await database.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

export async function benchBacktestApi(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const data = await openDemoBacktestData('bench-backtest-api-');
  const { database, plan, serve } = data;
  const { store, pool } = serve;
  try {
    results.push(...(await benchRunsWithPoller('PGlite', database, serve)));
    const postgresUrl = process.env.BENCH_DATABASE_URL;
    if (postgresUrl) {
      const postgres = await openThrowawayPostgres(postgresUrl, 'sd_bench');
      try {
        await seedClosedPositions(postgres, plan);
        results.push(...(await benchRunsWithPoller('PostgreSQL', postgres, serve)));
      } finally {
        await postgres.close();
      }
    }

    // (b) candle files in the page cache -> finished 2000-signal run.
    const runConfig = { ...DEFAULT_BACKTEST_CONFIG, positionCount: 2000 };
    const signals = await selectBacktestSignals(database.db, runConfig);
    const spans = neededSpansBySymbol(signals, runConfig);
    let loaded = 0;
    // As the server does it: the worker reads the month files itself.
    const viaWorkerReads = await timeRunsWithCpu(
      () => pool.run(async () => storeFilesTask(signals, { dir: store.dir, spans }, runConfig, NOW)),
      5,
    );
    // The alternative: the main thread reads, then moves the columns to the worker.
    const viaTransfer = await timeRunsWithCpu(async () => {
      store.clearCache();
      await pool.run(async (signal) => {
        const candles = await readCandles(spans, store, signal);
        loaded = candleCount(candles);
        return columnsTask(signals, candles, runConfig, NOW);
      });
    }, 5);
    results.push({
      name: `files -> 2000-signal run, worker reads the files (${(loaded / 1e6).toFixed(1)} M candles)`,
      median_ms: viaWorkerReads.wall,
      unit_rate: `${(loaded / viaWorkerReads.wall / 1000).toFixed(1)} M candles/s, CPU ${viaWorkerReads.cpu.toFixed(0)} ms`,
      target: '< 600 ms',
      pass: viaWorkerReads.wall < 600,
    });
    results.push({
      name: 'files -> 2000-signal run, main thread reads + transfer',
      median_ms: viaTransfer.wall,
      unit_rate: `${(loaded / viaTransfer.wall / 1000).toFixed(1)} M candles/s, CPU ${viaTransfer.cpu.toFixed(0)} ms`,
    });
    let readMs: number[] = [];
    let readCpuMs: number[] = [];
    const inProcess = await timeRunsWithCpu(async () => {
      store.clearCache();
      const started = performance.now();
      const cpuStart = cpuMs();
      const candles = await readCandles(spans, store, new AbortController().signal);
      readMs.push(performance.now() - started);
      readCpuMs.push(cpuMs() - cpuStart);
      runBacktest(signals, candles, runConfig, NOW);
    }, 5);
    readMs = readMs.slice(1);
    readCpuMs = readCpuMs.slice(1);
    results.push({
      name: 'files -> 2000-signal run, in process (the CLI path)',
      median_ms: inProcess.wall,
      unit_rate: `${(loaded / inProcess.wall / 1000).toFixed(1)} M candles/s, CPU ${inProcess.cpu.toFixed(0)} ms`,
    });
    results.push({
      name: '  of which reading the files into columns',
      median_ms: median(readMs),
      unit_rate: `CPU ${median(readCpuMs).toFixed(0)} ms`,
    });
  } finally {
    await data.close();
  }
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const result of await benchBacktestApi()) {
    const rate = result.unit_rate ? `  ${result.unit_rate}` : '';
    process.stdout.write(
      `${result.name}: ${result.median_ms.toFixed(1)} ms${rate} (target ${result.target ?? '-'})\n`,
    );
  }
}
