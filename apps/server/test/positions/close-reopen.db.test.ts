import { closePositionResponseSchema, reopenPositionResponseSchema } from '@signaldesk/contracts/positions';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, positions } from '../../src/db/schema';
import type { ScriptedExchange } from '../support/scripted-exchange';
import type { TestApp } from '../support/test-app';
import { buildPositionsApp, post, resetTables, storePosition } from './positions-fixture';

let t: TestApp;
let exchange: ScriptedExchange;
let admin: string;
let backtester: string;

beforeAll(async () => {
  ({ t, exchange, admin, backtester } = await buildPositionsApp());
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetTables(t);
  t.clock.now = Date.parse('2026-11-21T15:00:00.000Z');
});

const close = (payload: object, cookie = admin) => post(t, '/api/position-manager/close', cookie, payload);
const reopen = (positionId: number, cookie = admin) =>
  post(t, '/api/position-manager/reopen', cookie, { positionId });

const auditRows = (action: string, id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(id))));

describe('POST /api/position-manager/close', () => {
  it('closes the remainder at exitPrice after a TP1 hit: 0.15 × 1.6 + 0.85 × 2 = 1.94 %', async () => {
    const row = await storePosition(t, { hitTp1: true, tp1ProfitPercentage: 1.6 });
    const response = await close({ positionId: row.id, exitPrice: 102, reason: 'TRADERS_EXIT' });
    expect(response.statusCode).toBe(200);
    const p = closePositionResponseSchema.parse(response.json()).data;
    expect(p).toMatchObject({
      status: 'closed',
      exitPrice: 102,
      closeReason: 'TRADERS_EXIT',
      closedAt: '2026-11-21T15:00:00.000Z',
      hitTp1: true,
    });
    expect(p.finalProfitPercentage).toBeCloseTo(1.94, 10);
  });

  it('computes a SHORT with TP1 and TP2 hit: 0.15 × 1.6 + 0.6 × 3.2 + 0.25 × (−1) = 1.91 %', async () => {
    const row = await storePosition(t, {
      direction: 'SHORT',
      stopLoss: 103.9,
      tp1: 98.4,
      tp2: 96.8,
      tp3: 94.4,
      hitTp1: true,
      hitTp2: true,
      tp1ProfitPercentage: 1.6,
      tp2ProfitPercentage: 3.2,
    });
    const p = (await close({ positionId: row.id, exitPrice: 101, reason: 'SL' })).json().data;
    expect(p.finalProfitPercentage).toBeCloseTo(0.24 + 1.92 - 0.25, 10);
  });

  it('without exitPrice, closes at the exchange last price: LONG 100 → 104 = +4 %', async () => {
    exchange.prices.set('BTCUSDT', 104);
    const row = await storePosition(t);
    const response = await close({ positionId: row.id, reason: 'TRADERS_EXIT' });
    expect(response.statusCode).toBe(200);
    const p = closePositionResponseSchema.parse(response.json()).data;
    expect(p.exitPrice).toBe(104);
    expect(p.finalProfitPercentage).toBeCloseTo(4, 10);
    exchange.prices.set('BTCUSDT', 100);
  });

  it('without exitPrice and no price on the exchange, refuses with 502 and a reason, leaving it open', async () => {
    exchange.prices.delete('ETHUSDT');
    const row = await storePosition(t, { symbol: 'ETHUSDT' });
    const response = await close({ positionId: row.id, reason: 'TRADERS_EXIT' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ success: false, code: 'UPSTREAM_ERROR' });
    expect(response.json().error).toContain('No last price for ETHUSDT');
    const [stored] = await t.database.db.select().from(positions).where(eq(positions.id, row.id));
    expect(stored?.status).toBe('open');
    exchange.prices.set('ETHUSDT', 2000);
  });

  it('answers 404 for an unknown id and 400 for a bad body', async () => {
    const missing = await close({ positionId: 999_999, exitPrice: 1, reason: 'TRADERS_EXIT' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      code: 'NOT_FOUND',
      error: 'Position 999999 not found',
      reason: 'position.notFound',
      params: { id: 999_999 },
    });
    const bad = await close({ positionId: 1, exitPrice: -1, reason: 'WHATEVER' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .fields.map((field: { path: string }) => field.path)
        .sort(),
    ).toEqual(['exitPrice', 'reason']);
  });

  it('answers 409 for a second close and changes nothing', async () => {
    const row = await storePosition(t);
    expect((await close({ positionId: row.id, exitPrice: 99, reason: 'TRADERS_EXIT' })).statusCode).toBe(200);
    t.clock.now += 60_000;
    const again = await close({ positionId: row.id, exitPrice: 120, reason: 'TRADERS_EXIT' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CONFLICT',
      error: `Position ${row.id} is already closed`,
      reason: 'position.alreadyClosed',
      params: { id: row.id },
    });
    const [stored] = await t.database.db.select().from(positions).where(eq(positions.id, row.id));
    expect(stored!.exitPrice).toBe(99);
    expect(stored!.finalProfitPercentage).toBeCloseTo(-1, 10);
    expect(stored!.closedAt!.toISOString()).toBe('2026-11-21T15:00:00.000Z');
  });

  it('closes once when two closes race: one 200, one 409, one audit row', async () => {
    const row = await storePosition(t);
    const [a, b] = await Promise.all([
      close({ positionId: row.id, exitPrice: 101, reason: 'TRADERS_EXIT' }),
      close({ positionId: row.id, exitPrice: 98, reason: 'TRADERS_EXIT' }),
    ]);
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([200, 409]);
    const winner = a!.statusCode === 200 ? a! : b!;
    const [stored] = await t.database.db.select().from(positions).where(eq(positions.id, row.id));
    expect(stored!.exitPrice).toBe(winner.json().data.exitPrice);
    const audits = await auditRows('position.close', row.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]!.before).toMatchObject({ status: 'open', exitPrice: null });
    expect(audits[0]!.after).toMatchObject({ status: 'closed', exitPrice: stored!.exitPrice });
  });

  it('is admin1 only', async () => {
    const row = await storePosition(t);
    expect(
      (await close({ positionId: row.id, exitPrice: 1, reason: 'TRADERS_EXIT' }, backtester)).statusCode,
    ).toBe(403);
  });
});

