import { DEFAULT_BACKTEST_CONFIG } from '@signaldesk/core/backtest/config';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  button,
  renderWithProviders,
  setupUser,
  stubApi,
  switchInput,
} from '../../../../../test/render';
import { aSweep, SAMPLE_SWEEP_RESULT } from '../../testing/sample-runs';
import { BacktestingScreen } from '../backtesting-screen';
import { SweepPanel } from './sweep-panel';

vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => localStorage.clear());

const ok = <T,>(data: T) => ({ success: true as const, data });

function renderPanel(onLoadConfig = vi.fn()) {
  renderWithProviders(<SweepPanel config={{ ...DEFAULT_BACKTEST_CONFIG }} onLoadConfig={onLoadConfig} />);
  return onLoadConfig;
}

/** A cell's accessible name; jsdom's name computation spaces out the button's inline pieces, a browser does not. */
const cellName = (text: string) =>
  new RegExp(
    `^${[...text].map((char) => `${',.('.includes(char) ? '\\s*' : ''}${char.replace(/[.*+?^${}()|[\]\\$]/, '\\$&')}`).join('')}`,
  );

const axisBox = (index: number, part: 'From' | 'To' | 'Step') =>
  within(screen.getByRole('group', { name: `Swept field ${index}` })).getByRole('textbox', { name: part });

