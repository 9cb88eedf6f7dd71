import { SimpleGrid } from '@mantine/core';
import type { RiskMetrics } from '@signaldesk/core/backtest/risk-metrics';
import { formatPercent, formatUtcDate } from '../../../utils/format';
import { formatCount, formatSignedUsd, profitColor } from '../utils/format-backtest';
import { Panel } from './panel';
import { StatCard } from './stat-card';

const ratio = (value: number | null, digits = 2) => (value === null ? '–' : value.toFixed(digits));

function drawdownHint({ maxDrawdown }: RiskMetrics): string {
  if (maxDrawdown.start === null) return 'the balance never fell below a high';
  const span = `${formatUtcDate(maxDrawdown.start)} to ${formatUtcDate(maxDrawdown.end)}`;
  const recovery = maxDrawdown.recovery
    ? `recovered ${formatUtcDate(maxDrawdown.recovery)}`
    : 'not recovered';
  return `${formatPercent(-maxDrawdown.percent)} · ${span} · ${recovery}`;
}

/** The risk and quality figures of docs/backtest.md, "Risk metrics". */
export function RiskMetricsPanel({ metrics }: { metrics: RiskMetrics }) {
  return (
    <Panel
      title="Risk & Quality"
      description="From the trades in exit order; Sharpe and Sortino use daily returns, annualised on 365 days."
    >
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
        <StatCard
          label="Max Drawdown"
          value={formatSignedUsd(-metrics.maxDrawdown.amount)}
          color={profitColor(-metrics.maxDrawdown.amount)}
          hint={drawdownHint(metrics)}
        />
        <StatCard
          label="Profit Factor"
          value={ratio(metrics.profitFactor)}
          hint={metrics.profitFactor === null ? 'no losing trade' : 'gross profit / gross loss'}
        />
        <StatCard
          label="Expectancy"
          value={formatSignedUsd(metrics.expectancy)}
          color={profitColor(metrics.expectancy)}
          hint="mean P&L per trade"
        />
        <StatCard label="Payoff Ratio" value={ratio(metrics.payoffRatio)} hint="average win / average loss" />
        <StatCard
          label="Average Win"
          value={formatSignedUsd(metrics.averageWin)}
          color={profitColor(metrics.averageWin)}
        />
        <StatCard
          label="Average Loss"
          value={formatSignedUsd(metrics.averageLoss)}
          color={profitColor(metrics.averageLoss)}
        />
        <StatCard label="Sharpe Ratio" value={ratio(metrics.sharpeRatio)} hint="daily, × √365" />
        <StatCard label="Sortino Ratio" value={ratio(metrics.sortinoRatio)} hint="daily, × √365" />
        <StatCard
          label="Longest Streaks"
          value={`${formatCount(metrics.longestWinStreak)} W / ${formatCount(metrics.longestLossStreak)} L`}
          hint="wins and losses in a row"
        />
        <StatCard label="Max Concurrent Trades" value={formatCount(metrics.maxConcurrentTrades)} />
        <StatCard
          label="Exposure"
          value={formatPercent(metrics.exposurePercent)}
          hint="time with a trade open"
        />
      </SimpleGrid>
    </Panel>
  );
}
