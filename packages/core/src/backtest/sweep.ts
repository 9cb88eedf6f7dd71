import type { BacktestConfig } from './config';
import {
  BACKTEST_NUMBER_KEYS,
  type BacktestNumberKey,
  backtestConfigIssues,
  type ConfigIssue,
} from './config-rules';
import { type Better, isBetter } from './run-metrics';

/**
 * The pure parts of a sweep (docs/backtest.md, "Sweeps"): the grid of one or two numeric fields, the checks of
 * the grid against the rule table, the best cell and its neighbourhood, and the out-of-sample split by time.
 */

/** Most combinations one sweep may run. */
export const MAX_SWEEP_COMBINATIONS = 400;
/** Most fields one sweep varies. */
export const MAX_SWEEP_FIELDS = 2;

/**
 * The numeric fields a sweep may vary: every one of the rule table but positionCount, which changes the
 * selected positions themselves (a sweep replays one selection).
 */
export const SWEEP_FIELDS = BACKTEST_NUMBER_KEYS.filter(
  (key): key is Exclude<BacktestNumberKey, 'positionCount'> => key !== 'positionCount',
);
export type SweepField = (typeof SWEEP_FIELDS)[number];

/** One varied field: values from `from` to `to` (included when the steps land on it) every `step`. */
export interface SweepAxisSpec {
  field: SweepField;
  from: number;
  to: number;
  step: number;
}

export interface SweepAxis {
  field: SweepField;
  values: number[];
}

/** One combination: its position on each axis, and the values. */
export interface SweepCellPosition {
  at: number[];
  values: number[];
}

/** Decimals of a number as written (0.25 → 2, 1e-7 → 7), so grid values come out as typed, not 0.30000000000000004. */
function decimalsOf(value: number): number {
  const text = String(value);
  const exponent = text.match(/e-(\d+)$/);
  if (exponent) return Number(exponent[1]) + (text.split('e')[0]!.split('.')[1]?.length ?? 0);
  return text.split('.')[1]?.length ?? 0;
}

/** How many values an axis holds: from, from + step, … up to `to` (with a tolerance of a millionth of a step). */
export function axisLength(spec: Omit<SweepAxisSpec, 'field'>): number {
  if (!(spec.step > 0) || !(spec.to >= spec.from)) return 0;
  return Math.floor((spec.to - spec.from) / spec.step + 1e-6) + 1;
}

/** toFixed accepts at most 100 decimals; no rule of the table has a step finer than this anyway. */
export const MAX_AXIS_DECIMALS = 20;

export function axisValues(spec: SweepAxisSpec): number[] {
  const decimals = Math.min(MAX_AXIS_DECIMALS, Math.max(decimalsOf(spec.from), decimalsOf(spec.step)));
  return Array.from({ length: axisLength(spec) }, (_, k) =>
    Number((spec.from + k * spec.step).toFixed(decimals)),
  );
}

export function sweepCombinations(specs: readonly Omit<SweepAxisSpec, 'field'>[]): number {
  return specs.reduce((product, spec) => product * axisLength(spec), 1);
}

/** Every combination, the first field's values outermost: (a0,b0), (a0,b1), …, (a1,b0), … */
export function sweepGrid(axes: readonly SweepAxis[]): SweepCellPosition[] {
  let cells: SweepCellPosition[] = [{ at: [], values: [] }];
  for (const axis of axes) {
    cells = cells.flatMap((cell) =>
      axis.values.map((value, index) => ({ at: [...cell.at, index], values: [...cell.values, value] })),
    );
  }
  return cells;
}

export function cellConfig(
  base: BacktestConfig,
  axes: readonly SweepAxis[],
  values: readonly number[],
): BacktestConfig {
  const config = { ...base };
  axes.forEach((axis, index) => {
    config[axis.field] = values[index]!;
  });
  return config;
}

/** A broken rule of a sweep's grid, named by the body's path (`axes.0.to`, `config.tp2ExitPercent`). */
export interface SweepIssue {
  path: string;
  message: string;
}

/**
 * What makes a grid unrunnable: a field twice, more than MAX_SWEEP_COMBINATIONS combinations, an integer
 * field with a fractional start or step, or a combination the rule table refuses (its first broken rule,
 * named on the axis end that reaches it, or on the configuration field).
 */
