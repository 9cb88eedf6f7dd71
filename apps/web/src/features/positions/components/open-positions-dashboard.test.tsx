import type { Position } from '@signaldesk/contracts/positions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, renderWithProviders, type StubHandlers, stubApi } from '../../../../test/render';
import { resetPriceFeedState, setPriceFeedState } from '../../../lib/price-feed-status';
import { withFixedPrices } from '../testing/fixed-prices';
import { aPosition } from '../testing/position-fixture';
import { OpenPositionsDashboard } from './open-positions-dashboard';

// Typing and clicking through Mantine is slow on a busy shared machine: a budget, not a timing assertion.
vi.setConfig({ testTimeout: 30_000 });

// The exchange's tick sizes: SOL and ETH are known (2 decimals); BTC is not, so its prices take the decimals that
// give its entry (100) five significant digits: 3.
const openList = (positions: Position[]): StubHandlers => ({
  'GET /api/trader-tracker/openPositions': () => ({ success: true, data: positions }),
  'GET /api/market/tick-sizes': () => ({
    success: true,
    data: {
      SOLUSDT: { tickSize: 0.01, priceDecimals: 2 },
      ETHUSDT: { tickSize: 0.01, priceDecimals: 2 },
    },
  }),
});

// LONG 100 → 102 after TP1 (15 % at +1.6 %): 0.15 × 1.6 + 0.85 × 2 = 1.94 %
const btc = aPosition({ id: 1, symbol: 'BTCUSDT', hitTp1: true, tp1ProfitPercentage: 1.6 });
// A tracked signal, not worked: left out of Total Performance, and the only one that can be reopened.
const eth = aPosition({ id: 2, symbol: 'ETHUSDT', direction: 'SHORT', entryPrice: 3000, shouldWork: false });
// Spot SHORT 200 → 190: +5 %
const sol = aPosition({ id: 3, symbol: 'SOLUSDT', direction: 'SHORT', entryPrice: 200, isSpot: true });
const prices = { BTCUSDT: 102, ETHUSDT: 2900, SOLUSDT: 190 };

function rowOf(symbol: string): HTMLElement {
  const row = screen.getByText(symbol).closest('tr');
  if (!row) throw new Error(`no row for ${symbol}`);
  return row;
}

afterEach(() => resetPriceFeedState());

