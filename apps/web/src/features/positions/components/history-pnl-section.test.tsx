import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi, withScrollBoxHeight } from '../../../../test/render';
import { aPosition } from '../testing/position-fixture';
import { PositionsHistory } from './positions-history';

vi.setConfig({ testTimeout: 30_000 });
withScrollBoxHeight(400);

const closed = (id: number, symbol: string, direction: 'LONG' | 'SHORT', profit: number, day: string) =>
  aPosition({
    id,
    symbol,
    direction,
    status: 'closed',
    finalProfitPercentage: profit,
    closeReason: profit > 0 ? 'TP1' : 'SL',
    closedAt: `${day}T10:00:00.000Z`,
  });

const history = [
  closed(1, 'BTCUSDT', 'LONG', 2, '2026-11-20'),
  closed(2, 'BTCUSDT', 'SHORT', -1, '2026-11-20'),
  closed(3, 'BTCUSDT', 'LONG', 5, '2026-11-21'),
  closed(4, 'ETHUSDT', 'LONG', 1.5, '2026-11-21'),
  closed(5, 'ETHUSDT', 'SHORT', -4, '2026-11-21'),
];

function pairRows(): string[][] {
  const table = screen.getByRole('table', { name: /By pair/ });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

describe('the Analytics P&L views', () => {
  it('shows per-pair results sorted by total profit, re-sorts by a header, and follows the filters', async () => {
    stubApi({
      'GET /api/trader-tracker/closedPositions': () => ({ success: true, data: history }),
      'GET /api/trader-tracker/summaries': () => ({
        success: true,
        data: Object.fromEntries(
          ['all', 'golden', 'admin', 'signal', 'opportunity'].map((key) => [
            key,
            { count: 0, successRate: 0, bestTrade: null, worstTrade: null, averageGain: 0 },
          ]),
        ) as never,
      }),
    });
    renderWithProviders(<PositionsHistory />);
    expect(await screen.findByRole('heading', { name: 'By pair (2)' })).toBeInTheDocument();
    // BTC: 2, -1, 5 → 3 trades, 2 wins (66.7 %), total +6, average +2; ETH: 1.5, -4 → 50 %, -2.5, -1.25.
    expect(pairRows()).toEqual([
      ['BTCUSDT', '3', '66.7%', '+6.00%', '+2.00%'],
      ['ETHUSDT', '2', '50.0%', '-2.50%', '-1.25%'],
    ]);
    // Over both days: 2 - 1 = 1 on the 20th, 5 + 1.5 - 4 = 2.5 on the 21st, 3.5 in all.
    expect(screen.getByText(/\+3\.50% in all/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Win rate' }));
    expect(pairRows().map((row) => row[0])).toEqual(['BTCUSDT', 'ETHUSDT']);
    await userEvent.click(screen.getByRole('button', { name: /Win rate/ }));
    expect(pairRows().map((row) => row[0])).toEqual(['ETHUSDT', 'BTCUSDT']);

    // LONG only: BTC 2 and 5 (+7, 100 %), ETH 1.5; the running total is 8.5. Equal win rates go by pair name.
    await userEvent.selectOptions(screen.getByLabelText('Direction'), 'LONG');
    expect(pairRows()).toEqual([
      ['BTCUSDT', '2', '100.0%', '+7.00%', '+3.50%'],
      ['ETHUSDT', '1', '100.0%', '+1.50%', '+1.50%'],
    ]);
    expect(screen.getByText(/\+8\.50% in all/)).toBeInTheDocument();
  });
});
