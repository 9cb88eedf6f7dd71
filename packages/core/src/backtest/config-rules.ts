import { DATE_RULE } from '../rules/date-rule';
import {
  describeRuleLimits,
  NUMBER_RULE_MESSAGES,
  type NumberRule,
  numberRuleIssue,
} from '../rules/number-rule';
import {
  type BacktestConfig,
  type BacktestConfigKey,
  CUSTOM_FILTER_FIELDS,
  CUSTOM_FILTER_OPERATORS,
  DEFAULT_BACKTEST_CONFIG,
} from './config';
import { utcDayStart } from './utc-date';

export type { NumberRule };

/**
 * The one rule table of the backtest configuration (docs/backtest.md, "Configuration rules"): every bound,
 * step, integer rule, closed set, the date rule and the rules that tie two fields together, as data. The
 * engine's check, the API's zod schemas, the command line and the screen's inputs all read it, so they accept
 * exactly the same configurations and say the same words about the others.
 */

export type BacktestNumberKey = {
  [K in BacktestConfigKey]: BacktestConfig[K] extends number ? K : never;
}[BacktestConfigKey];
export type BacktestBooleanKey = {
  [K in BacktestConfigKey]: BacktestConfig[K] extends boolean ? K : never;
}[BacktestConfigKey];
export type BacktestDateKey = 'startDate' | 'endDate';
export type BacktestChoiceKey = 'customFilterField' | 'customFilterOperator';

const int = (min: number, max?: number): NumberRule => ({ integer: true, min, max, step: 1 });
const dec = (step: number, bounds: Omit<NumberRule, 'integer' | 'step'> = {}): NumberRule => ({
  integer: false,
  step,
  ...bounds,
});
const above0 = { min: 0, exclusiveMin: true } as const;
/**
 * The smallest move a take profit or a stop sets, in percent: below it the level rounds onto the entry at the
 * exchange's tick and every open is refused (docs/trading-parameters.md, Bounds).
 */
export const MIN_LEVEL_MOVE_PERCENT = 0.01;
/** A take profit moves the price in the trade's favour by less than 100 %: a SHORT's price cannot reach 0. */
const targetMove = { min: MIN_LEVEL_MOVE_PERCENT, max: 100, exclusiveMax: true } as const;

/** The largest amount of money (USD) a backtest accepts: ample for any account, far from overflowing doubles. */
export const MAX_BACKTEST_MONEY = 1_000_000_000;
/** The largest volume or taker-share multiplier: a thousand times the usual volume is already never met. */
const MAX_MULTIPLIER = 1000;
/** The custom filter compares scores, ratios and indexes: a million either way is beyond all of them. */
const MAX_FILTER_VALUE = 1_000_000;

export const BACKTEST_NUMBER_RULES: Readonly<Record<BacktestNumberKey, NumberRule>> = {
  positionCount: int(1, 2000),
  initialBalance: dec(100, { ...above0, max: MAX_BACKTEST_MONEY }),
  positionSizeEuro: dec(10, { ...above0, max: MAX_BACKTEST_MONEY }),
  leverage: dec(1, { ...above0, max: 125 }),
  maximumTimePositionExecution: int(1, 720),
  riskScore: dec(0.1, { min: 0, max: 10 }),
  forcePercentage: dec(0.1, { min: 0, max: 100 }),
  trendConfidence: dec(0.1, { min: 0, max: 100 }),
  waitTimeMinutes: int(0, 1440),
  candlesRequired: int(1, 60),
  totalCandles: int(1, 60),
  signalsRequired: int(1, 100),
  signalTimeWindowMinutes: int(0, 1440),
  nbrRepetition: int(1, 100),
  timeWindows: int(0, 10080),
  stopLossPercent: dec(0.1, { min: -100, exclusiveMin: true, max: -MIN_LEVEL_MOVE_PERCENT }),
  tp1Percent: dec(0.1, targetMove),
  tp2Percent: dec(0.1, targetMove),
  tp3Percent: dec(0.1, targetMove),
  breakEvenPercent: dec(0.1, { min: -100, exclusiveMin: true, max: 100, exclusiveMax: true }),
  tp1ExitPercent: int(0, 100),
  tp2ExitPercent: int(0, 100),
  customFilterValue: dec(0.01, { min: -MAX_FILTER_VALUE, max: MAX_FILTER_VALUE }),
  minPriceSpreadPercent: dec(0.1, { min: 0, max: 100 }),
  maxPriceSpreadPercent: dec(0.1, { min: 0, max: 100 }),
  maxCandleSize: dec(0.1, { ...above0, max: 100 }),
  reversalWaitTimeMinutes: int(0, 1440),
  reversalThresholdPercent: dec(0.1, { ...above0, max: 100 }),
  maxPatternSearchMinutes: int(0, 1440),
  pattern1MinCandles: int(1, 5),
  pattern2MinCandles: int(1, 5),
  waitBetweenPatternsMinutes: int(0, 1440),
  totalCandlesToAnalyze: int(3, 10),
  earlyReversalThreshold: dec(0.1, { min: 0, max: 100 }),
  earlyReversalCandles: int(1, 60),
  singleCandleReversalThreshold: dec(0.1, { min: 0, max: 100 }),
  minVolumeMultiplier: dec(0.1, { min: 0, max: MAX_MULTIPLIER }),
  minBuyerRatioMultiplier: dec(0.1, { min: 0, max: MAX_MULTIPLIER }),
  volumeLookbackPeriod: int(1, 1440),
  btcVolumeMultiplier: dec(0.5, { min: 0, max: MAX_MULTIPLIER }),
  btcLookbackPeriod: int(1, 1440),
  btcMinCandleSize: dec(0.01, { min: 0, max: 100 }),
  feePercent: dec(0.01, { min: 0, max: 10 }),
};

