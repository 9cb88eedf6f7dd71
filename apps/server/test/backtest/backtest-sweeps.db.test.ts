import { DEFAULT_BACKTEST_CONFIG } from '@signaldesk/core/backtest/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BacktestPool, createBacktestPool } from '../../src/backtest-pool/backtest-pool';
import { JSON_HEADERS } from '../support/test-app';
import { type BacktestTestApp, buildBacktestApp } from './support/backtest-app';
import { candleSeries, flat, insertPositions, MIN, T0 } from './support/backtest-fixtures';

/*
 * A hand-made fixture (the one of backtest-run.db.test.ts, plus a later ETH): ETH LONG signals turn SHORT at 98.8
 * and reach TP3 whatever the stop (+35.6 each); the SOL SHORT signal turns LONG at 101.2 and falls to 97, so it
 * loses exactly its stop: stopLossPercent × 10 on a 1 000 position. Positions by time: ETH, SOL, ETH2.
 * With inSampleShare 0.67: 3 × 0.67 = 2.01 → ETH and SOL in-sample, ETH2 out-of-sample.
 * Stop -3.9 / -2.9 / -1.9 in-sample: 35.6 - 39 = -3.4, 35.6 - 29 = 6.6, 35.6 - 19 = 16.6 → best -1.9.
 */
const CONFIG = { ...DEFAULT_BACKTEST_CONFIG, waitTimeMinutes: 3, maxPatternSearchMinutes: 0 };
const DAY = 86_400_000;
const T_SOL = T0 + 30 * MIN;
const T_ETH2 = T0 + DAY;
const ETH_CANDLES = (start: number) =>
  candleSeries(start, [flat(100), [100, 100, 98.8, 98.8], [98.8, 98.8, 93, 93.5]]);
const SOL = candleSeries(T_SOL, [flat(100), [100, 101.2, 100, 101.2], [101.2, 101.2, 97, 97.5]]);
const STOP_AXIS = { field: 'stopLossPercent', from: -3.9, to: -1.9, step: 1 } as const;

/** The app's pool lets `open` sweep batches through and holds the others until more are opened. */
const gate = { open: Number.POSITIVE_INFINITY, waiting: [] as (() => void)[] };
function release(count: number) {
  gate.open += count;
  while (gate.open > 0 && gate.waiting.length) {
    gate.open--;
    gate.waiting.shift()!();
  }
}
function gatedPool(pool: BacktestPool): BacktestPool {
  return {
    ...pool,
    async runSweepBatch(task, signal) {
      if (gate.open > 0) gate.open--;
      else {
        await new Promise<void>((resolve, reject) => {
          gate.waiting.push(resolve);
          signal.addEventListener('abort', () => reject(signal.reason), { once: true });
        });
      }
      return pool.runSweepBatch(task, signal);
    },
  };
}

let t: BacktestTestApp;
const realPool = createBacktestPool({ workers: 2, maxQueue: 4, timeoutMs: 60_000 });

beforeAll(async () => {
  t = await buildBacktestApp({ deps: { backtestPool: gatedPool(realPool) } });
  await insertPositions(t.database.db, [
    { symbol: 'ETHUSDT', direction: 'LONG', openedAt: T0 },
    { symbol: 'SOLUSDT', direction: 'SHORT', openedAt: T_SOL },
    { symbol: 'ETHUSDT', direction: 'LONG', openedAt: T_ETH2 },
  ]);
  const fetchedAt = T0 + 10 * DAY;
  await t.store.write('ETHUSDT', ETH_CANDLES(T0), { fetchedAt });
  await t.store.write('ETHUSDT', ETH_CANDLES(T_ETH2), { fetchedAt });
  await t.store.write('SOLUSDT', SOL, { fetchedAt });
});
afterAll(async () => {
  await t.close();
  await realPool.destroy();
});

const start = (cookie: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/backtesting/sweeps',
    headers: { cookie, ...JSON_HEADERS },
    payload: body,
  });
