import { computeRiskMetrics, type RiskMetrics } from './risk-metrics';
import type { BacktestResult, BacktestSummary } from './types';

/**
 * The figures a run is judged by, in the run library, the comparison and the sweeps (docs/backtest.md, "Run
 * library" and "Sweeps"), and which way is better for each. Pure.
 */

/** The metrics a sweep can optimise. */
export const BACKTEST_METRICS = [
  'totalPnl',
  'roi',
  'winRate',
  'profitFactor',
  'maxDrawdown',
  'sharpe',
] as const;
export type BacktestMetric = (typeof BACKTEST_METRICS)[number];

/** Which value of a figure is the better one; `none` for figures that are neither good nor bad (a count). */
export type Better = 'higher' | 'lower' | 'none';

export const METRIC_BETTER: Readonly<Record<BacktestMetric, Better>> = {
  totalPnl: 'higher',
  roi: 'higher',
  winRate: 'higher',
  profitFactor: 'higher',
  // The largest fall from a peak in percent of that peak: a smaller fall is better.
  maxDrawdown: 'lower',
  sharpe: 'higher',
};

/** A metric's value; null where the figure has none (profit factor without a loss, Sharpe under 2 days). */
export function metricValue(
  metric: BacktestMetric,
  summary: BacktestSummary,
  risk: RiskMetrics,
): number | null {
  switch (metric) {
    case 'totalPnl':
      return summary.totalProfitLoss;
    case 'roi':
      return summary.returnOnInvestment;
    case 'winRate':
      return summary.winRate;
    case 'profitFactor':
      return risk.profitFactor;
    case 'maxDrawdown':
      return risk.maxDrawdown.percent;
    case 'sharpe':
      return risk.sharpeRatio;
  }
}

const SUMMARY_METRICS: ReadonlySet<BacktestMetric> = new Set(['totalPnl', 'roi', 'winRate']);

/** A metric of a finished run; the risk metrics are computed only for the metrics that need them. */
export function resultMetric(metric: BacktestMetric, result: BacktestResult): number | null {
  const risk = SUMMARY_METRICS.has(metric)
    ? (null as unknown as RiskMetrics)
    : computeRiskMetrics(result.trades, result.config.initialBalance);
  return metricValue(metric, result.summary, risk);
}

/** Every metric of a run, for the library's columns. */
export function metricValues(
  summary: BacktestSummary,
  risk: RiskMetrics,
): Record<BacktestMetric, number | null> {
  return Object.fromEntries(BACKTEST_METRICS.map((m) => [m, metricValue(m, summary, risk)])) as Record<
    BacktestMetric,
    number | null
  >;
}

/**
 * Whether `a` beats `b` for a figure: a value beats no value; equal values and `none` figures beat nothing.
 */
export function isBetter(better: Better, a: number | null, b: number | null): boolean {
  if (better === 'none' || a === null) return false;
  if (b === null) return true;
  return better === 'higher' ? a > b : a < b;
}

/**
 * The positions of the best values among `values` (every tie), or none when the figure has no better side,
 * when no value exists, or when all values are equal (nothing stands out).
 */
export function bestIndexes(better: Better, values: readonly (number | null)[]): number[] {
  if (better === 'none') return [];
  let best: number | null = null;
  for (const value of values) if (isBetter(better, value, best)) best = value;
  if (best === null) return [];
  const indexes = values.flatMap((value, index) => (value === best ? [index] : []));
  return indexes.length === values.length ? [] : indexes;
}
