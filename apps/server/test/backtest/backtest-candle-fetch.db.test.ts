import { backtestConfigToQuery } from '@signaldesk/contracts/backtest';
import { DEFAULT_BACKTEST_CONFIG } from '@signaldesk/core/backtest/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScriptedExchange } from '../support/scripted-exchange';
import { type BacktestTestApp, buildBacktestApp } from './support/backtest-app';
import { insertPositions, MIN, T0 } from './support/backtest-fixtures';

// docs/market-data.md, The 20-minute rule: with useCacheOnly false, a span whose fetch reached within 20
// minutes of its fetch time is fetched again once that fetch is older than 20 minutes.
const QUERY = new URLSearchParams(
  backtestConfigToQuery({ ...DEFAULT_BACKTEST_CONFIG, useCacheOnly: false, maximumTimePositionExecution: 1 }),
).toString();
const OPENED = T0 + 60 * MIN;

let t: BacktestTestApp;
let exchange: ScriptedExchange;

beforeAll(async () => {
  exchange = new ScriptedExchange(() => t.clock.now);
  exchange.candles.set('XRPUSDT', {
    startTime: T0,
    closes: Array.from({ length: 600 }, (_, i) => 50 + i / 100),
  });
  t = await buildBacktestApp({ deps: { exchange } });
  t.clock.now = OPENED + 30 * MIN;
  await insertPositions(t.database.db, [{ symbol: 'XRPUSDT', direction: 'LONG', openedAt: OPENED }]);
});
afterAll(() => t.close());

const run = () =>
  t.app.inject({ method: 'GET', url: `/api/backtesting/run?${QUERY}`, headers: { cookie: t.admin } });
const xrpCalls = () => exchange.fetchKlinesCalls.filter((call) => call.symbol === 'XRPUSDT');

describe('useCacheOnly=false and the 20-minute rule', () => {
  it('fetches the span up to "now", then only new minutes, then the whole span again once 20 minutes old', async () => {
    const firstNow = t.clock.now;
    expect((await run()).statusCode).toBe(200);
    const first = xrpCalls();
    expect(first.length).toBeGreaterThan(0);
    const spanStart = Math.min(...first.map((call) => call.fromMs));
    expect(spanStart).toBeLessThanOrEqual(OPENED);
    expect(Math.max(...first.map((call) => call.toMs))).toBe(firstNow);
    const stored = await t.store.read('XRPUSDT', OPENED, OPENED + 2 * MIN);
    expect([...stored.present]).toEqual([1, 1]);

    // 5 minutes later: only the 5 new minutes are fetched; the rest is fresh.
    t.clock.now = firstNow + 5 * MIN;
    await run();
    const second = xrpCalls().slice(first.length);
    expect(second).toEqual([{ symbol: 'XRPUSDT', fromMs: firstNow, toMs: firstNow + 5 * MIN }]);

    // 21 minutes after the last fetch: that fetch reached "now", so its day is fetched again from the span's start.
    t.clock.now = firstNow + 26 * MIN;
    await run();
    const third = xrpCalls().slice(first.length + second.length);
    expect(third.length).toBeGreaterThan(0);
    expect(Math.min(...third.map((call) => call.fromMs))).toBe(spanStart);
    expect(Math.max(...third.map((call) => call.toMs))).toBe(firstNow + 26 * MIN);
  });
});
