import { SimpleGrid } from '@mantine/core';
import type { RiskMetrics } from '@signaldesk/core/backtest/risk-metrics';
import { useT } from '../../../i18n/use-t';
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
  const t = useT();
  return (
    <Panel
      title={t('backtesting.riskMetricsPanel.riskQuality')}
      description={t('backtesting.riskMetricsPanel.fromTheTradesIn')}
    >
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
        <ProfitStatCard
          label={t('backtesting.riskMetricsPanel.maxDrawdown')}
          amount={-metrics.maxDrawdown.amount}
          hint={drawdownHint(metrics)}
        />
        <StatCard
          label={t('backtesting.riskMetricsPanel.profitFactor')}
          value={ratio(metrics.profitFactor)}
          hint={
            metrics.profitFactor === null
              ? t('backtesting.riskMetricsPanel.noLosingTrade')
              : t('backtesting.riskMetricsPanel.grossProfitGrossLoss')
          }
        />
        <ProfitStatCard
          label={t('backtesting.riskMetricsPanel.expectancy')}
          amount={metrics.expectancy}
          hint={t('backtesting.riskMetricsPanel.meanPLPer')}
        />
        <StatCard
          label={t('backtesting.riskMetricsPanel.payoffRatio')}
          value={ratio(metrics.payoffRatio)}
          hint={t('backtesting.riskMetricsPanel.averageWinAverageLoss')}
        />
        <ProfitStatCard label={t('backtesting.riskMetricsPanel.averageWin')} amount={metrics.averageWin} />
        <ProfitStatCard label={t('backtesting.riskMetricsPanel.averageLoss')} amount={metrics.averageLoss} />
        <StatCard
          label={t('backtesting.riskMetricsPanel.sharpeRatio')}
          value={ratio(metrics.sharpeRatio)}
          hint={t('backtesting.riskMetricsPanel.daily365')}
        />
        <StatCard
          label={t('backtesting.riskMetricsPanel.sortinoRatio')}
          value={ratio(metrics.sortinoRatio)}
          hint={t('backtesting.riskMetricsPanel.daily365')}
        />
        <StatCard
          label={t('backtesting.riskMetricsPanel.longestStreaks')}
          value={`${formatCount(metrics.longestWinStreak)} W / ${formatCount(metrics.longestLossStreak)} L`}
          hint={t('backtesting.riskMetricsPanel.winsAndLossesIn')}
        />
        <StatCard
          label={t('backtesting.riskMetricsPanel.maxConcurrentTrades')}
          value={formatCount(metrics.maxConcurrentTrades)}
        />
        <StatCard
          label={t('backtesting.riskMetricsPanel.exposure')}
          value={formatOneDecimalPercent(metrics.exposurePercent)}
          hint={t('backtesting.riskMetricsPanel.timeWithATrade')}
        />
      </SimpleGrid>
    </Panel>
  );
}
