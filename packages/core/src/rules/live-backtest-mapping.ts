import {
  BACKTEST_CONFIG_KEYS,
  type BacktestConfig,
  type BacktestConfigKey,
  DEFAULT_BACKTEST_CONFIG,
} from '../backtest/config';

/**
 * The one mapping between the backtest configuration and the live trading parameters (docs/trading-parameters.md,
 * "Live and backtest: one table"). Each link says which trading parameter holds the same quantity as a backtest
 * field, in the same unit; the position field is where an open position keeps it. Read one way it builds the
 * configuration the Signal Manager runs live (the backtest's defaults with the linked parameters in their
 * place); read the other way it turns a kept run's configuration into the parameter values "Apply to live" writes.
 */
export interface LiveBacktestLink {
  field: BacktestConfigKey;
  /** The trading parameter's key (the catalogue of apps/server/.../trading-parameters.catalogue.ts). */
  key: string;
  /** How the parameter's text reads: a number, 'true'/'false', or one of the field's closed set as written. */
  kind: 'number' | 'boolean' | 'choice';
  /** The open position's field holding it, when a position keeps it. */
  positionField: string | null;
}

/**
 * The Position Manager's levels, sizes, breakeven and duration: what a new position and the monitor use. Read
 * together (`positionManagerOf`) they are the Position Manager's settings, under the backtest's names.
 */
export const POSITION_MANAGER_LINKS = [
  { field: 'stopLossPercent', key: 'DEFAULT_STOP_LOSS_PERCENT', kind: 'number', positionField: 'stopLoss' },
  { field: 'tp1Percent', key: 'DEFAULT_TP1_PERCENT', kind: 'number', positionField: 'tp1' },
  { field: 'tp2Percent', key: 'DEFAULT_TP2_PERCENT', kind: 'number', positionField: 'tp2' },
  { field: 'tp3Percent', key: 'DEFAULT_TP3_PERCENT', kind: 'number', positionField: 'tp3' },
  { field: 'tp1ExitPercent', key: 'TP1_SIZE_PERCENT', kind: 'number', positionField: 'tp1Size' },
  { field: 'tp2ExitPercent', key: 'TP2_SIZE_PERCENT', kind: 'number', positionField: 'tp2Size' },
  { field: 'breakEvenPercent', key: 'BREAKEVEN_PERCENT', kind: 'number', positionField: null },
  { field: 'enableBreakeven1', key: 'ENABLE_BREAKEVEN_1', kind: 'boolean', positionField: null },
  { field: 'enableBreakeven2', key: 'ENABLE_BREAKEVEN_2', kind: 'boolean', positionField: null },
  {
    field: 'maximumTimePositionExecution',
    key: 'MAX_POSITION_DURATION_HOURS',
    kind: 'number',
    positionField: null,
  },
] as const satisfies readonly LiveBacktestLink[];

/** The Signal Manager's two filters of a signal: its least force and its highest risk score. */
export const SIGNAL_FILTER_LINKS = [
  { field: 'forcePercentage', key: 'SIGNAL_MIN_FORCE_PERCENTAGE', kind: 'number', positionField: null },
  { field: 'riskScore', key: 'SIGNAL_MAX_RISK_SCORE', kind: 'number', positionField: null },
] as const satisfies readonly LiveBacktestLink[];

/**
 * The Signal Manager's entry rules (docs/signals.md, "The live configuration"): the trend filter, confirmation and
 * repetition windows, the wait and early reversal, the pattern search, spread, candle size, volume and taker
 * filters, the custom filter. Each key sets one field; the catalogue gives it the field's type, bounds and default.
 */
