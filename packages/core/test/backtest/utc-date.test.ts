import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoTimeMs, utcDayStart } from '../../src/backtest/utc-date';

describe('isoTimeMs', () => {
  it('reads every engine time exactly as Date.parse does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) }), (ms) => {
        expect(isoTimeMs(new Date(ms).toISOString())).toBe(ms);
      }),
    );
  });

  it('leaves any other text to Date.parse', () => {
    expect(isoTimeMs('2025-01-02T03:04:05Z')).toBe(Date.UTC(2025, 0, 2, 3, 4, 5));
    expect(isoTimeMs('not a time')).toBeNaN();
  });

  it('utcDayStart refuses days that do not exist', () => {
    expect(utcDayStart('2024-02-29')).toBe(Date.UTC(2024, 1, 29));
    expect(utcDayStart('2023-02-29')).toBeNaN();
    expect(utcDayStart('2024-13-01')).toBeNaN();
  });
});
