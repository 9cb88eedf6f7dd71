import { BACKTEST_CONFIG_KEYS } from '@signaldesk/core/backtest/config';
import type { RiskMetrics } from '@signaldesk/core/backtest/risk-metrics';
import { COMPARE_FIGURE_KEYS, type CompareFigureKey } from '@signaldesk/core/backtest/run-compare';
import { BACKTEST_METRICS } from '@signaldesk/core/backtest/run-metrics';
import { z } from 'zod';
import { backtestQuerySchema, backtestResultSchema, backtestSummarySchema } from './backtest';
import { INT4_MAX, idField, integerText, textField } from './input-rules';

/**
 * The run library (docs/backtest.md, "Run library"; routes in docs/api.md): every backtest run kept with its
 * configuration, summary, risk metrics and trades, by whom and when; named, noted, starred, deleted by its owner,
 * read by every admin; compared two to four at a time. Times are ISO 8601 UTC strings.
 */

const isoTime = z.iso.datetime();

export type { BacktestMetric } from '@signaldesk/core/backtest/run-metrics';
export { BACKTEST_METRICS };

const betterSchema = z.enum(['higher', 'lower', 'none']);

export const maxDrawdownSchema = z.object({
  amount: z.number(),
  percent: z.number(),
  start: isoTime.nullable(),
  end: isoTime.nullable(),
  recovery: isoTime.nullable(),
});

/** The risk metrics of a run, as core computes them from its trades (docs/backtest.md, "Risk metrics"). */
export const riskMetricsSchema = z.object({
  maxDrawdown: maxDrawdownSchema,
  profitFactor: z.number().nullable(),
  expectancy: z.number(),
  averageWin: z.number(),
  averageLoss: z.number(),
  payoffRatio: z.number().nullable(),
  sharpeRatio: z.number().nullable(),
  sortinoRatio: z.number().nullable(),
  longestWinStreak: z.number().int(),
  longestLossStreak: z.number().int(),
  maxConcurrentTrades: z.number().int(),
  exposurePercent: z.number(),
}) satisfies z.ZodType<RiskMetrics>;

/** The six sweepable metrics of a run (null where the figure has none: profit factor without a loss…). */
export const runMetricValuesSchema = z.object(
  Object.fromEntries(BACKTEST_METRICS.map((metric) => [metric, z.number().nullable()])) as Record<
    (typeof BACKTEST_METRICS)[number],
    z.ZodNullable<z.ZodNumber>
  >,
);

/**
 * How a run was answered. `id` is null when the run was not kept (`keep=false`). `cached` true: the same
 * configuration over the same data was answered from the result cache; `computedAt` is then when it was
 * computed, earlier than `createdAt`.
 */
export const backtestRunMetaSchema = z.object({
  id: z.number().int().nullable(),
  cached: z.boolean(),
  computedAt: isoTime,
  createdAt: isoTime,
  /** Time the server took to answer this run, ms (a cache hit takes a few). */
  durationMs: z.number(),
});
export type BacktestRunMeta = z.infer<typeof backtestRunMetaSchema>;

/**
 * GET /api/backtesting/run's answer: the result as before plus `run`. The query takes one more parameter,
 * `keep=false`, to leave the run out of the library.
 */
export const backtestRunAnswerSchema = backtestResultSchema.extend({ run: backtestRunMetaSchema });
export type BacktestRunAnswer = z.infer<typeof backtestRunAnswerSchema>;

/** GET /api/backtesting/run's query: every configuration field, and `keep=false` to leave the run out of the library. */
export const backtestRunQuerySchema = z.intersection(
  backtestQuerySchema,
  z.object({ keep: z.enum(['true', 'false']).optional() }),
);

/** A line of the run list: who, when, how, and the key figures. */
export const backtestRunItemSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  note: z.string().nullable(),
  starred: z.boolean(),
  owner: z.string(),
  /** True when the signed-in admin owns the run (only then may they rename, note, star or delete it). */
  mine: z.boolean(),
  createdAt: isoTime,
  durationMs: z.number(),
  cached: z.boolean(),
  computedAt: isoTime,
  /** How the positions were chosen: the latest `positionCount`, or the date range. */
  positionCount: z.number().int(),
  useDateRange: z.boolean(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  totalTrades: z.number().int(),
  winRate: z.number(),
  totalProfitLoss: z.number(),
  returnOnInvestment: z.number(),
  metrics: runMetricValuesSchema,
});
export type BacktestRunItem = z.infer<typeof backtestRunItemSchema>;

/** GET /api/backtesting/runs/{id}: the line plus the full result and its risk metrics. */
export const backtestRunDetailSchema = backtestRunItemSchema.extend({
  result: backtestResultSchema,
  riskMetrics: riskMetricsSchema,
});
export type BacktestRunDetail = z.infer<typeof backtestRunDetailSchema>;
export const backtestRunDetailResponseSchema = z.object({
  success: z.literal(true),
  data: backtestRunDetailSchema,
});