export const SIGNAL_ENTRY_LINKS = [
  { field: 'trendConfidence', key: 'SIGNAL_TREND_CONFIDENCE', kind: 'number', positionField: null },
  { field: 'signalsRequired', key: 'SIGNAL_SIGNALS_REQUIRED', kind: 'number', positionField: null },
  {
    field: 'signalTimeWindowMinutes',
    key: 'SIGNAL_CONFIRMATION_WINDOW_MINUTES',
    kind: 'number',
    positionField: null,
  },
  { field: 'nbrRepetition', key: 'SIGNAL_MAX_REPETITIONS', kind: 'number', positionField: null },
  { field: 'timeWindows', key: 'SIGNAL_REPETITION_WINDOW_MINUTES', kind: 'number', positionField: null },
  { field: 'waitTimeMinutes', key: 'SIGNAL_WAIT_TIME_MINUTES', kind: 'number', positionField: null },
  {
    field: 'earlyReversalThreshold',
    key: 'SIGNAL_EARLY_REVERSAL_PERCENT',
    kind: 'number',
    positionField: null,
  },
  {
    field: 'earlyReversalCandles',
    key: 'SIGNAL_EARLY_REVERSAL_CANDLES',
    kind: 'number',
    positionField: null,
  },
  {
    field: 'singleCandleReversalThreshold',
    key: 'SIGNAL_SINGLE_CANDLE_REVERSAL_PERCENT',
    kind: 'number',
    positionField: null,
  },
  {
    field: 'maxPatternSearchMinutes',
    key: 'SIGNAL_PATTERN_SEARCH_MINUTES',
    kind: 'number',
    positionField: null,
  },
  {
    field: 'totalCandlesToAnalyze',
    key: 'SIGNAL_PATTERN_WINDOW_CANDLES',
    kind: 'number',
    positionField: null,
  },
  { field: 'pattern1MinCandles', key: 'SIGNAL_PATTERN1_MIN_CANDLES', kind: 'number', positionField: null },
  { field: 'pattern2MinCandles', key: 'SIGNAL_PATTERN2_MIN_CANDLES', kind: 'number', positionField: null },
  {
    field: 'waitBetweenPatternsMinutes',
    key: 'SIGNAL_WAIT_BETWEEN_PATTERNS_MINUTES',
    kind: 'number',
    positionField: null,
  },
  {
    field: 'openAfterFirstPatternOnly',
    key: 'SIGNAL_OPEN_AFTER_FIRST_PATTERN',
    kind: 'boolean',
    positionField: null,
  },
  {
    field: 'acceptInversePatterns',
    key: 'SIGNAL_ACCEPT_INVERSE_PATTERNS',
    kind: 'boolean',
    positionField: null,
  },
  {
    field: 'followInitialDirection',
    key: 'SIGNAL_FOLLOW_INITIAL_DIRECTION',
    kind: 'boolean',
    positionField: null,
  },
  {
    field: 'minPriceSpreadPercent',
    key: 'SIGNAL_MIN_PRICE_SPREAD_PERCENT',
    kind: 'number',
    positionField: null,
  },
  {
    field: 'maxPriceSpreadPercent',
    key: 'SIGNAL_MAX_PRICE_SPREAD_PERCENT',
    kind: 'number',
    positionField: null,
  },
  { field: 'maxCandleSize', key: 'SIGNAL_MAX_CANDLE_SIZE_PERCENT', kind: 'number', positionField: null },
  { field: 'minVolumeMultiplier', key: 'SIGNAL_MIN_VOLUME_MULTIPLIER', kind: 'number', positionField: null },
  {
    field: 'minBuyerRatioMultiplier',
    key: 'SIGNAL_MIN_BUYER_RATIO_MULTIPLIER',
    kind: 'number',
    positionField: null,
  },
  {
    field: 'volumeLookbackPeriod',
    key: 'SIGNAL_VOLUME_LOOKBACK_CANDLES',
    kind: 'number',
    positionField: null,
  },
  { field: 'customFilterEnabled', key: 'SIGNAL_CUSTOM_FILTER_ENABLED', kind: 'boolean', positionField: null },
  { field: 'customFilterField', key: 'SIGNAL_CUSTOM_FILTER_FIELD', kind: 'choice', positionField: null },
  {
    field: 'customFilterOperator',
    key: 'SIGNAL_CUSTOM_FILTER_OPERATOR',
    kind: 'choice',
    positionField: null,
  },
  { field: 'customFilterValue', key: 'SIGNAL_CUSTOM_FILTER_VALUE', kind: 'number', positionField: null },
] as const satisfies readonly LiveBacktestLink[];

/** Every backtest field that has a live counterpart; all units are the same on both sides (percent, minutes, hours). */
export const LIVE_BACKTEST_LINKS = [
  ...POSITION_MANAGER_LINKS,
  ...SIGNAL_FILTER_LINKS,
  ...SIGNAL_ENTRY_LINKS,
] as const;

export type LiveParameterKey = (typeof LIVE_BACKTEST_LINKS)[number]['key'];

const LINKED = new Set<BacktestConfigKey>(LIVE_BACKTEST_LINKS.map((l) => l.field));

/**
 * The backtest fields no trading parameter holds: live, the Signal Manager runs them at the backtest's defaults
 * (DEFAULT_BACKTEST_CONFIG), and "Apply to live" names them rather than applying them.
 */
