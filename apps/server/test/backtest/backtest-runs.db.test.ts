import { backtestConfigToQuery } from '@signaldesk/contracts/backtest';
import { type BacktestConfig, DEFAULT_BACKTEST_CONFIG } from '@signaldesk/core/backtest/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_HEADERS } from '../support/test-app';
import { type BacktestTestApp, buildBacktestApp } from './support/backtest-app';
import { candleSeries, flat, insertPositions, MIN, T0 } from './support/backtest-fixtures';

// The fixture of backtest-run.db.test.ts: with CONFIG, ETH wins +35.6 (TP3) and SOL loses 3.9 % of 1000 = -39 (SL).
const CONFIG = { ...DEFAULT_BACKTEST_CONFIG, waitTimeMinutes: 3, maxPatternSearchMinutes: 0 };
const query = (overrides: Partial<BacktestConfig> = {}, extra: Record<string, string> = {}) =>
  new URLSearchParams({ ...backtestConfigToQuery({ ...CONFIG, ...overrides }), ...extra }).toString();

const T_SOL = T0 + 30 * MIN;
const ETH = candleSeries(T0, [flat(100), [100, 100, 98.8, 98.8], [98.8, 98.8, 93, 93.5]]);
const SOL = candleSeries(T_SOL, [flat(100), [100, 101.2, 100, 101.2], [101.2, 101.2, 97, 97.5]]);

let t: BacktestTestApp;

beforeAll(async () => {
  // Two kept runs per admin at most, to see the retention at work.
  t = await buildBacktestApp({ env: { BACKTEST_RUNS_KEPT: '2' } });
  await insertPositions(t.database.db, [
    { symbol: 'ETHUSDT', direction: 'LONG', openedAt: T0 },
    { symbol: 'SOLUSDT', direction: 'SHORT', openedAt: T_SOL },
  ]);
  const fetchedAt = T0 + 10 * 86_400_000;
  await t.store.write('ETHUSDT', ETH, { fetchedAt });
  await t.store.write('SOLUSDT', SOL, { fetchedAt });
});
afterAll(() => t.close());

const run = (cookie: string, q: string) =>
  t.app.inject({ method: 'GET', url: `/api/backtesting/run?${q}`, headers: { cookie } });
const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const patch = (cookie: string, id: number, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/backtesting/runs/${id}`,
    headers: { cookie, ...JSON_HEADERS },
    payload,
  });
const remove = (cookie: string, id: number) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/backtesting/runs/${id}`,
    headers: { cookie, ...JSON_HEADERS },
  });

describe('the result cache', () => {
  it('answers the same configuration over the same data from the cache, saying when it was computed', async () => {
    const first = (await run(t.admin, query({ feePercent: 0.01 }))).json();
    expect(first.run).toMatchObject({ cached: false });
    t.clock.now += 60_000;
    const second = (await run(t.backtester, query({ feePercent: 0.01 }))).json();
    expect(second.run).toMatchObject({ cached: true, computedAt: first.run.computedAt });
    expect(second.trades).toEqual(first.trades);
    // Another value is another key.
    const other = (await run(t.admin, query({ feePercent: 0.02 }))).json();
    expect(other.run.cached).toBe(false);
  });

  it('computes afresh once the candles the run reads were written again', async () => {
    const before = (await run(t.admin, query({ feePercent: 0.03 }))).json();
    expect((await run(t.admin, query({ feePercent: 0.03 }))).json().run.cached).toBe(true);
    await t.store.write('SOLUSDT', SOL, { fetchedAt: T0 + 11 * 86_400_000 });
    const after = (await run(t.admin, query({ feePercent: 0.03 }))).json();
    expect(after.run.cached).toBe(false);
    expect(after.summary).toEqual(before.summary);
  });
});