describe('the sweep form', () => {
  it('counts the combinations and refuses more than 400, or a value the rule table refuses, in its words', async () => {
    const user = setupUser();
    stubApi({ 'GET /api/backtesting/sweeps': () => ok([]) });
    renderPanel();
    expect(await screen.findByText(/No sweep yet/)).toBeInTheDocument();
    // The form's TP1 (1.6) up four steps of the rule table's 0.1.
    expect(axisBox(1, 'From')).toHaveValue('1.6');
    expect(axisBox(1, 'To')).toHaveValue('2');
    expect(axisBox(1, 'Step')).toHaveValue('0.1');
    expect(screen.getByText('5 combinations (at most 400)')).toBeInTheDocument();
    expect(button('Start sweep')).toBeEnabled();

    await user.clear(axisBox(1, 'To'));
    await user.type(axisBox(1, 'To'), '50');
    // (50 − 1.6) / 0.1 + 1 = 485
    expect(screen.getByText('485 combinations (at most 400)')).toBeInTheDocument();
    expect(screen.getByText('The sweep has 485 combinations; at most 400 are allowed')).toBeInTheDocument();
    expect(button('Start sweep')).toBeDisabled();

    await user.clear(axisBox(1, 'To'));
    await user.type(axisBox(1, 'To'), '2');
    await user.clear(axisBox(1, 'From'));
    await user.type(axisBox(1, 'From'), '-1');
    expect(screen.getByText('tp1Percent must be at least 0.01')).toBeInTheDocument();
    expect(axisBox(1, 'From')).toHaveAttribute('aria-invalid', 'true');
    expect(button('Start sweep')).toBeDisabled();

    await user.clear(axisBox(1, 'From'));
    expect(screen.getByText('from must be a number')).toBeInTheDocument();
  });

  it('starts with the form’s configuration, the axes, the metric and the split, then follows and cancels it', async () => {
    const user = setupUser();
    const api = stubApi({
      'GET /api/backtesting/sweeps': () => ok([]),
      'POST /api/backtesting/sweeps': () =>
        ok(aSweep({ axes: [{ field: 'tp1Percent', from: 1.6, to: 2, step: 0.1 }] })),
      'GET /api/backtesting/sweeps/:id': () => ok(aSweep()),
      'POST /api/backtesting/sweeps/:id/cancel': () => ok(aSweep({ state: 'cancelled', remainingMs: null })),
      'GET /api/backtesting/sweeps/:id/result': () =>
        ok({ ...SAMPLE_SWEEP_RESULT, status: aSweep({ state: 'cancelled', remainingMs: null }) }),
    });
    renderPanel();
    await screen.findByText(/No sweep yet/);
    await user.click(screen.getByRole('combobox', { name: 'Metric' }));
    await user.click(await screen.findByRole('option', { name: 'Win rate' }));
    await user.click(switchInput('Out-of-sample check'));
    await user.click(button('Start sweep'));

    const progress = await screen.findByRole('region', { name: 'Sweep progress' });
    expect(api.sentTo('POST /api/backtesting/sweeps')[0]?.body).toEqual({
      config: { ...DEFAULT_BACKTEST_CONFIG },
      axes: [{ field: 'tp1Percent', from: 1.6, to: 2, step: 0.1 }],
      metric: 'winRate',
      inSampleShare: 0.7,
    });
    expect(screen.getByText('12 combinations are running in the background.')).toBeInTheDocument();
    // 12 400 ms left, rounded up to whole seconds.
    expect(within(progress).getByText(/^6 of 12 runs done · about 13 s left/)).toBeInTheDocument();
    expect(button('Start sweep')).toBeDisabled();

    await user.click(within(progress).getByRole('button', { name: 'Cancel sweep' }));
    expect(await screen.findByText('6 of 12 runs were done; their cells are kept.')).toBeInTheDocument();
    expect(api.sentTo('POST /api/backtesting/sweeps/:id/cancel')[0]?.path).toBe(
      '/api/backtesting/sweeps/3/cancel',
    );
    expect(await screen.findByText('Cancelled: 6 of 12 runs')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sweep progress' })).toBeNull();
  });

  it('re-attaches to my running sweep when the screen opens, not to another admin’s', async () => {
    const api = stubApi({
      'GET /api/backtesting/sweeps': () =>
        ok([aSweep({ id: 4, mine: false, owner: 'admin' }), aSweep({ id: 3 })]),
      'GET /api/backtesting/sweeps/:id': ({ path }) => ok(aSweep({ id: Number(path.split('/').at(-1)) })),
    });
    renderPanel();
    const progress = await screen.findByRole('region', { name: 'Sweep progress' });
    expect(
      within(progress).getByText('Sweep #3: Take profit 1 × Stop loss, by Total P&L'),
    ).toBeInTheDocument();
    expect(api.sentTo('GET /api/backtesting/sweeps/:id').map((request) => request.path)).toEqual([
      '/api/backtesting/sweeps/3',
    ]);
  });

  it('says why a sweep did not start, in the server’s words', async () => {
    const user = setupUser();
    stubApi({
      'GET /api/backtesting/sweeps': () => ok([]),
      'POST /api/backtesting/sweeps': () => apiError(429, 'You already have a sweep running', 'RATE_LIMITED'),
    });
    renderPanel();
    await screen.findByText(/No sweep yet/);
    await user.click(button('Start sweep'));
    const alert = (await screen.findByText('The sweep did not start')).closest('[role="alert"]');
    expect(alert).toHaveTextContent('You already have a sweep running');
    expect(screen.getByText('Sweep not started')).toBeInTheDocument(); // the toast
  });
});

describe('the sweep result', () => {
  function stubDoneSweep() {
    return stubApi({
      'GET /api/backtesting/sweeps': () => ok([SAMPLE_SWEEP_RESULT.status]),
      'GET /api/backtesting/sweeps/:id': () => ok(SAMPLE_SWEEP_RESULT.status),
      'GET /api/backtesting/sweeps/:id/result': () => ok(SAMPLE_SWEEP_RESULT),
    });
  }

  it('maps the metric with each cell’s trades, sets the best cell beside its neighbours and its out-of-sample figure', async () => {
    stubDoneSweep();
    renderPanel();
    const map = await screen.findByRole('table', {
      name: 'Total P&L by Take profit 1 (rows) and Stop loss (columns)',
    });
    expect(within(map).getAllByRole('button')).toHaveLength(12);
    const bestCell = within(map).getByRole('button', {
      name: cellName(
        'Take profit 1 1.7, Stop loss -3.8: Total P&L +$250.00, 36 trades (best cell). Load into the form',
      ),
    });
    // In view: the metric, the star and the trade count.
    expect(within(bestCell).getByText('+$250.00')).toBeInTheDocument();
    expect(within(bestCell).getByText('★')).toBeInTheDocument();
    expect(within(bestCell).getByText('36 trades')).toBeInTheDocument();

    const best = screen.getByRole('region', { name: 'Best cell' });
    expect(
      within(best).getByText('Best cell (picked in-sample): Take profit 1 1.7, Stop loss -3.8'),
    ).toBeInTheDocument();
    const figure = (label: string) => within(best).getByRole('group', { name: label });
    expect(figure('Best Total P&L')).toHaveTextContent('+$250.0036 trades');
    expect(figure('Neighbourhood average')).toHaveTextContent('+$100.00mean of 8 cells one step around');
    expect(figure('In-sample Total P&L')).toHaveTextContent('+$250.0036 trades · 700 positions');
    expect(figure('Out-of-sample Total P&L')).toHaveTextContent('-$35.0014 trades · 300 positions');
    // The neighbours average 100 against 250: under half, so the best cell is called out as possibly lucky.
    expect(within(best).getByText('A lone cell?')).toBeInTheDocument();
  });

  it('loads a clicked cell’s configuration into the form, with a toast', async () => {
    const user = setupUser();
    stubDoneSweep();
    renderWithProviders(<BacktestingScreen />);
    await user.click(screen.getByRole('tab', { name: 'Sweep' }));
    await user.click(
      await screen.findByRole('button', {
        name: cellName('Take profit 1 1.8, Stop loss -4: Total P&L -$20.00, 38 trades'),
      }),
    );
    expect(
      await screen.findByText(/The cell Take profit 1 1.8, Stop loss -4 is now in the form/),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Configuration' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Take profit 1' })).toBeVisible();
    expect(screen.getByLabelText('Take profit 1')).toHaveValue('1.8 %');
    expect(screen.getByLabelText('Stop loss')).toHaveValue('-4 %');
    expect(JSON.parse(localStorage.getItem('backtestConfig') ?? '{}')).toMatchObject({
      tp1Percent: 1.8,
      stopLossPercent: -4,
    });
  });
});
