import { describe, expect, it } from 'vitest';
import { isGoodTradingDay, isGoodTradingHour } from '../../src/market/trading-calendar';

describe('isGoodTradingDay (local day of week)', () => {
  // November 2026: the 15th is a Sunday, the 18th a Wednesday, the 21st a Saturday.
  it.each([
    [15, 'Sunday', true],
    [16, 'Monday', true],
    [17, 'Tuesday', true],
    [18, 'Wednesday', false],
    [19, 'Thursday', true],
    [20, 'Friday', true],
    [21, 'Saturday', true],
  ])('November %i (%s) is good: %s', (day, _name, expected) => {
    const localNoon = new Date(2026, 10, day, 12, 0, 0);
    expect(isGoodTradingDay(localNoon)).toBe(expected);
    expect(isGoodTradingDay(localNoon.getTime())).toBe(expected);
  });

  it('judges Wednesday by the local clock from its first to its last minute', () => {
    expect(isGoodTradingDay(new Date(2026, 10, 18, 0, 0, 0))).toBe(false);
    expect(isGoodTradingDay(new Date(2026, 10, 18, 23, 59, 59))).toBe(false);
    expect(isGoodTradingDay(new Date(2026, 10, 17, 23, 59, 59))).toBe(true);
    expect(isGoodTradingDay(new Date(2026, 10, 19, 0, 0, 0))).toBe(true);
  });

  it('rejects an invalid date', () => {
    expect(() => isGoodTradingDay(new Date('not a date'))).toThrow(RangeError);
    expect(() => isGoodTradingDay(Number.NaN)).toThrow(RangeError);
  });
});

describe('isGoodTradingHour (UTC hour)', () => {
  const poor = new Set([0, 3, 8, 9, 10, 16, 18, 20]);
  const table = Array.from({ length: 24 }, (_, hour) => [hour, !poor.has(hour)] as const);

  it.each(table)('%i:00 UTC is good: %s', (hour, expected) => {
    expect(isGoodTradingHour(Date.UTC(2026, 10, 18, hour, 0))).toBe(expected);
    expect(isGoodTradingHour(new Date(Date.UTC(2026, 10, 18, hour, 59, 59)))).toBe(expected);
  });

  it('has exactly 16 good hours a day', () => {
    expect(table.filter(([, good]) => good)).toHaveLength(16);
  });

  it('rejects an invalid date', () => {
    expect(() => isGoodTradingHour(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
