import { describe, expect, it } from 'vitest';
import { documentTitleFor, pageTitleFor } from './page-title';

describe('pageTitleFor', () => {
  it.each([
    ['/dashboard', 'Overview'],
    ['/dashboard/', 'Overview'],
    ['/dashboard/analytics', 'Performance Analysis'],
    ['/dashboard/users', 'User Management'],
    ['/dashboard/users/12', 'User Management'],
    ['/dashboard/settings', 'System Configuration'],
    ['/dashboard/advanced-analytics', 'Advanced Analytics'],
    ['/dashboard/signals', 'Signals'],
    ['/dashboard/backtesting', 'Backtesting'],
    ['/dashboard/backtesting/', 'Backtesting'],
    ['/dashboard/unknown', 'Dashboard'],
  ])('%s -> %s', (pathname, expected) => {
    expect(pageTitleFor(pathname)).toBe(expected);
  });
});

describe('documentTitleFor', () => {
  it("puts the page's title before the product's", () => {
    expect(documentTitleFor('/dashboard/analytics')).toBe('Performance Analysis · SignalDesk');
    expect(documentTitleFor('/dashboard/unknown')).toBe('Dashboard · SignalDesk');
  });
});
