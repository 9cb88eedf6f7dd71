import {
  backtestConfigSchema,
  backtestConfigToQuery,
  backtestQuerySchema,
} from '@signaldesk/contracts/backtest';
import {
  BACKTEST_CONFIG_KEYS,
  type BacktestConfigKey,
  DEFAULT_BACKTEST_CONFIG,
} from '@signaldesk/core/backtest/config';
import {
  BACKTEST_CHOICES,
  BACKTEST_NUMBER_RULES,
  backtestConfigIssues,
  isNumberField,
} from '@signaldesk/core/backtest/config-rules';
import { validateBacktestConfig } from '@signaldesk/core/backtest/validate-config';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/**
 * The API's schemas and the engine's own check accept exactly the same configurations, because both read the
 * one rule table. Values are drawn around every bound (on it, just inside, just outside), plus non-integers,
 * non-finite numbers, wrong types, impossible dates and out-of-set choices, so every rule is crossed often.
 */

function numberValues(key: BacktestConfigKey): fc.Arbitrary<unknown> {
  const rule = BACKTEST_NUMBER_RULES[key as keyof typeof BACKTEST_NUMBER_RULES];
  const edges = [rule.min, rule.max].filter((edge): edge is number => edge !== undefined);
  const near = edges.flatMap((edge) => [
    edge,
    edge - 1,
    edge + 1,
    edge - 0.5,
    edge + 0.5,
    edge - 1e-9,
    edge + 1e-9,
  ]);
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant(DEFAULT_BACKTEST_CONFIG[key]) },
    { weight: 4, arbitrary: near.length ? fc.constantFrom(...near) : fc.constant(0) },
    { weight: 2, arbitrary: fc.integer({ min: -3000, max: 12000 }) },
    { weight: 1, arbitrary: fc.double({ min: -200, max: 200, noNaN: true }) },
    { weight: 1, arbitrary: fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, '5', null) },
  );
}

const dateValues = fc.oneof(
  { weight: 4, arbitrary: fc.constant(null) },
  {
    weight: 4,
    arbitrary: fc
      .date({
        min: new Date('2020-01-01T00:00:00Z'),
        max: new Date('2030-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10)),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom('2024-02-30', '2023-02-29', '2024-13-01', '01/02/2024', '', 20240101),
  },
);

function valuesOf(key: BacktestConfigKey): fc.Arbitrary<unknown> {
  if (isNumberField(key)) return numberValues(key);
  if (key === 'startDate' || key === 'endDate') return dateValues;
  if (key === 'customFilterField' || key === 'customFilterOperator') {
    return fc.oneof(
      { weight: 5, arbitrary: fc.constantFrom(...BACKTEST_CHOICES[key].options) },
      { weight: 1, arbitrary: fc.constantFrom('atr', '==', 'LIKE') },
    );
  }
  return fc.oneof(
    { weight: 8, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constantFrom('yes', 1) },
  );
}

/** Each field keeps its default most of the time, so that single broken rules are common. */
const fieldByField = fc.record(
  Object.fromEntries(
    BACKTEST_CONFIG_KEYS.map((key) => [
      key,
      fc.oneof(
        { weight: 12, arbitrary: fc.constant(DEFAULT_BACKTEST_CONFIG[key]) },
        { weight: 1, arbitrary: valuesOf(key) },
      ),
    ]),
  ) as Record<BacktestConfigKey, fc.Arbitrary<unknown>>,
);

/** A tenth of the configurations also switch to date-range mode with two dates, in either order. */
const configs = fc
  .tuple(fieldByField, fc.option(fc.tuple(dateValues, dateValues), { freq: 10 }))
  .map(([config, range]) =>
    range ? { ...config, useDateRange: true, startDate: range[0], endDate: range[1] } : config,
  );

function coreAccepts(config: Record<string, unknown>): boolean {
  try {
    validateBacktestConfig(config as never);
    return true;
  } catch {
    return false;
  }
}

/** Values of their field's own type (numbers may be non-finite): what a typed client turns into query text. */
function isTyped(config: Record<string, unknown>): boolean {
  return BACKTEST_CONFIG_KEYS.every((key) => {
    const value = config[key];
    if (key === 'startDate' || key === 'endDate') return value === null || typeof value === 'string';
    return typeof value === typeof DEFAULT_BACKTEST_CONFIG[key];
  });
}

describe('the rule table', () => {
  it('the JSON schema and the engine accept exactly the same configurations, in the same words', () => {
    fc.assert(
      fc.property(configs, (config) => {
        const issues = backtestConfigIssues(config);
        const parsed = backtestConfigSchema.safeParse(config);
        expect(parsed.success).toBe(issues.length === 0);
        expect(coreAccepts(config)).toBe(issues.length === 0);
        if (!parsed.success) {
          // Every message the API gives is one the rule table gives for the same field.
          const core = new Set(issues.map((issue) => `${issue.path}: ${issue.message}`));
          for (const issue of parsed.error.issues)
            expect(core).toContain(`${String(issue.path[0])}: ${issue.message}`);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('the query schema of GET /api/backtesting/run agrees with the engine', () => {
    fc.assert(
      fc.property(configs, (config) => {
        fc.pre(isTyped(config));
        const query = backtestConfigToQuery(config as never);
        const parsed = backtestQuerySchema.safeParse(query);
        // A value left out of the query (null) takes its default, as the engine would then see it.
        // An empty date is left out of the query, as null would be.
        const seen = { ...config };
        for (const key of ['startDate', 'endDate'] as const) if (seen[key] === '') seen[key] = null;
        expect(parsed.success).toBe(coreAccepts(seen));
      }),
      { numRuns: 3000 },
    );
  });

  it('crosses every kind of rule, so the agreement is not vacuous', () => {
    const sample = fc.sample(configs, { numRuns: 3000, seed: 16 });
    const kinds = new Set(
      sample.flatMap((config) =>
        backtestConfigIssues(config).map((issue) => issue.message.replace(/^\w+ /, '')),
      ),
    );
    for (const phrase of [
      'must be a number',
      'must be an integer',
      'must be at least 1',
      'must be at most 2000',
      'must be greater than 0',
      'must be at most -0.01',
      'must be true or false',
      'is not a valid calendar date',
      'must be a date YYYY-MM-DD',
      'must be at most totalCandles',
      '+ tp2ExitPercent must be at most 100',
      'must be on or after startDate',
      'is required when useDateRange is true',
    ]) {
      expect(kinds).toContain(phrase);
    }
    expect(sample.filter((config) => backtestConfigIssues(config).length === 0).length).toBeGreaterThan(100);
  });
});
