import { describe, expect, it } from 'vitest';
import { runBacktest } from '../../src/backtest/engine';
import {
  type CandleRow,
  candleSeries,
  candleSet,
  flat,
  iso,
  LATER,
  makeConfig,
  makeSignal,
  minutes,
  T0,
} from './helpers';

// LONG signal, 5-minute wait, earlyReversalCandles 3, threshold 1.5 %, single-candle threshold 1.1 %.
const config = makeConfig({ waitTimeMinutes: 5, maxPatternSearchMinutes: 0, earlyReversalCandles: 3 });
const up: CandleRow = [99.8, 100, 99.8, 100];
// Three bearish candles with bodies 0.6, 0.503, 0.506 % (each below 1.1 %):
// cumulative move from the first open 100 to the last close 98.4 = 1.6 % > 1.5 %.
const down: CandleRow[] = [
  [100, 100, 99.4, 99.4],
  [99.4, 99.4, 98.9, 98.9],
  [98.9, 98.9, 98.4, 98.4],
];

describe('early reversal on consecutive candles', () => {
  it('opens the opposite direction at the close of the Nth candle against the signal', () => {
    const series = candleSeries(T0, [up, ...down, [98.4, 98.4, 90, 91]]);
    const { trades } = runBacktest([makeSignal()], candleSet({ ETHUSDT: series }), config, LATER);
    expect(trades[0]!.direction).toBe('SHORT');
    expect(trades[0]!.entryPrice).toBe(98.4);
    expect(trades[0]!.entryTime).toBe(iso(T0 + minutes(4)));
  });

  it('needs a cumulative move above the threshold', () => {
    const series = candleSeries(T0, [up, ...down, flat(98.4)]);
    const { summary } = runBacktest(
      [makeSignal()],
      candleSet({ ETHUSDT: series }),
      { ...config, earlyReversalThreshold: 1.7 },
      LATER,
    );
    expect(summary.ignoredReasons.noEntry).toBe(1);
  });

  it('needs N candles against the signal, all inside the wait', () => {
    // Only 2 bearish candles inside the wait: the first wait candle is the bullish one.
    const series = candleSeries(T0, [up, ...down.slice(1), up, up]);
    const { summary } = runBacktest(
      [makeSignal()],
      candleSet({ ETHUSDT: series }),
      { ...config, earlyReversalThreshold: 0.5 },
      LATER,
    );
    expect(summary.ignoredReasons.noEntry).toBe(1);
  });
});
