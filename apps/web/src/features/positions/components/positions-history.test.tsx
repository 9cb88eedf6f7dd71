import type { PositionSummaries } from '@signaldesk/contracts/positions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  apiError,
  renderWithProviders,
  type StubHandlers,
  stubApi,
  withScrollBoxHeight,
} from '../../../../test/render';
import { aPosition } from '../testing/position-fixture';
import { HISTORY_COLUMNS } from './position-history-table';
import { PositionsHistory } from './positions-history';

// Typing and clicking through Mantine is slow on a busy shared machine: a budget, not a timing assertion.
vi.setConfig({ testTimeout: 30_000 });

withScrollBoxHeight(400);
const stats = (
  count: number,
  successRate: number,
  best: number | null,
  worst: number | null,
  average: number,
) => ({
  count,
  successRate,
  bestTrade: best,
  worstTrade: worst,
  averageGain: average,
});

const summaries: PositionSummaries = {
  all: stats(3, 66.666, 4.2, -3.9, 0.8),
  golden: stats(1, 100, 4.2, 4.2, 4.2),
  admin: stats(0, 0, null, null, 0),
  signal: stats(1, 0, -3.9, -3.9, -3.9),
  opportunity: stats(1, 100, 2.1, 2.1, 2.1),
};

const golden = aPosition({
  id: 11,
  symbol: 'BTCUSDT',
  isGolden: true,
  openByAdmin: true,
  status: 'closed',
  hitTp1: true,
  hitTp2: true,
  exitPrice: 105.6,
  finalProfitPercentage: 4.2,
  closeReason: 'TP3',
  openedAt: '2026-11-20T10:00:00.000Z',
  closedAt: '2026-11-20T13:12:00.000Z',
});
const signal = aPosition({
  id: 12,
  symbol: 'ETHUSDT',
  direction: 'SHORT',
  isSignalFromTelegram: true,
  shouldWork: false,
  status: 'closed',
  exitPrice: 103.9,
  finalProfitPercentage: -3.9,
  closeReason: 'SL',
  openedAt: '2026-11-19T08:00:00.000Z',
  closedAt: '2026-11-21T09:30:00.000Z',
});
const opportunity = aPosition({
  id: 13,
  symbol: 'SOLUSDT',
  isOpportunity: true,
  status: 'closed',
  finalProfitPercentage: 2.1,
  closeReason: 'TRADERS_EXIT',
  openedAt: '2026-11-18T08:00:00.000Z',
  closedAt: '2026-11-18T08:45:00.000Z',
});

// BTC's tick size is known (0.1: 1 decimal); ETH's is not, so its entry (100) sets 3 decimals.
const routes = {
  'GET /api/market/tick-sizes': () => ({
    success: true,
    data: { BTCUSDT: { tickSize: 0.1, priceDecimals: 1 } },
  }),
  'GET /api/trader-tracker/summaries': () => ({ success: true, data: summaries }),
  'GET /api/trader-tracker/closedPositions': () => ({ success: true, data: [signal, golden, opportunity] }),
} satisfies StubHandlers;

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Position History' }))
    .getAllByRole('row')
    .slice(1);
const pairsInOrder = () => bodyRows().map((row) => within(row).getAllByRole('cell')[1]?.textContent);

/** The file's text as written, its byte order mark kept (readAsText would drop it). */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });
}

