import { useState } from 'react';
import { createBrowserRouter, Navigate, type RouteObject, RouterProvider } from 'react-router';
import { DashboardLayout } from '../components/layouts/dashboard-layout';
import { GuestOnly, RequireAuth, RoleGate } from './route-guards';
import AdvancedAnalyticsRoute from './routes/advanced-analytics';
import AnalyticsRoute from './routes/analytics';
import BacktestingRoute from './routes/backtesting';
import LoginRoute from './routes/login';
import OverviewRoute from './routes/overview';
import SettingsRoute from './routes/settings';
import UsersRoute from './routes/users';

/** Product-spec point 2. Exported so tests can mount the same tree in a memory router. */
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
      { index: true, element: <OverviewRoute /> },
      { path: 'analytics', element: <AnalyticsRoute /> },
      { path: 'users', element: <UsersRoute /> },
      { path: 'settings', element: <SettingsRoute /> },
      { path: 'advanced-analytics', element: <AdvancedAnalyticsRoute /> },
      { path: 'backtesting', element: <BacktestingRoute /> },
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
