import { afterEach, describe, expect, it } from 'vitest';
import { setLanguageChoice } from '../../i18n/language-store';
import {
  formatClockTime,
  formatCount,
  formatCurrencyAmount,
  formatDate,
  formatDurationBetween,
  formatDurationMinutes,
  formatFixedDecimals,
  formatFrenchCount,
  formatFrenchDay,
  formatFrenchMoney,
  formatFrenchOneDecimalPercent,
  formatFrenchSignedPercent,
  formatNumber,
  formatOneDecimalPercent,
  formatScore,
  formatSignedPercent,
  formatSignedUsd,
  formatSixDecimalPrice,
  formatTickPrice,
  formatUsd,
  formatUtcDate,
  formatUtcDateTime,
  formatUtcDayHeading,
  formatUtcStamp,
  formatVolume,
  formatVolumeMillions,
} from '.';

afterEach(() => setLanguageChoice(null));

describe('formatCurrencyAmount', () => {
  it.each([
    [1234.5, 'USD', '$1,234.50'],
    [0.126, 'USD', '$0.13'],
    [-3.2, 'USD', '-$3.20'],
    [1234.5, 'EUR', '1,234.50 EUR'],
    [0.004, 'USDT', '0.00 USDT'],
  ])('%d %s -> %s', (value, currency, expected) => {
    expect(formatCurrencyAmount(value, currency)).toBe(expected);
  });

  it('defaults to USD', () => {
    expect(formatCurrencyAmount(42)).toBe('$42.00');
  });
});

describe('formatSixDecimalPrice (top movers, backtest)', () => {
  it.each([
    [0.000123, '0.000123'],
    [65432.1, '65432.100000'],
    [1.23456789, '1.234568'],
    [0, '0.000000'],
  ])('%d -> %s', (value, expected) => {
    expect(formatSixDecimalPrice(value)).toBe(expected);
  });
});

describe('formatVolumeMillions', () => {
  it.each([
    [1_234_567_890, '1234.6M'],
    [45_000_000, '45.0M'],
    [949_999, '0.9M'],
    [0, '0.0M'],
  ])('%d -> %s', (value, expected) => {
    expect(formatVolumeMillions(value)).toBe(expected);
  });
});

describe('formatVolume', () => {
  it.each([
    [2_500_000_000, '2.50B'],
    [1_000_000_000, '1.00B'],
    [999_999_999, '1000.00M'],
    [12_340_000, '12.34M'],
    [1_500, '1.50K'],
    [999, '999.00'],
    [-2_000_000, '-2.00M'],
  ])('%d -> %s', (value, expected) => {
    expect(formatVolume(value)).toBe(expected);
  });
});

describe('formatNumber', () => {
  it.each([
    [null, '0.00'],
    [undefined, '0.00'],
    ['', '0.00'],
    ['   ', '0.00'],
    ['abc', '0.000'],
    [Number.NaN, '0.000'],
    [Number.POSITIVE_INFINITY, '0.000'],
    [1.2345, '1.2345'],
    ['1.2345', '1.2345'],
    [2, '2.0000'],
    [1.23456, '1.234560'],
    [0.000012, '0.000012'],
    [0.00001, '0.000010'],
    [0.000001, '0.000001'],
    [0.0000004, '0.0000'],
    [-1.5, '-1.5000'],
    [-0.123456, '-0.123456'],
  ])('%s -> %s', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });
});

describe('formatDate', () => {
  it.each([null, undefined, '', 'not a date', Number.NaN])('%s -> -', (value) => {
    expect(formatDate(value)).toBe('-');
  });

  it('writes the day in the language of the choice, in UTC', () => {
    expect(formatDate('2026-03-05T12:00:00Z')).toBe('2026-03-05');
    setLanguageChoice('fr');
    expect(formatDate('2026-03-05T12:00:00Z')).toBe('05/03/2026');
  });
});

