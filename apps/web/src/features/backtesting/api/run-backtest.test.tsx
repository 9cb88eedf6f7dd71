import { backtestConfigToQuery } from '@signaldesk/contracts/backtest';
import type { BacktestRunAnswer } from '@signaldesk/contracts/backtest-runs';
import { endpoints } from '@signaldesk/contracts/endpoints';
import { BACKTEST_CONFIG_KEYS, DEFAULT_BACKTEST_CONFIG } from '@signaldesk/core/backtest/config';
import { computeRiskMetrics } from '@signaldesk/core/backtest/risk-metrics';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  button,
  renderWithProviders,
  type SeenRequest,
  setupUser,
  stubApi,
  switchInput,
} from '../../../../test/render';
import { BacktestingScreen } from '../components/backtesting-screen';
import { KEEP_RUNS_STORAGE_KEY } from '../hooks/use-keep-runs';
import { SAMPLE_RESULT, SAMPLE_RUN_ANSWER } from '../testing/sample-result';
import { aRun } from '../testing/sample-runs';
import { runBacktest } from './run-backtest';

// Rendering the whole screen in jsdom takes seconds on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => localStorage.clear());

describe('building the request', () => {
  it('sends every field as a string query parameter and leaves null ones out', async () => {
    const api = stubApi({ 'GET /api/backtesting/run': () => SAMPLE_RUN_ANSWER });
    await runBacktest(
      { ...DEFAULT_BACKTEST_CONFIG, customFilterOperator: '!=', stopLossPercent: -2.5 },
      true,
    );

    expect(api.requests).toHaveLength(1);
    const url = (api.requests[0] as SeenRequest).url;
    expect(url.pathname).toBe(endpoints.runBacktest.path);
    const sent = Object.fromEntries(url.searchParams);
    const expectedKeys = BACKTEST_CONFIG_KEYS.filter((key) => key !== 'startDate' && key !== 'endDate');
    expect(Object.keys(sent).sort()).toEqual([...expectedKeys].sort());
    expect(sent.positionCount).toBe('1000');
    expect(sent.useDateRange).toBe('false');
    expect(sent.useCacheOnly).toBe('true');
    expect(sent.stopLossPercent).toBe('-2.5');
    expect(sent.btcMinCandleSize).toBe('0.28');
    expect(sent.customFilterOperator).toBe('!=');
    expect(sent.customFilterField).toBe('riskScore');
  });

  it('sends the dates once they are set', async () => {
    const api = stubApi({ 'GET /api/backtesting/run': () => SAMPLE_RUN_ANSWER });
    await runBacktest(
      {
        ...DEFAULT_BACKTEST_CONFIG,
        useDateRange: true,
        startDate: '2025-03-01',
        endDate: '2025-03-31',
      },
      true,
    );
    const sent = Object.fromEntries((api.requests[0] as SeenRequest).url.searchParams);
    expect(sent).toMatchObject({ useDateRange: 'true', startDate: '2025-03-01', endDate: '2025-03-31' });
  });

  it('backtestConfigToQuery stringifies every value and omits null and undefined', () => {
    expect(
      backtestConfigToQuery({
        positionCount: 5,
        useCacheOnly: false,
        startDate: null,
        endDate: undefined,
        tp1Percent: 1.6,
      }),
    ).toEqual({
      positionCount: '5',
      useCacheOnly: 'false',
      tp1Percent: '1.6',
    });
  });
});