export const BACKTEST_NUMBER_KEYS = Object.keys(BACKTEST_NUMBER_RULES) as BacktestNumberKey[];
export const BACKTEST_BOOLEAN_KEYS = (Object.keys(DEFAULT_BACKTEST_CONFIG) as BacktestConfigKey[]).filter(
  (key): key is BacktestBooleanKey => typeof DEFAULT_BACKTEST_CONFIG[key] === 'boolean',
);
export const BACKTEST_DATE_KEYS: readonly BacktestDateKey[] = ['startDate', 'endDate'];

/** The closed sets of the select-like fields, and how their message lists them. */
export const BACKTEST_CHOICES = {
  customFilterField: { options: CUSTOM_FILTER_FIELDS, separator: ', ' },
  customFilterOperator: { options: CUSTOM_FILTER_OPERATORS, separator: ' ' },
} as const satisfies Record<BacktestChoiceKey, { options: readonly string[]; separator: string }>;

export function isIntegerField(key: BacktestConfigKey): boolean {
  return (BACKTEST_NUMBER_RULES as Partial<Record<BacktestConfigKey, NumberRule>>)[key]?.integer === true;
}

export function isNumberField(key: BacktestConfigKey): key is BacktestNumberKey {
  return key in BACKTEST_NUMBER_RULES;
}

/** One broken rule: the field it is shown on and the message, which starts with a field name. */
export interface ConfigIssue {
  path: BacktestConfigKey;
  message: string;
}

/**
 * The words of every rule: the engine, the API and the screen all say these (the API's zod schemas build
 * their messages from this table too).
 */
export const BACKTEST_RULE_MESSAGES = {
  ...NUMBER_RULE_MESSAGES,
  notBoolean: (key: string) => `${key} must be true or false`,
  notDate: (key: string) => `${key} must be a date YYYY-MM-DD`,
  notCalendarDate: (key: string) => `${key} is not a valid calendar date`,
  notInDateYears: (key: string) => `${key} ${DATE_RULE.message}`,
  notChoice: (key: BacktestChoiceKey) =>
    `${key} must be one of ${BACKTEST_CHOICES[key].options.join(BACKTEST_CHOICES[key].separator)}`,
} as const;

/** The date rule: `YYYY-MM-DD`, a real calendar day (UTC) within DATE_YEARS; null means unset. */
export const BACKTEST_DATE_RULE = {
  pattern: /^\d{4}-\d{2}-\d{2}$/,
  isCalendarDate: (text: string): boolean => !Number.isNaN(utcDayStart(text)),
  isWithinYears: DATE_RULE.isWithinYears,
} as const;

const M = BACKTEST_RULE_MESSAGES;
export const numberTypeMessage = (key: BacktestNumberKey) => M.notNumber(key);

/** The first rule a numeric value breaks, or null. */
export function numberFieldIssue(key: BacktestNumberKey, value: unknown): string | null {
  return numberRuleIssue(key, BACKTEST_NUMBER_RULES[key], value);
}

/** The first rule a date value breaks (null is allowed: whether a date is needed is a cross-field rule). */
export function dateFieldIssue(key: BacktestDateKey, value: unknown): string | null {
  if (value === null) return null;
  if (typeof value !== 'string' || !BACKTEST_DATE_RULE.pattern.test(value)) return M.notDate(key);
  if (!BACKTEST_DATE_RULE.isCalendarDate(value)) return M.notCalendarDate(key);
  return BACKTEST_DATE_RULE.isWithinYears(value) ? null : M.notInDateYears(key);
}

