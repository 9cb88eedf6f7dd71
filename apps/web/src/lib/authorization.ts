import { type AdminAction, can } from '@signaldesk/contracts/permissions';
import type { AdminType } from '@signaldesk/contracts/session';
import type { TextKey } from '../i18n/keys';

/**
 * Who sees which dashboard page (docs/console.md, Roles): each page names the action it serves, and contracts'
 * `can` (the table the server reads too) says which admin type may take it. The sidebar, the route guard and the
 * redirect all read `navigationFor`, so they cannot disagree. Display and routing only: the server enforces roles.
 */

export const DASHBOARD_PATH = '/dashboard';
export const BACKTESTING_PATH = '/dashboard/backtesting';

export type NavKey =
  | 'dashboard'
  | 'signals'
  | 'analytics'
  | 'advanced-analytics'
  | 'backtesting'
  | 'users'
  | 'settings';

export interface NavItem {
  key: NavKey;
  /** Its name in the sidebar (docs/console.md, Languages). */
  labelKey: TextKey;
  /** Path without query string. */
  path: string;
  /** Pages below the path belong to the item (a subscriber's page below Users). */
  hasSubPages?: boolean;
  /** What the page serves: an admin type that may not take it does not see the page. */
  action: AdminAction;
}

const ITEMS: Record<NavKey, NavItem> = {
  dashboard: {
    key: 'dashboard',
    labelKey: 'shell.nav.dashboard',
    path: DASHBOARD_PATH,
    action: 'viewTrading',
  },
  signals: {
    key: 'signals',
    labelKey: 'shell.nav.signals',
    path: `${DASHBOARD_PATH}/signals`,
    action: 'viewTrading',
  },
  analytics: {
    key: 'analytics',
    labelKey: 'shell.nav.analytics',
    path: `${DASHBOARD_PATH}/analytics`,
    action: 'viewTrading',
  },
  'advanced-analytics': {
    key: 'advanced-analytics',
    labelKey: 'shell.nav.advancedAnalytics',
    path: `${DASHBOARD_PATH}/advanced-analytics`,
    action: 'viewTrading',
  },
  backtesting: {
    key: 'backtesting',
    labelKey: 'shell.nav.backtesting',
    path: BACKTESTING_PATH,
    action: 'backtest',
  },
  users: {
    key: 'users',
    labelKey: 'shell.nav.users',
    path: `${DASHBOARD_PATH}/users`,
    hasSubPages: true,
    action: 'manageUsers',
  },
  settings: {
    key: 'settings',
    labelKey: 'shell.nav.settings',
    path: `${DASHBOARD_PATH}/settings`,
    action: 'editParameters',
  },
};

/** The sidebar's order. */
const ORDER: readonly NavKey[] = [
  'dashboard',
  'signals',
  'analytics',
  'advanced-analytics',
  'backtesting',
  'users',
  'settings',
];

/** True when the query string carries `settings=true` (with or without the leading `?`). */
export function hasSettingsFlag(search: string): boolean {
  return new URLSearchParams(search).get('settings') === 'true';
}

/** The sidebar items, in display order, for this admin type and query string. */
export function navigationFor(adminType: AdminType, search: string): NavItem[] {
  // Settings is shown only while the address asks for it (docs/console.md, Roles).
  const shown = (key: NavKey) => key !== 'settings' || hasSettingsFlag(search);
  return ORDER.filter(shown)
    .map((key) => ITEMS[key])
    .filter((item) => can(adminType, item.action));
}

function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** True when the path is a page of the console (for some admin type), false for an address that matches none. */
export function isKnownDashboardPath(pathname: string): boolean {
  const path = normalizePath(pathname);
  return Object.values(ITEMS).some((item) => isActiveItem(item, path));
}

/**
 * Where a dashboard visit must go instead, or null when the page is shown: the admin's first page (admin2's is
 * Backtesting; admin1 is sent to the dashboard index from any page it may not see, Settings without
 * settings=true). An address that is no page at all is not redirected: the router shows its "Page not found" notice.
 */
export function resolveDashboardPath(adminType: AdminType, pathname: string, search: string): string | null {
  const allowed = navigationFor(adminType, search);
  const path = normalizePath(pathname);
  if (!isKnownDashboardPath(path)) return null;
  if (allowed.some((item) => isActiveItem(item, path))) return null;
  return homePathFor(adminType);
}

/** The first page an admin type may see (its sidebar's first item): where "Page not found" links back to. */
export function homePathFor(adminType: AdminType): string {
  return navigationFor(adminType, '')[0]?.path ?? BACKTESTING_PATH;
}

/** A nav item's link, keeping `settings=true` so the Settings item stays visible while moving around. */
export function navLinkFor(item: NavItem, search: string): string {
  return hasSettingsFlag(search) ? `${item.path}?settings=true` : item.path;
}

/** True for the dashboard index (the Overview), with or without a trailing slash. */
export function isOverviewPath(pathname: string): boolean {
  return normalizePath(pathname) === DASHBOARD_PATH;
}

/** The item whose page (or one of its sub-pages) is showing, for highlighting and for the route guard. */
export function isActiveItem(item: NavItem, pathname: string): boolean {
  const path = normalizePath(pathname);
  return path === item.path || (item.hasSubPages === true && path.startsWith(`${item.path}/`));
}
