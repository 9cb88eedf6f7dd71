import { describe, expect, it } from 'vitest';
import { decimalsOfTickSize, significantPriceDecimals } from '../../src/market/price-decimals';

describe('decimalsOfTickSize', () => {
  it.each([
    ['0.10', 1],
    ['0.00010000', 4],
    ['1.00000000', 0],
    ['0.5', 1],
    ['0.25', 2],
    ['10', 0],
    ['0.0000001', 7],
    [0.01, 2],
    [1e-7, 7],
    [1e-8, 8],
    [0.1 + 0.2 - 0.2, 1],
    [5, 0],
  ])('%s -> %d', (tick, decimals) => {
    expect(decimalsOfTickSize(tick)).toBe(decimals);
  });

  it.each(['', '0', '0.000', '-0.1', 'abc', '1e-7', 0, -1, Number.NaN, '0.0000000000001'])(
    '%s -> undefined',
    (tick) => {
      expect(decimalsOfTickSize(tick)).toBeUndefined();
    },
  );
});

describe('significantPriceDecimals', () => {
  it.each([
    [90_000, 1],
    [3_100, 2],
    [135, 3],
    [2.05, 5],
    [0.41, 6],
    [0.004, 8],
    [0, 2],
    [Number.NaN, 2],
  ])('%d -> %d', (price, decimals) => {
    expect(significantPriceDecimals(price)).toBe(decimals);
  });
});