describe('open positions dashboard', () => {
  it('shows the Futures and Spot lists with their counts and the summary cards', async () => {
    stubApi(openList([btc, eth, sol]));
    renderWithProviders(withFixedPrices(<OpenPositionsDashboard />, prices));

    expect(await screen.findByRole('heading', { name: 'Futures Positions (2)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Spot Positions (1)' })).toBeInTheDocument();
    expect(screen.queryByText('No open positions')).not.toBeInTheDocument();

    const active = screen.getByLabelText('Active Positions');
    expect(within(active).getByText('3')).toBeInTheDocument();
    expect(within(active).getByText('1 long / 2 short')).toBeInTheDocument();
    // 1.94 (BTC) + 5 (SOL); ETH is not worked.
    expect(within(screen.getByLabelText('Total Performance')).getByText('+6.94%')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Futures Positions')).getByText('2')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Spot Positions')).getByText('1')).toBeInTheDocument();
  });

  it('shows the current price and the profit at it in the row', async () => {
    stubApi(openList([sol]));
    renderWithProviders(withFixedPrices(<OpenPositionsDashboard />, prices));
    await screen.findByText('SOLUSDT');
    const row = rowOf('SOLUSDT');
    // SOL's tick is 0.01: every price of the row has 2 decimals; the numbers are right-aligned.
    expect(await within(row).findByText('190.00')).toBeInTheDocument();
    expect(within(row).getByText('200.00')).toHaveStyle({ textAlign: 'right' });
    expect(within(row).getByText('+5.00%')).toBeInTheDocument();
    expect(within(row).getByText('2026-11-20')).toBeInTheDocument();
    expect(within(row).getByText('10:00 UTC')).toBeInTheDocument();
    expect(within(row).getByText('12.0')).toBeInTheDocument();
  });

  it('shows the stop a position holds now: at the entry once TP2 moved it there, the initial one before', async () => {
    const moved = aPosition({
      id: 4,
      symbol: 'SOLUSDT',
      entryPrice: 200,
      stopLoss: 192.2,
      tp1: 203.2,
      tp2: 206.4,
      tp3: 210,
      hitTp1: true,
      hitTp2: true,
      tp1ProfitPercentage: 1.6,
      tp2ProfitPercentage: 3.2,
    });
    const fresh = aPosition({
      id: 5,
      symbol: 'ETHUSDT',
      entryPrice: 3000,
      stopLoss: 2883,
      tp1: 3048,
      tp2: 3096,
      tp3: 3150,
    });
    const parameter = (key: string, value: string) => ({
      key,
      value,
      description: key,
      group: 'Position Manager' as const,
      type: { kind: 'boolean' as const },
      secret: false,
    });
    stubApi({
      ...openList([moved, fresh]),
      'GET /api/trading-parameters': () => ({
        success: true,
        data: [
          parameter('BREAKEVEN_PERCENT', '0.5'),
          parameter('ENABLE_BREAKEVEN_1', 'true'),
          parameter('ENABLE_BREAKEVEN_2', 'true'),
        ],
      }),
    });
    renderWithProviders(withFixedPrices(<OpenPositionsDashboard />, { SOLUSDT: 205, ETHUSDT: 3010 }));
    await screen.findByText('SOLUSDT');
    // SOL: TP1 and TP2 reached, both breakevens on: the stop is the entry (200.00), not the initial 192.20.
    await waitFor(() => expect(within(rowOf('SOLUSDT')).getAllByText('200.00')).toHaveLength(2));
    expect(within(rowOf('SOLUSDT')).queryByText('192.20')).not.toBeInTheDocument();
    expect(within(rowOf('ETHUSDT')).getByText(/^2,?883\.00$/)).toBeInTheDocument();
  });

  it('hides an empty list and says so when there is no position', async () => {
    stubApi(openList([sol]));
    const { unmount } = renderWithProviders(withFixedPrices(<OpenPositionsDashboard />, prices));
    expect(await screen.findByRole('heading', { name: 'Spot Positions (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Futures Positions/ })).not.toBeInTheDocument();
    unmount();

    stubApi(openList([]));
    renderWithProviders(withFixedPrices(<OpenPositionsDashboard />, prices));
    expect(await screen.findByText('No open positions')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Positions \(/ })).not.toBeInTheDocument();
  });

  it('replaces the screen with the load error when the first load fails', async () => {
    stubApi({
      'GET /api/trader-tracker/openPositions': () => apiError(500, 'boom', 'INTERNAL_ERROR'),
    });
    renderWithProviders(withFixedPrices(<OpenPositionsDashboard />, prices));
    expect(await screen.findByText('Erreur lors du chargement des données')).toBeInTheDocument();
    expect(screen.queryByText('Open New Position')).not.toBeInTheDocument();
  });

  it('disables Open while the position is worked', async () => {
    stubApi(openList([btc, eth]));
    renderWithProviders(withFixedPrices(<OpenPositionsDashboard />, prices));
    await screen.findByText('BTCUSDT');
    expect(within(rowOf('BTCUSDT')).getByRole('button', { name: 'Open' })).toBeDisabled();
    expect(within(rowOf('ETHUSDT')).getByRole('button', { name: 'Open' })).toBeEnabled();
  });

  it('links a golden position with a trader to its leaderboard profile', async () => {
    const golden = aPosition({ id: 9, symbol: 'XRPUSDT', isGolden: true, traderId: 'ABC123' });
    const goldenWithoutTrader = aPosition({ id: 10, symbol: 'ADAUSDT', isGolden: true, traderId: null });
    stubApi(openList([golden, goldenWithoutTrader]));
    renderWithProviders(withFixedPrices(<OpenPositionsDashboard />, prices));
    await screen.findByText('XRPUSDT');
    expect(within(rowOf('XRPUSDT')).getByRole('link', { name: '(View)' })).toHaveAttribute(
      'href',
      'https://www.binance.com/en/futures-activity/leaderboard/user/um?encryptedUid=ABC123',
    );
    expect(within(rowOf('ADAUSDT')).queryByRole('link', { name: '(View)' })).not.toBeInTheDocument();
  });

  it('shows the details modal with the risk score out of 10', async () => {
    stubApi(openList([btc]));
    renderWithProviders(withFixedPrices(<OpenPositionsDashboard />, prices));
    await screen.findByText('BTCUSDT');
    await userEvent.click(within(rowOf('BTCUSDT')).getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('BTCUSDT LONG')).toBeInTheDocument();
    expect(within(dialog).getByText('7/10')).toBeInTheDocument();
    expect(within(dialog).getByText('65%')).toBeInTheDocument();
    // BTC's tick size is not known: the entry (100) sets 3 decimals. The time is the tables' UTC style.
    expect(within(dialog).getByText('105.600')).toBeInTheDocument();
    expect(within(dialog).getByText('2026-11-20 10:00 UTC')).toBeInTheDocument();
    expect(within(dialog).getByText('Take Profit 3')).toBeInTheDocument();
  });

  it('closes after confirmation with TRADERS_EXIT at the live price and removes the row', async () => {
    const api = stubApi({
      ...openList([btc, eth]),
      'POST /api/position-manager/close': () => ({
        success: true,
        data: { ...btc, status: 'closed', exitPrice: 102, finalProfitPercentage: 1.94 },
      }),
    });
    renderWithProviders(withFixedPrices(<OpenPositionsDashboard />, prices));
    await screen.findByText('BTCUSDT');
    await userEvent.click(within(rowOf('BTCUSDT')).getByRole('button', { name: 'Close' }));
    expect(
      await screen.findByText('Are you sure you want to close the position for BTCUSDT?'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close position' }));

    await waitFor(() => expect(screen.queryByText('BTCUSDT')).not.toBeInTheDocument());
    expect(api.sentTo('POST /api/position-manager/close')[0]?.body).toEqual({
      positionId: 1,
      exitPrice: 102,
      reason: 'TRADERS_EXIT',
    });
    expect(screen.getByRole('heading', { name: 'Futures Positions (1)' })).toBeInTheDocument();
    // The toast, with the server's figures (100 → 102 after TP1: 0.15 × 1.6 + 0.85 × 2 = 1.94 %).
    expect(await screen.findByText('Position closed')).toBeInTheDocument();
    expect(screen.getByText('BTCUSDT closed at 102.000 (+1.94%)')).toBeInTheDocument();
  });

  it("keeps the row when the close is refused and toasts the server's reason", async () => {
    stubApi({
      ...openList([btc]),
      'POST /api/position-manager/close': () => apiError(409, 'Position 1 is already closed', 'CONFLICT'),
    });
    renderWithProviders(withFixedPrices(<OpenPositionsDashboard />, prices));
    await screen.findByText('BTCUSDT');
    await userEvent.click(within(rowOf('BTCUSDT')).getByRole('button', { name: 'Close' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close position' }));
    expect(await screen.findByText('Close failed: BTCUSDT')).toBeInTheDocument();
    expect(screen.getByText('Position 1 is already closed')).toBeInTheDocument();
    expect(rowOf('BTCUSDT')).toBeInTheDocument();
  });

  it("without a price, says so in the confirmation and lets the server close at the exchange's last price", async () => {
    const api = stubApi({
      ...openList([btc]),
      'POST /api/position-manager/close': () => ({
        success: true,
        data: { ...btc, status: 'closed', exitPrice: 104, finalProfitPercentage: 3.64 },
      }),
    });
    renderWithProviders(withFixedPrices(<OpenPositionsDashboard />, {}));
    await screen.findByText('BTCUSDT');
    expect(
      within(screen.getByLabelText('Total Performance')).getByText(
        'Computed without live prices (last known)',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(rowOf('BTCUSDT')).getByRole('button', { name: 'Close' }));
    expect(
      await screen.findByText(/No live price for BTCUSDT: the server will close it/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close position' }));
    expect(await screen.findByText('BTCUSDT closed at 104.000 (+3.64%)')).toBeInTheDocument();
    expect(api.sentTo('POST /api/position-manager/close')[0]?.body).toEqual({
      positionId: 1,
      reason: 'TRADERS_EXIT',
    });
  });

  it('polls the last prices from the server while the live feed is offline', async () => {
    const api = stubApi({
      ...openList([sol]),
      'GET /api/market/last-prices': () => ({ success: true, data: { SOLUSDT: 180 } }),
    });
    setPriceFeedState({ status: 'offline', reconnect: null });
    renderWithProviders(withFixedPrices(<OpenPositionsDashboard />, {}));
    await screen.findByText('SOLUSDT');
    // SHORT 200 → 180: +10 %, at the polled price, and the card says it is not live.
    expect(await within(rowOf('SOLUSDT')).findByText('+10.00%')).toBeInTheDocument();
    expect(api.sentTo('GET /api/market/last-prices')[0]?.url.searchParams.get('symbols')).toBe('SOLUSDT');
    expect(
      within(screen.getByLabelText('Total Performance')).getByText(
        'Computed without live prices (last known)',
      ),
    ).toBeInTheDocument();
  });

  it('reopens after confirmation and replaces the row with the server answer', async () => {
    const reopened = { ...eth, entryPrice: 2900, shouldWork: true, reopenedAt: '2026-11-21T12:00:00.000Z' };
    const api = stubApi({
      ...openList([eth]),
      'POST /api/position-manager/reopen': () => ({ success: true, data: reopened }),
    });
    renderWithProviders(withFixedPrices(<OpenPositionsDashboard />, prices));
    await screen.findByText('ETHUSDT');
    await userEvent.click(within(rowOf('ETHUSDT')).getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Reopen position for ETHUSDT at current price?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reopen' }));

    await waitFor(() =>
      expect(within(rowOf('ETHUSDT')).getByRole('button', { name: 'Open' })).toBeDisabled(),
    );
    // The server's answer replaced the row: the entry (2900, the current price) is the new one.
    expect(within(rowOf('ETHUSDT')).getAllByText('2,900.00')).toHaveLength(2);
    expect(within(rowOf('ETHUSDT')).queryByText('3,000.00')).not.toBeInTheDocument();
    expect(api.sentTo('POST /api/position-manager/reopen')[0]?.body).toEqual({ positionId: 2 });
    expect(await screen.findByText('Position reopened')).toBeInTheDocument();
  });

  it('says the reopen failed when the server refuses it', async () => {
    stubApi({
      ...openList([eth]),
      'POST /api/position-manager/reopen': () => apiError(409, 'Already worked', 'CONFLICT'),
    });
    renderWithProviders(withFixedPrices(<OpenPositionsDashboard />, prices));
    await screen.findByText('ETHUSDT');
    await userEvent.click(within(rowOf('ETHUSDT')).getByRole('button', { name: 'Open' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reopen' }));
    expect(
      await screen.findByText('Erreur lors de la réouverture de la position: Already worked'),
    ).toBeInTheDocument();
    // The toast carries the spec's text as its title and the server's reason beside it.
    expect(screen.getByText('Erreur lors de la réouverture de la position')).toBeInTheDocument();
    expect(within(rowOf('ETHUSDT')).getByRole('button', { name: 'Open' })).toBeEnabled();
  });
});

describe('a link to one position (docs/signals.md, "The Signals screen")', () => {
  it('opens the details of the position the link names once the list holds it', async () => {
    stubApi(openList([btc, eth]));
    renderWithProviders(withFixedPrices(<OpenPositionsDashboard />, prices), {
      path: '/dashboard?position=2',
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('ETHUSDT SHORT')).toBeInTheDocument();
  });

  it('says so when the linked position is not open', async () => {
    stubApi(openList([btc]));
    renderWithProviders(withFixedPrices(<OpenPositionsDashboard />, prices), {
      path: '/dashboard?position=99',
    });
    expect(await screen.findByText('Position #99 is not among the open positions.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
