import {
  type AdvancedAnalytics,
  advancedAnalyticsResponseSchema,
} from '@signaldesk/contracts/advanced-analytics';
import {
  closedPositionsResponseSchema,
  type Position,
  type PositionSummaries,
  positionSummariesResponseSchema,
  SUMMARY_CATEGORIES,
} from '@signaldesk/contracts/positions';
import { closeReasonShare } from '@signaldesk/core/position/outcome';
import { statisticsByCategory } from '@signaldesk/core/position/stats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoPositions } from '../../src/demo/demo-positions';
import { silentLogger } from '../../src/market/market-logger';
import { SIMULATED_SYMBOLS, SimulatedExchange } from '../../src/market/simulated';
import { get, post } from '../positions/positions-fixture';
import { buildTestApp, signIn, type TestApp } from '../support/test-app';

/**
 * The Analytics screen's statistics (the summaries and the closed list) and the advanced analytics count the
 * same way on the demo data: same positions, same wins, same categories, same close-reason shares.
 */
const NOW = Date.parse('2026-11-21T18:00:00.000Z');
let t: TestApp;
let exchange: SimulatedExchange;
let analytics: AdvancedAnalytics;
let closed: Position[];
let summaryBlocks: PositionSummaries;

beforeAll(async () => {
  exchange = new SimulatedExchange({
    clock: () => NOW,
    symbols: SIMULATED_SYMBOLS.filter((spec) => ['BTCUSDT', 'ETHUSDT', 'SOLUSDT'].includes(spec.symbol)),
    generatorThreads: 0,
  });
  t = await buildTestApp({ deps: { exchange } });
  await seedDemoPositions({
    database: t.database,
    exchange,
    now: NOW,
    logger: silentLogger,
    signalCount: 300,
  });
  const admin = await signIn(t.app, 'admin');
  const answer = await post(t, '/api/admin/advanced-analytics', admin, {
    startDate: '2000-01-01',
    endDate: '2100-12-31',
    hours: [],
    days: [],
  });
  analytics = advancedAnalyticsResponseSchema.parse(answer.json()).data;
  closed = closedPositionsResponseSchema.parse(
    (await get(t, '/api/trader-tracker/closedPositions', admin)).json(),
  ).data;
  summaryBlocks = positionSummariesResponseSchema.parse(
    (await get(t, '/api/trader-tracker/summaries', admin)).json(),
  ).data;
}, 180_000);
afterAll(async () => {
  await t?.close();
  await exchange?.close();
});

const percentOf = (part: number) => (part * 100) / closed.length;

describe('advanced analytics against the Analytics screen on the demo data', () => {
  it('counts the same positions, wins and average as every statistic block', () => {
    expect(closed.length).toBeGreaterThan(200);
    expect(analytics.totalPositions).toBe(closed.length);
    const core = statisticsByCategory(closed);
    for (const block of SUMMARY_CATEGORIES) {
      const figures =
        block === 'all'
          ? {
              count: analytics.totalPositions,
              winRate: analytics.winRate,
              averageProfit: analytics.averageProfit,
            }
          : analytics.byCategory.find((entry) => entry.category === block)!;
      for (const expected of [summaryBlocks[block], core[block]]) {
        expect(figures.count, block).toBe(expected.count);
        expect(figures.winRate, block).toBeCloseTo(expected.successRate, 9);
        expect(figures.averageProfit, block).toBeCloseTo(expected.averageGain, 9);
      }
    }
    expect(analytics.byCategory.reduce((total, entry) => total + entry.count, 0)).toBe(closed.length);
  });

  it('counts close reasons, target hits and directions as the closed list shows them', () => {
    const share = (name: string) => closed.filter((row) => closeReasonShare(row.closeReason) === name).length;
    expect(share('breakevenRate')).toBeGreaterThan(0);
    expect(analytics.breakevenRate).toBeCloseTo(percentOf(share('breakevenRate')), 9);
    expect(analytics.tradersExitRate).toBeCloseTo(percentOf(share('tradersExitRate')), 9);
    expect(analytics.slHitRate).toBeCloseTo(percentOf(share('slHitRate')), 9);
    expect(analytics.tp1HitRate).toBeCloseTo(percentOf(closed.filter((row) => row.hitTp1).length), 9);
    expect(analytics.tp2HitRate).toBeCloseTo(percentOf(closed.filter((row) => row.hitTp2).length), 9);
    expect(analytics.tp3HitRate).toBeCloseTo(percentOf(closed.filter((row) => row.hitTp3).length), 9);
    expect(analytics.longPositions).toBe(closed.filter((row) => row.direction === 'LONG').length);
    expect(analytics.shortPositions).toBe(closed.filter((row) => row.direction === 'SHORT').length);
  });

  it('puts each position in the UTC hour and weekday of its openedAt', () => {
    const hours = new Array<number>(24).fill(0);
    const days = new Array<number>(7).fill(0);
    for (const row of closed) {
      hours[new Date(row.openedAt).getUTCHours()]! += 1;
      days[new Date(row.openedAt).getUTCDay()]! += 1;
    }
    expect(analytics.byHour.map((entry) => entry.count)).toEqual(hours);
    expect(analytics.byWeekday.map((entry) => entry.count)).toEqual(days);
  });
});
