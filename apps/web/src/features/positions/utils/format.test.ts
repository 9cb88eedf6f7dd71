import { describe, expect, it } from 'vitest';
import { formatDuration, formatPercent, formatPrice } from './format';

describe('position formatters', () => {
  it.each([
    [102, '102.0000'],
    [0.1234, '0.1234'],
    [0.12345, '0.123450'],
    [0.000012, '0.000012'],
    [null, '-'],
  ])('price %s → %s', (value, text) => {
    expect(formatPrice(value)).toBe(text);
  });

  it.each([
    [1.944, '+1.94%'],
    [-3.9, '-3.90%'],
    [-0.001, '0.00%'],
    [null, '-'],
  ])('percent %s → %s', (value, text) => {
    expect(formatPercent(value)).toBe(text);
  });

  it.each([
    ['2026-11-20T10:00:00.000Z', '2026-11-20T10:45:59.000Z', '45m'],
    ['2026-11-20T10:00:00.000Z', '2026-11-20T13:12:00.000Z', '3h 12m'],
    ['2026-11-19T08:00:00.000Z', '2026-11-21T09:30:00.000Z', '2d 1h'],
    ['2026-11-20T10:00:00.000Z', null, '-'],
  ])('duration %s → %s is %s', (from, to, text) => {
    expect(formatDuration(from, to)).toBe(text);
  });
});
