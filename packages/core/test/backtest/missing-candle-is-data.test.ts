import { describe, expect, it } from 'vitest';
import { runBacktest } from '../../src/backtest/engine';
import {
  candleSeries,
  candleSet,
  entryThen,
  flat,
  LATER,
  quickEntryConfig,
  quickSignal,
  T0,
} from './helpers';

describe('a missing candle makes the signal data', () => {
  it('ignores the signal when a trade candle is missing', () => {
    const candles = candleSet({ ETHUSDT: entryThen([flat(100), null, [100, 110, 100, 108]]) });
    const { trades, summary } = runBacktest([quickSignal()], candles, quickEntryConfig(), LATER);
    expect(trades).toEqual([]);
    expect(summary.ignoredReasons.data).toBe(1);
  });

  it('does not mind missing candles after the exit', () => {
    const candles = candleSet({ ETHUSDT: entryThen([[100, 110, 100, 108], null, null]) });
    const { trades, summary } = runBacktest([quickSignal()], candles, quickEntryConfig(), LATER);
    expect(trades).toHaveLength(1);
    expect(summary.ignoredReasons.data).toBe(0);
  });

  it('needs the volume lookback candles before the run', () => {
    const series = candleSeries(T0, [
      [99.5, 100, 99.5, 100],
      [100, 110, 100, 108],
    ]); // no T0 - 1 candle
    const { summary } = runBacktest(
      [quickSignal()],
      candleSet({ ETHUSDT: series }),
      quickEntryConfig(),
      LATER,
    );
    expect(summary.ignoredReasons.data).toBe(1);
  });

  it('treats a symbol without candles as data', () => {
    const { summary } = runBacktest(
      [quickSignal({ symbol: 'XRPUSDT' })],
      candleSet({}),
      quickEntryConfig(),
      LATER,
    );
    expect(summary.ignoredReasons.data).toBe(1);
  });

  it('reports data before pending when the missing candle comes first', () => {
    const candles = candleSet({ ETHUSDT: entryThen([null, flat(100)]) });
    const { summary } = runBacktest([quickSignal()], candles, quickEntryConfig(), T0 + 5 * 60_000);
    expect(summary.ignoredReasons.data).toBe(1);
  });
});