describe('backtest formatters', () => {
  it.each([
    [10000, '$10,000.00'],
    [-250.456, '-$250.46'],
    [0, '$0.00'],
  ])('formatUsd %d -> %s', (value, expected) => {
    expect(formatUsd(value)).toBe(expected);
  });

  it.each([
    [62.5, '62.5%'],
    [-3.04, '-3.0%'],
    [0, '0.0%'],
    [12.25, '12.3%'],
  ])('formatOneDecimalPercent %d -> %s', (value, expected) => {
    expect(formatOneDecimalPercent(value)).toBe(expected);
  });

  it.each([
    [95.4, '95 min'],
    [0, '0 min'],
    [1440, '1440 min'],
  ])('formatDurationMinutes %d -> %s', (value, expected) => {
    expect(formatDurationMinutes(value)).toBe(expected);
  });

  it('shows dates and times in the one date style, UTC', () => {
    // 23:30 UTC on the 5th is already the 6th east of Greenwich: the UTC rendering must not move.
    expect(formatUtcDate('2026-03-05T23:30:00Z')).toBe('2026-03-05');
    expect(formatUtcDateTime(Date.UTC(2026, 2, 5, 14, 7))).toBe('2026-03-05 14:07 UTC');
    expect(formatUtcDate(null)).toBe('-');
    expect(formatUtcDateTime('garbage')).toBe('-');
  });
});

describe('formatSignedPercent', () => {
  it.each([
    [1.25, '+1.25%'],
    [-0.4, '-0.40%'],
    [0, '0.00%'],
    [-0.001, '0.00%'],
    [12.345678, '+12.35%'],
    [1234.5, '+1,234.50%'],
    [-2500, '-2,500.00%'],
  ])('%d -> %s', (value, expected) => {
    expect(formatSignedPercent(value)).toBe(expected);
  });
});

describe('formatClockTime', () => {
  it('shows hours and minutes with the zone named', () => {
    const afternoon = Date.UTC(2026, 2, 5, 14, 5, 59);
    expect(formatClockTime(afternoon)).toBe('14:05 UTC');
    expect(formatClockTime(new Date(afternoon).toISOString())).toBe('14:05 UTC');
  });

  it.each([null, '', 'nope'])('%s -> -', (value) => {
    expect(formatClockTime(value)).toBe('-');
  });
});

describe('formatSignedPercent with an unknown value', () => {
  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY])('%s -> -', (value) => {
    expect(formatSignedPercent(value)).toBe('-');
  });

  it.each([
    [1.944, '+1.94%'],
    [-3.9, '-3.90%'],
  ])('position profit %d -> %s', (value, expected) => {
    expect(formatSignedPercent(value)).toBe(expected);
  });
});

describe("formatTickPrice (position screens): the decimals of the symbol's tick size, with grouping", () => {
  it.each([
    // BTCUSDT, tick 0.1: one decimal whatever the price, thousands grouped.
    [91853.9, 1, '91,853.9'],
    [92000, 1, '92,000.0'],
    [91853.94, 1, '91,853.9'],
    // ETHUSDT, tick 0.01.
    [3806.3, 2, '3,806.30'],
    // 1000PEPEUSDT, tick 0.00000001: trailing zeros kept, so a column lines up.
    [0.0026441, 8, '0.00264410'],
    [0.002644, 8, '0.00264400'],
    // A whole-number tick.
    [1234567.4, 0, '1,234,567'],
    [null, 2, '-'],
    [undefined, 2, '-'],
    [Number.NaN, 2, '-'],
  ])('%s with %d decimals -> %s', (value, decimals, expected) => {
    expect(formatTickPrice(value, decimals)).toBe(expected);
  });
});

describe('formatFixedDecimals and formatScore', () => {
  it.each([
    [1234.5, 2, '1,234.50'],
    [-1234.5, 0, '-1,235'],
    [-0.0001, 2, '0.00'],
    [0.5, 20, '0.500000000000'],
    [2.5, -1, '3'],
  ])('%d with %d decimals -> %s', (value, decimals, expected) => {
    expect(formatFixedDecimals(value, decimals)).toBe(expected);
  });
  it.each([
    [72.6, '72.6'],
    [39, '39.0'],
    [1234.56, '1,234.6'],
    [null, '-'],
  ])('score %s -> %s', (value, expected) => {
    expect(formatScore(value)).toBe(expected);
  });
});