export function sweepIssues(base: BacktestConfig, specs: readonly SweepAxisSpec[]): SweepIssue[] {
  if (specs.length === 2 && specs[0]!.field === specs[1]!.field)
    return [{ path: 'axes.1.field', message: 'The two swept fields must differ' }];
  const issues: SweepIssue[] = [];
  specs.forEach((spec, index) => {
    if (!(spec.to >= spec.from))
      issues.push({ path: `axes.${index}.to`, message: 'to must be at least from' });
  });
  if (issues.length) return issues;
  const combinations = sweepCombinations(specs);
  if (combinations > MAX_SWEEP_COMBINATIONS) {
    return [
      {
        path: `axes.${specs.length - 1}.step`,
        message: `The sweep has ${combinations} combinations; at most ${MAX_SWEEP_COMBINATIONS} are allowed`,
      },
    ];
  }
  const axes = specs.map((spec) => ({ field: spec.field, values: axisValues(spec) }));
  for (const cell of sweepGrid(axes)) {
    const broken = backtestConfigIssues({ ...cellConfig(base, axes, cell.values) })[0];
    if (broken) return [{ path: issuePath(broken, specs, cell.at), message: broken.message }];
  }
  return [];
}

function issuePath(issue: ConfigIssue, specs: readonly SweepAxisSpec[], at: readonly number[]): string {
  const index = specs.findIndex((spec) => spec.field === issue.path);
  if (index < 0) return `config.${issue.path}`;
  return at[index] === 0 ? `axes.${index}.from` : `axes.${index}.to`;
}

/** A cell's outcome: its metric (null when the run has none) and trade count. */
export interface SweepCellOutcome {
  at: readonly number[];
  metric: number | null;
}

/** The index of the best cell (the first among equals, in grid order), or null when no cell has a value. */
export function bestCellIndex(cells: readonly SweepCellOutcome[], better: Better): number | null {
  let best: number | null = null;
  cells.forEach((cell, index) => {
    if (isBetter(better, cell.metric, best === null ? null : cells[best]!.metric)) best = index;
  });
  return best;
}

/**
 * The mean metric of the cells around one cell: one step away on each axis, diagonals included (up to 2
 * neighbours on a line, 8 on a heat map), the cell itself not counted, cells without a value skipped. Null when
 * no neighbour has a value. Far below the best cell's own value, it says the best cell is a lone lucky one.
 */
export function neighbourhoodAverage(
  cells: readonly SweepCellOutcome[],
  center: readonly number[],
): { average: number | null; count: number } {
  let sum = 0;
  let count = 0;
  for (const cell of cells) {
    const near = cell.at.every((position, axis) => Math.abs(position - center[axis]!) <= 1);
    const same = cell.at.every((position, axis) => position === center[axis]);
    if (!near || same || cell.metric === null) continue;
    sum += cell.metric;
    count++;
  }
  return { average: count ? sum / count : null, count };
}

/** Shares of the selected positions the in-sample part may take. */
export const MIN_IN_SAMPLE_SHARE = 0.1;
export const MAX_IN_SAMPLE_SHARE = 0.9;

/**
 * Splits positions in replay order (ascending openedAt, ties by id) by time: the first `share` of them
 * (rounded down, at least one and at most all but one) in-sample, the rest out-of-sample.
 */
export function splitByTime<T extends { openedAt: number; id: number }>(
  signals: readonly T[],
  share: number,
): { inSample: T[]; outOfSample: T[] } {
  const ordered = [...signals].sort((a, b) => a.openedAt - b.openedAt || a.id - b.id);
  const cut = Math.min(Math.max(Math.floor(ordered.length * share), 1), ordered.length - 1);
  return { inSample: ordered.slice(0, Math.max(cut, 0)), outOfSample: ordered.slice(Math.max(cut, 0)) };
}

/** A computed cell of a sweep. */
export interface SweepCellFigures extends SweepCellPosition {
  metric: number | null;
  trades: number;
}

export interface SweepBest {
  index: number;
  at: number[];
  values: number[];
  metric: number;
  trades: number;
  neighbourhoodAverage: number | null;
  neighbours: number;
}

/** The best cell with its neighbourhood average beside it, or null when no cell has a value. */
export function sweepBest(cells: readonly SweepCellFigures[], better: Better): SweepBest | null {
  const index = bestCellIndex(cells, better);
  if (index === null) return null;
  const cell = cells[index]!;
  const around = neighbourhoodAverage(cells, cell.at);
  return {
    index,
    at: [...cell.at],
    values: [...cell.values],
    metric: cell.metric!,
    trades: cell.trades,
    neighbourhoodAverage: around.average,
    neighbours: around.count,
  };
}
