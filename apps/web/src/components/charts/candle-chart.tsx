import type { ChartCandle, PriceLevel, TradeMarker } from '@signaldesk/core/backtest/trade-chart';
import {
  type AutoscaleInfo,
  CandlestickSeries,
  createChart,
  createSeriesMarkers,
  LineStyle,
  type SeriesMarkerBarPosition,
  type SeriesMarkerShape,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { canDrawCharts } from '../../lib/canvas-support';
import { consoleChartOptions } from './chart-options';

/**
 * The console's one candle chart (lightweight-charts): candles, price levels as lines and events as markers. The
 * backtest's trade chart and the position chart both draw with it (docs/console.md, Charts).
 */

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
  exit: { color: '#868e96', shape: 'arrowDown', position: 'aboveBar' },
};

const seconds = (ms: number) => (ms / 1000) as UTCTimestamp;

/** The candles' own price range widened to the levels (lightweight-charts scales to the candles alone). */
function withLevels(levels: readonly PriceLevel[]) {
  return (original: () => AutoscaleInfo | null): AutoscaleInfo | null => {
    const info = original();
    if (!info?.priceRange || levels.length === 0) return info;
    const prices = levels.map((level) => level.price);
    return {
      ...info,
      priceRange: {
        minValue: Math.min(info.priceRange.minValue, ...prices),
        maxValue: Math.max(info.priceRange.maxValue, ...prices),
      },
    };
  };
}

export interface CandleChartProps {
  /** Open times in ms (UTC), ascending. */
  candles: readonly ChartCandle[];
  levels: readonly PriceLevel[];
  /** Each at the open time of a candle of `candles`. */
  markers: readonly TradeMarker[];
  /** Decimals of the price scale (default 6). */
  precision?: number;
  /** Stretch the price scale so every level's line is in view, not only the candles' range. */
  fitLevels?: boolean;
  height?: number;
  testId?: string;
}

/**
 * Room kept free beside the first and the last candle, in pixels: a marker's text ('Open') is centred on its
 * candle, and the levels' titles ('TP1', 'Entry') are drawn at the plot's right edge, where a 'Close' marker on
 * the last candle would sit under them.
 */
export const EDGE_ROOM_PX = { left: 28, right: 72 } as const;

/** The logical range that shows every candle with the edge room on both sides, for a plot `widthPx` wide. */
export function paddedLogicalRange(count: number, widthPx: number): { from: number; to: number } {
  const usable = Math.max(widthPx - EDGE_ROOM_PX.left - EDGE_ROOM_PX.right, widthPx / 2);
  const barPx = usable / Math.max(count, 1);
  return { from: -EDGE_ROOM_PX.left / barPx, to: count - 1 + EDGE_ROOM_PX.right / barPx };
}

export function CandleChart({
  candles,
  levels,
  markers,
  precision = 6,
  fitLevels = false,
  height = 380,
  testId = 'candle-chart',
}: CandleChartProps) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element || candles.length === 0 || !canDrawCharts()) return;
    const chart = createChart(
      element,
      consoleChartOptions({ timeScale: { timeVisible: true, secondsVisible: false } }),
    );
    const series = chart.addSeries(CandlestickSeries, {
      upColor: '#2f9e44',
      downColor: '#e03131',
      wickUpColor: '#2f9e44',
      wickDownColor: '#e03131',
      borderVisible: false,
      priceFormat: { type: 'price', precision, minMove: 10 ** -precision },
      autoscaleInfoProvider: fitLevels ? withLevels(levels) : undefined,
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
    const plotWidth = chart.timeScale().width() || element.clientWidth;
    chart.timeScale().setVisibleLogicalRange(paddedLogicalRange(candles.length, plotWidth));
    return () => chart.remove();
  }, [candles, levels, markers, precision, fitLevels]);
  return <div ref={container} style={{ width: '100%', height }} data-testid={testId} />;
}
