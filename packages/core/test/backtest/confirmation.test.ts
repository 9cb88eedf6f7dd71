import { describe, expect, it } from 'vitest';
import { runBacktest } from '../../src/backtest/engine';
import {
  candleSet,
  entryThen,
  LATER,
  minutes,
  QUICK_SIGNAL_TIME,
  quickEntryConfig,
  quickSignal,
} from './helpers';

const candles = candleSet({ ETHUSDT: entryThen([[100, 110, 100, 108]]) });

describe('confirmation', () => {
  it('needs signalsRequired signals of the same symbol and direction within the window, itself included', () => {
    const config = quickEntryConfig({ signalsRequired: 2, signalTimeWindowMinutes: 5, nbrRepetition: 5 });
    const signals = [
      quickSignal({ id: 1, openedAt: QUICK_SIGNAL_TIME - minutes(5) }), // alone in [T0 - 10, T0 - 5]: fails
      quickSignal({ id: 2, openedAt: QUICK_SIGNAL_TIME }), // id 1 at T0 - 5 is inside [T0 - 5, T0]: passes
      quickSignal({ id: 3, openedAt: QUICK_SIGNAL_TIME - minutes(2), direction: 'SHORT' }), // the other direction: alone
      quickSignal({ id: 4, openedAt: QUICK_SIGNAL_TIME - minutes(3), symbol: 'XRPUSDT' }), // another symbol: alone
    ];
    const { trades, summary } = runBacktest(signals, candles, config, LATER);
    expect(summary.ignoredReasons.confirmation).toBe(3);
    expect(trades.map((t) => t.positionId)).toEqual([2]);
  });

  it('lets every signal pass alone with the default of 1', () => {
    const { summary } = runBacktest([quickSignal()], candles, quickEntryConfig(), LATER);
    expect(summary.ignoredReasons.confirmation).toBe(0);
    expect(summary.totalTrades).toBe(1);
  });
});
