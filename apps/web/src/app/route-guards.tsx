import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../components/ui/page-loader';
import { useT } from '../i18n/use-t';
import { useAuth } from '../lib/auth';
import { DASHBOARD_PATH, resolveDashboardPath } from '../lib/authorization';

/** What the sign-in redirect remembers in the location state. */
interface RememberedOrigin {
  from: string;
}

/** The dashboard address a signed-out visitor was sent away from, or null. Only dashboard paths are trusted. */
export function rememberedOrigin(state: unknown): string | null {
  const from = (state as Partial<RememberedOrigin> | null)?.from;
  return typeof from === 'string' &&
    (from === DASHBOARD_PATH ||
      from.startsWith(`${DASHBOARD_PATH}/`) ||
      from.startsWith(`${DASHBOARD_PATH}?`))
    ? from
    : null;
}

function SessionLoader() {
  const t = useT();
  return <PageLoader label={t('app.routeGuards.checkingYourSession')} minHeight="100vh" />;
}

/** `/dashboard/*`: signed-in only; others go to `/`, remembering where they were headed (unless they logged out). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated, isLoading, signedOutByUser } = useAuth();
  const location = useLocation();
  if (isLoading) return <SessionLoader />;
  if (!isAuthenticated) {
    const state: RememberedOrigin | null = signedOutByUser
      ? null
      : { from: `${location.pathname}${location.search}` };
    return <Navigate to="/" replace state={state} />;
  }
  return children;
}

/** `/`: signed-out only; a signed-in visitor goes to the remembered origin or `/dashboard`. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { isAuthenticated, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return <SessionLoader />;
  if (isAuthenticated) return <Navigate to={rememberedOrigin(location.state) ?? DASHBOARD_PATH} replace />;
  return children;
}

/** Sends a dashboard visit to the page this admin type may see (authorization.ts decides). */
export function RoleGate({ children }: { children: ReactNode }) {
  const { adminType } = useAuth();
  const location = useLocation();
  const target = resolveDashboardPath(adminType, location.pathname, location.search);
  if (target) return <Navigate to={target} replace />;
  return children;
}
