import { advancedAnalyticsResponseSchema } from '@signaldesk/contracts/advanced-analytics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewPositionRow } from '../../src/modules/positions/position-row';
import { buildPositionsApp, post, storePosition } from '../positions/positions-fixture';
import type { TestApp } from '../support/test-app';

const URL = '/api/admin/advanced-analytics';
let t: TestApp;
let admin: string;
let backtester: string;

/**
 * A hand-counted week: 2026-11-02 is a Monday, 2026-11-08 the next Sunday. Ten closed positions fall in that
 * week (numbers 2-9, 12, 13); 1 and 10 sit one millisecond outside it, 11 is still open.
 */
function closed(openedAt: string, values: Partial<NewPositionRow>): Partial<NewPositionRow> {
  return {
    openedAt: new Date(openedAt),
    closedAt: new Date('2026-11-20T00:00:00.000Z'),
    status: 'closed',
    ...values,
  };
}
const FIXTURE: Partial<NewPositionRow>[] = [
  /* 1 */ closed('2026-11-01T23:59:59.999Z', { finalProfitPercentage: 5, closeReason: 'TP3', hitTp3: true }),
  /* 2 */ closed('2026-11-02T00:00:00.000Z', {
    finalProfitPercentage: 2,
    closeReason: 'TP2',
    hitTp1: true,
    hitTp2: true,
    isGolden: true,
    openByAdmin: true,
  }),
  /* 3 */ closed('2026-11-02T00:59:59.000Z', {
    direction: 'SHORT',
    finalProfitPercentage: -3.9,
    closeReason: 'SL',
    openByAdmin: true,
    isSignalFromTelegram: true,
  }),
  /* 4 */ closed('2026-11-02T01:00:00.000Z', {
    finalProfitPercentage: 0,
    closeReason: 'BREAKEVEN_2',
    hitTp1: true,
    hitTp2: true,
    isSignalFromTelegram: true,
  }),
  /* 5 */ closed('2026-11-04T10:30:00.000Z', {
    finalProfitPercentage: 1.5,
    closeReason: 'TRADERS_EXIT',
    isOpportunity: true,
  }),
  /* 6 */ closed('2026-11-04T10:45:00.000Z', {
    direction: 'SHORT',
    finalProfitPercentage: -1,
    closeReason: 'BREAKEVEN_1',
    hitTp1: true,
  }),
  /* 7 */ closed('2026-11-07T23:59:59.999Z', {
    direction: 'SHORT',
    finalProfitPercentage: 5.6,
    closeReason: 'TP3',
    hitTp1: true,
    hitTp2: true,
    hitTp3: true,
    isGolden: true,
  }),
  /* 8 */ closed('2026-11-08T00:00:00.000Z', {
    finalProfitPercentage: 3.2,
    closeReason: 'TIMEOUT',
    hitTp1: true,
    hitTp2: true,
  }),
  /* 9 */ closed('2026-11-08T23:59:59.999Z', {
    direction: 'SHORT',
    finalProfitPercentage: -2.5,
    closeReason: 'BREAKEVEN_1',
    hitTp1: true,
    isSignalFromTelegram: true,
  }),
  /* 10 */ closed('2026-11-09T00:00:00.000Z', {
    finalProfitPercentage: 10,
    closeReason: 'TP3',
    hitTp3: true,
  }),
  /* 11 */ { openedAt: new Date('2026-11-03T12:00:00.000Z'), status: 'open' },
  /* 12 */ closed('2026-11-05T16:00:00.000Z', {
    finalProfitPercentage: 4,
    closeReason: 'TP3',
    hitTp1: true,
    hitTp2: true,
    hitTp3: true,
    openByAdmin: true,
    shouldWork: false,
  }),
  /* 13 */ closed('2026-11-03T08:15:00.000Z', {
    direction: 'SHORT',
    finalProfitPercentage: -0.5,
    closeReason: 'TIMEOUT',
  }),
];

const WEEK = { startDate: '2026-11-02', endDate: '2026-11-08' };

beforeAll(async () => {
  const built = await buildPositionsApp();
  t = built.t;
  admin = built.admin;
  backtester = built.backtester;
  for (const values of FIXTURE) await storePosition(t, values);
});
afterAll(() => t?.close());

