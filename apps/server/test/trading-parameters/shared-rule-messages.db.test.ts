import { BACKTEST_NUMBER_RULES, type BacktestNumberKey } from '@signaldesk/core/backtest/config-rules';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tradingParameters } from '../../src/db/schema';
import { SIGNAL_ENTRY_DEFINITIONS } from '../../src/modules/trading-parameters/linked-parameters';
import {
  PARAMETER_CATALOGUE,
  type ParameterDefinition,
} from '../../src/modules/trading-parameters/trading-parameters.catalogue';
import { seedTradingParameters } from '../../src/modules/trading-parameters/trading-parameters.service';
import { type BacktestTestApp, buildBacktestApp } from '../backtest/support/backtest-app';
import { JSON_HEADERS } from '../support/test-app';

/**
 * A trading parameter that is a backtest quantity is refused with the very words the backtest gives for the same
 * value (docs/trading-parameters.md, Bounds): the save and the run read one rule of core, and name the quantity by
 * its backtest field. Both sides are asked over HTTP.
 */
let t: BacktestTestApp;
const NOW = new Date('2026-11-25T09:00:00.000Z');

beforeAll(async () => {
  t = await buildBacktestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(tradingParameters);
  await seedTradingParameters(t.database.db, NOW);
});

const put = (key: string, value: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/trading-parameters/${key}`,
    headers: { ...JSON_HEADERS, cookie: t.admin },
    payload: { value },
  });
const backtest = (field: string, value: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/backtesting/run?${new URLSearchParams({ [field]: value })}`,
    headers: { cookie: t.admin },
  });

/** The message the backtest gives about `field` alone (not a rule between fields), or null when it passes. */
async function backtestMessage(field: string, value: string): Promise<string | null> {
  const response = await backtest(field, value);
  if (response.statusCode === 200) return null;
  expect(response.statusCode).toBe(400);
  const fields = response.json().fields as { path: string; message: string }[];
  return fields.find((issue) => issue.message.startsWith(`${field} must be`))?.message ?? null;
}

const shared = (PARAMETER_CATALOGUE as readonly ParameterDefinition[]).flatMap((definition) =>
  definition.type.kind === 'number' && definition.type.sameAs
    ? [{ key: definition.key, field: definition.type.sameAs as BacktestNumberKey }]
    : [],
);

/** Values on and around each bound, a fraction for whole numbers, and text that is no number. */
function probes(field: BacktestNumberKey): string[] {
  const { min, max } = BACKTEST_NUMBER_RULES[field];
  const edges = [min, max].filter((edge): edge is number => edge !== undefined);
  return [...edges.flatMap((edge) => [edge - 1, edge - 0.5, edge, edge + 0.5, edge + 1]), 12.5, -150]
    .map(String)
    .concat(['1e999', 'ten']);
}

describe('a shared quantity refused by a save and by a backtest', () => {
  it('covers every quantity the catalogue and the backtest rule table share', () => {
    expect(shared.map(({ key }) => key)).toEqual([
      'DEFAULT_STOP_LOSS_PERCENT',
      'DEFAULT_TP1_PERCENT',
      'DEFAULT_TP2_PERCENT',
      'DEFAULT_TP3_PERCENT',
      'TP1_SIZE_PERCENT',
      'TP2_SIZE_PERCENT',
      'BREAKEVEN_PERCENT',
      'MAX_POSITION_DURATION_HOURS',
      'SIGNAL_MIN_FORCE_PERCENTAGE',
      'SIGNAL_MAX_RISK_SCORE',
      // The Signal Manager's entry rules: each number one is its backtest field (docs/signals.md).
      ...SIGNAL_ENTRY_DEFINITIONS.filter((definition) => definition.type.kind === 'number').map(
        ({ key }) => key,
      ),
      'SCALPING_TP_PERCENT',
    ]);
  });

  it('answers the issue examples with the backtest words', async () => {
    const stop = await put('DEFAULT_STOP_LOSS_PERCENT', '-150');
    expect(stop.statusCode).toBe(400);
    expect(stop.json()).toMatchObject({
      error: 'DEFAULT_STOP_LOSS_PERCENT: stopLossPercent must be greater than -100',
      fields: [{ path: 'value', message: 'stopLossPercent must be greater than -100' }],
    });
    expect(await backtestMessage('stopLossPercent', '-150')).toBe(stop.json().fields[0].message);

    const size = await put('TP1_SIZE_PERCENT', '12.5');
    expect(size.statusCode).toBe(400);
    expect(size.json().fields[0].message).toBe('tp1ExitPercent must be an integer');
    expect(size.json().error).toBe('TP1_SIZE_PERCENT: tp1ExitPercent must be an integer');
    expect(await backtestMessage('tp1ExitPercent', '12.5')).toBe(size.json().fields[0].message);

    const hours = await put('MAX_POSITION_DURATION_HOURS', '721');
    expect(hours.json().fields[0].message).toBe('maximumTimePositionExecution must be at most 720');
    expect(await backtestMessage('maximumTimePositionExecution', '721')).toBe(hours.json().fields[0].message);
  });

  it.each(shared)('$key and $field refuse the same values in the same words', async ({ key, field }) => {
    for (const value of probes(field)) {
      await t.database.db.delete(tradingParameters);
      await seedTradingParameters(t.database.db, NOW);
      const saved = await put(key, value);
      const savedMessage = saved.statusCode === 400 ? (saved.json().fields[0].message as string) : null;
      // A save may still break a rule between parameters (the TP order): only the quantity's own words compare.
      const ownMessage = savedMessage?.startsWith(`${field} must be`) ? savedMessage : null;
      expect(ownMessage, `${key}=${value}`).toBe(await backtestMessage(field, value));
    }
  });

  it('keeps the exit shares rule of the backtest, in its words', async () => {
    expect((await put('TP1_SIZE_PERCENT', '40')).statusCode).toBe(200);
    const saved = await put('TP2_SIZE_PERCENT', '61');
    expect(saved.statusCode).toBe(400);
    expect(saved.json().fields).toEqual([
      {
        path: 'value',
        message: 'tp1ExitPercent + tp2ExitPercent must be at most 100',
        reason: 'parameters.exitSharesTooLarge',
        params: { first: 'tp1ExitPercent', second: 'tp2ExitPercent', bound: 100 },
      },
    ]);
    const run = await t.app.inject({
      method: 'GET',
      url: '/api/backtesting/run?tp1ExitPercent=40&tp2ExitPercent=61',
      headers: { cookie: t.admin },
    });
    expect(run.json().fields).toEqual([{ path: 'tp2ExitPercent', message: saved.json().fields[0].message }]);
  });
});
