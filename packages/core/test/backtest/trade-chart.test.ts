import { describe, expect, it } from 'vitest';
import { DEFAULT_BACKTEST_CONFIG } from '../../src/backtest/config';
import { buildDailyPerformance, drawdownSeries } from '../../src/backtest/daily';
import { type ChartCandle, tradeMarkers, tradePriceLevels } from '../../src/backtest/trade-chart';
import type { BacktestTrade } from '../../src/backtest/types';

const T = Date.UTC(2025, 0, 1, 10);
const MIN = 60_000;

/** A LONG entered at 100 at 10:02 (the close of the 10:01 candle), TP1 at 10:03, TP2 and TP3 in 10:05's candle. */
const TRADE: BacktestTrade = {
  positionId: 7,
  symbol: 'ETHUSDT',
  category: 'other',
  direction: 'LONG',
  exitReason: 'TP3',
  profitLoss: 35.6,
  entryPrice: 100,
  exitPrice: 105.6,
  initialOpportunityTime: new Date(T).toISOString(),
  entryTime: new Date(T + 2 * MIN).toISOString(),
  exitTime: new Date(T + 6 * MIN).toISOString(),
  duration: 4,
  tpsHit: ['TP1', 'TP2', 'TP3'],
};

const candle = (minute: number, low: number, high: number): ChartCandle => ({
  time: T + minute * MIN,
  open: low,
  high,
  low,
  close: high,
});

describe('trade chart', () => {
  it('draws the entry, the stop, the three targets and breakeven 1 at their prices', () => {
    const levels = tradePriceLevels(TRADE, DEFAULT_BACKTEST_CONFIG);
    expect(levels.map((level) => [level.label, Number(level.price.toFixed(6))])).toEqual([
      ['Entry', 100],
      ['SL', 96.1], // -3.9 %
      ['TP1', 101.6],
      ['TP2', 103.2],
      ['TP3', 105.6],
      ['BE1', 97.5], // -2.5 %
    ]);
    expect(tradePriceLevels(TRADE, { ...DEFAULT_BACKTEST_CONFIG, enableBreakeven1: false })).toHaveLength(5);
  });

  it('marks the signal, entry, each target with its stop move, and the exit on their candles', () => {
    const candles = [
      candle(0, 99, 100),
      candle(1, 99.5, 100),
      candle(2, 99.8, 101), // first candle of the trade: no target
      candle(3, 100.5, 101.7), // TP1 101.6
      candle(4, 100.9, 103),
      candle(5, 102, 106), // TP2 103.2 and TP3 105.6 in one candle
      candle(6, 104, 107), // after the exit
    ];
    const markers = tradeMarkers(TRADE, DEFAULT_BACKTEST_CONFIG, candles);
    expect(markers.map((marker) => [(marker.time - T) / MIN, marker.label])).toEqual([
      [0, 'Signal'],
      [1, 'Entry LONG'],
      [3, 'TP1'],
      [3, 'Stop to BE1'],
      [5, 'TP2'],
      [5, 'Stop to entry'],
      [5, 'TP3'],
      [5, 'Exit TP3'],
    ]);
  });

  it('puts markers on the coarser candle holding the event', () => {
    const fiveMinutes = [
      { time: T, open: 99, high: 101.7, low: 99, close: 101 },
      { time: T + 5 * MIN, open: 101, high: 106, low: 100.9, close: 105 },
    ];
    const markers = tradeMarkers(TRADE, DEFAULT_BACKTEST_CONFIG, fiveMinutes);
    expect(markers.map((marker) => [(marker.time - T) / MIN, marker.label])).toEqual([
      [0, 'Signal'],
      [0, 'Entry LONG'],
      [0, 'TP1'],
      [0, 'Stop to BE1'],
      [5, 'TP2'],
      [5, 'Stop to entry'],
      [5, 'TP3'],
      [5, 'Exit TP3'],
    ]);
  });
});

describe('drawdown series', () => {
  it('measures each day against the highest end-of-day balance so far, the initial balance first', () => {
    const trade = (exitTime: string, profitLoss: number) => ({ ...TRADE, exitTime, profitLoss });
    const days = buildDailyPerformance(
      [
        trade('2025-01-01T12:00:00.000Z', -100), // 900
        trade('2025-01-02T12:00:00.000Z', 300), // 1200, a new high
        trade('2025-01-03T12:00:00.000Z', -300), // 900: 300 below 1200
      ],
      1000,
    );
    expect(drawdownSeries(days, 1000)).toEqual([
      { date: '2025-01-01', drawdown: -100, drawdownPercent: -10 },
      { date: '2025-01-02', drawdown: 0, drawdownPercent: 0 },
      { date: '2025-01-03', drawdown: -300, drawdownPercent: -25 },
    ]);
  });
});
