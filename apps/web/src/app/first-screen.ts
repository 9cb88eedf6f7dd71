import { can } from '@signaldesk/contracts/permissions';
import type { QueryClient } from '@tanstack/react-query';
import { openPositionsQueryOptions } from '../features/positions/api/get-open-positions';
import { tickSizesQueryOptions } from '../features/positions/api/get-tick-sizes';
import { adminTypeCookieOf } from '../lib/auth';
import { isOverviewPath } from '../lib/authorization';
import { screens } from './screens';

/** How long the first render waits for the Overview's code; past it, the page renders and shows its loader. */
export const FIRST_SCREEN_CODE_WAIT_MS = 1_000;

/**
 * docs/performance.md, "The Overview's first visit": a page load at the Overview by a signed-in admin who may see
 * it (its admin-type cookie says so) starts the Overview's open positions, tick sizes and code while the session is
 * still being checked. Resolves once that code is in (or failed, or after FIRST_SCREEN_CODE_WAIT_MS): rendering only
 * then lets the layout and the Overview render in one pass, with the rows, instead of suspending on the code.
 * Anyone else loads nothing ahead and renders at once. The cookie is only a hint: an expired session answers 401
 * and signs out, as the session check does.
 */
export function startFirstScreen(client: QueryClient, pathname: string, cookieHeader: string): Promise<void> {
  const adminType = adminTypeCookieOf(cookieHeader);
  if (!isOverviewPath(pathname) || !adminType || !can(adminType, 'viewTrading')) return Promise.resolve();
  // The calls first: the browser's six connections per server go to them before the screen's code.
  const rows = client.prefetchQuery(openPositionsQueryOptions()); // never rejects: a failure stays in the cache
  void client.prefetchQuery(tickSizesQueryOptions());
  // A failed download is not reported here: the route tries again when shown, and shows the failure there.
  const code = screens.overview.preload().then(
    () => undefined,
    () => undefined,
  );
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, FIRST_SCREEN_CODE_WAIT_MS);
    void Promise.all([code, rows]).then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
