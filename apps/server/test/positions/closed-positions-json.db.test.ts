import { closedPositionsResponseSchema } from '@signaldesk/contracts/positions';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { positions } from '../../src/db/schema';
import { ClosedPositionsCache } from '../../src/modules/positions/closed-positions-cache';
import { closedPositionsJson } from '../../src/modules/positions/closed-positions-json';
import { toPosition } from '../../src/modules/positions/position-row';
import type { TestApp } from '../support/test-app';
import { buildPositionsApp, get, resetTables, storePosition } from './positions-fixture';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  ({ t, admin } = await buildPositionsApp());
});
afterAll(() => t.close());
beforeEach(() => resetTables(t));

/** The answer as the generic serializer writes it: Drizzle rows → toPosition → JSON.stringify. */
async function serializedByNode(ids: number[]): Promise<string> {
  const rows = await t.database.db.select().from(positions).orderBy(asc(positions.id));
  const byId = new Map(rows.map((row) => [row.id, toPosition(row)]));
  return JSON.stringify({ success: true, data: ids.map((id) => byId.get(id)) });
}

describe('the closed-positions JSON text built by PostgreSQL', () => {
  it('is byte for byte what JSON.stringify writes of the same rows, nulls, escapes and times included', async () => {
    const plain = await storePosition(t, {
      status: 'closed',
      closedAt: new Date('2026-11-10T00:00:00.000Z'),
      exitPrice: 101,
      closeReason: 'TP1',
      finalProfitPercentage: 0.1 + 0.2,
      riskScore: 7.25,
    });
    const full = await storePosition(t, {
      symbol: 'ETHUSDT',
      direction: 'SHORT',
      status: 'closed',
      openedAt: new Date('2026-11-09T23:59:59.999Z'),
      closedAt: new Date('2026-11-11T12:34:56.789Z'),
      reopenedAt: new Date('2026-11-10T06:00:00.050Z'),
      exitPrice: 1987.654321,
      hitTp1: true,
      hitTp2: true,
      tp1ProfitPercentage: 1.6,
      tp2ProfitPercentage: -0.35,
      finalProfitPercentage: -12345.678901234,
      closeReason: 'say "hi"\\\n\tété 🚀 \u0001',
      traderId: 'ab'.repeat(16),
      isGolden: true,
      openByAdmin: true,
      isSignalFromTelegram: true,
      isOpportunity: true,
      shouldWork: false,
      isSpot: true,
      trendConfidence: 0,
      atrValue: 1.5195,
      volumeRatio: 0.166,
      marketVolatilityIndex: 95,
    });
    // Microseconds (PostgreSQL keeps them) are cut to milliseconds, as Date and toISOString do.
    await t.database.db
      .update(positions)
      .set({ closedAt: sql`'2026-11-10T00:00:00.123987Z'::timestamptz` })
      .where(eq(positions.id, plain.id));
    await storePosition(t);

    const body = await closedPositionsJson(t.database.db, {});
    expect(body).toBe(await serializedByNode([full.id, plain.id]));
    const parsed = closedPositionsResponseSchema.parse(JSON.parse(body));
    expect(parsed.data[1]!.closedAt).toBe('2026-11-10T00:00:00.123Z');
    expect(parsed.data[0]!.closeReason).toBe('say "hi"\\\n\tété 🚀 \u0001');

    const response = await get(t, '/api/trader-tracker/closedPositions', admin);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body).toBe(body);
    const page = await get(
      t,
      `/api/trader-tracker/closedPositions?limit=1&before=2026-11-11T00:00:00.000Z`,
      admin,
    );
    expect(page.body).toBe(await serializedByNode([plain.id]));
  });

  it('writes extreme numbers as JSON numbers of the same value (PostgreSQL may choose the exponent form)', async () => {
    const values = [0.00001234, 1e21, -9.87e-7, 123456789012.5, 5e-324];
    // Prices stay within [1e-8, 1e12] (the database checks them); the figures take any finite value.
    const prices = [0.00001234, 1e12, 9.87e-7, 123456789012.5, 1e-8];
    for (const [index, value] of values.entries()) {
      await storePosition(t, {
        status: 'closed',
        closedAt: new Date(Date.UTC(2026, 10, 1 + index)),
        entryPrice: prices[index],
        finalProfitPercentage: value,
      });
    }
    const parsed = closedPositionsResponseSchema.parse(
      JSON.parse(await closedPositionsJson(t.database.db, {})),
    );
    expect(parsed.data.map((position) => position.entryPrice)).toEqual([...prices].reverse());
    expect(parsed.data.map((position) => position.finalProfitPercentage)).toEqual([...values].reverse());
  });

  it('answers an empty data array when nothing is closed', async () => {
    await storePosition(t);
    expect(await closedPositionsJson(t.database.db, {})).toBe('{"success":true,"data":[]}');
  });
});

describe('ClosedPositionsCache (object texts kept by id)', () => {
  const closedAt = (day: number) => new Date(Date.UTC(2026, 10, day));
  const storeClosed = (day: number, finalProfitPercentage: number) =>
    storePosition(t, { status: 'closed', closedAt: closedAt(day), exitPrice: 101, finalProfitPercentage });

  it.each([
    ['keeping every text', 60_000],
    ['over its bound', 2],
  ])('answers what one statement answers, after closes and deletes, %s', async (_name, maxObjects) => {
    const cache = new ClosedPositionsCache(maxObjects);
    const db = t.database.db;
    const same = async (query: Parameters<typeof closedPositionsJson>[1] = {}) =>
      expect(await cache.body(db, query)).toBe(await closedPositionsJson(db, query));
    const a = await storeClosed(10, 1.5);
    await storeClosed(12, -3.9);
    await same();
    await same();
    const open = await storePosition(t);
    await same();
    await db
      .update(positions)
      .set({ status: 'closed', closedAt: closedAt(20), exitPrice: 99 })
      .where(eq(positions.id, open.id));
    await storeClosed(5, 0.4);
    const body = await cache.body(db, {});
    expect(JSON.parse(body).data.map((p: { closedAt: string }) => p.closedAt.slice(8, 10))).toEqual([
      '20',
      '12',
      '10',
      '05',
    ]);
    await same();
    await db.delete(positions).where(eq(positions.id, a.id));
    await same();
    await same({ before: '2026-11-15T00:00:00.000Z' });
    await same({ limit: 5000, before: '2026-11-21T00:00:00.000Z' });
    await same({ limit: 2 });
  });
});
