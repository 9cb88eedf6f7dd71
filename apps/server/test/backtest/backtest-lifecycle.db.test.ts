import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CandleColumns } from '@signaldesk/core/market/candles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScriptedExchange } from '../support/scripted-exchange';
import { waitFor } from '../support/wait-for';
import { type BacktestTestApp, buildBacktestApp } from './support/backtest-app';
import { insertPositions, T0 } from './support/backtest-fixtures';

// The pool's worker here never returns (a runaway run): only the pool's time limit or a cancel ends it.
const ENDLESS_WORKER = new URL('./support/endless-worker.mjs', import.meta.url);

/** An exchange whose klines arrive only when the test opens the gate: a slow first fetch from Binance. */
class GatedExchange extends ScriptedExchange {
  private openGate: () => void = () => {};
  private gate = new Promise<void>((resolve) => {
    this.openGate = resolve;
  });

  override async fetchKlines(symbol: string, fromMs: number, toMs: number): Promise<CandleColumns> {
    const candles = super.fetchKlines(symbol, fromMs, toMs);
    await this.gate;
    return candles;
  }

  open(): void {
    this.openGate();
  }
}

let t: BacktestTestApp;
let base: string;
const exchange = new GatedExchange();

beforeAll(async () => {
  t = await buildBacktestApp({
    pool: { workers: 1, maxQueue: 0, timeoutMs: 1500, workerFile: ENDLESS_WORKER },
    deps: { exchange },
  });
  await insertPositions(t.database.db, [{ symbol: 'ETHUSDT', direction: 'LONG', openedAt: T0 }]);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

/** Settles when the app's candle store has finished its next write. */
function nextStoreWrite(): Promise<void> {
  const store = t.store;
  const write = store.write;
  return new Promise((resolve) => {
    store.write = async (...args) => {
      store.write = write;
      await write.apply(store, args);
      resolve();
    };
  });
}

/** Starts GET `path` on a real socket; `abort` closes the connection before the answer. */
function startRequest(path: string, cookie: string) {
  const request = http.get(`${base}${path}`, { headers: { cookie } });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
  return { answer, abort: () => request.destroy() };
}

describe('a backtest run and the rest of the server', () => {
  it('keeps answering other requests while a run computes, and a client that disconnects cancels its run', async () => {
    const before = t.pool.stats().cancelled;
    const run = startRequest('/api/backtesting/run', t.backtester);
    run.answer.catch(() => {});
    await waitFor(() => t.pool.stats().computing === 1, 'the run to reach its worker', 20_000);

    const verify = await fetch(`${base}/api/auth/verify`, { headers: { cookie: t.backtester } });
    expect(verify.status).toBe(200);
    expect(await verify.json()).toMatchObject({ username: 'backtester' });
    expect(t.pool.stats().computing).toBe(1);

    run.abort();
    await waitFor(() => t.pool.stats().cancelled === before + 1, 'the run to be cancelled');
    expect(t.pool.stats()).toMatchObject({ computing: 0, running: 0, timedOut: 0 });
  });

  it('ends a run that passes the time limit with 504 and a JSON error', async () => {
    const response = await fetch(`${base}/api/backtesting/run`, { headers: { cookie: t.admin } });
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({
      success: false,
      code: 'TIMEOUT',
      error: 'The backtest ran longer than the limit of 1.5 s and was stopped',
    });
    expect(t.pool.stats()).toMatchObject({ computing: 0, timedOut: 1 });
  });

  it('refuses a run with 429 and Retry-After when every worker is busy and the queue is full', async () => {
    const run = startRequest('/api/backtesting/run', t.admin);
    run.answer.catch(() => {});
    await waitFor(() => t.pool.stats().computing === 1, 'the first run to reach its worker', 20_000);
    const refused = await fetch(`${base}/api/backtesting/run`, { headers: { cookie: t.admin } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    run.abort();
    await waitFor(() => t.pool.stats().running === 0, 'the first run to end');
  });

  it('cancels a run still fetching its candles when the client disconnects, before any worker starts', async () => {
    const before = t.pool.stats();
    const run = startRequest('/api/backtesting/run?useCacheOnly=false', t.admin);
    run.answer.catch(() => {});
    await waitFor(() => exchange.fetchKlinesCalls.length === 1, 'the first fetch from the exchange', 20_000);
    run.abort();
    await waitFor(() => t.pool.stats().cancelled === before.cancelled + 1, 'the run to be cancelled');
    const chunkStored = nextStoreWrite();
    exchange.open();
    expect(t.pool.stats()).toMatchObject({ running: 0, computing: 0, completed: before.completed });
    // The fill stores the chunk in flight, then stops: a next chunk would have been asked of the exchange as soon
    // as the first one arrived, before its write ended.
    await chunkStored;
    expect(exchange.fetchKlinesCalls).toHaveLength(1);
  });
});
