import { backtestConfigToQuery } from '@signaldesk/contracts/backtest';
import { type BacktestConfig, DEFAULT_BACKTEST_CONFIG } from '@signaldesk/core/backtest/config';
import { runBacktest } from '@signaldesk/core/backtest/engine';
import type { BacktestSignal } from '@signaldesk/core/backtest/types';
import type { CandleColumns } from '@signaldesk/core/market/candles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScriptedExchange } from '../support/scripted-exchange';
import { type BacktestTestApp, buildBacktestApp } from './support/backtest-app';
import { candleSeries, flat, insertPositions, MIN, T0 } from './support/backtest-fixtures';

// A 3-minute wait and no pattern search: only the early-reversal rule can open a trade (docs/backtest.md,
// section 3), which makes each trade easy to check by hand.
const CONFIG = { ...DEFAULT_BACKTEST_CONFIG, waitTimeMinutes: 3, maxPatternSearchMinutes: 0 };
/** CONFIG with `overrides`, as the console sends it: every field stringified. */
const query = (overrides: Partial<BacktestConfig> = {}) =>
  new URLSearchParams(backtestConfigToQuery({ ...CONFIG, ...overrides })).toString();
const QUERY = query();

const T_SOL = T0 + 30 * MIN;
const T_XRP = T0 + 60 * MIN;

/** ETH LONG signal: the wait's 2nd candle falls 1.2 % (> 1.1 %): SHORT at 98.8, then a candle down to 93 (TP3 93.2672). */
const ETH = candleSeries(T0, [flat(100), [100, 100, 98.8, 98.8], [98.8, 98.8, 93, 93.5]]);
/** SOL SHORT signal: the wait's 2nd candle rises 1.2 %: LONG at 101.2, then a candle down to 97 (SL 97.2532). */
const SOL = candleSeries(T_SOL, [flat(100), [100, 101.2, 100, 101.2], [101.2, 101.2, 97, 97.5]]);

let t: BacktestTestApp;
let signals: BacktestSignal[];

beforeAll(async () => {
  t = await buildBacktestApp();
  signals = await insertPositions(t.database.db, [
    { symbol: 'ETHUSDT', direction: 'LONG', openedAt: T0 },
    { symbol: 'SOLUSDT', direction: 'SHORT', openedAt: T_SOL },
    // No candles stored for XRP.
    { symbol: 'XRPUSDT', direction: 'LONG', openedAt: T_XRP },
    // Above the maximum riskScore (10).
    { symbol: 'ADAUSDT', direction: 'LONG', openedAt: T0 + 90 * MIN, riskScore: 11 },
    // Still open: never replayed.
    { symbol: 'BNBUSDT', direction: 'LONG', openedAt: T0 + 100 * MIN, status: 'open' },
  ]);
  const fetchedAt = T0 + 10 * 86_400_000;
  await t.store.write('ETHUSDT', ETH, { fetchedAt });
  await t.store.write('SOLUSDT', SOL, { fetchedAt });
});
afterAll(() => t.close());

