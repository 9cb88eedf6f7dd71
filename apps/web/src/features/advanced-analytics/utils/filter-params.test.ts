import { describe, expect, it } from 'vitest';
import { defaultFilter, filterFromParams, filterToParams } from './filter-params';

describe('filter in the URL', () => {
  it('defaults to the last 30 UTC days, today included, every hour and day', () => {
    expect(defaultFilter(Date.parse('2026-11-22T23:30:00.000Z'))).toEqual({
      startDate: '2026-10-24',
      endDate: '2026-11-22',
      hours: [],
      days: [],
    });
  });

  it('writes lists sorted and leaves out lists holding every value', () => {
    const params = filterToParams({
      startDate: '2026-11-02',
      endDate: '2026-11-08',
      hours: [23, 0],
      days: [0, 1, 2, 3, 4, 5, 6],
    });
    expect(params.toString()).toBe('startDate=2026-11-02&endDate=2026-11-08&hours=0%2C23');
    expect(filterFromParams(params)).toEqual({
      startDate: '2026-11-02',
      endDate: '2026-11-08',
      hours: [0, 23],
      days: [],
    });
  });

  it.each([
    '',
    'startDate=2026-11-02',
    'startDate=yesterday&endDate=2026-11-08',
    'startDate=2026-11-02&endDate=2026-11-08&hours=24',
    'startDate=2026-11-02&endDate=2026-11-08&days=1,x',
  ])('reads %j as no filter', (search) => {
    expect(filterFromParams(new URLSearchParams(search))).toBeNull();
  });
});
