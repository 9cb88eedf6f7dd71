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

// Runs of 3 candles, at least 2 with the direction, spread in [1, 3] %, bodies <= 1.5 %, volume lookback 2.
const config = makeConfig({
  waitTimeMinutes: 0,
  totalCandlesToAnalyze: 3,
  pattern1MinCandles: 2,
  pattern2MinCandles: 2,
  volumeLookbackPeriod: 2,
  waitBetweenPatternsMinutes: 1,
  maxPatternSearchMinutes: 20,
});

// Lookback at T0 - 2 and T0 - 1 (volume 10, taker buys 5). Pattern #1 at T0..T0+2:
// bullish, bullish, bearish => 2 with LONG; spread (101.1 - 100) / 100 = 1.1 %; bodies 0.7, 0.497, 0.099 %;
// mean volume 20 >= 1 * 10; taker share 36 / 60 = 0.6 >= 1 * 0.5.
const pattern1: CandleRow[] = [
  [100, 100.8, 100, 100.7, 20, 12],
  [100.7, 101.3, 100.6, 101.2, 20, 12],
  [101.2, 101.3, 100.9, 101.1, 20, 12],
];
// T0+3 is the wait between patterns. Pattern #2 may start at T0+2 + 1 + 1 = T0+4: three bullish candles,
// spread (102.4 - 101.1) / 101.1 = 1.29 %; mean volume 20 >= mean of T0+2, T0+3 = 15; share 0.6 >= 17 / 30.
const pattern2: CandleRow[] = [
  [101.1, 101.9, 101.1, 101.8, 20, 12],
  [101.8, 102.4, 101.7, 102.3, 20, 12],
  [102.3, 102.5, 102.2, 102.4, 20, 12],
];
const hitTp3: CandleRow = [102.4, 120, 102.4, 110];

describe('pattern #1 then pattern #2', () => {
  it('opens at the close of pattern #2, in the signal direction', () => {
    const series = candleSeries(T0 - minutes(2), [
      flat(100),
      flat(100),
      ...pattern1,
      flat(101.1),
      ...pattern2,
      hitTp3,
    ]);
    const { trades } = runBacktest([makeSignal()], candleSet({ ETHUSDT: series }), config, LATER);
    expect(trades).toHaveLength(1);
    expect(trades[0]!.direction).toBe('LONG');
    expect(trades[0]!.entryPrice).toBe(102.4);
    expect(trades[0]!.entryTime).toBe(iso(T0 + minutes(7)));
    expect(trades[0]!.initialOpportunityTime).toBe(iso(T0));
  });

  it('opens at the close of pattern #1 in the legacy single-pattern mode', () => {
    const series = candleSeries(T0 - minutes(2), [
      flat(100),
      flat(100),
      ...pattern1,
      [101.1, 120, 101.1, 110],
    ]);
    const { trades } = runBacktest(
      [makeSignal()],
      candleSet({ ETHUSDT: series }),
      { ...config, openAfterFirstPatternOnly: true },
      LATER,
    );
    expect(trades[0]!.entryPrice).toBe(101.1);
    expect(trades[0]!.entryTime).toBe(iso(T0 + minutes(3)));
  });

  it('ignores the signal as noEntry when pattern #2 never comes inside the search window', () => {
    const series = candleSeries(T0 - minutes(2), [
      flat(100),
      flat(100),
      ...pattern1,
      ...Array(20).fill(flat(101.1)),
    ]);
    const { trades, summary } = runBacktest([makeSignal()], candleSet({ ETHUSDT: series }), config, LATER);
    expect(trades).toEqual([]);
    expect(summary.ignoredReasons.noEntry).toBe(1);
    expect(summary.ignoredPositions).toBe(1);
  });

  it('starts the search after the waiting time', () => {
    // With a 3-minute wait the window starts at T0+3: pattern #1 at T0 is not seen; the run at T0+4 is found.
    const series = candleSeries(T0 - minutes(2), [
      flat(100),
      flat(100),
      ...pattern1,
      flat(101.1),
      ...pattern2,
      hitTp3,
    ]);
    const { trades } = runBacktest(
      [makeSignal()],
      candleSet({ ETHUSDT: series }),
      { ...config, waitTimeMinutes: 3, openAfterFirstPatternOnly: true },
      LATER,
    );
    expect(trades[0]!.entryPrice).toBe(102.4);
  });
});
