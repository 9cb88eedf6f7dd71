import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, renderRoutes, type StubErrorAnswer, stubApi } from '../../../test/render';
import { GuestOnly } from '../route-guards';
import LoginRoute from './login';

const loginOnly = [
  {
    path: '/',
    element: (
      <GuestOnly>
        <LoginRoute />
      </GuestOnly>
    ),
  },
  { path: '/dashboard', element: <p>dashboard reached</p> },
];

async function fillAndSubmit(username = 'ada', password = 'pw') {
  await userEvent.clear(screen.getByPlaceholderText('Enter your username'));
  await userEvent.type(screen.getByPlaceholderText('Enter your username'), username);
  await userEvent.clear(screen.getByPlaceholderText('Enter your password'));
  await userEvent.type(screen.getByPlaceholderText('Enter your password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

afterEach(() => vi.restoreAllMocks());

describe('login screen', () => {
  it('shows every text of docs/console.md, Login screen', async () => {
    stubApi({});
    renderRoutes(loginOnly, '/');
    expect(await screen.findByRole('heading', { name: 'SignalDesk' })).toBeInTheDocument();
    expect(screen.getByText('Admin Console')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Enter your username')).toBeRequired();
    expect(screen.getByPlaceholderText('Enter your password')).toBeRequired();
    expect(screen.getByPlaceholderText('Enter your password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Login' })).toHaveAttribute('type', 'submit');
    expect(
      screen.getByText(`${new Date().getFullYear()} Trading Dashboard. All rights reserved.`),
    ).toBeInTheDocument();
  });

  it('does not call the server while a field is empty', async () => {
    const api = stubApi({});
    renderRoutes(loginOnly, '/');
    await userEvent.type(await screen.findByPlaceholderText('Enter your username'), 'ada');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(api.requests.map((request) => request.endpoint)).toEqual(['GET /api/auth/verify']);
  });

  it("says 'Invalid credentials' on a 401 and 'An error occurred' on any other failure, clearing it on each submit", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answers: (() => StubErrorAnswer | Promise<never>)[] = [
      () => apiError(401, 'Invalid username or password', 'INVALID_CREDENTIALS'),
      () => apiError(500, 'Internal error', 'INTERNAL_ERROR'),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ];
    let release: () => void = () => {};
    stubApi({
      'POST /api/auth/loginAdmin': async () => {
        const answer = answers.shift()!;
        if (answers.length === 1) await new Promise<void>((resolve) => (release = resolve));
        return answer();
      },
    });
    renderRoutes(loginOnly, '/');
    await screen.findByRole('button', { name: 'Login' });

    await fillAndSubmit('ada', 'wrong');
    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument();

    await fillAndSubmit('ada', 'again');
    // While the second attempt is on its way the old message is gone and the button shows its loading state.
    expect(screen.queryByText('Invalid credentials')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toHaveAttribute('data-loading', 'true');
    release();
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();

    await fillAndSubmit('ada', 'third');
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
    expect(screen.queryByText('Invalid credentials')).not.toBeInTheDocument();
  });

  it("focuses the username field and shows the server's message on a 429 (how long to wait)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({
      'POST /api/auth/loginAdmin': () =>
        apiError(429, 'Too many login attempts: try again in 42 seconds', 'RATE_LIMITED'),
    });
    renderRoutes(loginOnly, '/');
    expect(await screen.findByPlaceholderText('Enter your username')).toHaveFocus();
    await fillAndSubmit();
    expect(await screen.findByText('Too many login attempts: try again in 42 seconds')).toBeInTheDocument();
    expect(screen.queryByText('An error occurred')).not.toBeInTheDocument();
  });

  it('goes to /dashboard on success', async () => {
    stubApi({
      'POST /api/auth/loginAdmin': () => ({
        success: true,
        username: 'ada',
        adminType: 'admin1',
        language: null,
        adviceMode: 'schedule',
      }),
    });
    const { router } = renderRoutes(loginOnly, '/');
    await screen.findByRole('button', { name: 'Login' });
    await fillAndSubmit();
    expect(await screen.findByText('dashboard reached')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
