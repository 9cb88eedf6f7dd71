import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { button, renderWithProviders, setupUser, stubApi } from '../../../../test/render';
import { BACKTEST_CONFIG_STORAGE_KEY } from '../utils/stored-config';
import { BacktestingScreen } from './backtesting-screen';

// Rendering the whole screen in jsdom takes seconds on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => localStorage.clear());

const runButton = () => button(/^Run Backtest$/);
const runBar = () => {
  const bar = document.getElementById('backtest-run-blocked');
  if (!bar) throw new Error('Run is not blocked');
  return bar;
};

describe('inline validation', () => {
  it('marks a positive stop loss as it is typed, in the server’s words, and disables Run saying why', async () => {
    const user = setupUser();
    const api = stubApi();
    renderWithProviders(<BacktestingScreen />);
    expect(runButton()).toBeEnabled();

    const stopLoss = screen.getByLabelText('Stop loss');
    await user.clear(stopLoss);
    await user.type(stopLoss, '5');
    expect(stopLoss).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('stopLossPercent must be at most -0.01')).toHaveLength(2); // field and run bar
    expect(runButton()).toBeDisabled();
    expect(runButton()).toHaveAttribute('aria-describedby', 'backtest-run-blocked');
    expect(runBar()).toHaveTextContent('Fix 1 setting to run:stopLossPercent must be at most -0.01');
    await user.click(runButton());
    expect(api.sentTo('GET /api/backtesting/run')).toHaveLength(0);

    // Kept as typed, never clamped, and saved as typed.
    await user.tab();
    expect(stopLoss).toHaveValue('5 %');
    expect(stopLoss).toHaveAttribute('aria-invalid', 'true');
    expect(JSON.parse(localStorage.getItem(BACKTEST_CONFIG_STORAGE_KEY) ?? '{}').stopLossPercent).toBe(5);

    await user.clear(stopLoss);
    await user.type(stopLoss, '-2');
    expect(stopLoss).not.toHaveAttribute('aria-invalid', 'true');
    expect(runButton()).toBeEnabled();
  });

  it('takes a broken rule’s link from another tab back to the Configuration tab, focus on the field', async () => {
    const user = setupUser();
    renderWithProviders(<BacktestingScreen />);
    const stopLoss = screen.getByLabelText('Stop loss');
    await user.clear(stopLoss);
    await user.type(stopLoss, '5');
    await user.click(screen.getByRole('tab', { name: 'Result' }));
    expect(screen.queryByRole('textbox', { name: 'Stop loss' })).toBeNull(); // the form's tab is hidden

    await user.click(within(runBar()).getByRole('button', { name: 'stopLossPercent must be at most -0.01' }));
    expect(screen.getByRole('tab', { name: 'Configuration' })).toHaveAttribute('aria-selected', 'true');
    await vi.waitFor(() => expect(stopLoss).toHaveFocus());
  });

  it('refuses a value above the limit with a message instead of clamping it, and an empty box as not a number', async () => {
    const user = setupUser();
    renderWithProviders(<BacktestingScreen />);
    const count = screen.getByLabelText('Positions count');
    await user.clear(count);
    expect(screen.getAllByText('positionCount must be a number').length).toBeGreaterThan(0);
    expect(runButton()).toBeDisabled();
    await user.type(count, '2001');
    await user.tab();
    expect(count).toHaveValue('2001');
    expect(screen.getAllByText('positionCount must be at most 2000').length).toBeGreaterThan(0);
    expect(runButton()).toBeDisabled();
  });

  it('shows what TP3 keeps and refuses TP1 + TP2 exits above 100 %', async () => {
    const user = setupUser();
    renderWithProviders(<BacktestingScreen />);
    expect(screen.getByText(/TP3 closes the remaining 25%/)).toBeInTheDocument();
    const tp1 = screen.getByLabelText('TP1 exit');
    await user.clear(tp1);
    await user.type(tp1, '80');
    expect(screen.getByText(/TP1 and TP2 together would close 140%/)).toBeInTheDocument();
    expect(screen.getByLabelText('TP2 exit')).toHaveAttribute('aria-invalid', 'true');
    expect(runBar()).toHaveTextContent('tp1ExitPercent + tp2ExitPercent must be at most 100');
    expect(runButton()).toBeDisabled();
  });

  it('asks for both dates in date-range mode', async () => {
    const user = setupUser();
    renderWithProviders(<BacktestingScreen />);
    await user.click(screen.getByText('Date Range'));
    expect(runBar()).toHaveTextContent('Fix 2 settings to run:');
    expect(runBar()).toHaveTextContent('startDate is required when useDateRange is true');
    await user.type(screen.getByLabelText(/Start date \(UTC\)/), '2025-03-05');
    await user.type(screen.getByLabelText(/End date \(UTC\)/), '2025-03-01');
    expect(runBar()).toHaveTextContent('Fix 1 setting to run:endDate must be on or after startDate');
  });

  it('warns before exporting settings that Import would refuse', async () => {
    const user = setupUser();
    renderWithProviders(<BacktestingScreen />);
    const stopLoss = screen.getByLabelText('Stop loss');
    await user.clear(stopLoss);
    await user.type(stopLoss, '5');
    await user.click(button('Export Settings'));
    const dialog = await screen.findByRole('dialog', { name: 'These settings do not fit' });
    expect(within(dialog).getByText('stopLossPercent must be at most -0.01')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Export anyway' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
