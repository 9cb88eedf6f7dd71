import type { AdminType } from '@signaldesk/contracts/session';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type AnswerOf,
  createTestQueryClient,
  renderRoutes,
  type StubHandlers,
  setAdminTypeCookie,
  stubApi,
} from '../../test/render';
import { openPositionsQueryOptions } from '../features/positions/api/get-open-positions';
import { aPosition } from '../features/positions/testing/position-fixture';
import { verifySession } from '../lib/auth';
import { FIRST_SCREEN_CODE_WAIT_MS, startFirstScreen } from './first-screen';
import { routes } from './router';

vi.mock('./routes/overview', () => ({ default: () => <p>overview screen</p> }));

const openPositions: AnswerOf<'GET /api/trader-tracker/openPositions'> = {
  success: true,
  data: [aPosition({ id: 1, symbol: 'BTCUSDT' })],
};
const firstScreenCalls = {
  'GET /api/trader-tracker/openPositions': () => openPositions,
  'GET /api/market/tick-sizes': () => ({ success: true, data: {} }),
} satisfies StubHandlers;

beforeEach(() => setAdminTypeCookie(null));
afterEach(() => {
  setAdminTypeCookie(null);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the first screen, started with the page', () => {
  it("asks for the Overview's open positions and tick sizes when a signed-in admin1 loads the Overview", async () => {
    setAdminTypeCookie('admin1');
    const api = stubApi(firstScreenCalls);
    const client = createTestQueryClient();
    await startFirstScreen(client, '/dashboard/', document.cookie);
    expect(api.sentTo('GET /api/trader-tracker/openPositions')).toHaveLength(1);
    expect(api.sentTo('GET /api/market/tick-sizes')).toHaveLength(1);
    expect(client.getQueryData(openPositionsQueryOptions().queryKey)).toEqual(openPositions.data);
  });

  it.each([
    ['no admin-type cookie (signed out)', null, '/dashboard'],
    ['an admin2 (sent to Backtesting)', 'admin2', '/dashboard'],
    ['another page', 'admin1', '/dashboard/analytics'],
    ['the login page', 'admin1', '/'],
  ] as const)('asks for nothing ahead for %s', async (_case, adminType, pathname) => {
    setAdminTypeCookie(adminType);
    const api = stubApi(firstScreenCalls);
    await startFirstScreen(createTestQueryClient(), pathname, document.cookie);
    expect(api.requests).toEqual([]);
  });

  it('lets the page render after the wait even when the open positions never answer', async () => {
    vi.useFakeTimers();
    setAdminTypeCookie('admin1');
    stubApi({ ...firstScreenCalls, 'GET /api/trader-tracker/openPositions': () => new Promise(() => {}) });
    let ready = false;
    void startFirstScreen(createTestQueryClient(), '/dashboard', document.cookie).then(() => {
      ready = true;
    });
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_CODE_WAIT_MS - 1);
    expect(ready).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(ready).toBe(true);
  });

  it('shows the Overview from the check started with the page, without a second check', async () => {
    setAdminTypeCookie('admin1');
    const api = stubApi({
      ...firstScreenCalls,
      'GET /api/auth/verify': () => ({
        success: true,
        username: 'ada',
        adminType: 'admin1',
        language: null,
        adviceMode: 'schedule',
      }),
    });
    const sessionCheck = verifySession();
    const queryClient = createTestQueryClient();
    await startFirstScreen(queryClient, '/dashboard', document.cookie);
    renderRoutes(routes, '/dashboard', { queryClient, sessionCheck });
    expect(await screen.findByText('overview screen')).toBeInTheDocument();
    expect(api.sentTo('GET /api/auth/verify')).toHaveLength(1);
  });

  it('signs out to the login screen when the cookie outlived the session', async () => {
    setAdminTypeCookie('admin1');
    let answerCheck: (adminType: AdminType | null) => void = () => {};
    const sessionCheck = new Promise<AdminType | null>((resolve) => (answerCheck = resolve));
    stubApi(firstScreenCalls);
    renderRoutes(routes, '/dashboard', { sessionCheck });
    expect(screen.getByRole('status', { name: 'Checking your session' })).toBeInTheDocument();
    await act(async () => answerCheck(null));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByText('overview screen')).not.toBeInTheDocument();
  });
});