describe('closed positions history', () => {
  it('shows a statistic block per category from the summaries', async () => {
    stubApi(routes);
    renderWithProviders(<PositionsHistory />);
    const all = await screen.findByLabelText('All statistics');
    expect(within(all).getByText('3 positions')).toBeInTheDocument();
    expect(within(all).getByText('66.7%')).toBeInTheDocument();
    expect(within(all).getByText('+4.20%')).toBeInTheDocument();
    expect(within(all).getByText('-3.90%')).toBeInTheDocument();
    expect(within(all).getByText('+0.80%')).toBeInTheDocument();
    const admin = screen.getByLabelText('Admin statistics');
    expect(within(admin).getByText('0 positions')).toBeInTheDocument();
    expect(within(admin).getAllByText('-')).toHaveLength(2);
    for (const title of ['Golden', 'Signal', 'Opportunity']) {
      expect(screen.getByLabelText(`${title} statistics`)).toBeInTheDocument();
    }
  });

  it('shows the history columns and one row per closed position, newest close first', async () => {
    stubApi(routes);
    renderWithProviders(<PositionsHistory />);
    const table = await screen.findByRole('table', { name: 'Position History' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent?.replace(/ [▲▼]$/, '')),
    ).toEqual([...HISTORY_COLUMNS]);
    expect(pairsInOrder()).toEqual(['ETHUSDT', 'BTCUSDT', 'SOLUSDT']);

    const cellsOf = (index: number) =>
      within(bodyRows()[index] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    await waitFor(() => expect(cellsOf(1)[4]).toBe('100.0'));
    expect(cellsOf(1)).toEqual([
      'Golden',
      'BTCUSDT',
      'LONG',
      '+4.20%',
      '100.0',
      '105.6',
      'TP1, TP2',
      'TP3',
      '3h 12m',
      '2026-11-20 10:00 UTC',
      '2026-11-20 13:12 UTC',
      'Yes',
    ]);
    expect(cellsOf(0)).toEqual([
      'Signal',
      'ETHUSDT',
      'SHORT',
      '-3.90%',
      '100.000',
      '103.900',
      '-',
      'SL',
      '2d 1h',
      '2026-11-19 08:00 UTC',
      '2026-11-21 09:30 UTC',
      'No',
    ]);
    // A narrow Reason cell may break a long reason after its underscore, never inside a word.
    const reason = within(bodyRows()[2] as HTMLElement).getAllByRole('cell')[7];
    expect(reason?.innerHTML).toBe('TRADERS_<wbr>EXIT');
  });

  it('sorts by any column from its header, the other way on a second click', async () => {
    stubApi(routes);
    renderWithProviders(<PositionsHistory />);
    await screen.findByRole('table', { name: 'Position History' });
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Profit' }));
    // Highest profit first: +4.20 %, +2.10 %, -3.90 %.
    expect(pairsInOrder()).toEqual(['BTCUSDT', 'SOLUSDT', 'ETHUSDT']);
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Profit' }));
    expect(pairsInOrder()).toEqual(['ETHUSDT', 'SOLUSDT', 'BTCUSDT']);
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Pair' }));
    expect(pairsInOrder()).toEqual(['SOLUSDT', 'ETHUSDT', 'BTCUSDT']);
  });

  it('filters the rows, and the statistic blocks follow the filters', async () => {
    stubApi(routes);
    renderWithProviders(<PositionsHistory />);
    await screen.findByRole('table', { name: 'Position History' });
    await userEvent.selectOptions(screen.getByLabelText('Direction'), 'LONG');
    expect(pairsInOrder()).toEqual(['BTCUSDT', 'SOLUSDT']);
    // All over the two LONGs: +4.2 and +2.1 → 2 positions, 100 %, average +3.15 %.
    const all = screen.getByLabelText('All statistics');
    expect(within(all).getByText('2 positions')).toBeInTheDocument();
    expect(within(all).getByText('100.0%')).toBeInTheDocument();
    expect(within(all).getByText('+3.15%')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Search'), 'sol');
    expect(pairsInOrder()).toEqual(['SOLUSDT']);
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(pairsInOrder()).toEqual(['ETHUSDT', 'BTCUSDT', 'SOLUSDT']);

    await userEvent.type(screen.getByLabelText('Closed from (UTC)'), '2026-11-20');
    await userEvent.type(screen.getByLabelText('Closed to (UTC)'), '2026-11-20');
    expect(pairsInOrder()).toEqual(['BTCUSDT']);
  });

  it('exports the filtered rows as CSV (with a BOM) and opens the details on a row click', async () => {
    stubApi(routes);
    // jsdom has no object URLs: the Blob handed to the download link is kept to be read.
    const written: Blob[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = (blob: Blob) => {
      written.push(blob);
      return 'blob:history';
    };
    URL.revokeObjectURL = () => {};
    onTestFinished(() => {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithProviders(<PositionsHistory />);
    await screen.findByRole('table', { name: 'Position History' });
    await userEvent.selectOptions(screen.getByLabelText('Close reason'), 'SL');
    await userEvent.click(screen.getByRole('button', { name: 'Export the position history as CSV' }));
    expect(clicked).toHaveBeenCalledTimes(1);
    const text = await readText(written[0]!);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Id,Type,Pair,Direction,Entry price,/);
    expect(lines[1]).toMatch(/^12,Signal,ETHUSDT,SHORT,100,103.9,-3.9,/);
    expect(await screen.findByText('1 row written to position-history.csv')).toBeInTheDocument();

    await userEvent.click(within(bodyRows()[0] as HTMLElement).getByText('ETHUSDT'));
    expect(within(await screen.findByRole('dialog')).getByText('ETHUSDT SHORT')).toBeInTheDocument();
    clicked.mockRestore();
  });

  it('sorts by close date both ways', async () => {
    stubApi(routes);
    renderWithProviders(<PositionsHistory />);
    await screen.findByRole('table', { name: 'Position History' });
    await userEvent.click(screen.getByRole('button', { name: 'Close date: newest first' }));
    expect(pairsInOrder()).toEqual(['SOLUSDT', 'BTCUSDT', 'ETHUSDT']);
    await userEvent.click(screen.getByRole('button', { name: 'Close date: oldest first' }));
    expect(pairsInOrder()).toEqual(['ETHUSDT', 'BTCUSDT', 'SOLUSDT']);
  });

  it('puts only the visible rows of thousands in the page', async () => {
    const many = Array.from({ length: 5000 }, (_, i) =>
      aPosition({
        id: i + 1,
        symbol: `C${i}USDT`,
        status: 'closed',
        finalProfitPercentage: 1,
        closedAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
      }),
    );
    stubApi({
      ...routes,
      'GET /api/trader-tracker/closedPositions': () => ({ success: true, data: many }),
    });
    renderWithProviders(<PositionsHistory />);
    expect(await screen.findByText('5,000 closed positions')).toBeInTheDocument();
    const rendered = bodyRows().length;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(60);
    expect(pairsInOrder()[0]).toBe('C4999USDT');
  });

  it("says 'Error loading data' when the history fails, while the statistics still show", async () => {
    stubApi({
      ...routes,
      'GET /api/trader-tracker/closedPositions': () =>
        apiError(500, 'Database unavailable', 'INTERNAL_ERROR'),
    });
    renderWithProviders(<PositionsHistory />);
    expect(await screen.findByText('Error loading data')).toBeInTheDocument();
    expect(await screen.findByLabelText('All statistics')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Position History' })).not.toBeInTheDocument();
  });
});

describe('a link to one closed position', () => {
  it('opens its details in the history', async () => {
    stubApi(routes);
    renderWithProviders(<PositionsHistory />, { path: `/dashboard/analytics?position=${golden.id}` });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(`${golden.symbol} ${golden.direction}`)).toBeInTheDocument();
  });
});