const runBacktestApi = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/backtesting/run?${query}`, headers: { cookie: t.admin } });

describe('GET /api/backtesting/run on stored candles (cache-only)', () => {
  it('replays the closed positions and gives the hand-checked trades', async () => {
    const response = await runBacktestApi(QUERY);
    expect(response.statusCode).toBe(200);
    const { trades, summary } = response.json();
    expect(trades).toHaveLength(2);
    const [eth, sol] = trades;
    // SHORT from 98.8: 15 % at TP1 +1.6 %, 60 % at TP2 +3.2 %, 25 % at TP3 +5.6 % = +3.56 % of 100 × 10.
    expect(eth).toMatchObject({
      positionId: signals[0]!.id,
      symbol: 'ETHUSDT',
      direction: 'SHORT',
      exitReason: 'TP3',
      entryPrice: 98.8,
      entryTime: new Date(T0 + 2 * MIN).toISOString(),
      exitTime: new Date(T0 + 3 * MIN).toISOString(),
      initialOpportunityTime: new Date(T0).toISOString(),
      duration: 1,
      tpsHit: ['TP1', 'TP2', 'TP3'],
    });
    expect(eth.profitLoss).toBeCloseTo(35.6, 9);
    // LONG from 101.2, stop at 101.2 × 0.961 = 97.2532: -3.9 % of 1000 = -39.
    expect(sol).toMatchObject({
      positionId: signals[1]!.id,
      direction: 'LONG',
      exitReason: 'SL',
      entryPrice: 101.2,
      tpsHit: [],
    });
    expect(sol.exitPrice).toBeCloseTo(97.2532, 9);
    expect(sol.profitLoss).toBeCloseTo(-39, 9);
    expect(summary).toMatchObject({
      totalTrades: 2,
      winRate: 50,
      tp3Hits: 1,
      stopLossHits: 1,
      ignoredPositions: 2,
      ignoredReasons: expect.objectContaining({ data: 1, riskScore: 1 }),
    });
    expect(summary.totalProfitLoss).toBeCloseTo(-3.4, 9);
    expect(summary.finalBalance).toBeCloseTo(9996.6, 9);
  });

  it('answers exactly what a direct runBacktest call gives on the same data', async () => {
    const response = await runBacktestApi(QUERY);
    const closed = signals.slice(0, 4);
    const candles = new Map<string, CandleColumns>([
      ['ETHUSDT', ETH],
      ['SOLUSDT', SOL],
    ]);
    const direct = runBacktest(closed, candles, CONFIG, t.clock.now);
    // Beside the result, `run` says how it was answered (the run library's part).
    const { run: _run, ...answer } = response.json();
    expect(answer).toEqual(JSON.parse(JSON.stringify(direct)));
  });

  it('selects the latest positionCount closed positions by openedAt', async () => {
    // The two latest closed positions: XRP (no data) and ADA (riskScore).
    const response = await runBacktestApi(query({ positionCount: 2 }));
    const { summary, trades } = response.json();
    expect(trades).toEqual([]);
    expect(summary.ignoredPositions).toBe(2);
    expect(summary.ignoredReasons).toMatchObject({ data: 1, riskScore: 1 });
  });

  it('selects by openedAt in the date range (UTC days, inclusive)', async () => {
    const inRange = await runBacktestApi(
      query({ useDateRange: true, startDate: '2024-01-01', endDate: '2024-01-01' }),
    );
    expect(inRange.json().summary.totalTrades).toBe(2);
    const before = await runBacktestApi(
      query({ useDateRange: true, startDate: '2023-12-01', endDate: '2023-12-31' }),
    );
    expect(before.json().summary).toMatchObject({ totalTrades: 0, ignoredPositions: 0 });
  });
});

describe('GET /api/backtesting/run with useCacheOnly=false', () => {
  it('fetches the missing candles from the exchange, stores them, then replays', async () => {
    const exchange = new ScriptedExchange(() => t.clock.now);
    // XRP rises 0.1 % a minute from 50 for four hours: doji candles (open = close), so no entry.
    exchange.candles.set('XRPUSDT', {
      startTime: T_XRP - 60 * MIN,
      closes: Array.from({ length: 240 }, (_, i) => 50 * 1.001 ** i),
    });
    const other = await buildBacktestApp({ deps: { exchange } });
    try {
      await insertPositions(other.database.db, [{ symbol: 'XRPUSDT', direction: 'LONG', openedAt: T_XRP }]);
      const cacheOnly = await other.app.inject({
        method: 'GET',
        url: `/api/backtesting/run?${QUERY}`,
        headers: { cookie: other.admin },
      });
      expect(cacheOnly.json().summary.ignoredReasons.data).toBe(1);
      expect(exchange.fetchKlinesCalls).toHaveLength(0);

      const fetching = await other.app.inject({
        method: 'GET',
        url: `/api/backtesting/run?${query({ useCacheOnly: false })}`,
        headers: { cookie: other.admin },
      });
      expect(fetching.statusCode).toBe(200);
      expect(fetching.json().summary.ignoredReasons).toMatchObject({ data: 0, noEntry: 1 });
      expect(exchange.fetchKlinesCalls.some((call) => call.symbol === 'XRPUSDT')).toBe(true);
      const stored = await other.store.read('XRPUSDT', T_XRP, T_XRP + 3 * MIN);
      expect([...stored.present]).toEqual([1, 1, 1]);
      expect(stored.close[0]).toBeCloseTo(50 * 1.001 ** 60, 9);

      // Now stored: a cache-only run finds them too.
      const afterwards = await other.app.inject({
        method: 'GET',
        url: `/api/backtesting/run?${QUERY}`,
        headers: { cookie: other.admin },
      });
      expect(afterwards.json().summary.ignoredReasons).toMatchObject({ data: 0, noEntry: 1 });
    } finally {
      await other.close();
    }
  });
});
