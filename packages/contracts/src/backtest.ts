import {
  BACKTEST_CONFIG_KEYS,
  type BacktestConfig,
  type BacktestConfigKey,
  DEFAULT_BACKTEST_CONFIG,
} from '@signaldesk/core/backtest/config';
import {
  BACKTEST_CHOICES,
  BACKTEST_CROSS_FIELD_RULES,
  BACKTEST_DATE_RULE,
  BACKTEST_NUMBER_RULES,
  type BacktestBooleanKey,
  type BacktestChoiceKey,
  type BacktestDateKey,
  type BacktestNumberKey,
  type ConfigIssue,
  MAX_BACKTEST_MONEY,
  BACKTEST_RULE_MESSAGES as MESSAGES,
} from '@signaldesk/core/backtest/config-rules';
import {
  type BacktestResult,
  type BacktestSummary,
  type BacktestTrade,
  EXIT_REASONS,
  IGNORED_REASONS,
  TARGET_NAMES,
} from '@signaldesk/core/backtest/types';
import { POSITION_CATEGORIES } from '@signaldesk/core/position/category';
import { DIRECTIONS } from '@signaldesk/core/position/profit';
import { DECIMAL_TEXT } from '@signaldesk/core/rules/number-rule';
import { z } from 'zod';
import { numberRuleSchema } from './number-rule';

export { MAX_BACKTEST_MONEY };

/**
 * GET /api/backtesting/run: the configuration travels as query parameters, every value a string; the answer
 * is {config, summary, trades}. Every rule comes from core's rule table (config-rules.ts), so the server, the
 * command line, the engine, the screen and the settings import accept the same configurations in the same
 * words (docs/backtest.md, "Configuration rules").
 */

/** A numeric field from its row of the rule table. */
const numberSchema = (key: BacktestNumberKey) => numberRuleSchema(key, BACKTEST_NUMBER_RULES[key]);

const booleanSchema = (key: BacktestBooleanKey) => z.boolean({ error: MESSAGES.notBoolean(key) });

const dateSchema = (key: BacktestDateKey) =>
  z
    .string({ error: MESSAGES.notDate(key) })
    .regex(BACKTEST_DATE_RULE.pattern, { error: MESSAGES.notDate(key), abort: true })
    .refine(BACKTEST_DATE_RULE.isCalendarDate, { error: MESSAGES.notCalendarDate(key), abort: true })
    .refine(BACKTEST_DATE_RULE.isWithinYears, { error: MESSAGES.notInDateYears(key) })
    .nullable();

const choiceSchema = <K extends BacktestChoiceKey>(key: K) =>
  z.enum(BACKTEST_CHOICES[key].options as (typeof BACKTEST_CHOICES)[K]['options'], {
    error: MESSAGES.notChoice(key),
  });

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
  customFilterField: choiceSchema('customFilterField'),
  customFilterOperator: choiceSchema('customFilterOperator'),
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

/** The rules that tie fields together, from the rule table; a rule reading a field that is itself bad is skipped. */
function checkCrossFields(config: BacktestConfig, ctx: z.core.$RefinementCtx<BacktestConfig>): void {
  for (const rule of BACKTEST_CROSS_FIELD_RULES) {
    if (rule.fields.some((key) => !fieldSchemas[key].safeParse(config[key]).success)) continue;
    if (!rule.holds(config)) ctx.addIssue({ code: 'custom', message: rule.message, path: [rule.path] });
  }
}

/** The issues of a failed parse as the rule table names them (path = the field). */
export function configIssuesOf(error: z.ZodError): ConfigIssue[] {
  return error.issues.map((issue) => ({
    path: String(issue.path[0]) as BacktestConfigKey,
    message: issue.message,
  }));
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
  if (typeof expected === 'number') return DECIMAL_TEXT.test(text) ? Number(text) : value;
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
  category: z.enum(POSITION_CATEGORIES),
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
  // A run stored before a reason existed has no count for it: 0 (lateEntry came with docs/signals.md, Late entries).
  ignoredReasons: z.object(
    Object.fromEntries(IGNORED_REASONS.map((reason) => [reason, z.number().int().default(0)])) as {
      [K in (typeof IGNORED_REASONS)[number]]: z.ZodDefault<z.ZodNumber>;
    },
  ),
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
