import { describe, expect, it } from 'vitest';
import { runBacktest } from '../../src/backtest/engine';
import { selectSignals } from '../../src/backtest/selection';
import { makeConfig, makeSignal } from './helpers';

const at = (iso: string) => Date.parse(iso);
const signals = [
  makeSignal({ id: 5, openedAt: at('2024-03-01T00:00:00.000Z') }),
  makeSignal({ id: 1, openedAt: at('2024-02-29T23:59:59.999Z') }),
  makeSignal({ id: 2, openedAt: at('2024-02-28T23:59:59.999Z') }),
  makeSignal({ id: 4, openedAt: at('2024-02-29T00:00:00.000Z') }),
  makeSignal({ id: 3, openedAt: at('2024-02-29T00:00:00.000Z') }),
];

describe('signal selection', () => {
  it('date range: openedAt in [startDate 00:00:00.000, endDate 23:59:59.999] UTC, replayed ascending, ties by id', () => {
    const config = makeConfig({ useDateRange: true, startDate: '2024-02-29', endDate: '2024-02-29' });
    expect(selectSignals(signals, config).map((s) => s.id)).toEqual([3, 4, 1]);
  });

  it('latest mode: the positionCount latest (ties by id), replayed ascending', () => {
    expect(selectSignals(signals, makeConfig({ positionCount: 3 })).map((s) => s.id)).toEqual([4, 1, 5]);
    expect(selectSignals(signals, makeConfig({ positionCount: 2000 })).map((s) => s.id)).toEqual([
      2, 3, 4, 1, 5,
    ]);
  });

  it('counts only selected signals in the result', () => {
    const config = makeConfig({ useDateRange: true, startDate: '2024-03-01', endDate: '2024-03-31' });
    const { summary } = runBacktest(signals, new Map(), config, at('2025-01-01T00:00:00.000Z'));
    // Only id 5 is selected; it has no candles: one data signal.
    expect(summary.ignoredPositions).toBe(1);
    expect(summary.ignoredReasons.data).toBe(1);
  });
});
