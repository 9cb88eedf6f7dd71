import { describe, expect, it } from 'vitest';
import type { BacktestConfig } from '../../src/backtest/config';
import { runBacktest } from '../../src/backtest/engine';
import type { BacktestSignal } from '../../src/backtest/types';
import {
  type CandleRow,
  candleSeries,
  candleSet,
  entryThen,
  flat,
  iso,
  minutes,
  quickEntryConfig,
  quickSignal,
  repeat,
  T0,
} from './helpers';

// BTC protection: lookback 2 candles, volume multiplier 2, minimum body 0.28 %.
const config = quickEntryConfig({
  enableBtcProtection: true,
  btcLookbackPeriod: 2,
  btcVolumeMultiplier: 2,
  btcMinCandleSize: 0.28,
});
// The trade's candles open at T0 + 1, + 2, ...; for the candle at t the rule reads BTCUSDT t - 4 .. t.
// BTCUSDT from T0 - 3: volume 10 until T0, then
//   T0 + 1 bearish, volume 25 (>= 2 * 10), body 0.1 %   (counts, small)
//   T0 + 2 doji                                          (does not count)
//   T0 + 3 bearish, volume 25, body 0.5 %                (counts, big)
// At T0 + 2 only one counting bearish candle; at T0 + 3 two, one >= 0.28 %: a bearish pattern.
function btcRows(third: CandleRow = [39960, 39960, 39760.2, 39760.2, 25]): CandleRow[] {
  return [
    ...repeat(flat(40000), 4),
    [40000, 40000, 39960, 39960, 25],
    flat(39960),
    third,
    ...repeat(flat(39760.2), 5),
  ];
}

function run(
  signal: BacktestSignal,
  eth: CandleRow[],
  btc: CandleRow[],
  now: number,
  overrides: Partial<BacktestConfig> = {},
) {
  const sign = signal.direction === 'LONG' ? 1 : -1;
  const candles = candleSet({
    ETHUSDT: entryThen(eth, sign),
    BTCUSDT: candleSeries(T0 - minutes(3), btc),
  });
  return runBacktest([signal], candles, { ...config, ...overrides }, now);
}

describe('BTC protection', () => {
  it('closes a LONG at the close of the candle where a bearish BTC pattern ends', () => {
    const { trades, summary } = run(quickSignal(), repeat(flat(100.2), 6), btcRows(), T0 + minutes(7));
    expect(trades[0]!.exitReason).toBe('BTC_EMERGENCY');
    expect(trades[0]!.exitTime).toBe(iso(T0 + minutes(4)));
    // 1000 * 0.2 % = 2
    expect(trades[0]!.profitLoss).toBeCloseTo(2, 10);
    expect(summary.btcReversalHits).toBe(1);
  });

  it('leaves a SHORT open on a bearish pattern', () => {
    const { summary } = run(
      quickSignal({ direction: 'SHORT' }),
      repeat(flat(99.8), 6),
      btcRows(),
      T0 + minutes(7),
    );
    expect(summary.ignoredReasons.pending).toBe(1);
  });

  it('needs a candle of at least btcMinCandleSize', () => {
    const { summary } = run(quickSignal(), repeat(flat(100.2), 6), btcRows(), T0 + minutes(7), {
      btcMinCandleSize: 0.6,
    });
    expect(summary.ignoredReasons.pending).toBe(1);
  });

  it('needs the volume of each counting candle at or above the multiplier times the lookback mean', () => {
    const { summary } = run(
      quickSignal(),
      repeat(flat(100.2), 6),
      btcRows([39960, 39960, 39760.2, 39760.2, 19]),
      T0 + minutes(7),
    );
    expect(summary.ignoredReasons.pending).toBe(1);
  });

  it('is off for BTCUSDT itself and when disabled', () => {
    const off = run(quickSignal(), repeat(flat(100.2), 6), btcRows(), T0 + minutes(7), {
      enableBtcProtection: false,
    });
    expect(off.summary.ignoredReasons.pending).toBe(1);
    const candles = candleSet({ BTCUSDT: entryThen(repeat(flat(100.2), 6)) });
    const self = runBacktest([quickSignal({ symbol: 'BTCUSDT' })], candles, config, T0 + minutes(7));
    expect(self.summary.ignoredReasons.pending).toBe(1);
  });

  it('makes the signal data when a BTCUSDT candle the rule reads is missing, even on the exit candle', () => {
    const btc = btcRows();
    btc[4] = null; // BTCUSDT T0 + 1, read for the first trade candle
    const { summary } = run(quickSignal(), [[100, 110, 100, 108]], btc, T0 + minutes(7));
    expect(summary.ignoredReasons.data).toBe(1);
  });
});
