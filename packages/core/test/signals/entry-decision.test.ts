import { describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../src/market/candles';
import { arrivalFailure, entryDecision, isRepetition, openSignalTrade } from '../../src/signals/live-signals';
import {
  type CandleRow,
  candleSeries,
  entryThen,
  flat,
  quickEntryConfig,
  quickSignal,
  T0,
} from '../backtest/helpers';

describe('a live signal, minute by minute', () => {
  const config = quickEntryConfig();
  const signal = quickSignal();
  const candles = entryThen([flat(100), flat(100)]);

  it('waits while its entry candle has not closed, then enters at that candle close and close time', () => {
    // The entry candle opens at T0 and closes at T0 + 1 min.
    // Its one window has not closed yet: no window judged, nothing seen.
    const none = { state: 'waiting', progress: { pattern: 1, seen: 0, needed: 1 } };
    expect(entryDecision(signal, candles, config, T0)).toEqual(none);
    expect(entryDecision(signal, candles, config, T0 + MINUTE_MS - 1)).toEqual(none);
    expect(entryDecision(signal, candles, config, T0 + MINUTE_MS)).toEqual({
      state: 'entered',
      direction: 'LONG',
      entryPrice: 100,
      entryTime: T0 + MINUTE_MS,
    });
  });

  it('says how far its pattern search got: the candles of the last whole window closing its way', () => {
    const green: CandleRow = [100, 101, 99.5, 100.5];
    const red: CandleRow = [100.5, 101, 99.5, 100];
    // Lookback, then from the signal's first candle (T0 - 2 min): red, red, green, green. Windows of three:
    // r r g (1 green), then r g g (2 green); three are needed, so none is a pattern.
    const series = candleSeries(T0 - 3 * MINUTE_MS, [flat(100), red, red, green, green]);
    const strict = quickEntryConfig({ pattern1MinCandles: 3 });
    // At T0 + 2 min the second window (T0 - 1 min to T0 + 1 min) is the last whole one judged.
    expect(entryDecision(signal, series, strict, T0 + 2 * MINUTE_MS)).toEqual({
      state: 'waiting',
      progress: { pattern: 1, seen: 2, needed: 3 },
    });
    // With inverse patterns the better side counts: the first window has two red candles.
    expect(entryDecision(signal, series, { ...strict, acceptInversePatterns: true }, T0 + MINUTE_MS)).toEqual(
      {
        state: 'waiting',
        progress: { pattern: 1, seen: 2, needed: 3 },
      },
    );
  });

  it('opens the backtest trade: levels from the configuration percents at the entry', () => {
    const entry = entryDecision(signal, candles, config, T0 + MINUTE_MS);
    if (entry.state !== 'entered') throw new Error('expected an entry');
    const trade = openSignalTrade(config, entry);
    // SL -3.9 %, TP1 1.6 %, TP2 3.2 %, TP3 5.6 % of 100.
    expect(trade.activeStop).toBeCloseTo(96.1, 10);
    expect(trade.targets.map((target) => Number(target.toFixed(10)))).toEqual([101.6, 103.2, 105.6]);
    expect(trade.entryTime).toBe(T0 + MINUTE_MS);
  });

  it('is ignored as data when a candle it needs is missing, and as noEntry when the search window ends', () => {
    const gap = entryThen([]);
    gap.present[2] = 0;
    expect(entryDecision(signal, gap, config, T0 + 10 * MINUTE_MS)).toEqual({
      state: 'ignored',
      reason: 'data',
    });
    const noSearch = quickEntryConfig({ maxPatternSearchMinutes: 0 });
    expect(entryDecision(signal, candles, noSearch, T0 + 10 * MINUTE_MS)).toEqual({
      state: 'ignored',
      reason: 'noEntry',
    });
  });

  it('filters on arrival with the backtest reason names, confirmation counting the earlier signals only', () => {
    expect(arrivalFailure(quickSignal({ riskScore: 11 }), [], config)).toBe('riskScore');
    const twoNeeded = quickEntryConfig({ signalsRequired: 2, signalTimeWindowMinutes: 5 });
    expect(arrivalFailure(signal, [], twoNeeded)).toBe('confirmation');
    const earlier = quickSignal({ id: 7, openedAt: signal.openedAt - 4 * MINUTE_MS });
    const later = quickSignal({ id: 8, openedAt: signal.openedAt + MINUTE_MS });
    expect(arrivalFailure(signal, [later], twoNeeded)).toBe('confirmation');
    expect(arrivalFailure(signal, [earlier], twoNeeded)).toBeNull();
  });

  it('counts a repetition from the trades taken by earlier signals of the symbol in the window', () => {
    const rules = { nbrRepetition: 1, timeWindows: 15 };
    const earlier = quickSignal({ id: 7, openedAt: signal.openedAt - 10 * MINUTE_MS });
    const tooOld = quickSignal({ id: 6, openedAt: signal.openedAt - 15 * MINUTE_MS });
    const otherSymbol = quickSignal({ id: 5, symbol: 'BTCUSDT', openedAt: signal.openedAt - MINUTE_MS });
    expect(isRepetition(signal, [tooOld, otherSymbol], rules)).toBe(false);
    expect(isRepetition(signal, [earlier], rules)).toBe(true);
  });
});
