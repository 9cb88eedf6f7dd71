import {
  BACKTEST_CONFIG_KEYS,
  BACKTEST_INTEGER_FIELDS,
  type BacktestConfig,
  type BacktestConfigKey,
  CUSTOM_FILTER_FIELDS,
  CUSTOM_FILTER_OPERATORS,
  DEFAULT_BACKTEST_CONFIG,
} from '@signaldesk/core/backtest/config';
import {
  type BacktestResult,
  type BacktestSummary,
  type BacktestTrade,
  EXIT_REASONS,
  IGNORED_REASONS,
  TARGET_NAMES,
} from '@signaldesk/core/backtest/types';
import { DIRECTIONS } from '@signaldesk/core/position/profit';
import { z } from 'zod';

/**
 * GET /api/backtesting/run: the configuration travels as query parameters (docs/backtest.md, API), every
 * value a string; the answer is {config, summary, trades}. The numeric limits live here once, so the
 * server's validation, the screen's inputs and the settings import all apply the same rules.
 */

type NumberKey = {
  [K in BacktestConfigKey]: BacktestConfig[K] extends number ? K : never;
}[BacktestConfigKey];
type BooleanKey = {
  [K in BacktestConfigKey]: BacktestConfig[K] extends boolean ? K : never;
}[BacktestConfigKey];

/** Inclusive bounds of a numeric field; `exclusiveMin`/`exclusiveMax` make that bound strict. */
export interface NumberRule {
  min?: number;
  max?: number;
  exclusiveMin?: boolean;
  exclusiveMax?: boolean;
}

/** The largest amount of money (euros) a backtest accepts: ample for any account, far from overflowing doubles. */
export const MAX_BACKTEST_MONEY = 1_000_000_000;

/** Bounds of every numeric field (docs/backtest.md, API: Validation). */
export const BACKTEST_NUMBER_RULES: Readonly<Record<NumberKey, NumberRule>> = {
  positionCount: { min: 1, max: 2000 },
  initialBalance: { min: 0, max: MAX_BACKTEST_MONEY, exclusiveMin: true },
  positionSizeEuro: { min: 0, max: MAX_BACKTEST_MONEY, exclusiveMin: true },
  leverage: { min: 0, max: 125, exclusiveMin: true },
  maximumTimePositionExecution: { min: 1, max: 720 },
  riskScore: { min: 0 },
  forcePercentage: { min: 0, max: 100 },
  trendConfidence: { min: 0, max: 100 },
  waitTimeMinutes: { min: 0, max: 1440 },
  candlesRequired: { min: 1, max: 60 },
  totalCandles: { min: 1, max: 60 },
  signalsRequired: { min: 1 },
  signalTimeWindowMinutes: { min: 0, max: 1440 },
  nbrRepetition: { min: 1 },
  timeWindows: { min: 0, max: 10080 },
  stopLossPercent: { min: -100, max: 0, exclusiveMin: true, exclusiveMax: true },
  tp1Percent: { min: 0, exclusiveMin: true },
  tp2Percent: { min: 0, exclusiveMin: true },
  tp3Percent: { min: 0, exclusiveMin: true },
  breakEvenPercent: { min: -100, exclusiveMin: true },
  tp1ExitPercent: { min: 0, max: 100 },
  tp2ExitPercent: { min: 0, max: 100 },
  customFilterValue: {},
  minPriceSpreadPercent: { min: 0 },
  maxPriceSpreadPercent: { min: 0 },
  maxCandleSize: { min: 0, exclusiveMin: true },
  reversalWaitTimeMinutes: { min: 0, max: 1440 },
  reversalThresholdPercent: { min: 0, exclusiveMin: true },
  maxPatternSearchMinutes: { min: 0, max: 1440 },
  pattern1MinCandles: { min: 1, max: 5 },
  pattern2MinCandles: { min: 1, max: 5 },
  waitBetweenPatternsMinutes: { min: 0, max: 1440 },
  totalCandlesToAnalyze: { min: 3, max: 10 },
  earlyReversalThreshold: { min: 0 },
  earlyReversalCandles: { min: 1, max: 60 },
  singleCandleReversalThreshold: { min: 0 },
  minVolumeMultiplier: { min: 0 },
  minBuyerRatioMultiplier: { min: 0 },
  volumeLookbackPeriod: { min: 1, max: 1440 },
  btcVolumeMultiplier: { min: 0 },
  btcLookbackPeriod: { min: 1, max: 1440 },
  btcMinCandleSize: { min: 0 },
  feePercent: { min: 0, max: 10 },
};

