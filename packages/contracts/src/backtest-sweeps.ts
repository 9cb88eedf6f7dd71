import { BACKTEST_METRICS } from '@signaldesk/core/backtest/run-metrics';
import {
  MAX_IN_SAMPLE_SHARE,
  MAX_SWEEP_COMBINATIONS,
  MAX_SWEEP_FIELDS,
  MIN_IN_SAMPLE_SHARE,
  SWEEP_FIELDS,
} from '@signaldesk/core/backtest/sweep';
import { z } from 'zod';
import { backtestConfigSchema } from './backtest';
import { idField } from './input-rules';

/**
 * Sweeps (docs/backtest.md, "Sweeps"; routes in docs/api.md): one or two numeric fields of the configuration
 * varied over a grid of at most MAX_SWEEP_COMBINATIONS combinations, run in the backtest worker pool, judged by
 * one metric, optionally picked on the first part of the positions and checked on the rest. A sweep lives on
 * the server: closing the page does not stop it, and its result is kept in the database.
 */

export type { SweepField } from '@signaldesk/core/backtest/sweep';
export { MAX_IN_SAMPLE_SHARE, MAX_SWEEP_COMBINATIONS, MAX_SWEEP_FIELDS, MIN_IN_SAMPLE_SHARE, SWEEP_FIELDS };

const isoTime = z.iso.datetime();

/** One varied field: from `from` to `to` (included when the steps land on it) every `step`. */
export const sweepAxisSchema = z.object({
  field: z.enum(SWEEP_FIELDS),
  from: z.number(),
  to: z.number(),
  step: z.number().positive(),
});
export type SweepAxisInput = z.infer<typeof sweepAxisSchema>;

/**
 * POST /api/backtesting/sweeps. `config`: the base configuration (every field not swept). `axes`: one or two
 * distinct fields; the grid must hold at most MAX_SWEEP_COMBINATIONS combinations and every combination must
 * pass the rule table (the server answers 400 naming `axes.N.from|to|step` or `config.<field>`). `inSampleShare`
 * (e.g. 0.7): pick the best cell on that first share of the positions by time, report it on the rest.
 */
export const sweepStartSchema = z.object({
  config: backtestConfigSchema,
  axes: z.array(sweepAxisSchema).min(1).max(MAX_SWEEP_FIELDS),
  metric: z.enum(BACKTEST_METRICS),
  inSampleShare: z.number().min(MIN_IN_SAMPLE_SHARE).max(MAX_IN_SAMPLE_SHARE).nullable().optional(),
});
export type SweepStart = z.input<typeof sweepStartSchema>;

export const SWEEP_STATES = ['running', 'done', 'cancelled', 'failed'] as const;
export type SweepState = (typeof SWEEP_STATES)[number];

/** Where a sweep stands; what polling and each server-sent `progress` event carry. */
export const sweepStatusSchema = z.object({
  id: z.number().int(),
  owner: z.string(),
  /** True when the signed-in admin started it (only then may they cancel it). */
  mine: z.boolean(),
  state: z.enum(SWEEP_STATES),
  /** Combinations computed so far, of `total`. */
  done: z.number().int(),
  total: z.number().int(),
  elapsedMs: z.number(),
  /** From the pace so far; null before the first combination and once the sweep ended. */
  remainingMs: z.number().nullable(),
  startedAt: isoTime,
  finishedAt: isoTime.nullable(),
  /** Why a sweep failed. */
  error: z.string().nullable(),
  axes: z.array(sweepAxisSchema),
  metric: z.enum(BACKTEST_METRICS),
  inSampleShare: z.number().nullable(),
  /** Positions the sweep replays (all of the selection, in-sample and out-of-sample together). */
  positions: z.number().int(),
});
export type SweepStatus = z.infer<typeof sweepStatusSchema>;
export const sweepStatusResponseSchema = z.object({ success: z.literal(true), data: sweepStatusSchema });
export const sweepListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(sweepStatusSchema),
});

/** One combination: its position on each axis, the values, the metric (null when the run has none) and trades. */
export const sweepCellSchema = z.object({
  at: z.array(z.number().int()),
  values: z.array(z.number()),
  metric: z.number().nullable(),
  trades: z.number().int(),
});
export type SweepCell = z.infer<typeof sweepCellSchema>;

/**
 * The best cell (in-sample with a split) and, beside it, the mean metric of its neighbours one step away on
 * each axis (null without a neighbour holding a value): far below the best, the best is a lone lucky cell.
 */
export const sweepBestSchema = z.object({
  index: z.number().int(),
  at: z.array(z.number().int()),
  values: z.array(z.number()),
  metric: z.number(),
  trades: z.number().int(),
  neighbourhoodAverage: z.number().nullable(),
  neighbours: z.number().int(),
});

/** With a split: the best in-sample cell's metric on each part, and where the parts meet. */
export const sweepOutOfSampleSchema = z.object({
  inSamplePositions: z.number().int(),
  outOfSamplePositions: z.number().int(),
  /** openedAt of the first out-of-sample position. */
  splitAt: isoTime.nullable(),
  inSampleMetric: z.number().nullable(),
  inSampleTrades: z.number().int(),
  outOfSampleMetric: z.number().nullable(),
  outOfSampleTrades: z.number().int(),
});

/**
 * GET /api/backtesting/sweeps/{id}/result (once `done`; a cancelled sweep answers the cells it computed).
 * `axes[i].values` lists the values of axis i; `cells` are in grid order, the first axis outermost, and with a
 * split hold the in-sample metric. `config` is the base configuration: the best cell's configuration is it
 * with `best.values` set on the axes' fields.
 */
export const sweepResultSchema = z.object({
  status: sweepStatusSchema,
  config: backtestConfigSchema,
  axes: z.array(z.object({ field: z.enum(SWEEP_FIELDS), values: z.array(z.number()) })),
  cells: z.array(sweepCellSchema),
  best: sweepBestSchema.nullable(),
  outOfSample: sweepOutOfSampleSchema.nullable(),
});
export type SweepResult = z.infer<typeof sweepResultSchema>;
export const sweepResultResponseSchema = z.object({ success: z.literal(true), data: sweepResultSchema });

export const sweepIdParamsSchema = z.object({ id: idField('id') });