export const MAX_RUN_NAME_LENGTH = 100;
export const MAX_RUN_NOTE_LENGTH = 2000;

/** PATCH /api/backtesting/runs/{id} (owner only): any of name, note, starred; an empty text clears it. */
export const backtestRunPatchSchema = z
  .object({
    name: textField().trim().max(MAX_RUN_NAME_LENGTH).nullable().optional(),
    note: textField().trim().max(MAX_RUN_NOTE_LENGTH).nullable().optional(),
    starred: z.boolean().optional(),
  })
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, { error: 'Give at least one of name, note, starred' });
export type BacktestRunPatch = z.infer<typeof backtestRunPatchSchema>;

export const backtestRunIdParamsSchema = z.object({
  id: idField('id'),
});

export const RUN_SORT_FIELDS = [
  'createdAt',
  'name',
  'totalTrades',
  'winRate',
  'totalProfitLoss',
  'returnOnInvestment',
  'profitFactor',
  'maxDrawdown',
  'sharpe',
  'durationMs',
] as const;
export type RunSortField = (typeof RUN_SORT_FIELDS)[number];
export const RUN_OWNER_FILTERS = ['mine', 'all'] as const;
export const MAX_RUNS_PAGE_SIZE = 100;

/**
 * GET /api/backtesting/runs: newest first by default; `owner` mine (default) or all admins'; `starred=true`
 * only starred; `search` in name and note; `cached` true/false; pages of `pageSize` (default 20).
 */
export const backtestRunsQuerySchema = z.object({
  sort: z.enum(RUN_SORT_FIELDS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  owner: z.enum(RUN_OWNER_FILTERS).default('mine'),
  starred: z.enum(['true', 'false']).optional(),
  cached: z.enum(['true', 'false']).optional(),
  search: textField().trim().max(MAX_RUN_NAME_LENGTH).optional(),
  page: integerText(z.number().int().min(1).max(INT4_MAX)).default(1),
  pageSize: integerText(z.number().int().min(1).max(MAX_RUNS_PAGE_SIZE)).default(20),
});
export type BacktestRunsQuery = z.input<typeof backtestRunsQuerySchema>;
/** The query with its defaults filled in, as the server reads it. */
export type BacktestRunsFilter = z.output<typeof backtestRunsQuerySchema>;

export const backtestRunsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(backtestRunItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** How many runs per admin are kept (starred ones come on top and are never removed). */
  retention: z.number().int(),
});
export type BacktestRunsResponse = z.infer<typeof backtestRunsResponseSchema>;

export const backtestRunUpdatedResponseSchema = z.object({
  success: z.literal(true),
  data: backtestRunItemSchema,
});
export const backtestRunDeletedResponseSchema = z.object({ success: z.literal(true), id: z.number().int() });

export const MIN_COMPARED_RUNS = 2;
export const MAX_COMPARED_RUNS = 4;

/** GET /api/backtesting/runs/compare?ids=3,7,9: two to four distinct run ids, comma-separated. */
export const backtestCompareQuerySchema = z.object({
  ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10})*$/, { error: 'ids must be run ids separated by commas' })
    .transform((text) => text.split(',').map(Number))
    .refine((ids) => new Set(ids).size === ids.length, { error: 'ids must not repeat' })
    .refine((ids) => ids.length >= MIN_COMPARED_RUNS && ids.length <= MAX_COMPARED_RUNS, {
      error: `Compare ${MIN_COMPARED_RUNS} to ${MAX_COMPARED_RUNS} runs`,
    }),
});

const configValueSchema = z.union([z.number(), z.boolean(), z.string(), z.null()]);

/** One point of a run's equity curve: the balance at the end of a UTC day with exits. */
export const equityPointSchema = z.object({ date: z.string(), balance: z.number() });

/**
 * The comparison, runs in the order asked. `differences`: the configuration fields not equal in every run,
 * with each run's value. `figures`: every summary and risk figure with each run's value (null where it has
 * none), its better side and the positions (0-based, in `runs`) of the best values (empty when all are equal
 * or the figure has no better side). `equity`: each run's balance per exit day, for one chart.
 */
export const backtestCompareSchema = z.object({
  runs: z.array(backtestRunItemSchema.extend({ summary: backtestSummarySchema })),
  differences: z.array(z.object({ key: z.enum(BACKTEST_CONFIG_KEYS), values: z.array(configValueSchema) })),
  figures: z.array(
    z.object({
      key: z.enum(COMPARE_FIGURE_KEYS as [CompareFigureKey, ...CompareFigureKey[]]),
      better: betterSchema,
      values: z.array(z.number().nullable()),
      best: z.array(z.number().int()),
    }),
  ),
  equity: z.array(
    z.object({ runId: z.number().int(), initialBalance: z.number(), points: z.array(equityPointSchema) }),
  ),
});
export type BacktestCompare = z.infer<typeof backtestCompareSchema>;
export const backtestCompareResponseSchema = z.object({
  success: z.literal(true),
  data: backtestCompareSchema,
});
