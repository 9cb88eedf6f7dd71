import { can } from '@signaldesk/contracts/permissions';
import { ADMIN_TYPES } from '@signaldesk/contracts/session';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/use-t';
import { homePathFor, isActiveItem, navigationFor, navLinkFor, resolveDashboardPath } from './authorization';

const labels = (adminType: 'admin1' | 'admin2', search: string) =>
  navigationFor(adminType, search).map((item) => translate(item.labelKey));

describe('navigationFor', () => {
  it.each([
    ['admin1', '', ['Dashboard', 'Signals', 'Analytics', 'Advanced Analytics', 'Backtesting', 'Users']],
    [
      'admin1',
      '?settings=false',
      ['Dashboard', 'Signals', 'Analytics', 'Advanced Analytics', 'Backtesting', 'Users'],
    ],
    [
      'admin1',
      '?settings=TRUE',
      ['Dashboard', 'Signals', 'Analytics', 'Advanced Analytics', 'Backtesting', 'Users'],
    ],
    [
      'admin1',
      '?settings=true',
      ['Dashboard', 'Signals', 'Analytics', 'Advanced Analytics', 'Backtesting', 'Users', 'Settings'],
    ],
    [
      'admin1',
      '?tab=2&settings=true',
      ['Dashboard', 'Signals', 'Analytics', 'Advanced Analytics', 'Backtesting', 'Users', 'Settings'],
    ],
    ['admin2', '', ['Backtesting']],
    ['admin2', '?settings=true', ['Backtesting']],
  ] as const)('%s with "%s" sees %j', (adminType, search, expected) => {
    expect(labels(adminType, search)).toEqual(expected);
  });
});

describe('the pages and the one table of who may do what', () => {
  it.each(ADMIN_TYPES)('%s sees exactly the pages whose action it may take', (adminType) => {
    const all = navigationFor('admin1', '?settings=true');
    const seen = navigationFor(adminType, '?settings=true');
    expect(seen).toEqual(all.filter((item) => can(adminType, item.action)));
  });

  it("sends each admin type home to its sidebar's first page", () => {
    expect(homePathFor('admin1')).toBe('/dashboard');
    expect(homePathFor('admin2')).toBe('/dashboard/backtesting');
  });
});

describe('resolveDashboardPath', () => {
  it.each([
    ['admin1', '/dashboard', '', null],
    ['admin1', '/dashboard/', '', null],
    ['admin1', '/dashboard/signals', '', null],
    ['admin1', '/dashboard/analytics', '', null],
    ['admin1', '/dashboard/advanced-analytics', '', null],
    ['admin1', '/dashboard/backtesting', '', null],
    ['admin1', '/dashboard/users', '', null],
    ['admin1', '/dashboard/users/12', '', null],
    ['admin1', '/dashboard/signals/12', '', null],
    ['admin1', '/dashboard/settings', '?settings=true', null],
    ['admin1', '/dashboard/settings', '', '/dashboard'],
    ['admin1', '/dashboard/no-such-page', '', null],
    ['admin2', '/dashboard/no-such-page', '', null],
    ['admin2', '/dashboard/backtesting', '', null],
    ['admin2', '/dashboard/backtesting/', '', null],
    ['admin2', '/dashboard', '', '/dashboard/backtesting'],
    ['admin2', '/dashboard/analytics', '', '/dashboard/backtesting'],
    ['admin2', '/dashboard/users', '', '/dashboard/backtesting'],
    ['admin2', '/dashboard/users/12', '', '/dashboard/backtesting'],
    ['admin2', '/dashboard/signals', '', '/dashboard/backtesting'],
    ['admin2', '/dashboard/settings', '?settings=true', '/dashboard/backtesting'],
  ] as const)('%s at %s%s -> %s', (adminType, pathname, search, expected) => {
    expect(resolveDashboardPath(adminType, pathname, search)).toBe(expected);
  });
});

describe('nav links', () => {
  const [dashboard] = navigationFor('admin1', '');

  it('keeps settings=true on links so the Settings item stays visible', () => {
    expect(navLinkFor(dashboard!, '?settings=true')).toBe('/dashboard?settings=true');
    expect(navLinkFor(dashboard!, '?other=1')).toBe('/dashboard');
  });

  it('marks only the item of the current page active', () => {
    expect(isActiveItem(dashboard!, '/dashboard/')).toBe(true);
    expect(isActiveItem(dashboard!, '/dashboard/users')).toBe(false);
  });
});
