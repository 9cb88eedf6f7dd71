import { SimpleGrid, Text } from '@mantine/core';
import type { DailyChartStats, DailyPerformance } from '@signaldesk/core/backtest/daily';
import { createChart, LineSeries, LineStyle } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { canDrawCharts } from '../../../lib/canvas-support';
import { formatCount } from '../../../utils/format';
import { balanceLineColor, balancePoints, INITIAL_BALANCE_COLOR } from '../utils/chart-data';
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
    const chart = createChart(element, {
      autoSize: true,
      layout: { background: { color: 'transparent' }, textColor: '#868e96', attributionLogo: false },
      grid: {
        vertLines: { color: 'rgba(134, 142, 150, 0.12)' },
        horzLines: { color: 'rgba(134, 142, 150, 0.12)' },
      },
      rightPriceScale: { borderVisible: false },
      timeScale: { borderVisible: false },
      handleScroll: false,
      handleScale: false,
    });
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
        <BalanceChart days={days} initialBalance={initialBalance} finalBalance={finalBalance} />
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
