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
  kind: 'number' | 'boolean';
  /** The open position's field holding it, when a position keeps it. */
  positionField: string | null;
}

/** Every backtest field that has a live counterpart; all units are the same on both sides (percent, hours). */
export const LIVE_BACKTEST_LINKS = [
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
  { field: 'forcePercentage', key: 'SIGNAL_MIN_FORCE_PERCENTAGE', kind: 'number', positionField: null },
  { field: 'riskScore', key: 'SIGNAL_MAX_RISK_SCORE', kind: 'number', positionField: null },
] as const satisfies readonly LiveBacktestLink[];

export type LiveParameterKey = (typeof LIVE_BACKTEST_LINKS)[number]['key'];

const LINKED = new Set<BacktestConfigKey>(LIVE_BACKTEST_LINKS.map((l) => l.field));

/**
 * The backtest fields no trading parameter holds: live, the Signal Manager runs them at the backtest's defaults
 * (DEFAULT_BACKTEST_CONFIG), and "Apply to live" names them rather than applying them.
 */
export const FIELDS_WITHOUT_LIVE_KEY: readonly BacktestConfigKey[] = BACKTEST_CONFIG_KEYS.filter(
  (field) => !LINKED.has(field),
);

/** A backtest value in the stored form of its parameter: a number as its shortest decimal text, 'true'/'false'. */
export function liveTextOf(value: number | boolean): string {
  return String(value);
}

/** A stored parameter text as the backtest field's value. */
function backtestValueOf(kind: LiveBacktestLink['kind'], text: string): number | boolean {
  return kind === 'boolean' ? text === 'true' : Number(text);
}

/** The parameter values a run's configuration gives the live side, by key, in catalogue form. */
export function liveValuesOf(config: BacktestConfig): Record<LiveParameterKey, string> {
  const values = {} as Record<LiveParameterKey, string>;
  for (const l of LIVE_BACKTEST_LINKS) values[l.key] = liveTextOf(config[l.field] as number | boolean);
  return values;
}

/**
 * The configuration live parameters stand for: the backtest's defaults, with each linked field read from its
 * parameter (`textOf` answers the usable stored text of a key).
 */
export function backtestConfigOf(textOf: (key: LiveParameterKey) => string): BacktestConfig {
  const config: Record<string, unknown> = { ...DEFAULT_BACKTEST_CONFIG };
  for (const l of LIVE_BACKTEST_LINKS) config[l.field] = backtestValueOf(l.kind, textOf(l.key));
  return config as unknown as BacktestConfig;
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