const INTEGER_FIELDS: ReadonlySet<BacktestConfigKey> = new Set(BACKTEST_INTEGER_FIELDS);

export function isIntegerField(key: BacktestConfigKey): boolean {
  return INTEGER_FIELDS.has(key);
}

function numberSchema(key: NumberKey) {
  const rule = BACKTEST_NUMBER_RULES[key];
  const integer = isIntegerField(key);
  let schema = z.number({ error: `${key} must be a number` }).finite(`${key} must be a finite number`);
  if (integer) schema = schema.int(`${key} must be an integer`);
  if (rule.min !== undefined) {
    schema = rule.exclusiveMin
      ? schema.gt(rule.min, `${key} must be greater than ${rule.min}`)
      : schema.gte(rule.min, `${key} must be at least ${rule.min}`);
  }
  if (rule.max !== undefined) {
    schema = rule.exclusiveMax
      ? schema.lt(rule.max, `${key} must be less than ${rule.max}`)
      : schema.lte(rule.max, `${key} must be at most ${rule.max}`);
  }
  return schema;
}

const booleanSchema = (key: BooleanKey) => z.boolean({ error: `${key} must be true or false` });

function isValidIsoDate(text: string): boolean {
  const time = Date.parse(`${text}T00:00:00.000Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === text;
}

const dateSchema = (key: 'startDate' | 'endDate') =>
  z
    .string({ error: `${key} must be a date YYYY-MM-DD` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: `${key} must be a date YYYY-MM-DD`, abort: true })
    .refine(isValidIsoDate, `${key} is not a valid calendar date`)
    .nullable();

const fieldSchemas = {
  positionCount: numberSchema('positionCount'),
  initialBalance: numberSchema('initialBalance'),
  positionSizeEuro: numberSchema('positionSizeEuro'),
  leverage: numberSchema('leverage'),
  useDateRange: booleanSchema('useDateRange'),
  startDate: dateSchema('startDate'),
  endDate: dateSchema('endDate'),
  useCacheOnly: booleanSchema('useCacheOnly'),
  maximumTimePositionExecution: numberSchema('maximumTimePositionExecution'),
  riskScore: numberSchema('riskScore'),
  forcePercentage: numberSchema('forcePercentage'),
  trendConfidence: numberSchema('trendConfidence'),
  waitTimeMinutes: numberSchema('waitTimeMinutes'),
  candlesRequired: numberSchema('candlesRequired'),
  totalCandles: numberSchema('totalCandles'),
  signalsRequired: numberSchema('signalsRequired'),
  signalTimeWindowMinutes: numberSchema('signalTimeWindowMinutes'),
  nbrRepetition: numberSchema('nbrRepetition'),
  timeWindows: numberSchema('timeWindows'),
  stopLossPercent: numberSchema('stopLossPercent'),
  tp1Percent: numberSchema('tp1Percent'),
  tp2Percent: numberSchema('tp2Percent'),
  tp3Percent: numberSchema('tp3Percent'),
  breakEvenPercent: numberSchema('breakEvenPercent'),
  tp1ExitPercent: numberSchema('tp1ExitPercent'),
  tp2ExitPercent: numberSchema('tp2ExitPercent'),
  enableBreakeven1: booleanSchema('enableBreakeven1'),
  enableBreakeven2: booleanSchema('enableBreakeven2'),
  followInitialDirection: booleanSchema('followInitialDirection'),
  customFilterEnabled: booleanSchema('customFilterEnabled'),
  customFilterField: z.enum(CUSTOM_FILTER_FIELDS, {
    error: `customFilterField must be one of ${CUSTOM_FILTER_FIELDS.join(', ')}`,
  }),
  customFilterOperator: z.enum(CUSTOM_FILTER_OPERATORS, {
    error: `customFilterOperator must be one of ${CUSTOM_FILTER_OPERATORS.join(' ')}`,
  }),
  customFilterValue: numberSchema('customFilterValue'),
  minPriceSpreadPercent: numberSchema('minPriceSpreadPercent'),
  maxPriceSpreadPercent: numberSchema('maxPriceSpreadPercent'),
  maxCandleSize: numberSchema('maxCandleSize'),
  enableReversal: booleanSchema('enableReversal'),
  reversalWaitTimeMinutes: numberSchema('reversalWaitTimeMinutes'),
  reversalThresholdPercent: numberSchema('reversalThresholdPercent'),
  maxPatternSearchMinutes: numberSchema('maxPatternSearchMinutes'),
  pattern1MinCandles: numberSchema('pattern1MinCandles'),
  pattern2MinCandles: numberSchema('pattern2MinCandles'),
  waitBetweenPatternsMinutes: numberSchema('waitBetweenPatternsMinutes'),
  totalCandlesToAnalyze: numberSchema('totalCandlesToAnalyze'),
  openAfterFirstPatternOnly: booleanSchema('openAfterFirstPatternOnly'),
  acceptInversePatterns: booleanSchema('acceptInversePatterns'),
  earlyReversalThreshold: numberSchema('earlyReversalThreshold'),
  earlyReversalCandles: numberSchema('earlyReversalCandles'),
  singleCandleReversalThreshold: numberSchema('singleCandleReversalThreshold'),
  minVolumeMultiplier: numberSchema('minVolumeMultiplier'),
  minBuyerRatioMultiplier: numberSchema('minBuyerRatioMultiplier'),
  volumeLookbackPeriod: numberSchema('volumeLookbackPeriod'),
  enableBtcProtection: booleanSchema('enableBtcProtection'),
  btcVolumeMultiplier: numberSchema('btcVolumeMultiplier'),
  btcLookbackPeriod: numberSchema('btcLookbackPeriod'),
  btcMinCandleSize: numberSchema('btcMinCandleSize'),
  feePercent: numberSchema('feePercent'),
} satisfies { [K in BacktestConfigKey]: z.ZodType<BacktestConfig[K]> };

/** Rules that involve two fields. */
function checkCrossFields(config: BacktestConfig, ctx: z.core.$RefinementCtx<BacktestConfig>): void {
  if (config.useDateRange) {
    if (!config.startDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['startDate'],
        message: 'startDate is required when useDateRange is true',
      });
    }
    if (!config.endDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'endDate is required when useDateRange is true',
      });
    }
  }
  if (config.startDate && config.endDate && config.startDate > config.endDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'endDate must be on or after startDate' });
  }
  if (config.candlesRequired > config.totalCandles) {
    ctx.addIssue({
      code: 'custom',
      path: ['candlesRequired'],
      message: 'candlesRequired must be at most totalCandles',
    });
  }
}

function withDefaults<S extends z.ZodType>(key: BacktestConfigKey, schema: S) {
  return schema.default(DEFAULT_BACKTEST_CONFIG[key] as never);
}

const configShape = Object.fromEntries(
  BACKTEST_CONFIG_KEYS.map((key) => [key, withDefaults(key, fieldSchemas[key])]),
) as { [K in BacktestConfigKey]: z.ZodDefault<(typeof fieldSchemas)[K]> };

/**
 * A configuration as JSON (the response's `config`, an imported settings file): typed values,
 * absent fields take their defaults, unknown keys are dropped.
 */
export const backtestConfigSchema = z.object(configShape).superRefine(checkCrossFields);

const NUMBER_TEXT = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/** Turns one query-string value into the type its field expects; anything else is left for the field to reject. */
function fromQueryText(key: BacktestConfigKey, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  const expected = DEFAULT_BACKTEST_CONFIG[key];
  if (key === 'startDate' || key === 'endDate') return text === '' ? null : text;
  if (typeof expected === 'boolean') {
    if (text === 'true') return true;
    if (text === 'false') return false;
    return value;
  }
  if (typeof expected === 'number') return NUMBER_TEXT.test(text) ? Number(text) : value;
  return text;
}

const queryShape = Object.fromEntries(
  BACKTEST_CONFIG_KEYS.map((key) => [
    key,
    z.preprocess((value) => fromQueryText(key, value), fieldSchemas[key]).optional(),
  ]),
) as { [K in BacktestConfigKey]: z.ZodOptional<z.ZodPipe<z.ZodTransform, (typeof fieldSchemas)[K]>> };

/**
 * The query string of GET /api/backtesting/run (every value a string) parsed into a full
 * BacktestConfig: absent fields take their defaults, each bad field gets its own message.
 */
export const backtestQuerySchema = z
  .object(queryShape)
  .transform((query): BacktestConfig => {
    const config = { ...DEFAULT_BACKTEST_CONFIG } as Record<BacktestConfigKey, unknown>;
    for (const key of BACKTEST_CONFIG_KEYS) {
      if (query[key] !== undefined) config[key] = query[key];
    }
    return config as unknown as BacktestConfig;
  })
  .superRefine(checkCrossFields);
export type BacktestQuery = z.input<typeof backtestQuerySchema>;

/** Every field stringified for the query; null and undefined left out (docs/backtest.md, API). */
export function backtestConfigToQuery(config: Partial<BacktestConfig>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of BACKTEST_CONFIG_KEYS) {
    const value = config[key];
    if (value === null || value === undefined) continue;
    query[key] = String(value);
  }
  return query;
}

export const backtestTradeSchema = z.object({
  positionId: z.number().int(),
  symbol: z.string(),
  direction: z.enum(DIRECTIONS),
  exitReason: z.enum(EXIT_REASONS),
  profitLoss: z.number(),
  entryPrice: z.number(),
  exitPrice: z.number(),
  initialOpportunityTime: z.string(),
  entryTime: z.string(),
  exitTime: z.string(),
  duration: z.number(),
  tpsHit: z.array(z.enum(TARGET_NAMES)),
}) satisfies z.ZodType<BacktestTrade>;

export const backtestSummarySchema = z.object({
  totalTrades: z.number().int(),
  winRate: z.number(),
  totalProfitLoss: z.number(),
  returnOnInvestment: z.number(),
  finalBalance: z.number(),
  averageDuration: z.number(),
  bestTrade: z.number(),
  worstTrade: z.number(),
  tp1Hits: z.number().int(),
  tp2Hits: z.number().int(),
  tp3Hits: z.number().int(),
  stopLossHits: z.number().int(),
  breakEven1Hits: z.number().int(),
  breakEven2Hits: z.number().int(),
  btcReversalHits: z.number().int(),
  ignoredPositions: z.number().int(),
  totalCapitalRisked: z.number(),
  ignoredReasons: z.record(z.enum(IGNORED_REASONS), z.number().int()),
  ambiguousCandles: z.number().int(),
}) satisfies z.ZodType<BacktestSummary>;

/** The answer of GET /api/backtesting/run. */
export const backtestResultSchema = z.object({
  config: backtestConfigSchema,
  summary: backtestSummarySchema,
  trades: z.array(backtestTradeSchema),
}) satisfies z.ZodType<BacktestResult>;

// Both directions, so a field added on either side without the other fails to compile.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const resultMatchesCore: Same<z.output<typeof backtestResultSchema>, BacktestResult> = true;
const configMatchesCore: Same<z.output<typeof backtestQuerySchema>, BacktestConfig> = true;
void resultMatchesCore;
void configMatchesCore;
