import { BACKTEST_NUMBER_RULES } from '@signaldesk/core/backtest/config-rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, positions, tradingParameters } from '../../src/db/schema';
import {
  PARAMETER_CATALOGUE,
  parameterNumberRule,
} from '../../src/modules/trading-parameters/trading-parameters.catalogue';
import { writeParameter } from '../../src/modules/trading-parameters/trading-parameters.repository';
import {
  repairStoredParameters,
  seedTradingParameters,
} from '../../src/modules/trading-parameters/trading-parameters.service';
import { buildPositionsApp, get, OPEN_DEFAULTS, post, resetTables } from '../positions/positions-fixture';
import type { ScriptedExchange } from '../support/scripted-exchange';
import { JSON_HEADERS, type TestApp } from '../support/test-app';

let t: TestApp;
let exchange: ScriptedExchange;
let admin: string;
const NOW = new Date('2026-11-25T09:00:00.000Z');

beforeAll(async () => {
  ({ t, exchange, admin } = await buildPositionsApp());
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetTables(t);
  await t.database.db.delete(auditLog);
  await seedTradingParameters(t.database.db, NOW);
  exchange.prices.set('BTCUSDT', 100).set('ETHUSDT', 2000);
});

const put = (key: string, value: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/trading-parameters/${key}`,
    headers: { ...JSON_HEADERS, cookie: admin },
    payload: { value } as object,
  });
const open = (payload: Record<string, unknown> = {}) =>
  post(t, '/api/position-manager/open', admin, { ...OPEN_DEFAULTS, forceAdmin: 'true', ...payload });
const stored = async (key: string) =>
  (await t.database.db.select().from(tradingParameters).where(eq(tradingParameters.key, key)))[0]?.value;

describe('the reproduction of the Overview outage', () => {
  it('refuses DEFAULT_TP1_PERCENT 1e308 at once, so the open that follows uses a sound TP1 and the Overview loads', async () => {
    const saved = await put('DEFAULT_TP1_PERCENT', '1e308');
    expect(saved.statusCode).toBe(400);
    expect(saved.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      error: 'DEFAULT_TP1_PERCENT: tp1Percent must be less than 100',
    });
    expect(await stored('DEFAULT_TP1_PERCENT')).toBe('1.6');
    const opened = await open();
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data.tp1).toBeCloseTo(101.6, 10);
    expect((await get(t, '/api/trader-tracker/openPositions', admin)).statusCode).toBe(200);
  });

  it('refuses a stop loss percent that puts a LONG stop below zero', async () => {
    const saved = await put('DEFAULT_STOP_LOSS_PERCENT', '-150');
    expect(saved.statusCode).toBe(400);
    expect(saved.json().error).toBe('DEFAULT_STOP_LOSS_PERCENT: stopLossPercent must be greater than -100');
  });

  it('refuses a TP1 default above the TP2 default, naming both parameters', async () => {
    const saved = await put('DEFAULT_TP1_PERCENT', '5');
    expect(saved.statusCode).toBe(400);
    expect(saved.json().error).toBe('DEFAULT_TP1_PERCENT must be less than DEFAULT_TP2_PERCENT');
    // Coded, so the console says it in the operator's language (docs/console.md, Server calls).
    expect(saved.json()).toMatchObject({
      reason: 'parameters.notBelow',
      params: { field: 'DEFAULT_TP1_PERCENT', other: 'DEFAULT_TP2_PERCENT' },
    });
    expect(await stored('DEFAULT_TP1_PERCENT')).toBe('1.6');
    expect(await t.database.db.select().from(auditLog)).toEqual([]);
  });
});

describe('the bounds of each number parameter', () => {
  it('are the backtest rule table bounds for the quantities both share', async () => {
    const list = (await get(t, '/api/trading-parameters', admin)).json().data as {
      key: string;
      type: Record<string, unknown>;
    }[];
    const typeOf = (key: string) => list.find((parameter) => parameter.key === key)?.type;
    const shared = {
      DEFAULT_STOP_LOSS_PERCENT: 'stopLossPercent',
      DEFAULT_TP1_PERCENT: 'tp1Percent',
      DEFAULT_TP2_PERCENT: 'tp2Percent',
      DEFAULT_TP3_PERCENT: 'tp3Percent',
      TP1_SIZE_PERCENT: 'tp1ExitPercent',
      TP2_SIZE_PERCENT: 'tp2ExitPercent',
      BREAKEVEN_PERCENT: 'breakEvenPercent',
      MAX_POSITION_DURATION_HOURS: 'maximumTimePositionExecution',
      SIGNAL_MIN_FORCE_PERCENTAGE: 'forcePercentage',
      SIGNAL_MAX_RISK_SCORE: 'riskScore',
      SCALPING_TP_PERCENT: 'tp1Percent',
    } as const;
    for (const [key, field] of Object.entries(shared)) {
      const rule = BACKTEST_NUMBER_RULES[field];
      expect(typeOf(key), key).toEqual({
        kind: 'number',
        min: rule.min,
        max: rule.max,
        exclusiveMin: rule.exclusiveMin,
        exclusiveMax: rule.exclusiveMax,
        integer: rule.integer,
        step: rule.step,
        sameAs: field,
      });
    }
  });

  it('give every number parameter a finite lower and upper bound', () => {
    for (const definition of PARAMETER_CATALOGUE) {
      const rule = parameterNumberRule(definition);
      if (!rule) continue;
      expect(Number.isFinite(rule.min), definition.key).toBe(true);
      expect(Number.isFinite(rule.max), definition.key).toBe(true);
    }
  });

  it.each([
    ['DEFAULT_TP2_PERCENT', '100', 'tp2Percent must be less than 100'],
    ['DEFAULT_TP3_PERCENT', '0', 'tp3Percent must be at least 0.01'],
    ['BREAKEVEN_PERCENT', '-100', 'breakEvenPercent must be greater than -100'],
    ['TP1_SIZE_PERCENT', '12.5', 'tp1ExitPercent must be an integer'],
    ['MAX_OPEN_POSITIONS', '9007199254740993', 'MAX_OPEN_POSITIONS must be at most 10000'],
    ['MAX_OPEN_POSITIONS', '1e308', 'MAX_OPEN_POSITIONS must be at most 10000'],
    ['TRADER_TRACKER_REFRESH_MINUTES', '12.5', 'TRADER_TRACKER_REFRESH_MINUTES must be an integer'],
    ['MAX_OPEN_POSITIONS', '10001', 'MAX_OPEN_POSITIONS must be at most 10000'],
    ['MAX_POSITION_DURATION_HOURS', '721', 'maximumTimePositionExecution must be at most 720'],
    ['SIGNAL_MAX_RISK_SCORE', '10.5', 'riskScore must be at most 10'],
    ['OPPORTUNITY_SCORE', '101', 'OPPORTUNITY_SCORE must be at most 100'],
    ['OPPORTUNITY_SCORE', 'high', 'OPPORTUNITY_SCORE must be a number'],
    ['MONTHLY_PLAN_PRICE', '1e999', 'MONTHLY_PLAN_PRICE must be a number'],
    ['MONTHLY_PLAN_PRICE', '0x10', 'MONTHLY_PLAN_PRICE must be a number'],
    ['MONTHLY_PLAN_PRICE', '1_000', 'MONTHLY_PLAN_PRICE must be a number'],
    ['MONTHLY_PLAN_PRICE', ' 1 ', 'MONTHLY_PLAN_PRICE must be a number'],
    ['MONTHLY_PLAN_PRICE', 'Infinity', 'MONTHLY_PLAN_PRICE must be a number'],
  ])('%s refuses %j: %s', async (key, value, message) => {
    const before = await stored(key);
    const response = await put(key, value);
    expect(response.statusCode).toBe(400);
    // The error names the key; the message is the rule's words (a backtest quantity's name its backtest field).
    const error = message.startsWith(key) ? message : `${key}: ${message}`;
    expect(response.json()).toMatchObject({ error, fields: [{ path: 'value', message }] });
    expect(await stored(key)).toBe(before);
  });

  it('stores a number as the shortest decimal text of its value', async () => {
    expect((await put('MONTHLY_PLAN_PRICE', '39.50')).json().data.value).toBe('39.5');
    expect(await stored('MONTHLY_PLAN_PRICE')).toBe('39.5');
    expect((await put('MAX_OPEN_POSITIONS', '-0')).json().data.value).toBe('0');
  });
});

describe('the rules between parameters', () => {
  it('keep TP1_SIZE_PERCENT + TP2_SIZE_PERCENT at most 100', async () => {
    expect((await put('TP2_SIZE_PERCENT', '85')).statusCode).toBe(200); // 15 + 85
    const refused = await put('TP1_SIZE_PERCENT', '16');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([
      {
        path: 'value',
        message: 'tp1ExitPercent + tp2ExitPercent must be at most 100',
        reason: 'parameters.exitSharesTooLarge',
        params: { first: 'tp1ExitPercent', second: 'tp2ExitPercent', bound: 100 },
      },
    ]);
  });

  it('hold when two saves race: of two saves that break a rule together, one is refused', async () => {
    // 15 + 60 today; 40 + 60 and 15 + 85 each pass alone, 40 + 85 breaks the rule.
    const answers = await Promise.all([put('TP1_SIZE_PERCENT', '40'), put('TP2_SIZE_PERCENT', '85')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const sum = Number(await stored('TP1_SIZE_PERCENT')) + Number(await stored('TP2_SIZE_PERCENT'));
    expect(sum).toBeLessThanOrEqual(100);
  });
});

describe('levels from stored defaults', () => {
  it('are checked like custom ones: a refusal names the parameter behind the level', async () => {
    // Values that each pass alone, stored as an older version could have left them: TP1 5 % above TP2 3.2 %.
    await writeParameter(t.database.db, 'DEFAULT_TP1_PERCENT', '5', NOW);
    const response = await open();
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([
      {
        path: 'DEFAULT_TP2_PERCENT',
        message: 'TP2 from DEFAULT_TP2_PERCENT must be above TP1 from DEFAULT_TP1_PERCENT for a LONG',
      },
    ]);
    expect(await t.database.db.select().from(positions)).toEqual([]);
  });

  it('fall back to the default of a stored value outside its bounds, and the repair puts the default back', async () => {
    await writeParameter(t.database.db, 'DEFAULT_TP1_PERCENT', '1e308', NOW);
    await writeParameter(t.database.db, 'DEFAULT_STOP_LOSS_PERCENT', '-150', NOW);
    const opened = await open();
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data.tp1).toBeCloseTo(101.6, 10);
    expect(opened.json().data.stopLoss).toBeCloseTo(96.1, 10);
    expect(await repairStoredParameters(t.database.db, NOW)).toEqual([
      'DEFAULT_STOP_LOSS_PERCENT',
      'DEFAULT_TP1_PERCENT',
    ]);
    expect(await stored('DEFAULT_TP1_PERCENT')).toBe('1.6');
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'parameter.repair'));
    expect(audit.map((row) => [row.username, row.adminId, row.entityId, row.before])).toEqual([
      ['system', null, 'DEFAULT_STOP_LOSS_PERCENT', { value: '-150' }],
      ['system', null, 'DEFAULT_TP1_PERCENT', { value: '1e308' }],
    ]);
    expect(await repairStoredParameters(t.database.db, NOW)).toEqual([]);
  });
});
