import type { TopMover, TopMoversResponse } from '@signaldesk/contracts/market';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, renderWithProviders, stubApi } from '../../../../test/render';
import { TopMoversPanel } from './top-movers-panel';

const mover = (
  symbol: string,
  currentPrice: number,
  priceChangePercent: number,
  quoteVolume: number,
): TopMover => ({
  symbol,
  currentPrice,
  priceChangePercent,
  quoteVolume,
});

const none = { '1m': [], '5m': [], '15m': [], '1h': [], '4h': [] };

const answer: TopMoversResponse = {
  success: true,
  topGainers: {
    ...none,
    '1h': [
      mover('SOLUSDT', 142.123456789, 4.5, 1_234_567_890),
      mover('DOGEUSDT', 0.0812346, 2.25, 98_760_000),
    ],
    '5m': [mover('PEPEUSDT', 0.00001234, 1.1, 45_000_000)],
  },
  topLosers: {
    ...none,
    '1h': [mover('XRPUSDT', 0.5123, -3.21, 250_000_000)],
  },
  updatedAt: '2026-11-21T10:00:00.000Z',
};

function rowsOf(tableName: string) {
  const section = screen.getByRole('region', { name: tableName });
  return within(section)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}

describe('TopMoversPanel', () => {
  it('shows a spinner while the first answer is on its way', () => {
    stubApi({ 'GET /api/binance-top-movers': () => new Promise<never>(() => {}) });
    renderWithProviders(<TopMoversPanel />);
    expect(screen.getByRole('heading', { name: 'Market Top Movers' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading top movers' })).toBeInTheDocument();
  });

  it('shows gainers and losers of the 1h timeframe by default, formatted', async () => {
    stubApi({ 'GET /api/binance-top-movers': () => answer });
    renderWithProviders(<TopMoversPanel />);

    await screen.findByRole('region', { name: 'Top Gainers' });
    expect(screen.getByRole('radio', { name: '1h' })).toBeChecked();
    expect(rowsOf('Top Gainers')).toEqual([
      ['1', 'SOLUSDT', '142.123457', '+4.50%', '1234.6M'],
      ['2', 'DOGEUSDT', '0.081235', '+2.25%', '98.8M'],
    ]);
    expect(rowsOf('Top Losers')).toEqual([['1', 'XRPUSDT', '0.512300', '-3.21%', '250.0M']]);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      ...['#', 'Pair', 'Price', 'Change (1h)', 'Volume (USDT)'],
      ...['#', 'Pair', 'Price', 'Change (1h)', 'Volume (USDT)'],
    ]);
  });

  it('switches timeframe and says in French when a side is empty', async () => {
    stubApi({ 'GET /api/binance-top-movers': () => answer });
    renderWithProviders(<TopMoversPanel />);
    await screen.findByRole('region', { name: 'Top Gainers' });

    await userEvent.click(screen.getByRole('radio', { name: '5min' }));
    expect(rowsOf('Top Gainers')).toEqual([['1', 'PEPEUSDT', '0.000012', '+1.10%', '45.0M']]);
    expect(screen.getByText('Aucun perdant pour cette période')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: '4h' }));
    expect(screen.getByText('Aucun gagnant pour cette période')).toBeInTheDocument();
    expect(screen.getByText('Aucun perdant pour cette période')).toBeInTheDocument();
  });

  it("shows the server's error with a Retry button that loads again", async () => {
    let calls = 0;
    stubApi({
      'GET /api/binance-top-movers': () => {
        calls += 1;
        return calls === 1 ? apiError(502, 'Exchange unavailable', 'UPSTREAM_ERROR') : answer;
      },
    });
    renderWithProviders(<TopMoversPanel />);

    expect(await screen.findByText('Error: Exchange unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Top Losers' })).toBeInTheDocument();
    expect(screen.queryByText('Error: Exchange unavailable')).not.toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it("falls back to the error's own message, then to 'Erreur inconnue'", async () => {
    stubApi({
      'GET /api/binance-top-movers': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const first = renderWithProviders(<TopMoversPanel />);
    expect(await screen.findByText('Error: Failed to fetch')).toBeInTheDocument();
    first.unmount();

    stubApi({ 'GET /api/binance-top-movers': () => Promise.reject(new Error('')) });
    renderWithProviders(<TopMoversPanel />);
    expect(await screen.findByText('Error: Erreur inconnue')).toBeInTheDocument();
  });
});