describe('POST /api/position-manager/reopen', () => {
  it('takes a tracked signal into work at the current price, keeping the levels’ percentage distances', async () => {
    exchange.prices.set('BTCUSDT', 110);
    const row = await storePosition(t, { shouldWork: false, hitTp1: true, tp1ProfitPercentage: 1.6 });
    const response = await reopen(row.id);
    expect(response.statusCode).toBe(200);
    const p = reopenPositionResponseSchema.parse(response.json()).data;
    expect(p).toMatchObject({
      entryPrice: 110,
      shouldWork: true,
      hitTp1: false,
      hitTp2: false,
      hitTp3: false,
      tp1ProfitPercentage: null,
      reopenedAt: '2026-11-21T15:00:00.000Z',
      openedAt: '2026-11-01T10:00:00.000Z',
      status: 'open',
    });
    // 110 × 0.961, 110 × 1.016, 110 × 1.032, 110 × 1.056.
    expect(p.stopLoss).toBeCloseTo(105.71, 9);
    expect(p.tp1).toBeCloseTo(111.76, 9);
    expect(p.tp2).toBeCloseTo(113.52, 9);
    expect(p.tp3).toBeCloseTo(116.16, 9);
    const [audit] = await auditRows('position.reopen', row.id);
    expect(audit!.before).toMatchObject({ shouldWork: false, entryPrice: 100 });
    expect(audit!.after).toMatchObject({ shouldWork: true, entryPrice: 110 });
  });

  it('answers 409 for a worked position and for a closed one, 404 for an unknown id', async () => {
    const worked = await storePosition(t, { shouldWork: true });
    const refused = await reopen(worked.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'position.alreadyWorked', params: { id: worked.id } });
    const closed = await storePosition(t, { shouldWork: false, status: 'closed', closedAt: new Date() });
    expect((await reopen(closed.id)).statusCode).toBe(409);
    expect((await reopen(999_999)).statusCode).toBe(404);
    const tracked = await storePosition(t, { shouldWork: false });
    expect((await reopen(tracked.id)).statusCode).toBe(200);
    expect((await reopen(tracked.id)).statusCode).toBe(409);
    expect(await auditRows('position.reopen', tracked.id)).toHaveLength(1);
  });

  it('is admin1 only', async () => {
    const tracked = await storePosition(t, { shouldWork: false });
    expect((await reopen(tracked.id, backtester)).statusCode).toBe(403);
  });
});
