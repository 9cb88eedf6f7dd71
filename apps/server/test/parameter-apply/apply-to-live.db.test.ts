import {
  applyPreviewResponseSchema,
  applyResponseSchema,
  parameterOriginResponseSchema,
} from '@signaldesk/contracts/parameter-apply';
import { type BacktestConfig, DEFAULT_BACKTEST_CONFIG } from '@signaldesk/core/backtest/config';
import { FIELDS_WITHOUT_LIVE_KEY, LIVE_BACKTEST_LINKS } from '@signaldesk/core/rules/live-backtest-mapping';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  admins,
  auditLog,
  backtestRuns,
  backtestSweeps,
  parameterOrigin,
  tradingParameters,
} from '../../src/db/schema';
import {
  PARAMETER_CATALOGUE,
  type ParameterDefinition,
} from '../../src/modules/trading-parameters/trading-parameters.catalogue';
import { seedTradingParameters } from '../../src/modules/trading-parameters/trading-parameters.service';
import { buildPositionsApp, get, post, resetTables } from '../positions/positions-fixture';
import type { TestApp } from '../support/test-app';

let t: TestApp;
let admin: string;
let backtester: string;
const NOW = Date.parse('2026-11-25T12:00:00.000Z');

beforeAll(async () => {
  ({ t, admin, backtester } = await buildPositionsApp());
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(parameterOrigin);
  await resetTables(t);
  await t.database.db.delete(auditLog);
  await t.database.db.delete(backtestRuns);
  await t.database.db.delete(backtestSweeps);
  await seedTradingParameters(t.database.db, new Date(NOW));
  t.clock.now = NOW;
});

