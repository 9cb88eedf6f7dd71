import type { AdminType } from '@signaldesk/contracts/session';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProvider } from '../src/app/provider';

/**
 * The web tests' one harness: the app's real providers (theme, notifications, query cache, session) around a
 * screen, `stubApi` for the server (answers typed and parsed by the contracts' schemas), and DOM helpers for
 * Mantine screens in jsdom. Feature fixtures (a position, a backtest result) stay in the feature's `testing/`.
 */

export { button, setupUser, switchInput, withScrollBoxHeight } from './dom';
export { type AnswerOf, ENDPOINTS, type Endpoint } from './endpoints';
export {
  apiError,
  type SeenRequest,
  type StubbedApi,
  type StubErrorAnswer,
  type StubHandlers,
  stubApi,
} from './stub-api';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/**
 * Renders `ui` inside the app's providers (test env: no transitions, no portals) and a memory router at `path`, as
 * every screen has a router above it.
 */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  return render(
    <AppProvider env="test" queryClient={createTestQueryClient()}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppProvider>,
  );
}

/**
 * Mounts a route tree at `path` in a memory router inside the app's providers. `page` stands for what main.tsx
 * started with the page: its query cache and its session check.
 */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  page: { queryClient?: QueryClient; sessionCheck?: Promise<AdminType | null> } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProvider
      env="test"
      queryClient={page.queryClient ?? createTestQueryClient()}
      sessionCheck={page.sessionCheck}
    >
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router };
}

/** Sets or removes the page-readable admin type cookie, as the server does at login. */
export function setAdminTypeCookie(value: 'admin1' | 'admin2' | null) {
  // biome-ignore lint/suspicious/noDocumentCookie: tests set the cookie the way the server's Set-Cookie would
  document.cookie =
    value === null
      ? 'adminType=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
      : `adminType=${value}; path=/`;
}
