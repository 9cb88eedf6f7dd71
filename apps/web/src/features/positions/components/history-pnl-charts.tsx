import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { createChart, HistogramSeries, LineSeries } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { consoleChartOptions } from '../../../components/charts/chart-options';
import { useT } from '../../../i18n/use-t';
import { canDrawCharts } from '../../../lib/canvas-support';
import { formatOneDecimalPercent, formatSignedPercent } from '../../../utils/format';
import type { DayPnl } from '../utils/history-pnl';

const GAIN_COLOR = '#2f9e44';
const LOSS_COLOR = '#e03131';
const CUMULATIVE_COLOR = '#1c7ed6';

const percentFormat = {
  type: 'custom',
  formatter: formatOneDecimalPercent,
  minMove: 0.01,
} as const;

type PnlKind = 'cumulative' | 'daily';

function PnlChart({ days, kind }: { days: readonly DayPnl[]; kind: PnlKind }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element || days.length === 0 || !canDrawCharts()) return;
    const chart = createChart(element, consoleChartOptions());
    if (kind === 'cumulative') {
      const series = chart.addSeries(LineSeries, {
        color: CUMULATIVE_COLOR,
        lineWidth: 2,
        priceFormat: percentFormat,
      });
      series.setData(days.map((day) => ({ time: day.day, value: day.cumulative })));
    } else {
      const series = chart.addSeries(HistogramSeries, { priceFormat: percentFormat });
      series.setData(
        days.map((day) => ({
          time: day.day,
          value: day.profit,
          color: day.profit >= 0 ? GAIN_COLOR : LOSS_COLOR,
        })),
      );
    }
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [days, kind]);
  return <div ref={container} style={{ width: '100%', height: 240 }} data-testid={`${kind}-pnl-chart`} />;
}

/** Cumulative and daily P&L of the filtered closed positions, by UTC close day (docs/positions.md, Analytics). */
export function HistoryPnlCharts({ days }: { days: readonly DayPnl[] }) {
  const t = useT();
  const last = days.at(-1);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Stack gap={4}>
        <Title order={4}>{t('positions.historyPnlCharts.cumulativePL')}</Title>
        <Text size="xs" c="dimmed">
          {t('positions.historyPnlCharts.sumOfTheFinal')}
          {last ? t('positions.historyPnlCharts.inAll', { v0: formatSignedPercent(last.cumulative) }) : ''}.
        </Text>
        <PnlChart days={days} kind="cumulative" />
      </Stack>
      <Stack gap={4}>
        <Title order={4}>{t('positions.historyPnlCharts.dailyPL')}</Title>
        <Text size="xs" c="dimmed">
          {t('positions.historyPnlCharts.sumOfTheFinal2')}
        </Text>
        <PnlChart days={days} kind="daily" />
      </Stack>
    </SimpleGrid>
  );
}
