import { describe, expect, it } from 'vitest';
import {
  levelSanityIssue,
  MAX_ENTRY_DISTANCE_PERCENT,
  MAX_TARGET_FACTOR,
  MAX_TARGET_LEVERED_MOVE_PERCENT,
} from '../../src/signals/level-sanity';

const long = (values: object) => ({
  direction: 'LONG' as const,
  entries: [100],
  targets: [],
  stopLoss: null,
  leverage: null,
  ...values,
});

describe('levelSanityIssue', () => {
  it('states its bounds', () => {
    expect([MAX_TARGET_LEVERED_MOVE_PERCENT, MAX_TARGET_FACTOR, MAX_ENTRY_DISTANCE_PERCENT]).toEqual([
      1000, 5, 25,
    ]);
  });

  it('passes levels a trader would take', () => {
    expect(
      levelSanityIssue(long({ targets: [104, 110], stopLoss: 96, leverage: 20 }), { marketPrice: 101 }),
    ).toBeNull();
  });

  it('names a stop or a target on the wrong side (the parser rule, market price for a missing entry)', () => {
    expect(levelSanityIssue(long({ stopLoss: 101 }))).toBe(
      'the stop loss 101 must be below the entry 100 for a LONG',
    );
    expect(levelSanityIssue(long({ entries: [], targets: [95] }), { marketPrice: 100 })).toBe(
      'TP1 95 must be above the entry 100 for a LONG',
    );
  });

  it('bounds a target by the leverage: move × leverage at most 1000 %', () => {
    expect(levelSanityIssue(long({ targets: [150], leverage: 20 }))).toBeNull();
    expect(levelSanityIssue(long({ targets: [160], leverage: 20 }))).toBe(
      'TP1 160 is 60 % from the entry 100: at 20x a target is at most 50 % away',
    );
    expect(levelSanityIssue(long({ targets: [160] }), { leverage: 10 })).toBeNull();
  });

  it('refuses a target an order of magnitude away whatever the leverage', () => {
    expect(levelSanityIssue({ ...long({ targets: [9] }), direction: 'SHORT', entries: [100] })).toBe(
      'TP1 9 is 11.11 times the entry 100 (at most 5 times either way)',
    );
    expect(levelSanityIssue(long({ targets: [480] }))).toBeNull();
  });

  it('refuses an entry far from the market price', () => {
    expect(levelSanityIssue(long({}), { marketPrice: 130 })).toBeNull();
    expect(levelSanityIssue(long({}), { marketPrice: 140 })).toBe(
      'the entry 100 is 28.57 % from the market price 140 (at most 25 %)',
    );
  });
});
