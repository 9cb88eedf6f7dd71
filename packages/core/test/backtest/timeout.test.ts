import { describe, expect, it } from 'vitest';
import { runBacktest } from '../../src/backtest/engine';
import {
  candleSet,
  entryThen,
  flat,
  iso,
  LATER,
  minutes,
  quickEntryConfig,
  quickSignal,
  repeat,
  T0,
} from './helpers';

describe('timeout', () => {
  it('exits at the close of the first candle closing at or after entry + maximum duration', () => {
    // maximumTimePositionExecution 1 h: entry T0 + 1 min, the 60th trade candle closes at T0 + 61 min.
    const candles = candleSet({
      ETHUSDT: entryThen([...repeat(flat(100.2), 59), [100.2, 100.6, 100.1, 100.5], flat(90)]),
    });
    const { trades } = runBacktest(
      [quickSignal()],
      candles,
      quickEntryConfig({ maximumTimePositionExecution: 1 }),
      LATER,
    );
    const trade = trades[0]!;
    expect(trade.exitReason).toBe('TIMEOUT');
    expect(trade.exitPrice).toBe(100.5);
    expect(trade.exitTime).toBe(iso(T0 + minutes(61)));
    expect(trade.duration).toBe(60);
    // 1000 * 0.5 % = 5
    expect(trade.profitLoss).toBeCloseTo(5, 10);
  });
});
