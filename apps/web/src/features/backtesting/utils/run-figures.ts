import type { CompareFigureKey } from '@signaldesk/core/backtest/run-compare';
import type { BacktestMetric } from '@signaldesk/core/backtest/run-metrics';
import {
  formatCount,
  formatDurationMinutes,
  formatOneDecimalPercent,
  formatSignedPercent,
  formatSignedUsd,
  formatUsd,
} from '../../../utils/format';

/** How the run library, the comparison and the sweeps write a run's figures (docs/backtesting-screen.md). */

type Format = (value: number) => string;
const ratio: Format = (value) => value.toFixed(2);
/** A drawdown is a fall: shown negative, like the Risk & Quality panel. */
const fall: Format = (value) => (value === 0 ? '0.0%' : formatOneDecimalPercent(-value));

export const METRIC_TEXT: Readonly<Record<BacktestMetric, { label: string; format: Format }>> = {
  totalPnl: { label: 'Total P&L', format: formatSignedUsd },
  roi: { label: 'ROI', format: formatSignedPercent },
  winRate: { label: 'Win rate', format: formatOneDecimalPercent },
  profitFactor: { label: 'Profit factor', format: ratio },
  maxDrawdown: { label: 'Max drawdown', format: fall },
  sharpe: { label: 'Sharpe ratio', format: ratio },
};

/** A metric's value, or '–' where the run has none (profit factor without a loss). */
export function formatMetric(metric: BacktestMetric, value: number | null): string {
  return value === null ? '–' : METRIC_TEXT[metric].format(value);
}

export const FIGURE_TEXT: Readonly<Record<CompareFigureKey, { label: string; format: Format }>> = {
  totalTrades: { label: 'Total trades', format: formatCount },
  winRate: { label: 'Win rate', format: formatOneDecimalPercent },
  totalProfitLoss: { label: 'Total P&L', format: formatSignedUsd },
  returnOnInvestment: { label: 'ROI', format: formatSignedPercent },
  finalBalance: { label: 'Final balance', format: formatUsd },
  averageDuration: { label: 'Average duration', format: formatDurationMinutes },
  bestTrade: { label: 'Best trade', format: formatSignedUsd },
  worstTrade: { label: 'Worst trade', format: formatSignedUsd },
  ignoredPositions: { label: 'Ignored positions', format: formatCount },
  totalCapitalRisked: { label: 'Capital risked', format: formatUsd },
  maxDrawdownAmount: { label: 'Max drawdown', format: (value) => formatSignedUsd(-value) },
  maxDrawdownPercent: { label: 'Max drawdown %', format: fall },
  profitFactor: { label: 'Profit factor', format: ratio },
  expectancy: { label: 'Expectancy', format: formatSignedUsd },
  averageWin: { label: 'Average win', format: formatSignedUsd },
  averageLoss: { label: 'Average loss', format: formatSignedUsd },
  payoffRatio: { label: 'Payoff ratio', format: ratio },
  sharpeRatio: { label: 'Sharpe ratio', format: ratio },
  sortinoRatio: { label: 'Sortino ratio', format: ratio },
  longestWinStreak: { label: 'Longest win streak', format: formatCount },
  longestLossStreak: { label: 'Longest loss streak', format: formatCount },
  maxConcurrentTrades: { label: 'Max concurrent trades', format: formatCount },
  exposurePercent: { label: 'Exposure', format: formatOneDecimalPercent },
};

export function formatFigure(key: CompareFigureKey, value: number | null): string {
  return value === null ? '–' : FIGURE_TEXT[key].format(value);
}

/** How long the server took: `84 ms`, `2.4 s`. */
export function formatRunDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}