describe('formatSignedUsd', () => {
  it.each([
    [12, '+$12.00'],
    [1234.5, '+$1,234.50'],
    [52.5, '+$52.50'],
    [-3.2, '-$3.20'],
    [0, '$0.00'],
    [-0.001, '$0.00'],
    [0.004, '$0.00'],
  ])('%d -> %s', (value, expected) => {
    expect(formatSignedUsd(value)).toBe(expected);
  });
});

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [1234, '1,234'],
    [1_000_000, '1,000,000'],
  ])('%d -> %s', (value, expected) => {
    expect(formatCount(value)).toBe(expected);
  });
});

describe('formatUtcDayHeading', () => {
  it('reads the day in UTC, with its weekday', () => {
    expect(formatUtcDayHeading('2025-01-03')).toBe('Fri 2025-01-03');
    expect(formatUtcDayHeading('2025-03-06')).toBe('Thu 2025-03-06');
    setLanguageChoice('fr');
    expect(formatUtcDayHeading('2025-01-03')).toBe('ven. 03/01/2025');
    expect(formatUtcDayHeading('not a day')).toBe('-');
  });
});

describe('formatDurationBetween', () => {
  it.each([
    ['2026-11-20T10:00:00.000Z', '2026-11-20T10:45:59.000Z', '45m'],
    ['2026-11-20T10:00:00.000Z', '2026-11-20T13:12:00.000Z', '3h 12m'],
    ['2026-11-19T08:00:00.000Z', '2026-11-21T09:30:00.000Z', '2d 1h'],
    ['2026-11-20T10:00:00.000Z', null, '-'],
    [undefined, '2026-11-20T10:00:00.000Z', '-'],
    ['2026-11-20T10:00:00.000Z', '2026-11-20T09:00:00.000Z', '-'],
  ])('%s -> %s is %s', (from, to, expected) => {
    expect(formatDurationBetween(from, to)).toBe(expected);
  });
});

describe('French formats (Advanced Analytics)', () => {
  it.each([
    [62.5, '62,5\u00a0%'],
    [0, '0,0\u00a0%'],
    [100, '100,0\u00a0%'],
    [66.666, '66,7\u00a0%'],
  ])('formatFrenchOneDecimalPercent(%s) is %j', (value, text) =>
    expect(formatFrenchOneDecimalPercent(value)).toBe(text),
  );

  it.each([
    [1.25, '+1,25\u00a0%'],
    [-0.4, '-0,40\u00a0%'],
    [0, '0,00\u00a0%'],
    [0.001, '0,00\u00a0%'],
    [1234.5, '+1\u202f234,50\u00a0%'],
  ])('formatFrenchSignedPercent(%s) is %j', (value, text) =>
    expect(formatFrenchSignedPercent(value)).toBe(text),
  );

  it('follow the operator once they chose English', () => {
    setLanguageChoice('en');
    expect(formatFrenchOneDecimalPercent(62.5)).toBe('62.5%');
    expect(formatFrenchDay('2026-11-02')).toBe('2026-11-02');
    setLanguageChoice('fr');
    expect(formatSignedPercent(1.25)).toBe('+1,25\u00a0%');
    expect(formatUsd(-250.456)).toBe('-250,46\u00a0$');
  });

  it('groups counts and writes days as French does', () => {
    expect(formatFrenchCount(1938)).toBe('1\u202f938');
    expect(formatFrenchCount(7)).toBe('7');
    expect(formatFrenchDay('2026-11-02')).toBe('02/11/2026');
    expect(formatFrenchDay('soon')).toBe('soon');
  });
});

describe('formatUtcStamp', () => {
  it.each([
    ['2026-11-21T19:20:59.999Z', '2026-11-21 19:20 UTC'],
    ['2026-01-05T00:00:00.000Z', '2026-01-05 00:00 UTC'],
    [null, '-'],
    ['not a date', '-'],
  ])('%s → %s', (input, expected) => {
    expect(formatUtcStamp(input)).toBe(expected);
  });
});

describe('formatFrenchMoney (Stripe amounts in minor units)', () => {
  it('divides by the currency’s own decimals and writes French', () => {
    const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(spaces(formatFrenchMoney(2990, 'eur'))).toBe('29,90 €');
    expect(spaces(formatFrenchMoney(123456, 'eur'))).toBe('1 234,56 €');
    expect(spaces(formatFrenchMoney(500, 'jpy'))).toBe('500 JPY');
    expect(spaces(formatFrenchMoney(2990, 'x1'))).toBe('2 990 X1');
  });
});
