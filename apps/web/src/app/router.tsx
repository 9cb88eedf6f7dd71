import { type ReactNode, Suspense } from 'react';
import { BrowserRouter, type RouteObject, useLocation, useRoutes } from 'react-router';
import { DashboardLayout } from '../components/layouts/dashboard-layout';
import { NotFoundNotice } from '../components/ui/not-found-notice';
import { PageLoader } from '../components/ui/page-loader';
import { ScreenErrorBoundary } from '../components/ui/screen-error-boundary';
import { useT } from '../i18n/use-t';
import { useAuth } from '../lib/auth';
import { homePathFor } from '../lib/authorization';
import { GuestOnly, RequireAuth, RoleGate } from './route-guards';
import LoginRoute from './routes/login';
import { screens } from './screens';

// Each screen loads on first visit, so the login page and the Overview do not wait for the code of the others.
const OverviewRoute = screens.overview.Component;
const SignalsRoute = screens.signals.Component;
const AnalyticsRoute = screens.analytics.Component;
const BacktestingRoute = screens.backtesting.Component;
const UsersRoute = screens.users.Component;
const SubscriberRoute = screens.subscriber.Component;
const SettingsRoute = screens.settings.Component;
const AdvancedAnalyticsRoute = screens.advancedAnalytics.Component;

/** A dashboard page: its spinner while its code loads, its own error in place of a crash. */
function Screen({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ScreenErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoader />}>{children}</Suspense>
    </ScreenErrorBoundary>
  );
}

/** docs/console.md, Routes and guards. Exported so tests can mount the same tree in a memory router. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <GuestOnly>
        <LoginRoute />
      </GuestOnly>
    ),
  },
  {
    path: '/dashboard',
    element: (
      <RequireAuth>
        <RoleGate>
          <DashboardLayout />
        </RoleGate>
      </RequireAuth>
    ),
    children: [
      {
        index: true,
        element: (
          <Screen>
            <OverviewRoute />
          </Screen>
        ),
      },
      {
        path: 'signals',
        element: (
          <Screen>
            <SignalsRoute />
          </Screen>
        ),
      },
      {
        path: 'analytics',
        element: (
          <Screen>
            <AnalyticsRoute />
          </Screen>
        ),
      },
      {
        path: 'users',
        element: (
          <Screen>
            <UsersRoute />
          </Screen>
        ),
      },
      {
        path: 'users/:id',
        element: (
          <Screen>
            <SubscriberRoute />
          </Screen>
        ),
      },
      {
        path: 'settings',
        element: (
          <Screen>
            <SettingsRoute />
          </Screen>
        ),
      },
      {
        path: 'advanced-analytics',
        element: (
          <Screen>
            <AdvancedAnalyticsRoute />
          </Screen>
        ),
      },
      {
        path: 'backtesting',
        element: (
          <Screen>
            <BacktestingRoute />
          </Screen>
        ),
      },
      // An address that is no page: said plainly inside the shell, with a link to the admin's first page.
      { path: '*', element: <DashboardNotFound /> },
    ],
  },
  { path: '*', element: <OutsideNotFound /> },
];

/** "Page not found" inside the dashboard, linking back to the first page this admin may see. */
function DashboardNotFound() {
  const { pathname } = useLocation();
  const { adminType } = useAuth();
  const t = useT();
  return (
    <NotFoundNotice
      path={pathname}
      backTo={homePathFor(adminType)}
      backLabel={t('ui.notFound.backToDashboard')}
    />
  );
}

/** "Page not found" outside the dashboard, linking to the console's start (the login, or the dashboard). */
function OutsideNotFound() {
  const { pathname } = useLocation();
  const t = useT();
  return <NotFoundNotice path={pathname} backTo="/" backLabel={t('ui.notFound.backToStart')} />;
}

function AppRoutes() {
  const { pathname } = useLocation();
  return <ScreenErrorBoundary resetKey={pathname}>{useRoutes(routes)}</ScreenErrorBoundary>;
}

/**
 * The declarative router: the console uses no loaders or actions, and the data router's code was an eighth of the
 * main script (docs/performance.md, "The Overview's first visit").
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
