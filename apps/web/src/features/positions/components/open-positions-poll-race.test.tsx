import type { Position } from '@signaldesk/contracts/positions';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, stubApi } from '../../../../test/render';
import { AppProvider } from '../../../app/provider';
import { positionKeys } from '../api/query-keys';
import { withFixedPrices } from '../testing/fixed-prices';
import { aPosition } from '../testing/position-fixture';
import { OpenPositionsDashboard } from './open-positions-dashboard';

vi.setConfig({ testTimeout: 30_000 });

const btc = aPosition({ id: 1, symbol: 'BTCUSDT' });
const eth = aPosition({ id: 2, symbol: 'ETHUSDT', direction: 'SHORT', entryPrice: 3000, shouldWork: false });
const prices = { BTCUSDT: 102, ETHUSDT: 2900 };

function rowOf(symbol: string): HTMLElement {
  const row = screen.getByText(symbol).closest('tr');
  if (!row) throw new Error(`no row for ${symbol}`);
  return row;
}

/**
 * The open list as the server answers it: the first poll at once, every later one held until the test lets it
 * go (a slow poll, read by the server before the close or reopen, answered after it).
 */
function slowPolls(first: Position[]) {
  const held: Array<(positions: Position[]) => void> = [];
  let calls = 0;
  const handler = () => {
    calls++;
    if (calls === 1) return { success: true as const, data: first };
    return new Promise<{ success: true; data: Position[] }>((resolve) =>
      held.push((positions) => resolve({ success: true, data: positions })),
    );
  };
  return { handler, held };
}

function renderDashboard() {
  const client = createTestQueryClient();
  render(
    <AppProvider env="test" queryClient={client}>
      <MemoryRouter>{withFixedPrices(<OpenPositionsDashboard />, prices)}</MemoryRouter>
    </AppProvider>,
  );
  return client;
}

/** Starts a poll of the open list as the 5-second interval would, and waits until its request left. */
async function startPoll(client: ReturnType<typeof createTestQueryClient>, requests: () => number) {
  const before = requests();
  void client.refetchQueries({ queryKey: positionKeys.open() });
  await waitFor(() => expect(requests()).toBe(before + 1));
}

const pollSettled = (client: ReturnType<typeof createTestQueryClient>) =>
  waitFor(() => expect(client.isFetching({ queryKey: positionKeys.open() })).toBe(0));

describe('a poll in flight during a close or a reopen', () => {
  it('does not bring a closed row back when its older answer arrives after the close', async () => {
    const polls = slowPolls([btc, eth]);
    const api = stubApi({
      'GET /api/trader-tracker/openPositions': polls.handler,
      'POST /api/position-manager/close': () => ({
        success: true,
        data: { ...btc, status: 'closed', exitPrice: 102, finalProfitPercentage: 2 },
      }),
    });
    const client = renderDashboard();
    await screen.findByText('BTCUSDT');
    await startPoll(client, () => api.sentTo('GET /api/trader-tracker/openPositions').length);

    await userEvent.click(within(rowOf('BTCUSDT')).getByRole('button', { name: 'Close' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close position' }));
    expect(await screen.findByText('BTCUSDT closed at 102.000 (+2.00%)')).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: /BTCUSDT/ })).not.toBeInTheDocument();

    // The slow poll, read before the close, now answers with the row still open.
    for (const answer of polls.held.splice(0)) answer([btc, eth]);
    await pollSettled(client);
    expect(screen.queryByText('BTCUSDT')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Futures Positions (1)' })).toBeInTheDocument();
  });

  it('keeps the reopened row when an older answer arrives after the reopen', async () => {
    const reopened = { ...eth, entryPrice: 2900, shouldWork: true, reopenedAt: '2026-11-21T12:00:00.000Z' };
    const polls = slowPolls([eth]);
    const api = stubApi({
      'GET /api/trader-tracker/openPositions': polls.handler,
      'POST /api/position-manager/reopen': () => ({ success: true, data: reopened }),
    });
    const client = renderDashboard();
    await screen.findByText('ETHUSDT');
    await startPoll(client, () => api.sentTo('GET /api/trader-tracker/openPositions').length);

    await userEvent.click(within(rowOf('ETHUSDT')).getByRole('button', { name: 'Open' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reopen' }));
    expect(await screen.findByText('Position reopened')).toBeInTheDocument();

    for (const answer of polls.held.splice(0)) answer([eth]);
    await pollSettled(client);
    // Still the server's reopened position: worked (Open disabled), at its new entry.
    expect(within(rowOf('ETHUSDT')).getByRole('button', { name: 'Open' })).toBeDisabled();
    expect(within(rowOf('ETHUSDT')).getAllByText('2,900.00').length).toBeGreaterThan(0);
    expect(within(rowOf('ETHUSDT')).queryByText('3,000.00')).not.toBeInTheDocument();
  });
});
