import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProvider } from '../src/app/provider';

/**
 * Test helpers shared by the web tests: the real providers (theme, query cache, session) around a screen, and a
 * `fetch` stand-in answering with real Response objects, as the server would.
 */

type Handler = (request: { url: URL; init: RequestInit | undefined }) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function errorResponse(status: number, error: string, code = 'INTERNAL_ERROR'): Response {
  return jsonResponse({ success: false, error, code }, status);
}

/**
 * Stubs global fetch with handlers keyed `'METHOD /path'`. Unlisted calls answer 404, except the session check,
 * which answers 401 (signed out) unless a handler says otherwise. Returns the mock to inspect calls.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = handlers[key];
    if (handler) return handler({ url, init });
    if (key === 'GET /api/auth/verify') return errorResponse(401, 'Not signed in', 'UNAUTHORIZED');
    return errorResponse(404, `No stub for ${key}`, 'NOT_FOUND');
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders `ui` inside the app's providers (test env: no transitions, no portals). */
export function renderWithProviders(ui: ReactElement) {
  return render(
    <AppProvider env="test" queryClient={createTestQueryClient()}>
      {ui}
    </AppProvider>,
  );
}

/** Mounts a route tree at `path` in a memory router inside the app's providers. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProvider env="test" queryClient={createTestQueryClient()}>
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
