import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, button, renderWithProviders, setupUser, stubApi } from '../../../../../test/render';
import { aRun, SAMPLE_COMPARE } from '../../testing/sample-runs';
import { RunLibrary } from './run-library';

vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => localStorage.clear());

const page = (runs: ReturnType<typeof aRun>[]) => ({
  success: true as const,
  data: runs,
  total: runs.length,
  page: 1,
  pageSize: 10,
  retention: 500,
});

function renderLibrary(onOpen = vi.fn()) {
  renderWithProviders(<RunLibrary openingId={null} onOpen={onOpen} />);
  return onOpen;
}

const card = (name: string) => screen.getByRole('listitem', { name });

describe('the run library', () => {
  it('lists my runs with their key figures and the cached badge; another admin’s run is read-only', async () => {
    stubApi({
      'GET /api/backtesting/runs': () =>
        page([
          aRun({ id: 12, name: 'Wide targets', cached: true, computedAt: '2026-11-22T20:15:00.000Z' }),
          aRun({ id: 5, owner: 'admin', mine: false, totalProfitLoss: -42.1, note: 'Baseline of the week' }),
        ]),
    });
    renderLibrary();

    const mine = await screen.findByRole('listitem', { name: 'Wide targets' });
    expect(within(mine).getByText('+$120.50')).toBeInTheDocument();
    expect(within(mine).getByText('+1.21%')).toBeInTheDocument();
    expect(within(mine).getByText('55.0%')).toBeInTheDocument();
    expect(within(mine).getByText('1.42')).toBeInTheDocument();
    expect(within(mine).getByText('-3.3%')).toBeInTheDocument();
    expect(within(mine).getByText('40')).toBeInTheDocument();
    expect(within(mine).getByText('From cache · computed 2026-11-22 20:15 UTC')).toBeInTheDocument();
    expect(within(mine).getByText(/by backtester · took 84 ms · latest 1,000 positions/)).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Delete Wide targets' })).toBeInTheDocument();

    const theirs = card('Run #5');
    expect(within(theirs).getByText('admin · read-only')).toBeInTheDocument();
    expect(within(theirs).getByText('-$42.10')).toBeInTheDocument();
    expect(within(theirs).getByText('Baseline of the week')).toBeInTheDocument();
    expect(within(theirs).queryByRole('button', { name: /Star|Delete|Rename/ })).toBeNull();
    expect(within(theirs).getByRole('button', { name: 'Open Run #5' })).toBeInTheDocument();
  });

  it('asks the server for every admin’s starred runs, sorted by profit factor, ascending', async () => {
    const user = setupUser();
    const api = stubApi({ 'GET /api/backtesting/runs': () => page([aRun()]) });
    renderLibrary();
    await screen.findByRole('listitem', { name: 'Run #7' });

    await user.click(screen.getByText('Every admin'));
    await user.click(screen.getByText('Starred only'));
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Profit factor' }));
    await user.click(button(/Descending order/));

    const last = api.sentTo('GET /api/backtesting/runs').at(-1);
    expect(Object.fromEntries(last?.url.searchParams ?? [])).toEqual({
      sort: 'profitFactor',
      order: 'asc',
      owner: 'all',
      starred: 'true',
      page: '1',
      pageSize: '10',
    });
  });

  it('stars, renames with a note, and deletes after the confirmation, each ending in a toast', async () => {
    const user = setupUser();
    const api = stubApi({
      'GET /api/backtesting/runs': () => page([aRun()]),
      'PATCH /api/backtesting/runs/:id': ({ body }) => ({ success: true, data: aRun(body as object) }),
      'DELETE /api/backtesting/runs/:id': () => ({ success: true, id: 7 }),
    });
    renderLibrary();
    await screen.findByRole('listitem', { name: 'Run #7' });

    await user.click(button('Star Run #7'));
    expect(await screen.findByText('Run #7 is starred.')).toBeInTheDocument();
    expect(api.sentTo('PATCH /api/backtesting/runs/:id')[0]?.body).toEqual({ starred: true });

    await user.click(button('Rename or note Run #7'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Run #7' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Tight stop');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Try on March');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tight stop: name and note saved.')).toBeInTheDocument();
    expect(api.sentTo('PATCH /api/backtesting/runs/:id')[1]?.body).toEqual({
      name: 'Tight stop',
      note: 'Try on March',
    });

    await user.click(button('Delete Run #7'));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this run?' });
    expect(api.sentTo('DELETE /api/backtesting/runs/:id')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Run #7 was removed from the library.')).toBeInTheDocument();
    expect(api.sentTo('DELETE /api/backtesting/runs/:id')[0]?.path).toBe('/api/backtesting/runs/7');
  });

  it('says why an action failed, in the server’s words', async () => {
    const user = setupUser();
    stubApi({
      'GET /api/backtesting/runs': () => page([aRun()]),
      'PATCH /api/backtesting/runs/:id': () =>
        apiError(403, 'Only the owner may change this run', 'FORBIDDEN'),
    });
    renderLibrary();
    await user.click(await screen.findByRole('button', { name: 'Star Run #7' }));
    expect(await screen.findByText('Only the owner may change this run')).toBeInTheDocument();
    expect(screen.getByText('Run not saved')).toBeInTheDocument();
  });

  it('shows the empty library, then a failed load with the server’s reason and Retry', async () => {
    let fail = false;
    const user = setupUser();
    stubApi({
      'GET /api/backtesting/runs': () =>
        fail ? apiError(503, 'The database is not reachable', 'INTERNAL_ERROR') : page([]),
    });
    renderLibrary();
    expect(await screen.findByText(/No run kept yet/)).toBeInTheDocument();
    fail = true;
    await user.click(screen.getByText('Every admin'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The runs could not be loaded: The database is not reachable',
    );
    expect(button('Retry')).toBeInTheDocument();
  });

  it('compares two ticked runs: the differing setting highlighted, the better values marked', async () => {
    const user = setupUser();
    const api = stubApi({
      'GET /api/backtesting/runs': () => page([aRun({ id: 7 }), aRun({ id: 9, name: 'Tighter stop' })]),
      'GET /api/backtesting/runs/compare': () => ({ success: true, data: SAMPLE_COMPARE }),
    });
    renderLibrary();
    await screen.findByRole('listitem', { name: 'Run #7' });
    expect(button('Compare runs')).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Compare Run #7' }));
    await user.click(screen.getByRole('checkbox', { name: 'Compare Tighter stop' }));
    await user.click(button('Compare 2 runs'));

    const differences = await screen.findByRole('table', { name: 'Settings that differ' });
    expect(api.sentTo('GET /api/backtesting/runs/compare')[0]?.url.searchParams.get('ids')).toBe('7,9');
    const stopRow = within(differences).getByRole('row', { name: /Stop loss/ });
    expect(
      within(stopRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['-3.9', '-2.5 (differs from the first run)']);

    const figures = screen.getByRole('table', { name: 'Figures side by side' });
    const pnl = within(within(figures).getByRole('row', { name: /Total P&L/ })).getAllByRole('cell');
    expect(pnl.map((cell) => cell.textContent)).toEqual(['+$120.50', 'best+$180.00']);
    const drawdown = within(within(figures).getByRole('row', { name: /Max drawdown %/ })).getAllByRole(
      'cell',
    );
    expect(drawdown.map((cell) => cell.textContent)).toEqual(['best-3.3%', '-4.5%']);
    const trades = within(within(figures).getByRole('row', { name: /Total trades/ })).getAllByRole('cell');
    expect(trades.map((cell) => cell.textContent)).toEqual(['40', '40']);
    expect(screen.getByLabelText('Curves')).toHaveTextContent('Run #7Tighter stop');
  });
});
