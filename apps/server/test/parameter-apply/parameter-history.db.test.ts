import { parameterChangesResponseSchema } from '@signaldesk/contracts/trading-parameters';
import { DEFAULT_BACKTEST_CONFIG } from '@signaldesk/core/backtest/config';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { admins, auditLog, backtestRuns, parameterOrigin } from '../../src/db/schema';
import { seedTradingParameters } from '../../src/modules/trading-parameters/trading-parameters.service';
import { buildPositionsApp, get, post, resetTables } from '../positions/positions-fixture';
import type { TestApp } from '../support/test-app';

let t: TestApp;
let admin: string;
const NOW = Date.parse('2026-11-25T12:00:00.000Z');

beforeAll(async () => {
  ({ t, admin } = await buildPositionsApp());
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(parameterOrigin);
  await resetTables(t);
  await t.database.db.delete(auditLog);
  await t.database.db.delete(backtestRuns);
  await seedTradingParameters(t.database.db, new Date(NOW));
  t.clock.now = NOW;
});

async function keepRun(name: string, stopLossPercent: number): Promise<number> {
  const [owner] = await t.database.db.select().from(admins).where(eq(admins.username, 'admin'));
  const [row] = await t.database.db
    .insert(backtestRuns)
    .values({
      adminId: owner!.id,
      username: 'admin',
      name,
      computedAt: new Date(NOW),
      durationMs: 5,
      cached: false,
      config: { ...DEFAULT_BACKTEST_CONFIG, stopLossPercent },
      summary: {},
      riskMetrics: {},
      result: '{}',
      totalTrades: 0,
      winRate: 0,
      totalProfitLoss: 0,
      returnOnInvestment: 0,
    })
    .returning({ id: backtestRuns.id });
  return row!.id;
}

const history = async () =>
  parameterChangesResponseSchema.parse((await get(t, '/api/trading-parameters/changes', admin)).json()).data;

describe('GET /api/trading-parameters/changes: one history of every change to live', () => {
  it('lists hand edits, applies and undos, newest first, with who, when, old → new and the run', async () => {
    const run = await keepRun('Tight stop', -2.5);
    const edit = await t.app.inject({
      method: 'PUT',
      url: '/api/trading-parameters/DEFAULT_STOP_LOSS_PERCENT',
      headers: { 'content-type': 'application/json', cookie: admin },
      payload: { value: '-3.5' },
    });
    expect(edit.statusCode).toBe(200);
    t.clock.now = NOW + 60_000;
    expect((await post(t, `/api/backtesting/runs/${run}/apply`, admin, {})).statusCode).toBe(200);
    t.clock.now = NOW + 120_000;
    expect((await post(t, '/api/trading-parameters/undo-apply', admin, {})).statusCode).toBe(200);

    const rows = await history();
    const applyAudit = (
      await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'parameter.apply'))
    )[0]!;
    expect(rows.map(({ id, ...rest }) => rest)).toEqual([
      {
        kind: 'undo',
        username: 'admin',
        at: '2026-11-25T12:02:00.000Z',
        changes: [{ key: 'DEFAULT_STOP_LOSS_PERCENT', before: '-2.5', after: '-3.5' }],
        source: { name: 'Tight stop', runId: run, sweepId: null, sweepCell: null },
        undone: false,
        undoes: applyAudit.id,
      },
      {
        kind: 'apply',
        username: 'admin',
        at: '2026-11-25T12:01:00.000Z',
        changes: [{ key: 'DEFAULT_STOP_LOSS_PERCENT', before: '-3.5', after: '-2.5' }],
        source: { name: 'Tight stop', runId: run, sweepId: null, sweepCell: null },
        undone: true,
        undoes: null,
      },
      {
        kind: 'edit',
        username: 'admin',
        at: '2026-11-25T12:00:00.000Z',
        changes: [{ key: 'DEFAULT_STOP_LOSS_PERCENT', before: '-3.9', after: '-3.5' }],
        source: null,
        undone: false,
        undoes: null,
      },
    ]);
    expect(rows[1]!.id).toBe(applyAudit.id);
  });

  it('shows an apply not undone as such, and leaves out audit rows of other areas', async () => {
    const run = await keepRun('Wide stop', -5);
    await post(t, `/api/backtesting/runs/${run}/apply`, admin, {});
    await t.database.db.insert(auditLog).values({
      username: 'admin',
      action: 'user.extend',
      entityType: 'user',
      entityId: '1',
      createdAt: new Date(NOW + 1000),
    });
    const rows = await history();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'apply',
      undone: false,
      source: { name: 'Wide stop', runId: run },
    });
  });
});
