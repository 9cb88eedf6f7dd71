import { PRODUCT_TITLE } from '../../lib/config';

/** Header titles by dashboard path (docs/console.md, Routes and guards). */
const TITLES: Record<string, string> = {
  '/dashboard': 'Overview',
  '/dashboard/signals': 'Signals',
  '/dashboard/analytics': 'Performance Analysis',
  '/dashboard/users': 'User Management',
  '/dashboard/settings': 'System Configuration',
  '/dashboard/advanced-analytics': 'Advanced Analytics',
  '/dashboard/backtesting': 'Backtesting',
};

export function pageTitleFor(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // A subscriber's page (`/dashboard/users/12`) is part of User Management.
  if (path.startsWith('/dashboard/users/')) return TITLES['/dashboard/users']!;
  return TITLES[path] ?? 'Dashboard';
}

/** The browser tab's title: the page's title, then the product's (`Overview · SignalDesk`). */
export function documentTitleFor(pathname: string): string {
  return `${pageTitleFor(pathname)} · ${PRODUCT_TITLE}`;
}
