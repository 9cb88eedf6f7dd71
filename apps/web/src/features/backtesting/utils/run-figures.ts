import type { CompareFigureKey } from '@signaldesk/core/backtest/run-compare';
import type { BacktestMetric } from '@signaldesk/core/backtest/run-metrics';
import { type TextKey, translate } from '../../../i18n';
import {
  formatCount,
  formatDurationMinutes,
  formatFixedDecimals,
  formatOneDecimalPercent,
  formatSignedPercent,
  formatSignedUsd,
  formatUsd,
} from '../../../utils/format';

/** How the run library, the comparison and the sweeps write a run's figures (docs/backtesting-screen.md). */

type Format = (value: number) => string;
interface Figure {
  readonly label: string;
  readonly format: Format;
}

/** A figure whose label is read from the catalogue in the operator's language each time it is read. */
function figure(key: TextKey, format: Format): Figure {
  return {
    get label() {
      return translate(key);
    },
    format,
  };
}

const ratio: Format = (value) => formatFixedDecimals(value, 2);
/** A drawdown is a fall: shown negative, like the Risk & Quality panel. */
const fall: Format = (value) => formatOneDecimalPercent(value === 0 ? 0 : -value);

export const METRIC_TEXT: Readonly<Record<BacktestMetric, Figure>> = {
  totalPnl: figure('backtestingFigures.metrics.totalPnl', formatSignedUsd),
  roi: figure('backtestingFigures.metrics.roi', formatSignedPercent),
  winRate: figure('backtestingFigures.metrics.winRate', formatOneDecimalPercent),
  profitFactor: figure('backtestingFigures.metrics.profitFactor', ratio),
  maxDrawdown: figure('backtestingFigures.metrics.maxDrawdown', fall),
  sharpe: figure('backtestingFigures.metrics.sharpe', ratio),
};

/** A metric's value, or '–' where the run has none (profit factor without a loss). */
export function formatMetric(metric: BacktestMetric, value: number | null): string {
  return value === null ? '–' : METRIC_TEXT[metric].format(value);
}

export const FIGURE_TEXT: Readonly<Record<CompareFigureKey, Figure>> = {
  totalTrades: figure('backtestingFigures.figures.totalTrades', formatCount),
  winRate: figure('backtestingFigures.figures.winRate', formatOneDecimalPercent),
  totalProfitLoss: figure('backtestingFigures.figures.totalProfitLoss', formatSignedUsd),
  returnOnInvestment: figure('backtestingFigures.figures.returnOnInvestment', formatSignedPercent),
  finalBalance: figure('backtestingFigures.figures.finalBalance', formatUsd),
  averageDuration: figure('backtestingFigures.figures.averageDuration', formatDurationMinutes),
  bestTrade: figure('backtestingFigures.figures.bestTrade', formatSignedUsd),
  worstTrade: figure('backtestingFigures.figures.worstTrade', formatSignedUsd),
  ignoredPositions: figure('backtestingFigures.figures.ignoredPositions', formatCount),
  totalCapitalRisked: figure('backtestingFigures.figures.totalCapitalRisked', formatUsd),
  maxDrawdownAmount: figure('backtestingFigures.figures.maxDrawdownAmount', (value) =>
    formatSignedUsd(-value),
  ),
  maxDrawdownPercent: figure('backtestingFigures.figures.maxDrawdownPercent', fall),
  profitFactor: figure('backtestingFigures.figures.profitFactor', ratio),
  expectancy: figure('backtestingFigures.figures.expectancy', formatSignedUsd),
  averageWin: figure('backtestingFigures.figures.averageWin', formatSignedUsd),
  averageLoss: figure('backtestingFigures.figures.averageLoss', formatSignedUsd),
  payoffRatio: figure('backtestingFigures.figures.payoffRatio', ratio),
  sharpeRatio: figure('backtestingFigures.figures.sharpeRatio', ratio),
  sortinoRatio: figure('backtestingFigures.figures.sortinoRatio', ratio),
  longestWinStreak: figure('backtestingFigures.figures.longestWinStreak', formatCount),
  longestLossStreak: figure('backtestingFigures.figures.longestLossStreak', formatCount),
  maxConcurrentTrades: figure('backtestingFigures.figures.maxConcurrentTrades', formatCount),
  exposurePercent: figure('backtestingFigures.figures.exposurePercent', formatOneDecimalPercent),
};

export function formatFigure(key: CompareFigureKey, value: number | null): string {
  return value === null ? '–' : FIGURE_TEXT[key].format(value);
}

/** How long the server took: `84 ms`, `2.4 s`. */
export function formatRunDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${formatFixedDecimals(ms / 1000, 1)} s`;
}
