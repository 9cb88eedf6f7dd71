import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ReadyResponse } from '@signaldesk/contracts/health';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_POOL } from '../../src/db/client';
import { connectionsPerInstance } from '../../src/db/connection-budget';
import { FakeTelegram } from '../support/fake-telegram';
import {
  connectionsOn,
  type ServerProcess,
  signInOver,
  startServer,
  stopServer,
} from '../support/server-process';
import { freshPostgres } from '../support/test-database';

/*
 * The whole server on PostgreSQL, started as `npm run serve` starts it (docs/operations.md, Connection budget):
 * every job on, the demo's own signals on, Telegram in and out on the local Bot API fake. Skipped only without
 * TEST_DATABASE_URL (CI sets it). The times printed are measurements for docs/operations.md, not assertions.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
});

/** Every job of one instance at a time (their locks), from a readiness answer. */
const lockJobs = (ready: ReadyResponse) => ready.jobs.filter((job) => job.lock && job.state !== 'off');

async function readyOf(url: string): Promise<ReadyResponse> {
  const response = await fetch(`${url}/api/ready`);
  return (await response.json()) as ReadyResponse;
}

/**
 * Waits until every lock job of the instance at `url` leads: a standby job asks for its lock again every few seconds
 * (lib/leadership.ts, retryMs), so the takeover after another instance stops takes up to that long.
 */
async function untilLeadingAll(url: string, timeoutMs = 30_000): Promise<ReadyResponse> {
  const deadline = Date.now() + timeoutMs;
  let ready = await readyOf(url);
  while (!lockJobs(ready).every((job) => job.state === 'leading') && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    ready = await readyOf(url);
  }
  return ready;
}

/** Waits for `GET /api/ready` to answer 200 (the jobs start after the server listens). */
async function untilReady(url: string, timeoutMs = 60_000): Promise<ReadyResponse> {
  const deadline = Date.now() + timeoutMs;
  let last: ReadyResponse | undefined;
  while (Date.now() < deadline) {
    const response = await fetch(`${url}/api/ready`);
    last = (await response.json()) as ReadyResponse;
    if (response.status === 200) return last;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`not ready: ${JSON.stringify(last)}`);
}

/** Polls `POST /api/auth/loginAdmin` until it answers 200; answers when, ms after `since`. */
async function firstLogin(url: string, username: string, password: string, since: number) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const signedIn = await signInOver(url, username, password);
      return { ...signedIn, afterMs: Date.now() - since };
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** The signal feed and the Overview's calls, each answered 200 with its data. */
async function readsConsole(url: string, cookie: string) {
  const get = async (pathname: string) => {
    const response = await fetch(`${url}${pathname}`, { headers: { cookie } });
    expect(response.status, `${url}${pathname}`).toBe(200);
    return (await response.json()) as { success: boolean; data?: unknown };
  };
  const feed = await get('/api/signals');
  expect(Array.isArray(feed.data)).toBe(true);
  for (const pathname of [
    '/api/auth/verify',
    '/api/trader-tracker/openPositions',
    '/api/market/tick-sizes',
    '/api/binance-top-movers',
    '/api/bitcoin-analysis/quick',
    '/api/altcoin-analysis/quick-stats',
  ]) {
    await get(pathname);
  }
}

