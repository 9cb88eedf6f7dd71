import { advancedAnalyticsResponseSchema } from '@signaldesk/contracts/advanced-analytics';
import { tradingAdvice } from '@signaldesk/core/market/trading-advice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positions } from '../../src/db/schema';
import { buildPositionsApp, post, testPositionValues } from '../positions/positions-fixture';
import type { TestApp } from '../support/test-app';

/**
 * The header's "from my history" advice reads Advanced Analytics' own answer (docs/console.md, "Trading day and
 * hour"): its verdicts are the sign of each hour's and day's average per trade against the overall average.
 */

let t: TestApp;
let admin: string;

const HOUR = 3_600_000;
// 2026-11-02 is a Monday.
const MONDAY = Date.UTC(2026, 10, 2);

function closedAt(openedAt: number, profit: number) {
  return testPositionValues({
    openedAt: new Date(openedAt),
    closedAt: new Date(openedAt + HOUR / 2),
    status: 'closed',
    finalProfitPercentage: profit,
    closeReason: profit > 0 ? 'TP1' : 'SL',
  });
}

beforeAll(async () => {
  ({ t, admin } = await buildPositionsApp());
  const rows = [
    // 05 UTC on Mondays: 40 trades losing 1 % each.
    ...Array.from({ length: 40 }, (_, i) => closedAt(MONDAY + 5 * HOUR + i * 7 * 24 * HOUR, -1)),
    // 09 UTC on Tuesdays: 35 trades, 20 winning 2 %, 15 losing 0.5 %.
    ...Array.from({ length: 35 }, (_, i) =>
      closedAt(MONDAY + 24 * HOUR + 9 * HOUR + i * 7 * 24 * HOUR, i < 20 ? 2 : -0.5),
    ),
    // 14 UTC on Tuesdays: 10 trades winning 5 %: too few for a verdict.
    ...Array.from({ length: 10 }, (_, i) => closedAt(MONDAY + 24 * HOUR + 14 * HOUR + i * 7 * 24 * HOUR, 5)),
  ];
  await t.database.db.insert(positions).values(rows);
});
afterAll(() => t.close());

describe('the advice from my history against the Advanced Analytics figures', () => {
  it('gives the hour and day figures of the analytics answer and the sign of their difference', async () => {
    const response = await post(t, '/api/admin/advanced-analytics', admin, {
      startDate: '2000-01-01',
      endDate: '2030-12-31',
    });
    expect(response.statusCode).toBe(200);
    const figures = advancedAnalyticsResponseSchema.parse(response.json()).data;
    // 85 trades: -40 + (40 - 7.5) + 50 = 42.5 → 0.5 % per trade overall.
    expect(figures.totalPositions).toBe(85);
    expect(figures.averageProfit).toBeCloseTo(0.5, 12);

    const mondayFive = tradingAdvice('history', MONDAY + 5 * HOUR + 20 * 60_000, figures);
    expect(mondayFive.hour.group).toEqual(figures.byHour[5]);
    expect(mondayFive.hour.group).toMatchObject({ count: 40, winRate: 0, averageProfit: -1 });
    expect(mondayFive.hour.verdict).toBe('poor');
    expect(mondayFive.day.group).toEqual(figures.byWeekday[1]);
    expect(mondayFive.day.verdict).toBe('poor');

    const tuesdayNine = tradingAdvice('history', MONDAY + 33 * HOUR, figures);
    expect(tuesdayNine.hour.group).toEqual(figures.byHour[9]);
    expect(tuesdayNine.hour.group?.averageProfit).toBeCloseTo(32.5 / 35, 12);
    expect(tuesdayNine.hour.verdict).toBe('good');
    // Tuesday: 45 trades, (32.5 + 50) / 45 per trade, above 0.5.
    expect(tuesdayNine.day.verdict).toBe('good');

    // 14 UTC has 10 trades (neutral); 12 UTC none; the schedule keeps its own verdicts on the same figures.
    expect(tradingAdvice('history', MONDAY + 38 * HOUR, figures).hour.verdict).toBe('neutral');
    expect(tradingAdvice('history', MONDAY + 12 * HOUR, figures).hour.verdict).toBe('neutral');
    expect(tradingAdvice('schedule', MONDAY + 5 * HOUR, figures).hour.verdict).toBe('good');
    expect(tradingAdvice('schedule', MONDAY + 33 * HOUR, figures).hour.verdict).toBe('poor');
  });
});
