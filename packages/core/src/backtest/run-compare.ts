import { BACKTEST_CONFIG_KEYS, type BacktestConfig, type BacktestConfigKey } from './config';
import type { RiskMetrics } from './risk-metrics';
import { type Better, bestIndexes } from './run-metrics';
import type { BacktestSummary } from './types';

/**
 * Comparing two to four kept runs (docs/backtest.md, "Run library"): the configuration fields that differ, and
 * every figure of the summaries and the risk metrics side by side with the best value marked. Pure.
 */

/** The figures compared, in the order shown, each with its better side. */
export const COMPARE_FIGURES = [
  { key: 'totalTrades', better: 'none' },
  { key: 'winRate', better: 'higher' },
  { key: 'totalProfitLoss', better: 'higher' },
  { key: 'returnOnInvestment', better: 'higher' },
  { key: 'finalBalance', better: 'higher' },
  { key: 'averageDuration', better: 'none' },
  { key: 'bestTrade', better: 'higher' },
  { key: 'worstTrade', better: 'higher' },
  { key: 'ignoredPositions', better: 'none' },
  { key: 'totalCapitalRisked', better: 'none' },
  { key: 'maxDrawdownAmount', better: 'lower' },
  { key: 'maxDrawdownPercent', better: 'lower' },
  { key: 'profitFactor', better: 'higher' },
  { key: 'expectancy', better: 'higher' },
  { key: 'averageWin', better: 'higher' },
  // A negative number: the one closest to 0 is the smaller loss.
  { key: 'averageLoss', better: 'higher' },
  { key: 'payoffRatio', better: 'higher' },
  { key: 'sharpeRatio', better: 'higher' },
  { key: 'sortinoRatio', better: 'higher' },
  { key: 'longestWinStreak', better: 'none' },
  { key: 'longestLossStreak', better: 'lower' },
  { key: 'maxConcurrentTrades', better: 'none' },
  { key: 'exposurePercent', better: 'none' },
] as const satisfies readonly { key: string; better: Better }[];
export type CompareFigureKey = (typeof COMPARE_FIGURES)[number]['key'];
export const COMPARE_FIGURE_KEYS = COMPARE_FIGURES.map((figure) => figure.key) as CompareFigureKey[];

/** One figure across the compared runs: a value per run (null where it has none) and the best runs' positions. */
export interface ComparedFigure {
  key: CompareFigureKey;
  better: Better;
  values: (number | null)[];
  best: number[];
}

/** One configuration field whose value is not the same in every compared run. */
export interface ConfigDifference {
  key: BacktestConfigKey;
  values: BacktestConfig[BacktestConfigKey][];
}

function figureOf(key: CompareFigureKey, summary: BacktestSummary, risk: RiskMetrics): number | null {
  switch (key) {
    case 'maxDrawdownAmount':
      return risk.maxDrawdown.amount;
    case 'maxDrawdownPercent':
      return risk.maxDrawdown.percent;
    case 'profitFactor':
    case 'expectancy':
    case 'averageWin':
    case 'averageLoss':
    case 'payoffRatio':
    case 'sharpeRatio':
    case 'sortinoRatio':
    case 'longestWinStreak':
    case 'longestLossStreak':
    case 'maxConcurrentTrades':
    case 'exposurePercent':
      return risk[key];
    default:
      return summary[key];
  }
}

export function compareFigures(
  runs: readonly { summary: BacktestSummary; risk: RiskMetrics }[],
): ComparedFigure[] {
  return COMPARE_FIGURES.map(({ key, better }) => {
    const values = runs.map((run) => figureOf(key, run.summary, run.risk));
    return { key, better, values, best: bestIndexes(better, values) };
  });
}

/** The fields whose values are not all the same, in the configuration's order. */
export function configDifferences(configs: readonly BacktestConfig[]): ConfigDifference[] {
  const differences: ConfigDifference[] = [];
  for (const key of BACKTEST_CONFIG_KEYS) {
    const values = configs.map((config) => config[key]);
    if (values.some((value) => value !== values[0])) differences.push({ key, values });
  }
  return differences;
}
