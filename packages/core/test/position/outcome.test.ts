import { describe, expect, it } from 'vitest';
import { closeReasonShare, isWinningProfit } from '../../src/position/outcome';

describe('isWinningProfit', () => {
  it.each([
    [0.0001, true],
    [0, false],
    [-0.0001, false],
  ])('%s wins: %s', (profit, wins) => expect(isWinningProfit(profit)).toBe(wins));
});

describe('closeReasonShare', () => {
  it.each([
    ['BREAKEVEN_1', 'breakevenRate'],
    ['BREAKEVEN_2', 'breakevenRate'],
    ['TRADERS_EXIT', 'tradersExitRate'],
    ['SL', 'slHitRate'],
    ['TP3', null],
    ['TIMEOUT', null],
    [null, null],
  ])('%s counts in %s', (reason, share) => expect(closeReasonShare(reason)).toBe(share));
});