/** The rule a single field breaks, or null. */
export function fieldIssue(key: BacktestConfigKey, value: unknown): string | null {
  if (isNumberField(key)) return numberFieldIssue(key, value);
  if (key === 'startDate' || key === 'endDate') return dateFieldIssue(key, value);
  if (key === 'customFilterField' || key === 'customFilterOperator') {
    return (BACKTEST_CHOICES[key].options as readonly unknown[]).includes(value) ? null : M.notChoice(key);
  }
  return typeof value === 'boolean' ? null : M.notBoolean(key);
}

/** A rule tying fields together: judged only when every field it reads is valid on its own. */
export interface CrossFieldRule {
  fields: readonly BacktestConfigKey[];
  path: BacktestConfigKey;
  message: string;
  holds: (config: BacktestConfig) => boolean;
}

/** The two partial closes leave something for TP3; the trading parameters TP1/TP2_SIZE_PERCENT keep it too. */
export const EXIT_SHARES_RULE = {
  fields: ['tp1ExitPercent', 'tp2ExitPercent'],
  path: 'tp2ExitPercent',
  message: 'tp1ExitPercent + tp2ExitPercent must be at most 100',
  holds: (c: Pick<BacktestConfig, 'tp1ExitPercent' | 'tp2ExitPercent'>) =>
    c.tp1ExitPercent + c.tp2ExitPercent <= 100,
} as const satisfies CrossFieldRule;

/** A pattern's spread window is not empty; the Signal Manager's SIGNAL_*_PRICE_SPREAD_PERCENT keep it too. */
export const SPREAD_ORDER_RULE = {
  fields: ['minPriceSpreadPercent', 'maxPriceSpreadPercent'],
  path: 'maxPriceSpreadPercent',
  message: 'maxPriceSpreadPercent must be at least minPriceSpreadPercent',
  holds: (c: Pick<BacktestConfig, 'minPriceSpreadPercent' | 'maxPriceSpreadPercent'>) =>
    c.minPriceSpreadPercent <= c.maxPriceSpreadPercent,
} as const satisfies CrossFieldRule;

export const BACKTEST_CROSS_FIELD_RULES: readonly CrossFieldRule[] = [
  {
    fields: ['useDateRange', 'startDate'],
    path: 'startDate',
    message: 'startDate is required when useDateRange is true',
    holds: (c) => !c.useDateRange || c.startDate !== null,
  },
  {
    fields: ['useDateRange', 'endDate'],
    path: 'endDate',
    message: 'endDate is required when useDateRange is true',
    holds: (c) => !c.useDateRange || c.endDate !== null,
  },
  {
    fields: ['startDate', 'endDate'],
    path: 'endDate',
    message: 'endDate must be on or after startDate',
    holds: (c) => c.startDate === null || c.endDate === null || c.startDate <= c.endDate,
  },
  {
    fields: ['candlesRequired', 'totalCandles'],
    path: 'candlesRequired',
    message: 'candlesRequired must be at most totalCandles',
    holds: (c) => c.candlesRequired <= c.totalCandles,
  },
  SPREAD_ORDER_RULE,
  EXIT_SHARES_RULE,
];

/** The cross-field rules broken by a configuration whose fields may be invalid (those rules are skipped). */
export function crossFieldIssues(config: Readonly<Record<string, unknown>>): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  for (const rule of BACKTEST_CROSS_FIELD_RULES) {
    if (rule.fields.some((key) => fieldIssue(key, config[key]) !== null)) continue;
    if (!rule.holds(config as unknown as BacktestConfig))
      issues.push({ path: rule.path, message: rule.message });
  }
  return issues;
}

/** Every rule a configuration breaks, field by field in the configuration's order, then the cross-field ones. */
export function backtestConfigIssues(config: Readonly<Record<string, unknown>>): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  for (const key of Object.keys(DEFAULT_BACKTEST_CONFIG) as BacktestConfigKey[]) {
    const message = fieldIssue(key, config[key]);
    if (message) issues.push({ path: key, message });
  }
  return [...issues, ...crossFieldIssues(config)];
}

/** The limits of a numeric field in words, for help texts: "1 to 2000", "above 0", "below 0". */
export function describeNumberLimits(key: BacktestNumberKey): string | null {
  return describeRuleLimits(BACKTEST_NUMBER_RULES[key]);
}