const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const cancel = (cookie: string, id: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/backtesting/sweeps/${id}/cancel`,
    headers: { cookie, ...JSON_HEADERS },
  });

/** Polls the sweep's status until `until` holds (waiting, not a timing assertion). */
async function pollStatus(
  cookie: string,
  id: number,
  until: (status: { state: string; done: number }) => boolean,
) {
  for (let i = 0; ; i++) {
    const status = (await get(cookie, `/api/backtesting/sweeps/${id}`)).json().data;
    if (until(status) || i >= 600) return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function finished(cookie: string, id: number) {
  await pollStatus(cookie, id, (status) => status.state !== 'running');
  return (await get(cookie, `/api/backtesting/sweeps/${id}/result`)).json().data;
}

describe('a sweep', () => {
  it('picks the best cell in-sample and reports it out-of-sample (hand-made fixture)', async () => {
    const started = await start(t.backtester, {
      config: CONFIG,
      axes: [STOP_AXIS],
      metric: 'totalPnl',
      inSampleShare: 0.67,
    });
    expect(started.statusCode).toBe(202);
    expect(started.json().data).toMatchObject({
      state: 'running',
      total: 3,
      owner: 'backtester',
      mine: true,
    });
    const result = await finished(t.backtester, started.json().data.id);
    expect(result.status).toMatchObject({ state: 'done', done: 3, total: 3, positions: 3 });
    expect(result.axes).toEqual([{ field: 'stopLossPercent', values: [-3.9, -2.9, -1.9] }]);
    const metrics = result.cells.map((cell: { metric: number }) => cell.metric);
    expect(metrics[0]).toBeCloseTo(-3.4, 9);
    expect(metrics[1]).toBeCloseTo(6.6, 9);
    expect(metrics[2]).toBeCloseTo(16.6, 9);
    expect(result.cells.map((cell: { trades: number }) => cell.trades)).toEqual([2, 2, 2]);
    expect(result.best).toMatchObject({ index: 2, values: [-1.9], trades: 2, neighbours: 1 });
    expect(result.best.neighbourhoodAverage).toBeCloseTo(6.6, 9);
    expect(result.outOfSample).toMatchObject({
      inSamplePositions: 2,
      outOfSamplePositions: 1,
      splitAt: new Date(T_ETH2).toISOString(),
      inSampleTrades: 2,
      outOfSampleTrades: 1,
    });
    expect(result.outOfSample.inSampleMetric).toBeCloseTo(16.6, 9);
    expect(result.outOfSample.outOfSampleMetric).toBeCloseTo(35.6, 9);
  });

  it('without a split judges every position: ETH twice and SOL at the best stop', async () => {
    const started = (await start(t.admin, { config: CONFIG, axes: [STOP_AXIS], metric: 'totalPnl' })).json()
      .data;
    const result = await finished(t.admin, started.id);
    expect(result.best.metric).toBeCloseTo(71.2 - 19, 9);
    expect(result.outOfSample).toBeNull();
  });

  it('refuses over 400 combinations and a combination the rules refuse, naming the axis', async () => {
    const tooMany = await start(t.admin, {
      config: CONFIG,
      axes: [
        { field: 'tp1Percent', from: 0.1, to: 2, step: 0.1 },
        { field: 'tp2Percent', from: 0.1, to: 2.1, step: 0.1 },
      ],
      metric: 'roi',
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [{ path: 'axes.1.step', message: 'The sweep has 420 combinations; at most 400 are allowed' }],
    });
    const positiveStop = await start(t.admin, {
      config: CONFIG,
      axes: [{ field: 'stopLossPercent', from: -1, to: 1, step: 1 }],
      metric: 'roi',
    });
    expect(positiveStop.json().fields).toEqual([
      { path: 'axes.0.to', message: 'stopLossPercent must be at most -0.01' },
    ]);
    const unknownField = await start(t.admin, {
      config: CONFIG,
      axes: [{ ...STOP_AXIS, field: 'positionCount' }],
      metric: 'roi',
    });
    expect(unknownField.statusCode).toBe(400);
  });

  it('shows its progress by polling and by server-sent events, and ends with `end`', async () => {
    gate.open = 1;
    const started = (
      await start(t.backtester, { config: CONFIG, axes: [STOP_AXIS], metric: 'winRate' })
    ).json().data;
    const polled = await pollStatus(t.backtester, started.id, (status) => status.done >= 1);
    expect(polled).toMatchObject({ state: 'running', done: 1, total: 3 });
    expect(polled.remainingMs).toEqual(expect.any(Number));
    // Another admin sees it in the list, not theirs.
    const listed = (await get(t.admin, '/api/backtesting/sweeps')).json().data;
    expect(listed.find((s: { id: number }) => s.id === started.id)).toMatchObject({
      mine: false,
      state: 'running',
    });

    const stream = get(t.backtester, `/api/backtesting/sweeps/${started.id}/events`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release(Number.POSITIVE_INFINITY);
    const response = await stream;
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = response.payload
      .trim()
      .split('\n\n')
      .map((block) => ({ event: block.split('\n')[0], data: JSON.parse(block.split('\n')[1]!.slice(6)) }));
    expect(events[0]!.event).toBe('event: progress');
    expect(events.at(-1)).toMatchObject({
      event: 'event: end',
      data: { state: 'done', done: 3, mine: true },
    });
    // The stream of an ended sweep sends `end` at once.
    const again = await get(t.admin, `/api/backtesting/sweeps/${started.id}/events`);
    expect(again.payload).toMatch(/^event: end\ndata: .*"mine":false/);
  });

  it('is cancelled by its owner only; the cells computed so far are kept', async () => {
    gate.open = 1;
    const started = (
      await start(t.backtester, { config: CONFIG, axes: [STOP_AXIS], metric: 'totalPnl' })
    ).json().data;
    const second = await start(t.backtester, { config: CONFIG, axes: [STOP_AXIS], metric: 'roi' });
    expect(second.statusCode).toBe(429);
    await pollStatus(t.backtester, started.id, (status) => status.done >= 1);
    expect((await cancel(t.admin, started.id)).statusCode).toBe(403);
    const cancelled = await cancel(t.backtester, started.id);
    expect(cancelled.json().data).toMatchObject({ state: 'cancelled', done: 1, total: 3 });
    const result = (await get(t.admin, `/api/backtesting/sweeps/${started.id}/result`)).json().data;
    expect(result.status.state).toBe('cancelled');
    // The first batch is the first cell (one combination a batch for 3): stop -3.9 over all three positions,
    // 2 × 35.6 - 39 = 32.2.
    expect(result.cells[0].metric).toBeCloseTo(32.2, 9);
    expect(result.cells.slice(1).map((cell: { metric: null }) => cell.metric)).toEqual([null, null]);
    expect(result.best).toMatchObject({ index: 0 });
    expect((await cancel(t.backtester, started.id)).statusCode).toBe(409);
    release(Number.POSITIVE_INFINITY);
    gate.open = Number.POSITIVE_INFINITY;
  });
});
