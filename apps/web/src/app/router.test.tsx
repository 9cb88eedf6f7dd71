import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type AnswerOf,
  apiError,
  renderRoutes,
  type StubErrorAnswer,
  type StubHandlers,
  setAdminTypeCookie,
  stubApi,
} from '../../test/render';
import { apiRequest } from '../lib/api-client';
import { routes } from './router';

// The screens other features own are replaced by name tags: this file tests the routes, guards and shell.
vi.mock('./routes/overview', () => ({ default: () => <p>overview screen</p> }));
vi.mock('./routes/backtesting', () => ({ default: () => <p>backtesting screen</p> }));
vi.mock('./routes/analytics', () => ({
  default: function AnalyticsProbe() {
    // Any call answered 401 must end the session.
    useEffect(() => {
      apiRequest('/api/trader-tracker/summaries').catch(() => {});
    }, []);
    return <p>analytics screen</p>;
  },
}));

const signedIn = {
  'GET /api/auth/verify': () => ({
    success: true,
    username: 'ada',
    adminType: 'admin1',
    language: null,
    adviceMode: 'schedule',
  }),
} satisfies StubHandlers;

function sidebarLabels() {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

beforeEach(() => setAdminTypeCookie(null));
afterEach(() => {
  setAdminTypeCookie(null);
  vi.restoreAllMocks();
});

describe('session guards', () => {
  it('shows a spinner while the session check runs, then the login screen when signed out', async () => {
    let answer: (reply: AnswerOf<'GET /api/auth/verify'> | StubErrorAnswer) => void = () => {};
    stubApi({ 'GET /api/auth/verify': () => new Promise((resolve) => (answer = resolve)) });
    renderRoutes(routes, '/dashboard');
    expect(screen.getByRole('status', { name: 'Checking your session' })).toBeInTheDocument();
    act(() => answer(apiError(401, 'Not signed in', 'UNAUTHORIZED')));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('checks the session once on load', async () => {
    const api = stubApi(signedIn);
    renderRoutes(routes, '/dashboard');
    await screen.findByText('overview screen');
    expect(api.sentTo('GET /api/auth/verify')).toHaveLength(1);
  });

  it('sends a signed-in visitor of / to /dashboard', async () => {
    stubApi(signedIn);
    const { router } = renderRoutes(routes, '/');
    expect(await screen.findByText('overview screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('remembers where a signed-out visitor was going and goes there after login', async () => {
    const api = stubApi({
      'POST /api/auth/loginAdmin': () => {
        setAdminTypeCookie('admin1');
        return {
          success: true,
          username: 'ada',
          adminType: 'admin1',
          language: null,
          adviceMode: 'schedule',
        };
      },
    });
    const { router } = renderRoutes(routes, '/dashboard/users?settings=true');
    await userEvent.type(await screen.findByPlaceholderText('Enter your username'), 'ada');
    await userEvent.type(screen.getByPlaceholderText('Enter your password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'User Management', level: 1 })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/dashboard/users?settings=true',
    );
    const [loginCall] = api.sentTo('POST /api/auth/loginAdmin');
    expect(loginCall?.body).toEqual({ username: 'ada', password: 'secret-pass' });
    expect(loginCall?.init?.credentials).toBe('include');
  });

  it('signs out on any 401 and goes back to the login screen', async () => {
    stubApi({
      ...signedIn,
      'GET /api/trader-tracker/summaries': () => apiError(401, 'Session expired', 'UNAUTHORIZED'),
    });
    const { router } = renderRoutes(routes, '/dashboard/analytics');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('an address that is no page', () => {
  it('says "Page not found" inside the dashboard, keeps the address, and links back to the Overview', async () => {
    stubApi(signedIn);
    const { router } = renderRoutes(routes, '/dashboard/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText(/There is no page at \/dashboard\/no-such-page\./)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/no-such-page');
    // The shell stays: the sidebar is there to move on.
    expect(sidebarLabels()).toContain('Dashboard');
    await userEvent.click(screen.getByRole('link', { name: 'Back to the dashboard' }));
    expect(await screen.findByText('overview screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('links admin2 back to Backtesting', async () => {
    stubApi({
      'GET /api/auth/verify': () => ({
        success: true,
        username: 'bo',
        adminType: 'admin2',
        language: null,
        adviceMode: 'schedule',
      }),
    });
    renderRoutes(routes, '/dashboard/nowhere');
    const link = await screen.findByRole('link', { name: 'Back to the dashboard' });
    expect(link).toHaveAttribute('href', '/dashboard/backtesting');
  });

  it('says it outside the dashboard too, with a link to the start', async () => {
    stubApi(signedIn);
    const { router } = renderRoutes(routes, '/no/such/place');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/no/such/place');
    await userEvent.click(screen.getByRole('link', { name: 'Back to SignalDesk' }));
    expect(await screen.findByText('overview screen')).toBeInTheDocument();
  });
});

describe('roles', () => {
  it('gives admin1 every page but Settings, which needs settings=true', async () => {
    stubApi(signedIn);
    const { router } = renderRoutes(routes, '/dashboard/settings');
    expect(await screen.findByText('overview screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(sidebarLabels()).toEqual([
      'Dashboard',
      'Signals',
      'Analytics',
      'Advanced Analytics',
      'Backtesting',
      'Users',
    ]);

    act(() => void router.navigate('/dashboard/settings?settings=true'));
    expect(
      await screen.findByRole('heading', { name: 'System Configuration', level: 1 }),
    ).toBeInTheDocument();
    expect(sidebarLabels()).toEqual([
      'Dashboard',
      'Signals',
      'Analytics',
      'Advanced Analytics',
      'Backtesting',
      'Users',
      'Settings',
    ]);
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute(
      'href',
      '/dashboard/users?settings=true',
    );
  });

  // Who is signed in is the server's answer; the cookie is only a hint, and may say otherwise.
  it.each(['admin2', 'admin1'] as const)('keeps admin2 on Backtesting (cookie %s)', async (cookie) => {
    setAdminTypeCookie(cookie);
    stubApi({
      'GET /api/auth/verify': () => ({
        success: true,
        username: 'bob',
        adminType: 'admin2',
        language: null,
        adviceMode: 'schedule',
      }),
    });
    const { router } = renderRoutes(routes, '/dashboard/users');
    expect(await screen.findByText('backtesting screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/backtesting');
    expect(sidebarLabels()).toEqual(['Backtesting']);

    act(() => void router.navigate('/dashboard'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/backtesting'));
  });
});

describe('shell', () => {
  it('titles each page by its path', async () => {
    stubApi(signedIn);
    const { router } = renderRoutes(routes, '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Overview', level: 1 })).toBeInTheDocument();
    for (const [path, title] of [
      ['/dashboard/analytics', 'Performance Analysis'],
      ['/dashboard/advanced-analytics', 'Advanced Analytics'],
      ['/dashboard/backtesting', 'Backtesting'],
    ]) {
      act(() => void router.navigate(path!));
      expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    }
  });

  it('shows the Advanced Analytics screen, waiting for a run', async () => {
    stubApi(signedIn);
    renderRoutes(routes, '/dashboard/advanced-analytics');
    expect(
      await screen.findByRole('heading', { name: 'Analyse de performance avancée' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('This screen is coming in a later release.')).not.toBeInTheDocument();
  });

  it('shows the trading day and hour indicators and the last update time', async () => {
    // Wednesday 18 November 2026, 12:00 UTC (Wednesday in every time zone from UTC-12 to UTC+11): poor day, good hour.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 18, 12, 0) });
    try {
      stubApi(signedIn);
      renderRoutes(routes, '/dashboard');
      expect(await screen.findByText('Poor trading day')).toBeInTheDocument();
      expect(screen.getByText('Good trading hour')).toBeInTheDocument();
      expect(screen.getByText(/^Last update: /)).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes the mobile drawer on route change', async () => {
    stubApi(signedIn);
    renderRoutes(routes, '/dashboard');
    await screen.findByText('overview screen');
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(within(drawer).getByRole('link', { name: 'Users' }));
    expect(await screen.findByRole('heading', { name: 'User Management', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('logs out and goes to /, even when the logout call fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = stubApi({
      ...signedIn,
      'POST /api/auth/logout': () => apiError(500, 'Database down'),
    });
    const { router } = renderRoutes(routes, '/dashboard/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.state).toBeNull();
    expect(api.sentTo('POST /api/auth/logout')).toHaveLength(1);
    expect(consoleError).toHaveBeenCalled();
  });
});