/** A kept run with this configuration, as the run library stores it (figures are not read by an apply). */
async function keepRun(config: BacktestConfig, name: string | null = 'Tight stop'): Promise<number> {
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
      config,
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

const stored = async () =>
  new Map((await t.database.db.select().from(tradingParameters)).map((row) => [row.key, row.value] as const));
const origin = async () =>
  parameterOriginResponseSchema.parse((await get(t, '/api/trading-parameters/origin', admin)).json()).data;

const RUN: BacktestConfig = {
  ...DEFAULT_BACKTEST_CONFIG,
  stopLossPercent: -2.5,
  tp1ExitPercent: 25,
  tp2Percent: 3.5,
  enableBreakeven2: false,
  waitTimeMinutes: 20,
  enableBtcProtection: true,
};

describe('the mapping against the catalogue', () => {
  it('links each backtest field to a catalogue parameter of the same kind and default', () => {
    for (const link of LIVE_BACKTEST_LINKS) {
      const definition = (PARAMETER_CATALOGUE as readonly ParameterDefinition[]).find(
        (d) => d.key === link.key,
      );
      expect(definition?.type.kind, link.key).toBe(link.kind === 'choice' ? 'select' : link.kind);
      expect(definition?.defaultValue, link.key).toBe(String(DEFAULT_BACKTEST_CONFIG[link.field]));
    }
  });
});

describe('GET /api/backtesting/runs/{id}/apply-preview', () => {
  it('gives each linked field with the run and live values, and names the fields live does not take', async () => {
    const id = await keepRun(RUN);
    const response = await get(t, `/api/backtesting/runs/${id}/apply-preview`, admin);
    expect(response.statusCode).toBe(200);
    const preview = applyPreviewResponseSchema.parse(response.json()).data;
    expect(preview.source).toEqual({ runId: id, sweepId: null, sweepCell: null, name: 'Tight stop' });
    expect(preview.fields.filter((f) => f.changed)).toEqual([
      {
        field: 'stopLossPercent',
        key: 'DEFAULT_STOP_LOSS_PERCENT',
        runValue: '-2.5',
        liveValue: '-3.9',
        changed: true,
      },
      { field: 'tp2Percent', key: 'DEFAULT_TP2_PERCENT', runValue: '3.5', liveValue: '3.2', changed: true },
      { field: 'tp1ExitPercent', key: 'TP1_SIZE_PERCENT', runValue: '25', liveValue: '15', changed: true },
      {
        field: 'enableBreakeven2',
        key: 'ENABLE_BREAKEVEN_2',
        runValue: 'false',
        liveValue: 'true',
        changed: true,
      },
      {
        field: 'waitTimeMinutes',
        key: 'SIGNAL_WAIT_TIME_MINUTES',
        runValue: '20',
        liveValue: '10',
        changed: true,
      },
    ]);
    expect(preview.fields).toHaveLength(LIVE_BACKTEST_LINKS.length);
    expect(preview.unlinked.map((f) => f.field)).toEqual(FIELDS_WITHOUT_LIVE_KEY);
    expect(preview.unlinked.filter((f) => f.differs)).toEqual([
      { field: 'enableBtcProtection', runValue: true, liveValue: false, differs: true },
    ]);
    expect(preview.problems).toEqual([]);
  });
});

describe('POST /api/backtesting/runs/{id}/apply', () => {
  it('writes the changed values in one transaction with one audit entry naming the run, and remembers the origin', async () => {
    const id = await keepRun(RUN);
    const response = await post(t, `/api/backtesting/runs/${id}/apply`, admin, {});
    expect(response.statusCode).toBe(200);
    const body = applyResponseSchema.parse(response.json());
    expect(body.data.changedKeys).toEqual([
      'DEFAULT_STOP_LOSS_PERCENT',
      'DEFAULT_TP2_PERCENT',
      'TP1_SIZE_PERCENT',
      'ENABLE_BREAKEVEN_2',
      'SIGNAL_WAIT_TIME_MINUTES',
    ]);
    expect(body.message).toBe('Tight stop applied to live: 5 parameters changed');
    const values = await stored();
    expect(values.get('DEFAULT_STOP_LOSS_PERCENT')).toBe('-2.5');
    expect(values.get('TP1_SIZE_PERCENT')).toBe('25');
    expect(values.get('ENABLE_BREAKEVEN_2')).toBe('false');
    const audits = await t.database.db.select().from(auditLog);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'parameter.apply',
      entityType: 'backtest_run',
      entityId: String(id),
      username: 'admin',
    });
    expect((audits[0]!.before as { values: Record<string, string> }).values.TP1_SIZE_PERCENT).toBe('15');
    expect(audits[0]!.after).toMatchObject({ name: 'Tight stop', runId: id });
    const current = await origin();
    expect(current).toMatchObject({
      runId: id,
      name: 'Tight stop',
      username: 'admin',
      auditId: audits[0]!.id,
      appliedAt: new Date(NOW).toISOString(),
      changedSince: [],
    });
    expect(current?.applied.TP1_SIZE_PERCENT).toBe('25');
  });

  it('names a key changed by hand since the apply', async () => {
    await post(t, `/api/backtesting/runs/${await keepRun(RUN)}/apply`, admin, {});
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/trading-parameters/TP1_SIZE_PERCENT',
      headers: { 'content-type': 'application/json', cookie: admin },
      payload: { value: '30' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await origin())?.changedSince).toEqual(['TP1_SIZE_PERCENT']);
  });

  it('refuses a run value the live side refuses with a 400 naming it, and applies nothing', async () => {
    // A run kept before a rule tightened: TP1 beyond TP2 breaks a rule between parameters, the size a bound.
    const id = await keepRun({ ...RUN, tp1Percent: 4, tp2ExitPercent: 120 });
    const before = await stored();
    const response = await post(t, `/api/backtesting/runs/${id}/apply`, admin, {});
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(body.error).toContain('tp2ExitPercent: TP2_SIZE_PERCENT');
    expect(body.fields).toContainEqual(expect.objectContaining({ path: 'config.tp2ExitPercent' }));
    expect(await stored()).toEqual(before);
    expect(await t.database.db.select().from(auditLog)).toEqual([]);
    expect(await origin()).toBeNull();
    const preview = applyPreviewResponseSchema.parse(
      (await get(t, `/api/backtesting/runs/${id}/apply-preview`, admin)).json(),
    ).data;
    // The preview lists the refusal the apply answered, in its shape: path, message and the rule's code.
    expect(preview.problems).toEqual(body.fields);
    expect(preview.problems[0]!.message).toContain('tp2ExitPercent: TP2_SIZE_PERCENT');
  });

  it('refuses a run whose TP1 of 5e-324 % would make every open fail, and its preview lists the problem', async () => {
    // A run kept before the 0.01 % minimum (docs/api.md, Input rules).
    const id = await keepRun({ ...RUN, tp1Percent: 5e-324, stopLossPercent: -5e-324 });
    const before = await stored();
    const preview = applyPreviewResponseSchema.parse(
      (await get(t, `/api/backtesting/runs/${id}/apply-preview`, admin)).json(),
    ).data;
    expect(preview.problems).toContainEqual(
      expect.objectContaining({
        path: 'config.tp1Percent',
        reason: 'field.atLeast',
        params: { field: 'tp1Percent', bound: 0.01 },
      }),
    );
    const messages = preview.problems.map((problem) => problem.message).join('\n');
    expect(messages).toContain('tp1Percent must be at least 0.01');
    expect(messages).toContain('stopLossPercent must be at most -0.01');
    const response = await post(t, `/api/backtesting/runs/${id}/apply`, admin, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toContainEqual(expect.objectContaining({ path: 'config.tp1Percent' }));
    // Coded for the console: the bound each value breaks, the answer named by its first field (docs/console.md).
    const answer = response.json();
    expect(answer.fields).toContainEqual(
      expect.objectContaining({
        path: 'config.tp1Percent',
        reason: 'field.atLeast',
        params: { field: 'tp1Percent', bound: 0.01 },
      }),
    );
    expect(answer.fields).toContainEqual(
      expect.objectContaining({
        path: 'config.stopLossPercent',
        reason: 'field.atMost',
        params: { field: 'stopLossPercent', bound: -0.01 },
      }),
    );
    expect({ reason: answer.reason, params: answer.params }).toEqual({
      reason: answer.fields[0].reason,
      params: answer.fields[0].params,
    });
    expect(await stored()).toEqual(before);
    expect(await origin()).toBeNull();
  });

  it('refuses a rule between parameters the run breaks, naming the parameters', async () => {
    const id = await keepRun({ ...RUN, tp1Percent: 4 });
    const response = await post(t, `/api/backtesting/runs/${id}/apply`, admin, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('DEFAULT_TP1_PERCENT must be less than DEFAULT_TP2_PERCENT');
    expect(response.json()).toMatchObject({
      reason: 'parameters.notBelow',
      params: { field: 'DEFAULT_TP1_PERCENT', other: 'DEFAULT_TP2_PERCENT' },
    });
    expect(await origin()).toBeNull();
  });

  it('refuses a body with fields, naming them, and applies nothing', async () => {
    const id = await keepRun(RUN);
    const response = await post(t, `/api/backtesting/runs/${id}/apply`, admin, { stopLossPercent: -1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(await origin()).toBeNull();
  });

  it('answers 404 for a run that is not kept', async () => {
    const response = await post(t, '/api/backtesting/runs/999999/apply', admin, {});
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('is admin1 only: admin2 gets 403, signed out 401, and a foreign origin 403', async () => {
    const id = await keepRun(RUN);
    expect((await post(t, `/api/backtesting/runs/${id}/apply`, backtester, {})).statusCode).toBe(403);
    expect((await get(t, `/api/backtesting/runs/${id}/apply-preview`, backtester)).statusCode).toBe(403);
    expect((await post(t, '/api/trading-parameters/undo-apply', backtester, {})).statusCode).toBe(403);
    expect((await post(t, `/api/backtesting/runs/${id}/apply`, '', {})).statusCode).toBe(401);
    expect((await get(t, '/api/trading-parameters/origin', '')).statusCode).toBe(401);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/backtesting/runs/${id}/apply`,
      headers: { 'content-type': 'application/json', cookie: admin, origin: 'https://evil.example' },
      payload: {},
    });
    expect(foreign.statusCode).toBe(403);
    expect(await origin()).toBeNull();
  });

  it('runs concurrent applies one after the other: each one whole, the last one the origin', async () => {
    const first = await keepRun(RUN, 'First');
    const second = await keepRun({ ...RUN, stopLossPercent: -1.5, tp1ExitPercent: 40 }, 'Second');
    const answers = await Promise.all(
      [first, second, first, second].map((id) => post(t, `/api/backtesting/runs/${id}/apply`, admin, {})),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const rows = await t.database.db.select().from(parameterOrigin);
    expect(rows).toHaveLength(4);
    const latest = await origin();
    const values = await stored();
    expect(values.get('DEFAULT_STOP_LOSS_PERCENT')).toBe(latest!.applied.DEFAULT_STOP_LOSS_PERCENT);
    expect(values.get('TP1_SIZE_PERCENT')).toBe(latest!.applied.TP1_SIZE_PERCENT);
    // Each audit entry's "before" is the previous apply's "after": no apply saw another half done.
    const audits = (await t.database.db.select().from(auditLog)).sort((a, b) => a.id - b.id);
    for (let i = 1; i < audits.length; i++) {
      const before = (audits[i]!.before as { values: Record<string, string> }).values;
      const after = (audits[i - 1]!.after as { values: Record<string, string> }).values;
      expect(before).toEqual(after);
    }
  });
});

describe('a sweep cell', () => {
  it('applies the base configuration with the cell values on the axes, named after the sweep', async () => {
    const [owner] = await t.database.db.select().from(admins).where(eq(admins.username, 'admin'));
    const [sweep] = await t.database.db
      .insert(backtestSweeps)
      .values({
        adminId: owner!.id,
        username: 'admin',
        state: 'done',
        total: 2,
        done: 2,
        request: {
          config: RUN,
          axes: [{ field: 'stopLossPercent', from: -3, to: -2, step: 1 }],
          metric: 'totalPnl',
        },
        result: {
          axes: [{ field: 'stopLossPercent', values: [-3, -2] }],
          cells: [
            { at: [0], values: [-3], metric: 5, trades: 3 },
            { at: [1], values: [-2], metric: 8, trades: 3 },
          ],
          best: null,
          outOfSample: null,
        },
      })
      .returning({ id: backtestSweeps.id });
    const preview = applyPreviewResponseSchema.parse(
      (await get(t, `/api/backtesting/sweeps/${sweep!.id}/cells/1/apply-preview`, admin)).json(),
    ).data;
    expect(preview.source.name).toBe(`Sweep #${sweep!.id}, stopLossPercent -2`);
    expect(preview.fields.find((f) => f.key === 'DEFAULT_STOP_LOSS_PERCENT')?.runValue).toBe('-2');
    const response = await post(t, `/api/backtesting/sweeps/${sweep!.id}/cells/1/apply`, admin, {});
    expect(response.statusCode).toBe(200);
    expect((await stored()).get('DEFAULT_STOP_LOSS_PERCENT')).toBe('-2');
    expect(await origin()).toMatchObject({ sweepId: sweep!.id, sweepCell: 1, runId: null });
    const [audit] = await t.database.db.select().from(auditLog);
    expect(audit!.entityId).toBe(`sweep:${sweep!.id}:1`);
    expect(
      (await get(t, `/api/backtesting/sweeps/${sweep!.id}/cells/7/apply-preview`, admin)).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/trading-parameters/undo-apply', () => {
  it('puts back the values the audit entry kept, with its own audit entry; the origin becomes the apply before', async () => {
    const first = await keepRun(RUN, 'First');
    const second = await keepRun({ ...RUN, stopLossPercent: -1.5 }, 'Second');
    await post(t, `/api/backtesting/runs/${first}/apply`, admin, {});
    await post(t, `/api/backtesting/runs/${second}/apply`, admin, {});
    const latest = await origin();
    expect(latest?.name).toBe('Second');
    const undone = await post(t, '/api/trading-parameters/undo-apply', admin, { originId: latest!.id });
    expect(undone.statusCode).toBe(200);
    const body = applyResponseSchema.parse(undone.json());
    expect(body.data.changedKeys).toEqual(['DEFAULT_STOP_LOSS_PERCENT']);
    expect(body.data.origin?.name).toBe('First');
    expect((await stored()).get('DEFAULT_STOP_LOSS_PERCENT')).toBe('-2.5');
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'parameter.undo-apply'));
    expect(audit).toMatchObject({ entityId: String(second), username: 'admin' });
    // A second undo with the stale id is refused; without it the first apply is undone too.
    expect(
      (await post(t, '/api/trading-parameters/undo-apply', admin, { originId: latest!.id })).statusCode,
    ).toBe(409);
    expect((await post(t, '/api/trading-parameters/undo-apply', admin, {})).statusCode).toBe(200);
    const values = await stored();
    expect(values.get('DEFAULT_STOP_LOSS_PERCENT')).toBe('-3.9');
    expect(values.get('TP1_SIZE_PERCENT')).toBe('15');
    expect(await origin()).toBeNull();
    expect((await post(t, '/api/trading-parameters/undo-apply', admin, {})).statusCode).toBe(404);
  });

  it('lets one of two concurrent undos of the same apply through', async () => {
    await post(t, `/api/backtesting/runs/${await keepRun(RUN)}/apply`, admin, {});
    const latest = await origin();
    const answers = await Promise.all(
      [1, 2].map(() => post(t, '/api/trading-parameters/undo-apply', admin, { originId: latest!.id })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await stored()).get('TP1_SIZE_PERCENT')).toBe('15');
  });
});
