import { describe, expect, it } from 'vitest';
import { requiredCandleSpans } from '../../src/backtest/candle-span';
import { makeConfig, makeSignal, minutes, T0 } from './helpers';

describe('the candles a signal needs', () => {
  it('spans the lookback before the search to S + wait + search + maximum duration', () => {
    // Defaults: wait 10, search 150, lookback 20, 210 h. S = T0 + 1 min (openedAt T0 + 1 s).
    // from = S + 10 - 20 = S - 10 min; to = S + 160 min + 210 h.
    const spans = requiredCandleSpans(makeSignal({ openedAt: T0 + 1000 }), makeConfig());
    const start = T0 + minutes(1);
    expect(spans).toEqual([
      { symbol: 'ETHUSDT', fromMs: start - minutes(10), toMs: start + minutes(160 + 210 * 60) },
    ]);
  });

  it('adds the reversal window and the BTCUSDT span when those rules are on', () => {
    const config = makeConfig({ enableReversal: true, enableBtcProtection: true, volumeLookbackPeriod: 5 });
    const [own, btc] = requiredCandleSpans(makeSignal(), config);
    // from = S (the lookback ends inside the wait); to adds reversalWaitTimeMinutes 30.
    expect(own).toEqual({ symbol: 'ETHUSDT', fromMs: T0, toMs: T0 + minutes(160 + 30 + 210 * 60) });
    // The first trade candle can open at S + 1 min; the rule reads 2 + 20 BTC candles before it.
    expect(btc).toEqual({ symbol: 'BTCUSDT', fromMs: T0 + minutes(1 - 22), toMs: own!.toMs });
    expect(requiredCandleSpans(makeSignal({ symbol: 'BTCUSDT' }), config)).toHaveLength(1);
  });
});
