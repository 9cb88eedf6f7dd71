/**
 * The webhook intake under load (issue 22): a paced load generator in a process of its own (paced-post.ts) posts
 * structured signals at a steady 200 signals/s for 8 s; each is checked and stored `waiting`. The posts take the
 * keys of 100 sources in turn, fresh ones each round (16 posts a source, under any source's burst), so the
 * per-source rate limit never answers for the server's speed.
 * Target: p99 from request to stored signal (the 202) under 20 ms. On PGlite, and again on PostgreSQL when
 * BENCH_DATABASE_URL is set (a throw-away database is created there). Median of 3 runs.
 *
 * Alone: `node --import tsx scripts/bench/signal-webhook.ts`. `BENCH_PROFILE=<file>` writes a CPU profile of the
 * server's process during the load rounds only (open it in Chrome's DevTools; docs/performance.md, Signal webhook).
 */
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/db/client';
import { createSource } from '../../apps/server/src/modules/signals/intake/signal-sources.service';
import { ScriptedExchange } from '../../apps/server/test/support/scripted-exchange';
import { openThrowawayPostgres } from '../../apps/server/test/support/test-database';
import { createTestServices } from '../../apps/server/test/support/test-deps';
import { type BenchResult, median } from './bench-result';

const PACED_POST = fileURLToPath(new URL('./paced-post.ts', import.meta.url));
const run = promisify(execFile);
/** Signals a second; `BENCH_WEBHOOK_RATE` changes it (to see where the latency turns). */
const RATE = Number(process.env.BENCH_WEBHOOK_RATE ?? 200);
const SECONDS = 8;
const RUNS = 3;
const TARGET_P99_MS = 20;
const SOURCES = 100;

export async function benchSignalWebhook(): Promise<BenchResult[]> {
  const results = await webhookOn(await openDatabase({ dataDir: ':memory:' }), 'PGlite');
  const url = process.env.BENCH_DATABASE_URL;
  if (url)
    results.push(...(await webhookOn(await openThrowawayPostgres(url, 'bench_webhook'), 'PostgreSQL')));
  return results;
}

async function webhookOn(database: DatabaseHandle, label: string): Promise<BenchResult[]> {
  const config = loadConfig({ APP_MODE: 'demo', DATA_DIR: ':memory:', LOG_LEVEL: 'silent' });
  const exchange = new ScriptedExchange().listPerpetuals(['BTCUSDT', 'ETHUSDT']);
  exchange.prices.set('BTCUSDT', 90_000).set('ETHUSDT', 3_000);
  const services = await createTestServices({ exchange });
  const app = await buildApp({ deps: { config, database, now: () => Date.now(), ...services.deps } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const body = JSON.stringify({
    symbol: 'BTCUSDT',
    direction: 'LONG',
    entry: 90_000,
    stopLoss: 87_000,
    tp1: 91_500,
  });
  try {
    const p99: number[] = [];
    const p50: number[] = [];
    let refused = 0;
    const profile = await startProfile();
    let serverCpuUs = 0;
    let posted = 0;
    // The server's own stalls (a long synchronous step) against its waits for the CPU.
    const loopDelay = monitorEventLoopDelay({ resolution: 5 });
    loopDelay.enable();
    for (let round = 0; round < RUNS; round++) {
      const keys: string[] = [];
      for (let k = 0; k < SOURCES; k++) {
        const source = await createSource(
          database.db,
          { name: `bench ${round}.${k}`, kind: 'webhook' },
          new Date(),
        );
        keys.push(`authorization=Bearer ${source.apiKey}`);
      }
      const cpuBefore = process.cpuUsage();
      const { stdout } = await run(
        process.execPath,
        ['--import', 'tsx', PACED_POST, `${base}/api/signals`, String(RATE), String(SECONDS), body, ...keys],
        { maxBuffer: 16 * 1024 * 1024 },
      );
      const cpu = process.cpuUsage(cpuBefore);
      serverCpuUs += cpu.user + cpu.system;
      const answer = JSON.parse(stdout) as { latencies: number[]; statuses: Record<string, number> };
      posted += answer.latencies.length;
      const sorted = [...answer.latencies].sort((a, b) => a - b);
      const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
      const report = {
        latency: { p50: at(0.5), p99: at(0.99) },
        non2xx: Object.entries(answer.statuses)
          .filter(([status]) => status !== '202')
          .reduce((sum, [, count]) => sum + count, 0),
      };
      p99.push(report.latency.p99);
      p50.push(report.latency.p50);
      refused += report.non2xx;
    }
    loopDelay.disable();
    await profile?.(`${label}`);
    const worst = median(p99);
    return [
      {
        name: `${label}: webhook → stored signal p99 at ${RATE}/s (p50 ${median(p50).toFixed(1)} ms, ${refused} non-2xx, server CPU ${(serverCpuUs / 1000 / posted).toFixed(2)} ms/signal, event-loop delay p99 ${(loopDelay.percentile(99) / 1e6).toFixed(0)} ms max ${(loopDelay.max / 1e6).toFixed(0)} ms)`,
        median_ms: worst,
        target: `p99 < ${TARGET_P99_MS} ms`,
        pass: worst < TARGET_P99_MS && refused === 0,
      },
    ];
  } finally {
    await app.close();
    await services.close();
    await database.close();
  }
}

/** A CPU profile of this process while the load runs, when BENCH_PROFILE names a file; answers its stopper. */
async function startProfile(): Promise<((label: string) => Promise<void>) | null> {
  const file = process.env.BENCH_PROFILE;
  if (!file) return null;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async (label) => {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    await writeFile(file.replace(/(\.cpuprofile)?$/, `-${label}.cpuprofile`), JSON.stringify(profile));
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const result of await benchSignalWebhook()) console.log(result);
}
