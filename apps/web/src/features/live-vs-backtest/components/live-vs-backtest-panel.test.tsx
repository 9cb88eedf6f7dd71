import type { LiveVsBacktest, LiveVsBacktestRow } from '@signaldesk/contracts/live-vs-backtest';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, renderWithProviders, setupUser, stubApi } from '../../../../test/render';
import { LiveVsBacktestPanel } from './live-vs-backtest-panel';

const row = (
  signalId: number,
  reason: LiveVsBacktestRow['reason'],
  live: number | null,
  backtest: number | null,
): LiveVsBacktestRow => ({
  signalId,
  symbol: 'BTCUSDT',
  direction: 'LONG',
  receivedAt: '2026-11-25T12:05:00.000Z',
  reason,
  live: {
    state: 'entered',
    ignoredReason: null,
    positionId: signalId + 100,
    lateMinutes: null,
    entryTime: '2026-11-25T12:16:00.000Z',
    entryPrice: 100,
    exitTime: '2026-11-25T13:00:00.000Z',
    exitPrice: 101.6,
    closeReason: reason === 'closedByHand' ? 'TRADERS_EXIT' : 'TP1',
    profitLoss: live,
  },
  backtest: {
    ignoredReason: null,
    entryTime: '2026-11-25T12:16:00.000Z',
    entryPrice: 100,
    exitTime: '2026-11-25T13:00:00.000Z',
    exitPrice: 101.6,
    exitReason: 'TP1',
    profitLoss: backtest,
  },
});

const REPORT: LiveVsBacktest = {
  origin: { id: 4, name: 'Tight stop', appliedAt: '2026-11-25T12:00:00.000Z', runId: 7, undoneAt: null },
  from: '2026-11-25T12:00:00.000Z',
  to: '2026-11-25T18:00:00.000Z',
  signals: 2,
  live: { trades: 2, wins: 2, winRate: 100, profitLoss: 28.5 },
  backtest: { trades: 2, wins: 2, winRate: 100, profitLoss: 32 },
  reasons: {
    same: 1,
    stillWaiting: 0,
    missingCandle: 0,
    ignoredLiveEnteredBacktest: 0,
    enteredLiveIgnoredBacktest: 0,
    ignoredDiffers: 0,
    enteredLate: 0,
    entryDiffers: 0,
    stillOpen: 0,
    closedByHand: 1,
    exitDiffers: 0,
  },
  rows: [row(1, 'same', 16, 16), row(2, 'closedByHand', 12.5, 16)],
};

describe('LiveVsBacktestPanel', () => {
  it('sets the figures side by side and lists the differences with their reason', async () => {
    const user = setupUser();
    stubApi({ 'GET /api/analytics/live-vs-backtest': () => ({ success: true, data: REPORT }) });
    renderWithProviders(<LiveVsBacktestPanel />);
    expect(await screen.findByText('Tight stop')).toBeInTheDocument();
    expect(screen.getByLabelText('Live figures')).toHaveTextContent('P&L +$28.50');
    expect(screen.getByLabelText('Backtest figures')).toHaveTextContent('P&L +$32.00');
    const table = screen.getByRole('table', { name: 'Trade by trade' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('Closed by hand')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Show the signals that match too' }));
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('keeps the last apply after its undo, marked undone; says "—" for no trade and "1 signal"', async () => {
    stubApi({
      'GET /api/analytics/live-vs-backtest': () => ({
        success: true,
        data: {
          ...REPORT,
          origin: { ...REPORT.origin!, undoneAt: '2026-11-25T15:00:00.000Z' },
          signals: 1,
          live: { trades: 0, wins: 0, winRate: 0, profitLoss: 0 },
          rows: [row(1, 'stillWaiting', null, 16)],
        },
      }),
    });
    renderWithProviders(<LiveVsBacktestPanel />);
    expect(await screen.findByText('Tight stop')).toBeInTheDocument();
    expect(screen.getByText('Apply undone')).toBeInTheDocument();
    expect(screen.getByText(/until it was undone/)).toBeInTheDocument();
    expect(screen.getByText(/: 1 signal, replayed/)).toBeInTheDocument();
    expect(screen.getByLabelText('Live figures')).toHaveTextContent('win rate —');
    expect(screen.getByLabelText('Live figures')).not.toHaveTextContent('0.0%');
    expect(screen.getByLabelText('Backtest figures')).toHaveTextContent('win rate 100.0%');
  });

  it('says so when no run has been applied yet', async () => {
    stubApi({
      'GET /api/analytics/live-vs-backtest': () => ({
        success: true,
        data: { ...REPORT, origin: null, rows: [] },
      }),
    });
    renderWithProviders(<LiveVsBacktestPanel />);
    expect(await screen.findByText(/No run has been applied to live yet/)).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    stubApi({
      'GET /api/analytics/live-vs-backtest': () => apiError(500, 'Internal server error', 'INTERNAL_ERROR'),
    });
    renderWithProviders(<LiveVsBacktestPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal server error');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
