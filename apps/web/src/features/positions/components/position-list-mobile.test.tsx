import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, renderWithProviders, stubApi, withScrollBoxHeight } from '../../../../test/render';
import { withFixedPrices } from '../testing/fixed-prices';
import { aPosition } from '../testing/position-fixture';
import { OpenPositionsDashboard } from './open-positions-dashboard';
import { MOBILE_QUERY, POSITION_CARDS_QUERY } from './position-list';
import { PositionsHistory } from './positions-history';

// Typing and clicking through Mantine is slow on a busy shared machine: a budget, not a timing assertion.
vi.setConfig({ testTimeout: 30_000 });

const desktopMatchMedia = window.matchMedia;
withScrollBoxHeight(600);

/** A screen where only `queries` match. */
function matching(...queries: string[]) {
  window.matchMedia = (query: string) => ({ ...desktopMatchMedia(query), matches: queries.includes(query) });
}

// A 375 px wide screen: the mobile query and the cards query match.
beforeEach(() => matching(MOBILE_QUERY, POSITION_CARDS_QUERY));
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
    // The card carries every field of the table: entry 100 gives 3 decimals when the tick size is unknown.
    expect(screen.getByText('Entry: 100.000')).toBeInTheDocument();
    expect(screen.getByText('Score: 12.0 / 8.0')).toBeInTheDocument();
    expect(screen.getByText('Should: Yes')).toBeInTheDocument();
    expect(screen.getByText('2026-11-20')).toBeInTheDocument();
    expect(screen.getByText('TP1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'See details' }));
    expect(within(await screen.findByRole('dialog')).getByText('4/10')).toBeInTheDocument();
  });
});

describe('open positions between 768 and 1023 px', () => {
  it('shows cards on the Overview, the table needing 1024 px', async () => {
    matching(POSITION_CARDS_QUERY);
    stubApi({
      'GET /api/trader-tracker/openPositions': () => ({
        success: true,
        data: [aPosition({ id: 6, symbol: 'ADAUSDT', direction: 'SHORT' })],
      }),
    });
    renderWithProviders(withFixedPrices(<OpenPositionsDashboard />, { ADAUSDT: 99 }));
    expect(await screen.findByRole('heading', { name: 'Futures Positions (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Current: 99.000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'See details' })).toBeInTheDocument();
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