async function analyse(payload: object) {
  const response = await post(t, URL, admin, payload);
  expect(response.statusCode, response.body).toBe(200);
  return advancedAnalyticsResponseSchema.parse(response.json()).data;
}

describe('the hand-counted week', () => {
  it('answers every result field', async () => {
    const data = await analyse(WEEK);
    expect(data.totalPositions).toBe(10);
    expect(data.winRate).toBeCloseTo(50, 10); // 2, 1.5, 5.6, 3.2, 4 win; 0 does not
    expect(data.totalProfit).toBeCloseTo(8.4, 10);
    expect(data.averageProfit).toBeCloseTo(0.84, 10);
    expect(data.tp1HitRate).toBeCloseTo(70, 10); // 2, 4, 6, 7, 8, 9, 12
    expect(data.tp2HitRate).toBeCloseTo(50, 10); // 2, 4, 7, 8, 12
    expect(data.tp3HitRate).toBeCloseTo(20, 10); // 7, 12
    expect(data.breakevenRate).toBeCloseTo(30, 10); // 4, 6, 9
    expect(data.tradersExitRate).toBeCloseTo(10, 10); // 5
    expect(data.slHitRate).toBeCloseTo(10, 10); // 3
    expect(data.longPositions).toBe(5);
    expect(data.shortPositions).toBe(5);
  });

  it('breaks the week down by hour, weekday, grid cell, category and direction', async () => {
    const data = await analyse(WEEK);
    expect(data.byHour).toHaveLength(24);
    expect(data.byHour[0]).toMatchObject({ hour: 0, count: 3 }); // 2, 3, 8
    expect(data.byHour[0]!.winRate).toBeCloseTo(200 / 3, 10);
    expect(data.byHour[0]!.totalProfit).toBeCloseTo(1.3, 10);
    expect(data.byHour[23]).toMatchObject({ hour: 23, count: 2, winRate: 50 }); // 7, 9
    expect(data.byHour[23]!.totalProfit).toBeCloseTo(3.1, 10);
    expect(data.byHour[12]).toEqual({ hour: 12, count: 0, winRate: 0, averageProfit: 0, totalProfit: 0 });

    expect(data.byWeekday.map((day) => day.count)).toEqual([2, 3, 1, 2, 1, 0, 1]);
    expect(data.byWeekday[0]!.totalProfit).toBeCloseTo(0.7, 10); // Sunday: 8, 9
    expect(data.byWeekday[1]!.totalProfit).toBeCloseTo(-1.9, 10); // Monday: 2, 3, 4

    expect(data.grid).toHaveLength(168);
    const cell = (day: number, hour: number) => data.grid[day * 24 + hour]!;
    expect(cell(1, 0)).toMatchObject({ day: 1, hour: 0, count: 2, winRate: 50 });
    expect(cell(1, 0).averageProfit).toBeCloseTo(-0.95, 10);
    expect(cell(1, 1)).toMatchObject({ count: 1, winRate: 0, totalProfit: 0 });
    expect(cell(3, 10)).toMatchObject({ count: 2, winRate: 50 });
    expect(cell(3, 10).averageProfit).toBeCloseTo(0.25, 10);
    expect(cell(6, 23)).toMatchObject({ count: 1, winRate: 100, totalProfit: 5.6 });
    expect(cell(0, 0)).toMatchObject({ count: 1, totalProfit: 3.2 });
    expect(cell(0, 23)).toMatchObject({ count: 1, totalProfit: -2.5 });
    expect(data.grid.reduce((total, entry) => total + entry.count, 0)).toBe(10);

    const category = Object.fromEntries(data.byCategory.map(({ category: name, ...group }) => [name, group]));
    expect(category.golden).toMatchObject({ count: 2, winRate: 100 }); // 2 (also admin), 7
    expect(category.golden!.totalProfit).toBeCloseTo(7.6, 10);
    expect(category.admin).toMatchObject({ count: 2, winRate: 50 }); // 3 (also signal), 12
    expect(category.admin!.totalProfit).toBeCloseTo(0.1, 10);
    expect(category.signal).toMatchObject({ count: 2, winRate: 0, totalProfit: -2.5 }); // 4, 9
    expect(category.opportunity).toMatchObject({ count: 1, winRate: 100, totalProfit: 1.5 });
    expect(category.other).toMatchObject({ count: 3 }); // 6, 8, 13
    expect(category.other!.winRate).toBeCloseTo(100 / 3, 10);
    expect(category.other!.totalProfit).toBeCloseTo(1.7, 10);

    const [long, short] = data.byDirection;
    expect(long).toMatchObject({ direction: 'LONG', count: 5, winRate: 80 });
    expect(long!.totalProfit).toBeCloseTo(10.7, 10);
    expect(short).toMatchObject({ direction: 'SHORT', count: 5, winRate: 20 });
    expect(short!.totalProfit).toBeCloseTo(-2.3, 10);
  });
});

