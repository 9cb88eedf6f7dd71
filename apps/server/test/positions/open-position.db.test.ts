import { openPositionResponseSchema } from '@signaldesk/contracts/positions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema';
import { writeParameter } from '../../src/modules/trading-parameters/trading-parameters.repository';
import type { ScriptedExchange } from '../support/scripted-exchange';
import type { TestApp } from '../support/test-app';
import { buildPositionsApp, OPEN_DEFAULTS, post, resetTables } from './positions-fixture';

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
  exchange.prices.set('BTCUSDT', 100).set('ETHUSDT', 2000);
});

const open = (payload: Partial<Record<keyof typeof OPEN_DEFAULTS, unknown>> = {}, cookie = admin) =>
  post(t, '/api/position-manager/open', cookie, { ...OPEN_DEFAULTS, ...payload });

describe('POST /api/position-manager/open', () => {
  it('opens a LONG at the exchange price with the Position Manager default levels and sizes', async () => {
    t.clock.now = Date.parse('2026-11-21T12:00:00.000Z');
    const response = await open({ telegram: 'true' });
    expect(response.statusCode).toBe(200);
    const body = openPositionResponseSchema.parse(response.json());
    const p = body.data;
    expect(p).toMatchObject({
      symbol: 'BTCUSDT',
      direction: 'LONG',
      entryPrice: 100,
      tp1Size: 15,
      tp2Size: 60,
      openByAdmin: true,
      shouldWork: true,
      isSignalFromTelegram: true,
      isSpot: false,
      isGolden: false,
      status: 'open',
      hitTp1: false,
      exitPrice: null,
      closedAt: null,
      openedAt: '2026-11-21T12:00:00.000Z',
    });
    // 100 moved by -3.9 %, 1.6 %, 3.2 %, 5.6 %.
    expect(p.stopLoss).toBeCloseTo(96.1, 10);
    expect(p.tp1).toBeCloseTo(101.6, 10);
    expect(p.tp2).toBeCloseTo(103.2, 10);
    expect(p.tp3).toBeCloseTo(105.6, 10);
  });

  it('mirrors the default levels for a SHORT and opens a spot position on the spot market', async () => {
    const response = await open({ direction: 'SHORT', isSpot: 'true' });
    expect(response.statusCode).toBe(200);
    const p = response.json().data;
    expect(p.isSpot).toBe(true);
    expect(p.stopLoss).toBeCloseTo(103.9, 10);
    expect(p.tp1).toBeCloseTo(98.4, 10);
    expect(p.tp3).toBeCloseTo(94.4, 10);
  });

  it('answers 400 on the symbol field for a symbol the exchange does not list, or not on that market', async () => {
    const unknown = await open({ symbol: 'NOPEUSDT' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      fields: [{ path: 'symbol' }],
      reason: 'position.symbolNotListed',
      params: { symbol: 'NOPEUSDT', market: 'futures' },
    });
    const notSpot = await open({ symbol: 'ETHUSDT', isSpot: 'true' });
    expect(notSpot.statusCode).toBe(400);
    expect(notSpot.json().fields[0].path).toBe('symbol');
  });

  it('answers 400 with the offending fields for a missing symbol or a bad flag', async () => {
    const response = await open({ symbol: '', forceAdmin: 'yes' });
    expect(response.statusCode).toBe(400);
    const paths = response
      .json()
      .fields.map((field: { path: string }) => field.path)
      .sort();
    expect(paths).toEqual(['forceAdmin', 'symbol']);
  });

  it('uses the custom levels when they sit on the right sides, defaults for the rest', async () => {
    const response = await open({ forceAdmin: 'true', customSL: 95, customTP1: 102, customTP2: 104 });
    expect(response.statusCode).toBe(200);
    const p = response.json().data;
    expect([p.stopLoss, p.tp1, p.tp2]).toEqual([95, 102, 104]);
    expect(p.tp3).toBeCloseTo(105.6, 10);
  });

  it.each([
    ['LONG', { customSL: 101 }, ['customSL']],
    ['LONG', { customTP1: 99 }, ['customTP1']],
    ['LONG', { customTP1: 102, customTP2: 101.5 }, ['customTP2']],
    ['LONG', { customTP1: 104 }, ['customTP1']], // above the default TP2 of 103.2
    ['LONG', { customTP3: 103 }, ['customTP3']], // below the default TP2
    ['SHORT', { customSL: 99 }, ['customSL']],
    ['SHORT', { customTP1: 101 }, ['customTP1']],
    ['SHORT', { customTP1: 98, customTP2: 99, customTP3: 97 }, ['customTP2']],
  ] as const)('refuses %s custom levels %o with 400 on %o', async (direction, levels, fields) => {
    const response = await open({ direction, forceAdmin: 'true', ...levels });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.fields.map((field: { path: string }) => field.path)).toEqual(fields);
  });

  it('applies the Risk Manager when forceAdmin is false: one worked position per symbol and direction', async () => {
    expect((await open()).statusCode).toBe(200);
    const second = await open();
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      success: false,
      code: 'CONFLICT',
      error: 'Risk Manager: a LONG position on BTCUSDT is already open',
      reason: 'riskManager.sameSymbolDirection',
      params: { direction: 'LONG', symbol: 'BTCUSDT' },
    });
    expect((await open({ direction: 'SHORT' })).statusCode).toBe(200);
    expect((await open({ forceAdmin: 'true' })).statusCode).toBe(200);
  });

  it('applies the maximum of open positions, read from the parameters on each use, and forceAdmin skips it', async () => {
    await writeParameter(t.database.db, 'MAX_OPEN_POSITIONS', '2', new Date());
    expect((await open()).statusCode).toBe(200);
    expect((await open({ symbol: 'ETHUSDT' })).statusCode).toBe(200);
    const third = await open({ direction: 'SHORT' });
    expect(third.statusCode).toBe(409);
    expect(third.json().error).toMatch(/maximum of 2 open positions/);
    expect((await open({ direction: 'SHORT', forceAdmin: 'true' })).statusCode).toBe(200);
    await writeParameter(t.database.db, 'MAX_OPEN_POSITIONS', '5', new Date());
    expect((await open({ symbol: 'ETHUSDT', direction: 'SHORT' })).statusCode).toBe(200);
  });

  it('refuses a second position on the same symbol and direction only while the switch is on', async () => {
    await writeParameter(t.database.db, 'ONE_POSITION_PER_SYMBOL_DIRECTION', 'false', new Date());
    expect((await open()).statusCode).toBe(200);
    expect((await open()).statusCode).toBe(200);
  });

  it('reads the Position Manager parameters on each open', async () => {
    await writeParameter(t.database.db, 'DEFAULT_TP1_PERCENT', '2', new Date());
    await writeParameter(t.database.db, 'TP1_SIZE_PERCENT', '25', new Date());
    const p = (await open()).json().data;
    expect(p.tp1).toBeCloseTo(102, 10);
    expect(p.tp1Size).toBe(25);
  });

  it('writes an audit row with who, when and the position after, in the same transaction', async () => {
    t.clock.now = Date.parse('2026-11-21T13:00:00.000Z');
    const p = (await open()).json().data;
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(p.id)));
    const row = rows.find((entry) => entry.action === 'position.open')!;
    expect(row).toMatchObject({ username: 'admin', entityType: 'position', before: null });
    expect(row.createdAt.toISOString()).toBe('2026-11-21T13:00:00.000Z');
    expect(row.after).toMatchObject({ id: p.id, entryPrice: 100, symbol: 'BTCUSDT' });
    // A refused open leaves no audit row.
    const before = (await t.database.db.select().from(auditLog)).length;
    expect((await open()).statusCode).toBe(409);
    expect((await t.database.db.select().from(auditLog)).length).toBe(before);
  });

  it('is admin1 only: 403 for admin2, 401 without a session', async () => {
    expect((await open({}, backtester)).statusCode).toBe(403);
    expect((await open({}, '')).statusCode).toBe(401);
  });
});
