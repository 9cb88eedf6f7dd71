import { SimpleGrid } from '@mantine/core';
import type { RiskMetrics } from '@signaldesk/core/backtest/risk-metrics';
import { formatCount, formatOneDecimalPercent, formatUtcDate } from '../../../utils/format';
import { Panel } from './panel';
import { ProfitStatCard, StatCard } from './stat-card';

const ratio = (value: number | null, digits = 2) => (value === null ? '–' : value.toFixed(digits));

function drawdownHint({ maxDrawdown }: RiskMetrics): string {
  if (maxDrawdown.start === null) return 'the balance never fell below a high';
  const span = `${formatUtcDate(maxDrawdown.start)} to ${formatUtcDate(maxDrawdown.end)}`;
  const recovery = maxDrawdown.recovery
    ? `recovered ${formatUtcDate(maxDrawdown.recovery)}`
    : 'not recovered';
  return `${formatOneDecimalPercent(-maxDrawdown.percent)} · ${span} · ${recovery}`;
}

/** The risk and quality figures of docs/backtest.md, "Risk metrics". */
export function RiskMetricsPanel({ metrics }: { metrics: RiskMetrics }) {
  return (
    <Panel
      title="Risk & Quality"
      description="From the trades in exit order; Sharpe and Sortino use daily returns, annualised on 365 days."
    >
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
        <ProfitStatCard
          label="Max Drawdown"
          amount={-metrics.maxDrawdown.amount}
          hint={drawdownHint(metrics)}
        />
        <StatCard
          label="Profit Factor"
          value={ratio(metrics.profitFactor)}
          hint={metrics.profitFactor === null ? 'no losing trade' : 'gross profit / gross loss'}
        />
        <ProfitStatCard label="Expectancy" amount={metrics.expectancy} hint="mean P&L per trade" />
        <StatCard label="Payoff Ratio" value={ratio(metrics.payoffRatio)} hint="average win / average loss" />
        <ProfitStatCard label="Average Win" amount={metrics.averageWin} />
        <ProfitStatCard label="Average Loss" amount={metrics.averageLoss} />
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
          value={formatOneDecimalPercent(metrics.exposurePercent)}
          hint="time with a trade open"
        />
      </SimpleGrid>
    </Panel>
  );
}
