import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { aPosition } from '../testing/position-fixture';
import { json, renderPositions, stubServer, withScrollBoxHeight } from '../testing/render-positions';
import { OpenPositionsDashboard } from './open-positions-dashboard';
import { MOBILE_QUERY } from './position-list';
import { PositionsHistory } from './positions-history';

// Typing and clicking through Mantine is slow on a busy shared machine: a budget, not a timing assertion.
vi.setConfig({ testTimeout: 30_000 });

const desktopMatchMedia = window.matchMedia;
withScrollBoxHeight(600);

// A 375 px wide screen: the mobile query matches.
beforeEach(() => {
  window.matchMedia = (query: string) => ({ ...desktopMatchMedia(query), matches: query === MOBILE_QUERY });
});
afterEach(() => {
  window.matchMedia = desktopMatchMedia;
  vi.unstubAllGlobals();
});

describe('open positions on a phone', () => {
  it("shows cards with 'See details' instead of the table", async () => {
    stubServer({
      'GET /api/trader-tracker/openPositions': () =>
        json({ success: true, data: [aPosition({ id: 5, symbol: 'DOGEUSDT', riskScore: 4 })] }),
    });
    renderPositions(<OpenPositionsDashboard />, { DOGEUSDT: 101 });
    expect(await screen.findByRole('heading', { name: 'Futures Positions (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Profit: +1.00%')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'See details' }));
    expect(within(await screen.findByRole('dialog')).getByText('4/10')).toBeInTheDocument();
  });
});

describe('position history on a phone', () => {
  it('shows each closed position as a small card without the column headers', async () => {
    const closed = aPosition({
      id: 8,
      symbol: 'LINKUSDT',
      status: 'closed',
      isOpportunity: true,
      exitPrice: 101,
      finalProfitPercentage: 1,
      closeReason: 'TIMEOUT',
      closedAt: '2026-11-20T10:45:00.000Z',
    });
    stubServer({
      'GET /api/trader-tracker/closedPositions': () => json({ success: true, data: [closed] }),
      'GET /api/trader-tracker/summaries': () =>
        json({ success: false, error: 'x', code: 'INTERNAL_ERROR' }, 500),
    });
    renderPositions(<PositionsHistory />);
    expect(await screen.findByText('LINKUSDT LONG')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader')).not.toBeInTheDocument();
    expect(screen.getByText('Opportunity · TIMEOUT · 45m')).toBeInTheDocument();
  });
});
