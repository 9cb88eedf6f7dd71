import {
  closedPositionsResponseSchema,
  openPositionsResponseSchema,
  positionSummariesResponseSchema,
} from '@signaldesk/contracts/positions';
import { statisticsByCategory } from '@signaldesk/core/position/stats';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app';
import { buildPositionsApp, get, resetTables, storePosition } from './positions-fixture';

let t: TestApp;
let admin: string;
let backtester: string;

beforeAll(async () => {
  ({ t, admin, backtester } = await buildPositionsApp());
});
afterAll(() => t.close());
beforeEach(() => resetTables(t));

const at = (iso: string) => new Date(iso);

async function storeClosed(closedAt: string, finalProfitPercentage: number | null, flags: object = {}) {
  return storePosition(t, {
    status: 'closed',
    closedAt: at(closedAt),
    exitPrice: 101,
    closeReason: 'TP1',
    finalProfitPercentage,
    ...flags,
  });
}

describe('GET /api/trader-tracker/openPositions', () => {
  it('lists open positions only, newest open first, with ISO times', async () => {
    const older = await storePosition(t, { openedAt: at('2026-11-20T08:00:00.000Z') });
    const newer = await storePosition(t, { openedAt: at('2026-11-21T08:00:00.000Z'), symbol: 'ETHUSDT' });
    await storeClosed('2026-11-21T09:00:00.000Z', 1);
    const response = await get(t, '/api/trader-tracker/openPositions', admin);
    expect(response.statusCode).toBe(200);
    const body = openPositionsResponseSchema.parse(response.json());
    expect(body.data.map((p) => p.id)).toEqual([newer.id, older.id]);
    expect(body.data[0]!.openedAt).toBe('2026-11-21T08:00:00.000Z');
  });
});

describe('GET /api/trader-tracker/closedPositions', () => {
  it('lists closed positions newest close first, every field of the contract, pages with limit and before', async () => {
    const a = await storeClosed('2026-11-10T00:00:00.000Z', 1.5, {
      traderId: 'ab'.repeat(16),
      isGolden: true,
    });
    const b = await storeClosed('2026-11-12T00:00:00.000Z', -3.9);
    const c = await storeClosed('2026-11-12T00:00:00.000Z', 0.2);
    const d = await storeClosed('2026-11-15T00:00:00.000Z', 5.6, {
      reopenedAt: at('2026-11-14T00:00:00.000Z'),
    });
    await storePosition(t);

    const all = await get(t, '/api/trader-tracker/closedPositions', admin);
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toMatch(/^application\/json/);
    const body = closedPositionsResponseSchema.parse(all.json());
    expect(body.data.map((p) => p.id)).toEqual([d.id, c.id, b.id, a.id]);
    const first = body.data[0]!;
    expect(first).toMatchObject({
      closedAt: '2026-11-15T00:00:00.000Z',
      reopenedAt: '2026-11-14T00:00:00.000Z',
      openedAt: '2026-11-01T10:00:00.000Z',
      finalProfitPercentage: 5.6,
      stopLoss: 96.1,
      tp1: 101.6,
      status: 'closed',
    });
    expect(Object.keys(first).sort()).toEqual(
      Object.keys(closedPositionsResponseSchema.shape.data.element.shape).sort(),
    );
    expect(body.data[3]).toMatchObject({ isGolden: true, traderId: 'ab'.repeat(16) });

    const page1 = closedPositionsResponseSchema.parse(
      (await get(t, '/api/trader-tracker/closedPositions?limit=2', admin)).json(),
    );
    expect(page1.data.map((p) => p.id)).toEqual([d.id, c.id]);
    const last = page1.data[1]!;
    const page2 = (
      await get(
        t,
        `/api/trader-tracker/closedPositions?limit=2&before=${last.closedAt}&beforeId=${last.id}`,
        admin,
      )
    ).json();
    expect(page2.data.map((p: { id: number }) => p.id)).toEqual([b.id, a.id]);
    const beforeOnly = (
      await get(t, `/api/trader-tracker/closedPositions?before=${last.closedAt}`, admin)
    ).json();
    expect(beforeOnly.data.map((p: { id: number }) => p.id)).toEqual([a.id]);
  });

  it('answers the new list after a close, whichever way the position closed', async () => {
    const a = await storeClosed('2026-11-10T00:00:00.000Z', 1.5);
    const ids = async () =>
      (await get(t, '/api/trader-tracker/closedPositions', admin))
        .json()
        .data.map((p: { id: number }) => p.id);
    expect(await ids()).toEqual([a.id]);
    expect(await ids()).toEqual([a.id]);
    const b = await storeClosed('2026-11-09T00:00:00.000Z', 2);
    expect(await ids()).toEqual([a.id, b.id]);
    const open = await storePosition(t);
    t.clock.now = Date.parse('2026-11-21T00:00:00.000Z');
    const closed = await t.app.inject({
      method: 'POST',
      url: '/api/position-manager/close',
      headers: { 'content-type': 'application/json', cookie: admin },
      payload: { positionId: open.id, exitPrice: 101, reason: 'TRADERS_EXIT' },
    });
    expect(closed.statusCode).toBe(200);
    expect(await ids()).toEqual([open.id, a.id, b.id]);
  });

  it('answers an empty list with no closed positions and 400 for a bad limit', async () => {
    expect((await get(t, '/api/trader-tracker/closedPositions', admin)).json()).toEqual({
      success: true,
      data: [],
    });
    const bad = await get(t, '/api/trader-tracker/closedPositions?limit=0&before=yesterday', admin);
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .fields.map((field: { path: string }) => field.path)
        .sort(),
    ).toEqual(['before', 'limit']);
  });
});

