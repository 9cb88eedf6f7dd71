import { type ReactNode, Suspense, useState } from 'react';
import { createBrowserRouter, Navigate, type RouteObject, RouterProvider } from 'react-router';
import { DashboardLayout } from '../components/layouts/dashboard-layout';
import { PageLoader } from '../components/ui/page-loader';
import { GuestOnly, RequireAuth, RoleGate } from './route-guards';
import LoginRoute from './routes/login';
import { screens } from './screens';

// Each screen loads on first visit, so the login page and the Overview do not wait for the code of the others.
const OverviewRoute = screens.overview.Component;
const AnalyticsRoute = screens.analytics.Component;
const BacktestingRoute = screens.backtesting.Component;
const UsersRoute = screens.users.Component;
const SettingsRoute = screens.settings.Component;
const AdvancedAnalyticsRoute = screens.advancedAnalytics.Component;

function Screen({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoader />}>{children}</Suspense>;
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
      // Unknown dashboard pages are sent on by RoleGate; this keeps the tree total.
      { path: '*', element: <Navigate to="/dashboard" replace /> },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
