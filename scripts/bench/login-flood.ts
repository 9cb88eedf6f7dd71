/**
 * A login flood (issue 14): autocannon, in a process of its own, keeps 100 connections sending sign-ins with wrong
 * passwords for 6 s (the attempt limits raised, as for a flood from many addresses on many usernames). The
 * password checks are bounded (docs/operations.md, Login limits): beyond the running and queued ones a sign-in
 * answers 503 at once, so the flood costs a fixed amount of work. Meanwhile this process polls openPositions
 * every 100 ms and an operator signs in with the right password from another address (127.0.0.2; the flood comes
 * from 127.0.0.1), retrying after a 503's Retry-After as the console would ask the person to. Target: the polls'
 * p50 and p99 under 100 ms.
 *
 * Alone: `node --import tsx scripts/bench/login-flood.ts`.
 */
import { execFile } from 'node:child_process';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/db/client';
import { seedDemoAccounts } from '../../apps/server/src/modules/auth/admin-accounts';
import { openThrowawayPostgres } from '../../apps/server/test/support/test-database';
import { createTestServices } from '../../apps/server/test/support/test-deps';
import { type BenchResult, median } from './bench-result';

const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
const run = promisify(execFile);
const FLOOD_SECONDS = 6;

/** A sign-in from `localAddress`: its status and Retry-After. */
function signInFrom(base: string, localAddress: string): Promise<{ status: number; retryAfter: number }> {
  return new Promise((resolve, reject) => {
    const call = request(
      `${base}/api/auth/loginAdmin`,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json' } },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: Number(response.headers['retry-after'] ?? 1),
          }),
        );
      },
    );
    call.on('error', reject);
    call.end(JSON.stringify({ username: 'admin', password: 'demo1234' }));
  });
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/**
 * On PGlite (limits in memory), and again on PostgreSQL when BENCH_DATABASE_URL is set (limits in the
 * login_attempts table, shared by every instance; a throw-away database is created there).
 */
export async function benchLoginFlood(): Promise<BenchResult[]> {
  const results = await floodOn(await openDatabase({ dataDir: ':memory:' }), 'PGlite');
  const url = process.env.BENCH_DATABASE_URL;
  if (url)
    results.push(...(await floodOn(await openThrowawayPostgres(url, 'bench_login_flood'), 'PostgreSQL')));
  return results;
}

async function floodOn(database: DatabaseHandle, label: string): Promise<BenchResult[]> {
  const config = loadConfig({
    APP_MODE: 'demo',
    DATA_DIR: ':memory:',
    LOG_LEVEL: 'silent',
    // As for a flood from many addresses on many usernames: every attempt reaches the password checks.
    LOGIN_MAX_FAILURES_PER_ADDRESS: '1000000',
    LOGIN_MAX_FAILURES_PER_USERNAME: '1000000',
    LOGIN_MAX_FAILURES_PER_USERNAME_TOTAL: '1000000',
  });
  await seedDemoAccounts(database.db);
  const services = await createTestServices();
  const app = await buildApp({ deps: { config, database, now: () => Date.now(), ...services.deps } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const signIn = () =>
    fetch(`${base}/api/auth/loginAdmin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'demo1234' }),
    });
  try {
    const cookie = (await signIn()).headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const flood = run(
      process.execPath,
      [
        AUTOCANNON,
        ...['-c', '100', '-d', String(FLOOD_SECONDS), '-j', '-m', 'POST'],
        ...['-H', 'content-type=application/json'],
        ...['-b', '{"username":"flood","password":"wrong-password"}'],
        `${base}/api/auth/loginAdmin`,
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    await sleep(1500); // the flood under way
    const polls: number[] = [];
    const signInMs: number[] = [];
    let busyAnswers = 0;
    const poller = (async () => {
      for (let call = 0; call < 30; call++) {
        const started = performance.now();
        const response = await fetch(`${base}/api/trader-tracker/openPositions`, { headers: { cookie } });
        await response.arrayBuffer();
        polls.push(performance.now() - started);
        await sleep(100);
      }
    })();
    const operator = (async () => {
      for (let attempt = 0; attempt < 3; attempt++) {
        const started = performance.now();
        for (;;) {
          const response = await signInFrom(base, '127.0.0.2');
          if (response.status === 200) break;
          if (response.status !== 503) throw new Error(`the operator's sign-in answered ${response.status}`);
          busyAnswers++;
          await sleep(response.retryAfter * 1000);
        }
        signInMs.push(performance.now() - started);
      }
    })();
    await Promise.all([poller, operator]);
    const report = JSON.parse((await flood).stdout) as {
      requests: { average: number };
      statusCodeStats?: Record<string, { count: number }>;
    };
    const checked = report.statusCodeStats?.['401']?.count ?? 0;
    // Rows the limits keep per checked attempt (one per limit key; a refused 503 writes none that stay), once the
    // attempts still in the line have ended.
    if (database.kind === 'postgres') await sleep(3000);
    const rows =
      database.kind === 'postgres'
        ? (
            (await database.withConnection((query) => query('SELECT count(*)::int AS n FROM login_attempts')))
              .rows[0] as { n: number }
          ).n
        : undefined;
    const p50 = percentile(polls, 50);
    const p99 = percentile(polls, 99);
    return [
      {
        name: `login flood on ${label} (${report.requests.average.toFixed(0)} sign-ins/s refused or checked): openPositions p50`,
        median_ms: p50,
        unit_rate:
          rows === undefined
            ? `${checked} checked`
            : `${checked} checked in the window, ${rows} login_attempts rows = ${(rows / 3).toFixed(0)} checked attempts x 3 keys (the rest were in the line when the load stopped; refused ones leave none)`,
        target: '< 100 ms',
        pass: p50 < 100,
      },
      {
        name: `login flood on ${label}: openPositions p99`,
        median_ms: p99,
        target: '< 100 ms',
        pass: p99 < 100,
      },
      {
        name: `login flood on ${label}: the operator's right sign-in, retries included`,
        median_ms: median(signInMs),
        unit_rate: `${busyAnswers} answers 503 over 3 sign-ins`,
      },
    ];
  } finally {
    await app.close();
    await services.close();
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const result of await benchLoginFlood()) {
    process.stdout.write(
      `${result.name}: ${result.median_ms.toFixed(1)} ms  ${result.unit_rate ?? ''} (target ${result.target ?? '-'})\n`,
    );
  }
}
