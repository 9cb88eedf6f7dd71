import {
  BACKTEST_CONFIG_KEYS,
  BACKTEST_INTEGER_FIELDS,
  type BacktestConfig,
  type BacktestConfigKey,
  CUSTOM_FILTER_FIELDS,
  CUSTOM_FILTER_OPERATORS,
} from './config';

/** A backtest configuration that the engine cannot run; `field` names the offending field. */
export class BacktestConfigError extends Error {
  override readonly name = 'BacktestConfigError';
  constructor(
    readonly field: BacktestConfigKey,
    message: string,
  ) {
    super(message);
  }
}

const BOOLEAN_FIELDS = [
  'useDateRange',
  'useCacheOnly',
  'enableBreakeven1',
  'enableBreakeven2',
  'followInitialDirection',
  'customFilterEnabled',
  'enableReversal',
  'openAfterFirstPatternOnly',
  'acceptInversePatterns',
  'enableBtcProtection',
] as const satisfies readonly BacktestConfigKey[];

/** Fields that must be above zero. */
const POSITIVE_FIELDS = [
  'initialBalance',
  'positionSizeEuro',
  'leverage',
] as const satisfies readonly BacktestConfigKey[];

/** Fields that only have to be finite numbers. */
const FREE_NUMBER_FIELDS = [
  'stopLossPercent',
  'tp1Percent',
  'tp2Percent',
  'tp3Percent',
  'breakEvenPercent',
  'customFilterValue',
] as const satisfies readonly BacktestConfigKey[];

/** Inclusive bounds of numeric fields. */
const BOUNDS: Partial<Record<BacktestConfigKey, readonly [number, number]>> = {
  positionCount: [1, 2000],
  maximumTimePositionExecution: [1, Number.POSITIVE_INFINITY],
  waitTimeMinutes: [0, Number.POSITIVE_INFINITY],
  candlesRequired: [1, 60],
  totalCandles: [1, 60],
  signalsRequired: [1, Number.POSITIVE_INFINITY],
  signalTimeWindowMinutes: [0, Number.POSITIVE_INFINITY],
  nbrRepetition: [1, Number.POSITIVE_INFINITY],
  timeWindows: [0, Number.POSITIVE_INFINITY],
  tp1ExitPercent: [0, 100],
  tp2ExitPercent: [0, 100],
  minPriceSpreadPercent: [0, Number.POSITIVE_INFINITY],
  maxPriceSpreadPercent: [0, Number.POSITIVE_INFINITY],
  maxCandleSize: [0, Number.POSITIVE_INFINITY],
  reversalWaitTimeMinutes: [0, Number.POSITIVE_INFINITY],
  reversalThresholdPercent: [0, Number.POSITIVE_INFINITY],
  maxPatternSearchMinutes: [0, Number.POSITIVE_INFINITY],
  pattern1MinCandles: [1, Number.POSITIVE_INFINITY],
  pattern2MinCandles: [1, Number.POSITIVE_INFINITY],
  waitBetweenPatternsMinutes: [0, Number.POSITIVE_INFINITY],
  totalCandlesToAnalyze: [1, Number.POSITIVE_INFINITY],
  earlyReversalThreshold: [0, Number.POSITIVE_INFINITY],
  earlyReversalCandles: [1, Number.POSITIVE_INFINITY],
  singleCandleReversalThreshold: [0, Number.POSITIVE_INFINITY],
  minVolumeMultiplier: [0, Number.POSITIVE_INFINITY],
  minBuyerRatioMultiplier: [0, Number.POSITIVE_INFINITY],
  volumeLookbackPeriod: [1, Number.POSITIVE_INFINITY],
  btcVolumeMultiplier: [0, Number.POSITIVE_INFINITY],
  btcLookbackPeriod: [1, Number.POSITIVE_INFINITY],
  btcMinCandleSize: [0, Number.POSITIVE_INFINITY],
  feePercent: [0, 100],
};

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** ms of `YYYY-MM-DD` 00:00:00.000 UTC, or NaN when it is not a real calendar date. */
export function utcDayStart(date: string): number {
  if (!DATE_PATTERN.test(date)) return Number.NaN;
  const ms = Date.parse(`${date}T00:00:00.000Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().startsWith(date) ? ms : Number.NaN;
}

function fail(field: BacktestConfigKey, message: string): never {
  throw new BacktestConfigError(field, `${field} ${message}`);
}

/** Checks a configuration at the engine's boundary; throws BacktestConfigError naming the first bad field. */
export function validateBacktestConfig(config: BacktestConfig): void {
  for (const key of BACKTEST_CONFIG_KEYS) {
    if (!(key in config)) fail(key, 'is missing');
  }
  for (const key of BOOLEAN_FIELDS) {
    if (typeof config[key] !== 'boolean') fail(key, `must be a boolean, got ${String(config[key])}`);
  }
  const numberKeys = [
    ...FREE_NUMBER_FIELDS,
    ...POSITIVE_FIELDS,
    ...(Object.keys(BOUNDS) as BacktestConfigKey[]),
  ];
  for (const key of numberKeys) {
    const value = config[key];
    if (typeof value !== 'number' || !Number.isFinite(value))
      fail(key, `must be a finite number, got ${String(value)}`);
  }
  for (const key of POSITIVE_FIELDS) {
    if (!(config[key] > 0)) fail(key, `must be > 0, got ${config[key]}`);
  }
  for (const [key, [min, max]] of Object.entries(BOUNDS) as [
    BacktestConfigKey,
    readonly [number, number],
  ][]) {
    const value = config[key] as number;
    if (value < min || value > max) {
      fail(
        key,
        `must be ${max === Number.POSITIVE_INFINITY ? `>= ${min}` : `in [${min}, ${max}]`}, got ${value}`,
      );
    }
  }
  for (const key of BACKTEST_INTEGER_FIELDS) {
    if (!Number.isInteger(config[key])) fail(key, `must be an integer, got ${config[key]}`);
  }
  if (config.candlesRequired > config.totalCandles) {
    fail(
      'candlesRequired',
      `must be <= totalCandles (${config.totalCandles}), got ${config.candlesRequired}`,
    );
  }
  if (config.minPriceSpreadPercent > config.maxPriceSpreadPercent) {
    fail(
      'minPriceSpreadPercent',
      `must be <= maxPriceSpreadPercent (${config.maxPriceSpreadPercent}), got ${config.minPriceSpreadPercent}`,
    );
  }
  if (!(config.stopLossPercent < 0))
    fail('stopLossPercent', `must be negative, got ${config.stopLossPercent}`);
  if (!CUSTOM_FILTER_FIELDS.includes(config.customFilterField)) {
    fail(
      'customFilterField',
      `must be one of ${CUSTOM_FILTER_FIELDS.join(', ')}, got ${config.customFilterField}`,
    );
  }
  if (!CUSTOM_FILTER_OPERATORS.includes(config.customFilterOperator)) {
    fail(
      'customFilterOperator',
      `must be one of ${CUSTOM_FILTER_OPERATORS.join(' ')}, got ${config.customFilterOperator}`,
    );
  }
  if (config.useDateRange) {
    for (const key of ['startDate', 'endDate'] as const) {
      const value = config[key];
      if (typeof value !== 'string' || Number.isNaN(utcDayStart(value))) {
        fail(key, `must be a UTC date YYYY-MM-DD when useDateRange is true, got ${String(value)}`);
      }
    }
    if (config.startDate! > config.endDate!) {
      fail('startDate', `must be on or before endDate (${config.endDate}), got ${config.startDate}`);
    }
  }
}
