import type { TextKey } from '../../i18n/keys';
import { type Translate, translate } from '../../i18n/use-t';
import { PRODUCT_TITLE } from '../../lib/config';

/** Header titles by dashboard path (docs/console.md, Routes and guards). */
const TITLES: Record<string, TextKey> = {
  '/dashboard': 'shell.titles.overview',
  '/dashboard/signals': 'shell.titles.signals',
  '/dashboard/analytics': 'shell.titles.analytics',
  '/dashboard/users': 'shell.titles.users',
  '/dashboard/settings': 'shell.titles.settings',
  '/dashboard/advanced-analytics': 'shell.titles.advancedAnalytics',
  '/dashboard/backtesting': 'shell.titles.backtesting',
};

export function pageTitleKeyFor(pathname: string): TextKey {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // A subscriber's page (`/dashboard/users/12`) is part of User Management.
  if (path.startsWith('/dashboard/users/')) return TITLES['/dashboard/users']!;
  return TITLES[path] ?? 'shell.titles.dashboard';
}

export function pageTitleFor(pathname: string, t: Translate = translate): string {
  return t(pageTitleKeyFor(pathname));
}

/** The browser tab's title: the page's title, then the product's (`Overview · SignalDesk`). */
export function documentTitleFor(pathname: string, t: Translate = translate): string {
  return `${pageTitleFor(pathname, t)} · ${PRODUCT_TITLE}`;
}
