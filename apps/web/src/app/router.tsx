import { lazy, type ReactNode, Suspense, useState } from 'react';
import { createBrowserRouter, Navigate, type RouteObject, RouterProvider } from 'react-router';
import { DashboardLayout } from '../components/layouts/dashboard-layout';
import { PageLoader } from '../components/ui/page-loader';
import { GuestOnly, RequireAuth, RoleGate } from './route-guards';
import AdvancedAnalyticsRoute from './routes/advanced-analytics';
import LoginRoute from './routes/login';
import SettingsRoute from './routes/settings';
import UsersRoute from './routes/users';

// The three heavy screens load on first visit, so the login page does not wait for the chart library.
const OverviewRoute = lazy(() => import('./routes/overview'));
const AnalyticsRoute = lazy(() => import('./routes/analytics'));
const BacktestingRoute = lazy(() => import('./routes/backtesting'));

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
      { path: 'users', element: <UsersRoute /> },
      { path: 'settings', element: <SettingsRoute /> },
      { path: 'advanced-analytics', element: <AdvancedAnalyticsRoute /> },
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
