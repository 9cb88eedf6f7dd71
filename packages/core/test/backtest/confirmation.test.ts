import { describe, expect, it } from 'vitest';
import { runBacktest } from '../../src/backtest/engine';
import { candleSet, entryThen, LATER, makeSignal, minutes, quickEntryConfig, T0 } from './helpers';

const candles = candleSet({ ETHUSDT: entryThen([[100, 110, 100, 108]]) });

describe('confirmation', () => {
  it('needs signalsRequired signals of the same symbol and direction within the window, itself included', () => {
    const config = quickEntryConfig({ signalsRequired: 2, signalTimeWindowMinutes: 5, nbrRepetition: 5 });
    const signals = [
      makeSignal({ id: 1, openedAt: T0 - minutes(5) }), // alone in [T0 - 10, T0 - 5]: fails
      makeSignal({ id: 2, openedAt: T0 }), // id 1 at T0 - 5 is inside [T0 - 5, T0]: passes
      makeSignal({ id: 3, openedAt: T0 - minutes(2), direction: 'SHORT' }), // the other direction: alone
      makeSignal({ id: 4, openedAt: T0 - minutes(3), symbol: 'XRPUSDT' }), // another symbol: alone
    ];
    const { trades, summary } = runBacktest(signals, candles, config, LATER);
    expect(summary.ignoredReasons.confirmation).toBe(3);
    expect(trades.map((t) => t.positionId)).toEqual([2]);
  });

  it('lets every signal pass alone with the default of 1', () => {
    const { summary } = runBacktest([makeSignal()], candles, quickEntryConfig(), LATER);
    expect(summary.ignoredReasons.confirmation).toBe(0);
    expect(summary.totalTrades).toBe(1);
  });
});
