import { SimpleGrid, Text } from '@mantine/core';
import type { DailyChartStats, DailyPerformance } from '@signaldesk/core/backtest/daily';
import { AreaSeries, createChart, LineSeries, LineStyle } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { canDrawCharts } from '../../../lib/canvas-support';
import { formatCount } from '../../../utils/format';
import {
  BALANCE_DOWN_COLOR,
  balanceLineColor,
  balancePoints,
  drawdownPoints,
  INITIAL_BALANCE_COLOR,
  RESULT_CHART_OPTIONS,
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
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element || days.length === 0 || !canDrawCharts()) return;
    const chart = createChart(element, RESULT_CHART_OPTIONS);
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
      title: 'Initial balance',
    });
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [days, initialBalance, finalBalance]);

  return <div ref={container} style={{ width: '100%', height: 320 }} data-testid="portfolio-chart" />;
}

/** The drawdown under the balance, in percent of the highest end-of-day balance so far, on the same days. */
function DrawdownChart({ days, initialBalance }: Pick<PortfolioChartProps, 'days' | 'initialBalance'>) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element || days.length === 0 || !canDrawCharts()) return;
    const chart = createChart(element, RESULT_CHART_OPTIONS);
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
  return (
    <Panel
      title="Portfolio Evolution"
      description="Balance at the end of each UTC day with exits; the dashed line is the initial balance."
    >
      {days.length === 0 ? (
        <Text c="dimmed" size="sm">
          No trade closed, so there is no balance curve.
        </Text>
      ) : (
        <>
          <BalanceChart days={days} initialBalance={initialBalance} finalBalance={finalBalance} />
          <Text size="sm" fw={600} id="drawdown-chart-title">
            Drawdown
          </Text>
          <Text size="xs" c="dimmed" mt={-12}>
            End-of-day balance below its highest end-of-day level so far, in percent of that high.
          </Text>
          <DrawdownChart days={days} initialBalance={initialBalance} />
        </>
      )}
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <StatCard label="Trading Days" value={formatCount(stats.tradingDays)} />
        <StatCard label="Avg Daily Trades" value={stats.avgDailyTrades.toFixed(1)} />
        <ProfitStatCard label="Best Day" amount={stats.bestDay} />
        <ProfitStatCard label="Worst Day" amount={stats.worstDay} />
      </SimpleGrid>
    </Panel>
  );
}