export const FIELDS_WITHOUT_LIVE_KEY: readonly BacktestConfigKey[] = BACKTEST_CONFIG_KEYS.filter(
  (field) => !LINKED.has(field),
);

/**
 * A backtest value in the stored form of its parameter: a number as its shortest decimal text, 'true'/'false', a
 * choice as written.
 */
export function liveTextOf(value: number | boolean | string): string {
  return String(value);
}

/** A stored parameter text as the backtest field's value. */
function backtestValueOf(kind: LiveBacktestLink['kind'], text: string): number | boolean | string {
  if (kind === 'boolean') return text === 'true';
  return kind === 'number' ? Number(text) : text;
}

/** The parameter values a run's configuration gives the live side, by key, in catalogue form. */
export function liveValuesOf(config: BacktestConfig): Record<LiveParameterKey, string> {
  const values = {} as Record<LiveParameterKey, string>;
  for (const l of LIVE_BACKTEST_LINKS)
    values[l.key] = liveTextOf(config[l.field] as number | boolean | string);
  return values;
}

/** The values a list of links reads from the parameters, by backtest field. */
function readLinks<L extends LiveBacktestLink>(
  links: readonly L[],
  textOf: (key: L['key']) => string,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const l of links) values[l.field] = backtestValueOf(l.kind, textOf(l.key));
  return values;
}

/**
 * The configuration live parameters stand for: the backtest's defaults, with each linked field read from its
 * parameter (`textOf` answers the usable stored text of a key).
 */
export function backtestConfigOf(textOf: (key: LiveParameterKey) => string): BacktestConfig {
  return {
    ...DEFAULT_BACKTEST_CONFIG,
    ...readLinks<(typeof LIVE_BACKTEST_LINKS)[number]>(LIVE_BACKTEST_LINKS, textOf),
  } as BacktestConfig;
}

export type PositionManagerKey = (typeof POSITION_MANAGER_LINKS)[number]['key'];
export type PositionManagerField = (typeof POSITION_MANAGER_LINKS)[number]['field'];

/**
 * The Position Manager's settings: what a new position and the monitor use, each under its backtest field's name
 * (one name per quantity, docs/trading-parameters.md, "One quantity, its names").
 */
export type PositionManagerSettings = Pick<BacktestConfig, PositionManagerField>;

/** The Position Manager's settings the parameters hold (`textOf` answers the usable stored text of a key). */
export function positionManagerOf(textOf: (key: PositionManagerKey) => string): PositionManagerSettings {
  return readLinks<(typeof POSITION_MANAGER_LINKS)[number]>(
    POSITION_MANAGER_LINKS,
    textOf,
  ) as unknown as PositionManagerSettings;
}

type KeptLink = Extract<(typeof POSITION_MANAGER_LINKS)[number], { positionField: string }>;
/** The fields a position keeps from the Position Manager: its levels (as prices) and its TP sizes. */
export type PositionKeptField = KeptLink['positionField'];

const KEPT_LINKS = POSITION_MANAGER_LINKS.filter((l): l is KeptLink => l.positionField !== null);

/** The parameter each kept field of a position comes from (a refusal of a default level names it). */
export const PARAMETER_OF_POSITION_FIELD = Object.fromEntries(
  KEPT_LINKS.map((l) => [l.positionField, l.key]),
) as Record<PositionKeptField, KeptLink['key']>;

/** A new position's TP sizes: the Position Manager's exit shares, as the position names them. */
export function positionSizesOf(settings: PositionManagerSettings): { tp1Size: number; tp2Size: number } {
  const sizes: Record<string, number> = {};
  for (const l of KEPT_LINKS) {
    if (l.positionField === 'tp1Size' || l.positionField === 'tp2Size')
      sizes[l.positionField] = settings[l.field];
  }
  return sizes as { tp1Size: number; tp2Size: number };
}

/** One row of the difference between a run and the live side. */
export interface UnlinkedField {
  field: BacktestConfigKey;
  /** The run's value. */
  runValue: unknown;
  /** What live runs instead: the backtest's default. */
  liveValue: unknown;
}

/** The run's fields without a live parameter, each with what live runs in its place. */
export function unlinkedFields(config: BacktestConfig): UnlinkedField[] {
  return FIELDS_WITHOUT_LIVE_KEY.map((field) => ({
    field,
    runValue: config[field],
    liveValue: DEFAULT_BACKTEST_CONFIG[field],
  }));
}
