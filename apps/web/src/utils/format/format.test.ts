import { describe, expect, it } from 'vitest';
import {
  formatAdaptivePrice,
  formatClockTime,
  formatCount,
  formatCurrencyAmount,
  formatDate,
  formatDurationBetween,
  formatDurationMinutes,
  formatFrenchCount,
  formatFrenchDay,
  formatFrenchOneDecimalPercent,
  formatFrenchSignedPercent,
  formatLocalDateTime,
  formatNumber,
  formatOneDecimalPercent,
  formatShortLocalDateTime,
  formatSignedPercent,
  formatSignedUsd,
  formatSixDecimalPrice,
  formatUsd,
  formatUtcDate,
  formatUtcDateTime,
  formatUtcDayHeading,
  formatUtcStamp,
  formatVolume,
  formatVolumeMillions,
} from '.';

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

  it.each([
    ['2026-03-05T12:00:00Z', 'en-US', '3/5/2026'],
    ['2026-03-05T12:00:00Z', 'fr-FR', '05/03/2026'],
    ['2026-12-31T12:00:00Z', 'de-DE', '31.12.2026'],
  ])('%s in %s -> %s', (value, locale, expected) => {
    expect(formatDate(value, locale)).toBe(expected);
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

  it('shows dates and times in en-US, UTC', () => {
    // 23:30 UTC on the 5th is already the 6th east of Greenwich: the UTC rendering must not move.
    expect(formatUtcDate('2026-03-05T23:30:00Z')).toBe('3/5/2026');
    expect(formatUtcDateTime(Date.UTC(2026, 2, 5, 14, 7))).toBe('3/5/2026, 2:07:00 PM');
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
  ])('%d -> %s', (value, expected) => {
    expect(formatSignedPercent(value)).toBe(expected);
  });
});

describe('formatClockTime', () => {
  it('shows local hours and minutes', () => {
    const afternoon = new Date(2026, 2, 5, 14, 5, 59);
    expect(formatClockTime(afternoon, 'en-GB')).toBe('14:05');
    expect(formatClockTime(afternoon.getTime(), 'en-US')).toBe('02:05 PM');
    expect(formatClockTime(afternoon.toISOString(), 'en-GB')).toBe('14:05');
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

describe('formatAdaptivePrice (position screens)', () => {
  it.each([
    [102, '102.0000'],
    [0.1234, '0.1234'],
    [0.12345, '0.123450'],
    [0.000012, '0.000012'],
    [null, '-'],
    [undefined, '-'],
    [Number.NaN, '-'],
  ])('%s -> %s', (value, expected) => {
    expect(formatAdaptivePrice(value)).toBe(expected);
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
  it('reads the day in UTC, en-US', () => {
    expect(formatUtcDayHeading('2025-01-03')).toBe('Fri, Jan 3, 2025');
    expect(formatUtcDayHeading('2025-03-06')).toBe('Thu, Mar 6, 2025');
    expect(formatUtcDayHeading('not a day')).toBe('-');
  });
});

describe('local date-times', () => {
  const afternoon = new Date(2026, 10, 21, 14, 29, 5);

  it('shows the full local date and time', () => {
    expect(formatLocalDateTime(afternoon, 'en-GB')).toBe('21/11/2026, 14:29:05');
    expect(formatLocalDateTime(afternoon.toISOString(), 'en-US')).toBe('11/21/2026, 2:29:05 PM');
  });

  it('shows the compact month, day, hours and minutes', () => {
    expect(formatShortLocalDateTime(afternoon.toISOString(), 'en-US')).toBe('11/21, 02:29 PM');
  });

  it.each([null, undefined, '', 'nope'])('%s -> -', (value) => {
    expect(formatLocalDateTime(value)).toBe('-');
    expect(formatShortLocalDateTime(value)).toBe('-');
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
