import { SimpleGrid, Text } from '@mantine/core';
import type { DailyChartStats, DailyPerformance } from '@signaldesk/core/backtest/daily';
import { AreaSeries, createChart, LineSeries, LineStyle } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { useT } from '../../../i18n/use-t';
import { canDrawCharts } from '../../../lib/canvas-support';
import { formatCount } from '../../../utils/format';
import {
  BALANCE_DOWN_COLOR,
  balanceLineColor,
  balancePoints,
  drawdownPoints,
  INITIAL_BALANCE_COLOR,
  resultChartOptions,
} from '../utils/chart-data';
import { Panel } from './panel';
import { ProfitStatCard, StatCard } from './stat-card';

interface PortfolioChartProps {
  days: readonly DailyPerformance[];
  stats: DailyChartStats;
  initialBalance: number;
  finalBalance: number;
}

function BalanceChart({ days, initialBalance, finalBalance }: Omit<PortfolioChartProps, 'stats'>) {
  const t = useT();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element || days.length === 0 || !canDrawCharts()) return;
    const chart = createChart(element, resultChartOptions());
    const series = chart.addSeries(LineSeries, {
      color: balanceLineColor(finalBalance, initialBalance),
      lineWidth: 2,
      priceFormat: { type: 'price', precision: 2, minMove: 0.01 },
    });
    series.setData(balancePoints(days, initialBalance));
    series.createPriceLine({
      price: initialBalance,
      color: INITIAL_BALANCE_COLOR,
      lineWidth: 1,
      lineStyle: LineStyle.Dashed,
      axisLabelVisible: true,
      title: t('backtesting.portfolioChart.initialBalance'),
    });
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [days, initialBalance, finalBalance, t]);

  return <div ref={container} style={{ width: '100%', height: 320 }} data-testid="portfolio-chart" />;
}

/** The drawdown under the balance, in percent of the highest end-of-day balance so far, on the same days. */
function DrawdownChart({ days, initialBalance }: Pick<PortfolioChartProps, 'days' | 'initialBalance'>) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element || days.length === 0 || !canDrawCharts()) return;
    const chart = createChart(element, resultChartOptions());
    const series = chart.addSeries(AreaSeries, {
      lineColor: BALANCE_DOWN_COLOR,
      topColor: 'rgba(224, 49, 49, 0.05)',
      bottomColor: 'rgba(224, 49, 49, 0.35)',
      invertFilledArea: true,
      lineWidth: 2,
      priceFormat: { type: 'custom', formatter: (value: number) => `${value.toFixed(1)}%`, minMove: 0.01 },
    });
    series.setData(drawdownPoints(days, initialBalance));
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [days, initialBalance]);

  return <div ref={container} style={{ width: '100%', height: 160 }} data-testid="drawdown-chart" />;
}

export function PortfolioChart({ days, stats, initialBalance, finalBalance }: PortfolioChartProps) {
  const t = useT();
  return (
    <Panel
      title={t('backtesting.portfolioChart.portfolioEvolution')}
      description={t('backtesting.portfolioChart.balanceAtTheEnd')}
    >
      {days.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('backtesting.portfolioChart.noTradeClosedSo')}
        </Text>
      ) : (
        <>
          <BalanceChart days={days} initialBalance={initialBalance} finalBalance={finalBalance} />
          <Text size="sm" fw={600} id="drawdown-chart-title">
            {t('backtesting.portfolioChart.drawdown')}
          </Text>
          <Text size="xs" c="dimmed" mt={-12}>
            {t('backtesting.portfolioChart.endOfDayBalance')}
          </Text>
          <DrawdownChart days={days} initialBalance={initialBalance} />
        </>
      )}
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <StatCard
          label={t('backtesting.portfolioChart.tradingDays')}
          value={formatCount(stats.tradingDays)}
        />
        <StatCard
          label={t('backtesting.portfolioChart.avgDailyTrades')}
          value={stats.avgDailyTrades.toFixed(1)}
        />
        <ProfitStatCard label={t('backtesting.portfolioChart.bestDay')} amount={stats.bestDay} />
        <ProfitStatCard label={t('backtesting.portfolioChart.worstDay')} amount={stats.worstDay} />
      </SimpleGrid>
    </Panel>
  );
}