describe.skipIf(!adminUrl)('the whole server on PostgreSQL', () => {
  it('serves on a fresh database, with a second instance, and after a restart, within the connection budget', async () => {
    const database = await freshPostgres(adminUrl!, 'sd_proc');
    cleanups.push(() => database.drop());
    const telegram = new FakeTelegram();
    const telegramUrl = await telegram.start();
    cleanups.push(() => telegram.close());
    // One candle folder for both instances, as a shared volume (docs/job-queue.md).
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sd-whole-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const env = {
      APP_MODE: 'demo',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      TELEGRAM_BOT_TOKEN: telegram.token,
      TELEGRAM_API_ROOT: telegramUrl,
      TELEGRAM_CHANNEL_ID: '-1001234567890',
    };
    const servers: ServerProcess[] = [];
    cleanups.push(async () => {
      for (const server of servers) await stopServer(server);
    });
    const budget = 2 * connectionsPerInstance(DEFAULT_POOL.size);
    const withinBudget = async (when: string) => {
      const open = await connectionsOn(adminUrl!, database.name);
      const total = Object.values(open).reduce((sum, n) => sum + n, 0);
      console.info(`[measure] connections ${when}: ${total} ${JSON.stringify(open)} (budget ${budget})`);
      expect(total, JSON.stringify(open)).toBeLessThanOrEqual(budget);
      expect(open['signaldesk-session']).toBe(2);
      expect(open['signaldesk-listen']).toBe(2);
      return open;
    };

    // A fresh database.
    let spawned = Date.now();
    const a = await startServer(env);
    servers.push(a);
    const loginA = await firstLogin(a.url, 'admin', 'demo1234', spawned);
    console.info(
      `[measure] fresh database: console line ${a.startedInMs} ms, first login ${loginA.afterMs} ms`,
    );
    await readsConsole(a.url, loginA.cookie);
    const readyA = await untilReady(a.url);
    expect(lockJobs(readyA).every((job) => job.state === 'leading')).toBe(true);

    // A second instance on the same database.
    spawned = Date.now();
    const b = await startServer(env);
    servers.push(b);
    const loginB = await firstLogin(b.url, 'admin', 'demo1234', spawned);
    console.info(`[measure] second instance: first login ${loginB.afterMs} ms`);
    const readyB = await untilReady(b.url);
    expect(readyB.instance).not.toBe(readyA.instance);
    for (const server of [a, b])
      await readsConsole(server.url, (await signInOver(server.url, 'admin', 'demo1234')).cookie);
    // Each job of one instance at a time runs on exactly one of them.
    const leaders = async () => {
      const [onA, onB] = [lockJobs(await readyOf(a.url)), lockJobs(await readyOf(b.url))];
      return onA.map(
        (job, index) => [job.state, onB[index]!.state].filter((state) => state === 'leading').length,
      );
    };
    expect(new Set(await leaders())).toEqual(new Set([1]));
    await withinBudget('with two instances');
    // The intake polls the local Bot API from one of them.
    expect(telegram.calls).toContain('getUpdates');

    // One restarted on the existing database: its jobs go to the other, and it serves again.
    expect(await stopServer(a)).toBe(0);
    const readyB2 = await untilLeadingAll(b.url);
    expect(lockJobs(readyB2).every((job) => job.state === 'leading')).toBe(true);
    spawned = Date.now();
    const again = await startServer(env);
    servers.push(again);
    const loginAgain = await firstLogin(again.url, 'admin', 'demo1234', spawned);
    console.info(`[measure] restart on the existing database: first login ${loginAgain.afterMs} ms`);
    await readsConsole(again.url, loginAgain.cookie);
    await untilReady(again.url);
    expect(lockJobs(await readyOf(again.url)).every((job) => job.state === 'standby')).toBe(true);
    await withinBudget('after the restart');

    for (const server of [again, b]) expect(await stopServer(server)).toBe(0);
  }, 600_000);

  it('starts in production mode as an operator would: the admin from the environment signs in, the console serves', async () => {
    const database = await freshPostgres(adminUrl!, 'sd_prod');
    cleanups.push(() => database.drop());
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sd-prod-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const spawned = Date.now();
    const server = await startServer({
      APP_MODE: 'production',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      EXCHANGE: 'simulated',
      ADMIN_USERNAME: 'operator',
      ADMIN_PASSWORD: 'a-long-operator-secret',
    });
    cleanups.push(async () => {
      await stopServer(server);
    });
    const login = await firstLogin(server.url, 'operator', 'a-long-operator-secret', spawned);
    console.info(`[measure] production mode: first login ${login.afterMs} ms`);
    expect(login.secure).toBe(true);
    await readsConsole(server.url, login.cookie);
    const ready = await untilReady(server.url);
    expect(ready.jobs.find((job) => job.name === 'Demo data')).toMatchObject({
      state: 'off',
      detail: 'production mode',
    });
    expect(await stopServer(server)).toBe(0);
  }, 300_000);
});
