import { describe, expect, it } from 'vitest';
import { pageTitleFor } from './page-title';

describe('pageTitleFor', () => {
  it.each([
    ['/dashboard', 'Overview'],
    ['/dashboard/', 'Overview'],
    ['/dashboard/analytics', 'Performance Analysis'],
    ['/dashboard/users', 'User Management'],
    ['/dashboard/settings', 'System Configuration'],
    ['/dashboard/advanced-analytics', 'Advanced Analytics'],
    ['/dashboard/backtesting', 'Backtesting'],
    ['/dashboard/backtesting/', 'Backtesting'],
    ['/dashboard/unknown', 'Dashboard'],
  ])('%s -> %s', (pathname, expected) => {
    expect(pageTitleFor(pathname)).toBe(expected);
  });
});
