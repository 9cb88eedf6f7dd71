import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, renderWithProviders, stubApi, withScrollBoxHeight } from '../../../../test/render';
import { withFixedPrices } from '../testing/fixed-prices';
import { aPosition } from '../testing/position-fixture';
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
});

describe('open positions on a phone', () => {
  it("shows cards with 'See details' instead of the table", async () => {
    stubApi({
      'GET /api/trader-tracker/openPositions': () => ({
        success: true,
        data: [aPosition({ id: 5, symbol: 'DOGEUSDT', riskScore: 4 })],
      }),
    });
    renderWithProviders(withFixedPrices(<OpenPositionsDashboard />, { DOGEUSDT: 101 }));
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
    stubApi({
      'GET /api/trader-tracker/closedPositions': () => ({ success: true, data: [closed] }),
      'GET /api/trader-tracker/summaries': () => apiError(500, 'x', 'INTERNAL_ERROR'),
    });
    renderWithProviders(<PositionsHistory />);
    expect(await screen.findByText('LINKUSDT LONG')).toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'Position History' });
    expect(within(history).queryByRole('columnheader')).not.toBeInTheDocument();
    expect(screen.getByText('Opportunity · TIMEOUT · 45m')).toBeInTheDocument();
  });
});