describe('filters', () => {
  it('keeps only the listed UTC hours', async () => {
    const data = await analyse({ ...WEEK, hours: [0, 23] }); // 2, 3, 8, 7, 9
    expect(data.totalPositions).toBe(5);
    expect(data.totalProfit).toBeCloseTo(4.4, 10);
    expect(data.byHour.filter((hour) => hour.count > 0).map((hour) => hour.hour)).toEqual([0, 23]);
  });

  it('keeps only the listed weekdays, 0 being Sunday', async () => {
    const data = await analyse({ ...WEEK, days: [0, 6] }); // 7, 8, 9
    expect(data.totalPositions).toBe(3);
    expect(data.totalProfit).toBeCloseTo(6.3, 10);
    expect(data.winRate).toBeCloseTo(200 / 3, 10);
  });

  it('combines hours and weekdays', async () => {
    const data = await analyse({ ...WEEK, hours: [0], days: [1] }); // 2, 3
    expect(data.totalPositions).toBe(2);
    expect(data.slHitRate).toBe(50);
  });

  it('counts whole UTC days, both ends included, to the millisecond', async () => {
    const sunday = await analyse({ startDate: '2026-11-08', endDate: '2026-11-08' }); // 8 and 9, not 7 nor 10
    expect(sunday.totalPositions).toBe(2);
    expect(sunday.totalProfit).toBeCloseTo(0.7, 10);
    const before = await analyse({ startDate: '2026-11-01', endDate: '2026-11-01' }); // 1 only
    expect(before.totalPositions).toBe(1);
    expect(before.grid[23]).toMatchObject({ day: 0, hour: 23, count: 1, totalProfit: 5 });
    const after = await analyse({ startDate: '2026-11-09', endDate: '2026-12-31' }); // 10 only
    expect(after.byHour[0]).toMatchObject({ count: 1, totalProfit: 10 });
  });

  it('answers zeros for a range without positions', async () => {
    const data = await analyse({ startDate: '2025-01-01', endDate: '2025-01-31', hours: [], days: [] });
    expect(data).toMatchObject({
      totalPositions: 0,
      winRate: 0,
      averageProfit: 0,
      totalProfit: 0,
      tp1HitRate: 0,
      breakevenRate: 0,
      longPositions: 0,
      shortPositions: 0,
    });
    expect(data.grid.every((entry) => entry.count === 0)).toBe(true);
  });
});

describe('validation', () => {
  it.each([
    [{ ...WEEK, startDate: 'yesterday' }, 'startDate'],
    [{ ...WEEK, startDate: '2026-02-30' }, 'startDate'],
    [{ endDate: '2026-11-08' }, 'startDate'],
    [{ ...WEEK, endDate: '2026-11-01' }, 'endDate'],
    [{ ...WEEK, hours: [24] }, 'hours.0'],
    [{ ...WEEK, hours: [3, -1] }, 'hours.1'],
    [{ ...WEEK, hours: [1.5] }, 'hours.0'],
    [{ ...WEEK, hours: [2, 2] }, 'hours'],
    [{ ...WEEK, hours: '3' }, 'hours'],
    [{ ...WEEK, days: [7] }, 'days.0'],
  ])('refuses %j naming %s', async (payload, field) => {
    const response = await post(t, URL, admin, payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(body.fields.map((issue: { path: string }) => issue.path)).toContain(field);
    expect(body.error).toContain(field);
  });
});

describe('access', () => {
  it('is for admin1 only', async () => {
    expect((await post(t, URL, backtester, WEEK)).statusCode).toBe(403);
    expect((await post(t, URL, '', WEEK)).statusCode).toBe(401);
  });
});
