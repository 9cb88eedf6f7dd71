import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runBacktest } from '../../src/backtest/engine';
import type { BacktestSignal } from '../../src/backtest/types';
import { arrivalFailure, positionFilterFields } from '../../src/signals/live-signals';
import { candleSet, entryThen, LATER, quickEntryConfig, quickSignal } from '../backtest/helpers';

/**
 * What live stores, the backtester reads (docs/signals.md, "Missing force and risk"): signals with or without a
 * risk score and a force go through live's arrival filters; each one live opens is stored as the Signal Manager
 * stores its position (a missing value stays missing), then replayed by the backtester as the closed position it
 * becomes. The backtester enters exactly the positions live opened: none is ignored for a filter live passed.
 */
const maybe = (arbitrary: fc.Arbitrary<number>) => fc.option(arbitrary, { nil: null });

/** A live-opened position as the backtester reads it back: its signal's time and the fields live kept. */
const storedPosition = (signal: BacktestSignal): BacktestSignal => ({
  id: signal.id,
  symbol: signal.symbol,
  direction: signal.direction,
  openedAt: signal.openedAt,
  ...positionFilterFields(signal),
});

describe('live-opened positions replayed by the backtester', () => {
  it('enter again, every one of them, whatever values their signals lacked', () => {
    const candles = candleSet({ ETHUSDT: entryThen([[100, 110, 100, 108]]) });
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            riskScore: maybe(fc.integer({ min: 0, max: 10 })),
            forcePercentage: maybe(fc.integer({ min: 0, max: 100 })),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 100 }),
        (fields, riskScore, forcePercentage) => {
          // Every filter but the signal's own fields is wide open: each signal is judged on its fields alone.
          const config = quickEntryConfig({
            riskScore,
            forcePercentage,
            trendConfidence: 0,
            nbrRepetition: 100,
          });
          const signals = fields.map((values, i) => quickSignal({ id: i + 1, ...values }));
          const opened = signals.filter((signal) => arrivalFailure(signal, [], config) === null);
          const positions = opened.map((signal) => storedPosition(signal));
          const entered: number[] = [];
          const ignoredFor: string[] = [];
          runBacktest(
            positions,
            candles,
            { ...config, positionCount: Math.max(1, positions.length) },
            LATER,
            {
              onEntry: (signal) => entered.push(signal.id),
              onIgnored: (_signal, reason) => ignoredFor.push(reason),
            },
          );
          expect(entered).toEqual(opened.map((signal) => signal.id));
          expect(
            ignoredFor.filter((reason) => reason === 'riskScore' || reason === 'forcePercentage'),
          ).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a value stored as 0 for a missing one would not replay (the bug this rule fixes)', () => {
    const config = quickEntryConfig({ forcePercentage: 50 });
    const signal = quickSignal({ forcePercentage: null });
    expect(arrivalFailure(signal, [], config)).toBeNull();
    const reasons: string[] = [];
    runBacktest([{ ...signal, forcePercentage: 0 }], candleSet({ ETHUSDT: entryThen([]) }), config, LATER, {
      onIgnored: (_s, reason) => reasons.push(reason),
    });
    expect(reasons).toEqual(['forcePercentage']);
  });
});
