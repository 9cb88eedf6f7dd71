import { Alert, Badge, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { BacktestConfig } from '@signaldesk/core/backtest/config';
import {
  type ChartCandle,
  type PriceLevel,
  type TradeMarker,
  tradeMarkers,
  tradePriceLevels,
} from '@signaldesk/core/backtest/trade-chart';
import type { BacktestTrade } from '@signaldesk/core/backtest/types';
import {
  CandlestickSeries,
  createChart,
  createSeriesMarkers,
  LineStyle,
  type SeriesMarkerBarPosition,
  type SeriesMarkerShape,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useMemo, useRef } from 'react';
import { canDrawCharts } from '../../../lib/canvas-support';
import { formatSignedUsd, formatSixDecimalPrice, formatUtcDateTime } from '../../../utils/format';
import { useTradeCandles } from '../api/trade-candles';
import { profitColor } from '../utils/profit-color';
import { ExitReasonBadge } from './exit-reason-badge';

const LEVEL_COLORS: Record<PriceLevel['kind'], string> = {
  entry: '#1c7ed6',
  stop: '#e03131',
  target: '#2f9e44',
  breakeven: '#f08c00',
};

const MARKER_STYLE: Record<
  TradeMarker['kind'],
  { color: string; shape: SeriesMarkerShape; position: SeriesMarkerBarPosition }
> = {
  signal: { color: '#7048e8', shape: 'circle', position: 'aboveBar' },
  entry: { color: '#1c7ed6', shape: 'arrowUp', position: 'belowBar' },
  target: { color: '#2f9e44', shape: 'square', position: 'aboveBar' },
  breakeven: { color: '#f08c00', shape: 'circle', position: 'belowBar' },
  exit: { color: '#495057', shape: 'arrowDown', position: 'aboveBar' },
};

const seconds = (ms: number) => (ms / 1000) as UTCTimestamp;

function CandleChart({
  candles,
  levels,
  markers,
}: {
  candles: ChartCandle[];
  levels: PriceLevel[];
  markers: TradeMarker[];
}) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element || candles.length === 0 || !canDrawCharts()) return;
    const chart = createChart(element, {
      autoSize: true,
      layout: { background: { color: 'transparent' }, textColor: '#868e96', attributionLogo: false },
      grid: { vertLines: { visible: false }, horzLines: { color: 'rgba(134, 142, 150, 0.12)' } },
      timeScale: { timeVisible: true, secondsVisible: false, borderVisible: false },
      rightPriceScale: { borderVisible: false },
    });
    const series = chart.addSeries(CandlestickSeries, {
      upColor: '#2f9e44',
      downColor: '#e03131',
      wickUpColor: '#2f9e44',
      wickDownColor: '#e03131',
      borderVisible: false,
      priceFormat: { type: 'price', precision: 6, minMove: 0.000001 },
    });
    series.setData(candles.map((candle) => ({ ...candle, time: seconds(candle.time) })));
    for (const level of levels) {
      series.createPriceLine({
        price: level.price,
        color: LEVEL_COLORS[level.kind],
        lineWidth: 1,
        lineStyle: level.kind === 'entry' ? LineStyle.Solid : LineStyle.Dashed,
        axisLabelVisible: true,
        title: level.label,
      });
    }
    createSeriesMarkers(
      series,
      markers.map((marker) => ({
        time: seconds(marker.time),
        text: marker.label,
        ...MARKER_STYLE[marker.kind],
      })),
    );
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [candles, levels, markers]);
  return <div ref={container} style={{ width: '100%', height: 380 }} data-testid="trade-chart" />;
}

interface TradeChartModalProps {
  trade: BacktestTrade | null;
  config: BacktestConfig;
  onClose: () => void;
}

/** A trade's candles around it with its signal, entry, targets, stop moves and exit (the run's own levels). */
export function TradeChartModal({ trade, config, onClose }: TradeChartModalProps) {
  const state = useTradeCandles(trade);
  const levels = useMemo(() => (trade ? tradePriceLevels(trade, config) : []), [trade, config]);
  const markers = useMemo(
    () => (trade && state.status === 'success' ? tradeMarkers(trade, config, state.data.candles) : []),
    [trade, config, state],
  );
  return (
    <Modal
      opened={trade !== null}
      onClose={onClose}
      size="xl"
      title={trade ? `${trade.symbol} ${trade.direction} · position ${trade.positionId}` : ''}
    >
      {trade && (
        <Stack gap="sm">
          <Group gap="xs" wrap="wrap">
            <ExitReasonBadge reason={trade.exitReason} />
            <Text size="sm" fw={700} c={profitColor(trade.profitLoss)}>
              {formatSignedUsd(trade.profitLoss)}
            </Text>
            <Text size="sm" c="dimmed">
              {formatSixDecimalPrice(trade.entryPrice)} → {formatSixDecimalPrice(trade.exitPrice)} ·{' '}
              {formatUtcDateTime(trade.entryTime)} → {formatUtcDateTime(trade.exitTime)} UTC
            </Text>
          </Group>
          {state.status === 'loading' && (
            <Group gap="xs" role="status">
              <Loader size="sm" />
              <Text size="sm">Loading candles...</Text>
            </Group>
          )}
          {state.status === 'error' && (
            <Alert color="red" variant="light" role="alert" title="Candles not loaded">
              {state.message}
            </Alert>
          )}
          {state.status === 'success' && state.data.candles.length === 0 && (
            <Text size="sm" c="dimmed" role="status">
              The candle store holds no {trade.symbol} candles around this trade.
            </Text>
          )}
          {state.status === 'success' && state.data.candles.length > 0 && (
            <>
              <Text size="xs" c="dimmed" role="status">
                {state.data.candles.length} candles of {state.data.step} min (UTC)
              </Text>
              <CandleChart candles={state.data.candles} levels={levels} markers={markers} />
              <Group gap="xs" wrap="wrap" role="group" aria-label="Price levels">
                {levels.map((level) => (
                  <Badge key={level.label} variant="outline" color="gray" radius="sm" tt="none">
                    {level.label} {formatSixDecimalPrice(level.price)}
                  </Badge>
                ))}
              </Group>
              <Text size="xs" c="dimmed">
                {markers.map((marker) => `${marker.label} ${formatUtcDateTime(marker.time)}`).join(' · ')}
              </Text>
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