describe('the run library', () => {
  it('keeps a run with its figures unless keep=false, and lets the owner name, note and star it', async () => {
    const kept = (await run(t.backtester, query({ stopLossPercent: -2 }))).json();
    expect(kept.run.id).toEqual(expect.any(Number));
    const notKept = (await run(t.backtester, query({ stopLossPercent: -2.5 }, { keep: 'false' }))).json();
    expect(notKept.run.id).toBeNull();

    const detail = (await get(t.backtester, `/api/backtesting/runs/${kept.run.id}`)).json().data;
    // ETH +35.6, SOL stopped at -2 %: -20 → 15.6.
    expect(detail.totalProfitLoss).toBeCloseTo(15.6, 9);
    expect(detail).toMatchObject({
      owner: 'backtester',
      mine: true,
      starred: false,
      name: null,
      totalTrades: 2,
    });
    expect(detail.result.trades).toHaveLength(2);
    expect(detail.riskMetrics.profitFactor).toBeCloseTo(35.6 / 20, 9);

    const named = await patch(t.backtester, kept.run.id, {
      name: 'Tight stop',
      note: 'SL -2',
      starred: true,
    });
    expect(named.statusCode).toBe(200);
    expect(named.json().data).toMatchObject({ name: 'Tight stop', note: 'SL -2', starred: true });
    const cleared = await patch(t.backtester, kept.run.id, { note: '' });
    expect(cleared.json().data.note).toBeNull();
  });

  it("shows another admin's runs read-only: reading works, changing or deleting answers 403", async () => {
    const mine = (await run(t.admin, query({ tp1Percent: 1.5 }))).json().run.id;
    const seen = await get(t.backtester, `/api/backtesting/runs/${mine}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toMatchObject({ owner: 'admin', mine: false });
    const renamed = await patch(t.backtester, mine, { name: 'not yours' });
    expect(renamed.statusCode).toBe(403);
    expect(renamed.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect((await remove(t.backtester, mine)).statusCode).toBe(403);

    const theirs = (await get(t.backtester, '/api/backtesting/runs?owner=mine')).json().data;
    expect(theirs.every((item: { owner: string }) => item.owner === 'backtester')).toBe(true);
    const all = (await get(t.backtester, '/api/backtesting/runs?owner=all')).json().data;
    expect(all.some((item: { id: number }) => item.id === mine)).toBe(true);
  });

  it('deletes a run for its owner', async () => {
    const id = (await run(t.admin, query({ tp1Percent: 1.7 }))).json().run.id;
    expect((await remove(t.admin, id)).json()).toEqual({ success: true, id });
    expect((await get(t.admin, `/api/backtesting/runs/${id}`)).statusCode).toBe(404);
  });

  it('keeps the newest unstarred runs per admin (2 here) and every starred one', async () => {
    const starred = (await run(t.backtester, query({ tp2Percent: 3.3 }))).json().run.id;
    await patch(t.backtester, starred, { starred: true });
    const ids = [];
    for (const tp2Percent of [3.4, 3.5, 3.6]) {
      ids.push((await run(t.backtester, query({ tp2Percent }))).json().run.id);
    }
    const list = (await get(t.backtester, '/api/backtesting/runs?owner=mine&starred=false')).json();
    expect(list.data.map((item: { id: number }) => item.id)).toEqual([ids[2], ids[1]]);
    expect(list.retention).toBe(2);
    expect((await get(t.backtester, `/api/backtesting/runs/${starred}`)).statusCode).toBe(200);
    // The admin's runs are counted apart.
    expect((await get(t.admin, '/api/backtesting/runs?owner=mine')).json().total).toBeGreaterThan(0);
  });

  it('keeps one row for identical runs: the same configuration and range re-use the stored run', async () => {
    const ids = [];
    for (let i = 0; i < 3; i++) {
      t.clock.now += 60_000;
      ids.push((await run(t.admin, query({ tp3Percent: 5.5 }))).json().run.id);
    }
    expect(new Set(ids).size).toBe(1);
    await patch(t.admin, ids[0], { name: 'Kept once' });
    const again = (await run(t.admin, query({ tp3Percent: 5.5 }))).json().run.id;
    expect(again).toBe(ids[0]);
    const detail = (await get(t.admin, `/api/backtesting/runs/${again}`)).json().data;
    expect(detail.name).toBe('Kept once');
    const list = (await get(t.admin, '/api/backtesting/runs?owner=mine&search=Kept%20once')).json();
    expect(list.total).toBe(1);
    // Another range is another run; another admin keeps a run of their own.
    const ranged = (
      await run(
        t.admin,
        query({ tp3Percent: 5.5, useDateRange: true, startDate: '2026-01-01', endDate: '2026-12-31' }),
      )
    ).json().run.id;
    expect(ranged).not.toBe(ids[0]);
    const theirs = (await run(t.backtester, query({ tp3Percent: 5.5 }))).json().run.id;
    expect(theirs).not.toBe(ids[0]);
  });

  it('sorts and pages the list', async () => {
    const list = (
      await get(t.admin, '/api/backtesting/runs?owner=all&sort=totalProfitLoss&order=desc&pageSize=2')
    ).json();
    expect(list.data).toHaveLength(2);
    expect(list.data[0].totalProfitLoss).toBeGreaterThanOrEqual(list.data[1].totalProfitLoss);
    expect(list.total).toBeGreaterThan(2);
    const bad = await get(t.admin, '/api/backtesting/runs?sort=colour');
    expect(bad.statusCode).toBe(400);
  });
});

describe('comparing runs', () => {
  it('lists the fields that differ and marks the better figure', async () => {
    const a = (await run(t.admin, query({ maxCandleSize: 9 }))).json().run.id;
    const b = (await run(t.admin, query({ maxCandleSize: 9, stopLossPercent: -2 }))).json().run.id;
    const response = await get(t.backtester, `/api/backtesting/runs/compare?ids=${a},${b}`);
    expect(response.statusCode).toBe(200);
    const { differences, figures, equity, runs } = response.json().data;
    expect(runs.map((r: { id: number }) => r.id)).toEqual([a, b]);
    expect(differences).toEqual([{ key: 'stopLossPercent', values: [-3.9, -2] }]);
    const pnl = figures.find((f: { key: string }) => f.key === 'totalProfitLoss');
    // -3.4 against 15.6: the second is better.
    expect(pnl.values[0]).toBeCloseTo(-3.4, 9);
    expect(pnl.values[1]).toBeCloseTo(15.6, 9);
    expect(pnl.best).toEqual([1]);
    expect(figures.find((f: { key: string }) => f.key === 'winRate')).toMatchObject({
      values: [50, 50],
      best: [],
    });
    // Both trades exit on 2024-01-01: one point per run at 10 000 + P&L.
    expect(equity[1].points).toHaveLength(1);
    expect(equity[1].points[0].balance).toBeCloseTo(10_015.6, 9);
  });

  it('refuses one id, five ids, repeated ids, and names an unknown one', async () => {
    for (const ids of ['1', '1,2,3,4,5', '3,3']) {
      expect((await get(t.admin, `/api/backtesting/runs/compare?ids=${ids}`)).statusCode).toBe(400);
    }
    const unknown = await get(t.admin, '/api/backtesting/runs/compare?ids=1,999999');
    expect(unknown.statusCode).toBe(404);
  });
});