describe('running from the screen', () => {
  it("reads 'Running Backtest...' with the three buttons disabled, then shows the results", async () => {
    const user = setupUser();
    let answer: (result: BacktestRunAnswer) => void = () => {};
    stubApi({ 'GET /api/backtesting/run': () => new Promise((resolve) => (answer = resolve)) });
    renderWithProviders(<BacktestingScreen />);

    await user.click(button('Run Backtest'));
    expect(button('Running Backtest...')).toBeDisabled();
    expect(button('Export Settings')).toBeDisabled();
    expect(button('Reset to Defaults')).toBeDisabled();
    expect(screen.getByText('Running backtest analysis...')).toBeInTheDocument();

    answer(SAMPLE_RUN_ANSWER);
    const summary = await screen.findByRole('region', { name: 'Backtest Summary', hidden: true });
    expect(button('Run Backtest')).toBeEnabled();
    expect(button('Export Settings')).toBeEnabled();
    expect(screen.queryByText('Running backtest analysis...')).toBeNull();

    const stat = (label: string) => within(within(summary).getByRole('group', { name: label, hidden: true }));
    expect(stat('Total Trades').getByText('2')).toBeInTheDocument();
    expect(stat('Win Rate').getByText('50.0%')).toBeInTheDocument();
    expect(stat('Total P&L').getByText('+$12.50')).toBeInTheDocument();
    expect(stat('ROI').getByText('0.1%')).toBeInTheDocument();
    expect(stat('Final Balance').getByText('$10,012.50')).toBeInTheDocument();
    expect(stat('Average Duration').getByText('96 min')).toBeInTheDocument();
    expect(stat('Worst Trade').getByText('-$40.00')).toBeInTheDocument();
    expect(stat('Testing Period').getByText('2 days')).toBeInTheDocument();
    expect(stat('Testing Period').getByText('2025-03-04 – 2025-03-06 (UTC)')).toBeInTheDocument();
    expect(stat('Ambiguous Candles').getByText('4')).toBeInTheDocument();
    expect(within(summary).getByText('Force %: 2')).toBeInTheDocument();
    expect(within(summary).getByText('No entry: 1')).toBeInTheDocument();

    const chart = screen.getByRole('region', { name: 'Portfolio Evolution', hidden: true });
    expect(
      within(within(chart).getByRole('group', { name: 'Trading Days', hidden: true })).getByText('2'),
    ).toBeInTheDocument();
    expect(
      within(within(chart).getByRole('group', { name: 'Avg Daily Trades', hidden: true })).getByText('1.0'),
    ).toBeInTheDocument();
    expect(
      within(within(chart).getByRole('group', { name: 'Best Day', hidden: true })).getByText('+$52.50'),
    ).toBeInTheDocument();
    expect(
      within(within(chart).getByRole('group', { name: 'Worst Day', hidden: true })).getByText('-$40.00'),
    ).toBeInTheDocument();
  });

  it("shows the server's message in the red banner", async () => {
    const user = setupUser();
    stubApi({
      'GET /api/backtesting/run': () =>
        apiError(400, 'positionCount must be at most 2000', 'VALIDATION_ERROR'),
    });
    renderWithProviders(<BacktestingScreen />);
    await user.click(button('Run Backtest'));
    const banner = await screen.findByRole('alert', { hidden: true });
    expect(banner).toHaveTextContent('positionCount must be at most 2000');
    expect(button('Run Backtest')).toBeEnabled();
  });

  it("falls back to the error's own message, then to 'Unknown error'", async () => {
    const user = setupUser();
    let failure: unknown = new TypeError('Failed to fetch');
    stubApi({ 'GET /api/backtesting/run': () => Promise.reject(failure) });
    renderWithProviders(<BacktestingScreen />);

    await user.click(button('Run Backtest'));
    expect(await screen.findByRole('alert', { hidden: true })).toHaveTextContent('Failed to fetch');

    failure = { reason: 'not an Error' };
    await user.click(button('Run Backtest'));
    expect(await screen.findByText('Unknown error')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch')).toBeNull();
  });
});

describe('keeping runs', () => {
  it('keeps runs by default and says so; with “Keep this run” off it sends keep=false, remembered', async () => {
    const user = setupUser();
    const api = stubApi({
      'GET /api/backtesting/run': ({ url }) =>
        url.searchParams.get('keep') === 'false'
          ? { ...SAMPLE_RUN_ANSWER, run: { ...SAMPLE_RUN_ANSWER.run, id: null } }
          : SAMPLE_RUN_ANSWER,
    });
    renderWithProviders(<BacktestingScreen />);
    await user.click(button('Run Backtest'));
    const about = await screen.findByRole('region', { name: 'About this result', hidden: true });
    expect(about).toHaveTextContent('Kept as run #41');
    expect(about).toHaveTextContent('2026-11-22 21:03 UTC · answered in 84 ms');
    expect(api.sentTo('GET /api/backtesting/run')[0]?.url.searchParams.has('keep')).toBe(false);

    await user.click(switchInput('Keep this run'));
    expect(localStorage.getItem(KEEP_RUNS_STORAGE_KEY)).toBe('false');
    await user.click(button('Run Backtest'));
    expect(await screen.findByText('“Keep this run” was off')).toBeInTheDocument();
    expect(api.sentTo('GET /api/backtesting/run')[1]?.url.searchParams.get('keep')).toBe('false');
  });

  it('shows the cache badge with when the result was computed', async () => {
    const user = setupUser();
    stubApi({
      'GET /api/backtesting/run': () => ({
        ...SAMPLE_RUN_ANSWER,
        run: {
          ...SAMPLE_RUN_ANSWER.run,
          id: 42,
          cached: true,
          computedAt: '2026-11-22T20:15:00.000Z',
          durationMs: 3,
        },
      }),
    });
    renderWithProviders(<BacktestingScreen />);
    await user.click(button('Run Backtest'));
    const about = await screen.findByRole('region', { name: 'About this result', hidden: true });
    expect(about).toHaveTextContent('Kept as run #42');
    expect(within(about).getByText('From cache · computed 2026-11-22 20:15 UTC')).toBeInTheDocument();
  });

  it('opens a kept run from the library in the results, and loads its configuration into the form', async () => {
    const user = setupUser();
    const run = aRun({ id: 9, name: 'Tighter stop', owner: 'admin', mine: false });
    stubApi({
      'GET /api/backtesting/runs': () => ({
        success: true,
        data: [run],
        total: 1,
        page: 1,
        pageSize: 10,
        retention: 500,
      }),
      'GET /api/backtesting/runs/:id': () => ({
        success: true,
        data: {
          ...run,
          result: { ...SAMPLE_RESULT, config: { ...SAMPLE_RESULT.config, stopLossPercent: -2.5 } },
          riskMetrics: computeRiskMetrics(SAMPLE_RESULT.trades, 10_000),
        },
      }),
    });
    renderWithProviders(<BacktestingScreen />);
    await user.click(screen.getByRole('tab', { name: 'Run library' }));
    await user.click(await screen.findByRole('button', { name: 'Open Tighter stop' }));

    const about = await screen.findByRole('region', { name: 'About this result', hidden: true });
    expect(about).toHaveTextContent('Tighter stop by admin');
    expect(screen.getByRole('tab', { name: 'Result' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('region', { name: 'Backtest Summary', hidden: true })).toBeInTheDocument();

    await user.click(within(about).getByRole('button', { name: 'Load its configuration into the form' }));
    expect(await screen.findByText(/The configuration of run #9 is now in the form/)).toBeInTheDocument();
    // The form is shown on its tab, with the run's values.
    expect(screen.getByRole('tab', { name: 'Configuration' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Stop loss' })).toBeVisible();
    expect(screen.getByLabelText('Stop loss')).toHaveValue('-2.5 %');
  });
});
