import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { BitcoinAnalysisDto, ChartInterval } from '@signaldesk/contracts/analyses';
import { CandlestickSeries, createChart, LineStyle, type UTCTimestamp } from 'lightweight-charts';
import { useEffect, useRef, useState } from 'react';
import { CHART_GRID_COLOR, consoleChartOptions } from '../../../components/charts/chart-options';
import { ErrorState } from '../../../components/ui/error-state';
import { PageLoader } from '../../../components/ui/page-loader';
import { MUTED_TEXT } from '../../../components/ui/text-colors';
import { translate, useT } from '../../../i18n/use-t';
import { getErrorMessage } from '../../../lib/api-client';
import { canDrawCharts } from '../../../lib/canvas-support';
import { useBitcoinCandles } from '../api/get-bitcoin-candles';
import { chartPriceLines, LINE_COLORS } from './chart-price-lines';

type Bars = { time: number; open: number; high: number; low: number; close: number }[];

function CandleCanvas({ bars, analysis }: { bars: Bars; analysis: BitcoinAnalysisDto }) {
  const t = useT();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element || bars.length === 0 || !canDrawCharts()) return;
    const chart = createChart(
      element,
      consoleChartOptions({
        layout: { textColor: '#adb5bd' },
        grid: { vertLines: { color: CHART_GRID_COLOR } },
        timeScale: { timeVisible: true },
      }),
    );
    const series = chart.addSeries(CandlestickSeries, {
      upColor: '#20c997',
      downColor: '#fa5252',
      wickUpColor: '#20c997',
      wickDownColor: '#fa5252',
      borderVisible: false,
      priceFormat: { type: 'price', precision: 2, minMove: 0.01 },
    });
    series.setData(bars.map((bar) => ({ ...bar, time: bar.time as UTCTimestamp })));
    for (const line of chartPriceLines(analysis)) {
      series.createPriceLine({
        price: line.price,
        color: line.color,
        lineWidth: 1,
        lineStyle: line.dashed ? LineStyle.Dashed : LineStyle.Solid,
        axisLabelVisible: true,
        title: line.title,
      });
    }
    // The panel may still be settling its width when the chart starts: fit the bars again whenever it changes.
    const refit = new ResizeObserver(() => chart.timeScale().fitContent());
    refit.observe(element);
    chart.timeScale().fitContent();
    return () => {
      refit.disconnect();
      chart.remove();
    };
  }, [bars, analysis]);

  return (
    <div
      ref={container}
      style={{ width: '100%', height: 320 }}
      role="img"
      aria-label={t('bitcoinAnalysis.bitcoinChart.btcusdtCandlestickChartWith')}
      data-testid="bitcoin-chart"
    />
  );
}

const LEGEND = [
  {
    get label() {
      return translate('bitcoinAnalysis.bitcoinChart.entryZones');
    },
    color: LINE_COLORS.entry,
  },
  {
    get label() {
      return translate('bitcoinAnalysis.bitcoinChart.targets');
    },
    color: LINE_COLORS.target,
  },
  {
    get label() {
      return translate('bitcoinAnalysis.bitcoinChart.t24hLow');
    },
    color: LINE_COLORS.low,
  },
  {
    get label() {
      return translate('bitcoinAnalysis.bitcoinChart.t24hHigh');
    },
    color: LINE_COLORS.high,
  },
];

/** BTCUSDT candles on 1h or 4h with the card's levels drawn as price lines. */
export function BitcoinChart({ analysis }: { analysis: BitcoinAnalysisDto }) {
  const t = useT();
  const [interval, setChartInterval] = useState<ChartInterval>('1h');
  const query = useBitcoinCandles(interval);
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <SegmentedControl
          size="xs"
          aria-label={t('bitcoinAnalysis.bitcoinChart.chartInterval')}
          data={['1h', '4h']}
          value={interval}
          onChange={(value) => setChartInterval(value === '4h' ? '4h' : '1h')}
        />
        <Group gap="sm">
          {LEGEND.map((item) => (
            <Text key={item.label} size="xs" c={MUTED_TEXT}>
              <span style={{ color: item.color }} aria-hidden>
                ━{' '}
              </span>
              {item.label}
            </Text>
          ))}
        </Group>
      </Group>
      {query.isPending && (
        <PageLoader label={t('bitcoinAnalysis.bitcoinChart.loadingTheChart')} minHeight={320} />
      )}
      {query.error && (
        <ErrorState
          message={t('bitcoinAnalysis.bitcoinChart.error', {
            v0: getErrorMessage(query.error, t('bitcoinAnalysis.bitcoinChart.erreurInconnue')),
          })}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
      {query.data && <CandleCanvas bars={query.data.data.candles} analysis={analysis} />}
    </Stack>
  );
}