describe('GET /api/trader-tracker/summaries', () => {
  it('computes the per-category statistics by precedence, by hand and as core does', async () => {
    // golden (also admin): +2 and -1; admin: +4; signal (also opportunity): -2; opportunity: 0; other: +10.
    const rows = [
      [2, { isGolden: true, openByAdmin: true }],
      [-1, { isGolden: true }],
      [4, { openByAdmin: true, isSignalFromTelegram: true }],
      [-2, { isSignalFromTelegram: true, isOpportunity: true }],
      [0, { isOpportunity: true }],
      [10, {}],
    ] as const;
    for (const [profit, flags] of rows) await storeClosed('2026-11-12T00:00:00.000Z', profit, flags);
    await storeClosed('2026-11-12T00:00:00.000Z', null, { isGolden: true });
    await storePosition(t, { finalProfitPercentage: 50 });
    const response = await get(t, '/api/trader-tracker/summaries', admin);
    expect(response.statusCode).toBe(200);
    const { data } = positionSummariesResponseSchema.parse(response.json());
    expect(data.golden).toEqual({
      count: 2,
      successRate: 50,
      bestTrade: 2,
      worstTrade: -1,
      averageGain: 0.5,
    });
    expect(data.admin).toEqual({ count: 1, successRate: 100, bestTrade: 4, worstTrade: 4, averageGain: 4 });
    expect(data.signal).toEqual({ count: 1, successRate: 0, bestTrade: -2, worstTrade: -2, averageGain: -2 });
    expect(data.opportunity).toEqual({
      count: 1,
      successRate: 0,
      bestTrade: 0,
      worstTrade: 0,
      averageGain: 0,
    });
    expect(data.all.count).toBe(6);
    expect(data.all.successRate).toBeCloseTo(50, 10);
    expect(data.all.averageGain).toBeCloseTo(13 / 6, 10);
    expect([data.all.bestTrade, data.all.worstTrade]).toEqual([10, -2]);
    const flagsOf = (flags: object) => ({
      isGolden: false,
      openByAdmin: false,
      isSignalFromTelegram: false,
      isOpportunity: false,
      ...flags,
    });
    const core = statisticsByCategory(
      rows.map(([profit, flags]) => ({ ...flagsOf(flags), finalProfitPercentage: profit })),
    );
    expect(data.golden).toEqual(core.golden);
    expect(data.signal).toEqual(core.signal);
  });

  it('answers zeros and nulls with no closed positions', async () => {
    const { data } = (await get(t, '/api/trader-tracker/summaries', admin)).json();
    expect(data.all).toEqual({ count: 0, successRate: 0, bestTrade: null, worstTrade: null, averageGain: 0 });
  });
});

describe('access', () => {
  it.each(['openPositions', 'closedPositions', 'summaries'])('%s is admin1 only', async (name) => {
    expect((await get(t, `/api/trader-tracker/${name}`, backtester)).statusCode).toBe(403);
    expect((await get(t, `/api/trader-tracker/${name}`, '')).statusCode).toBe(401);
  });
});
