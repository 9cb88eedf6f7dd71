import { DEFAULT_BACKTEST_CONFIG } from '@signaldesk/core/backtest/config';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupUser, switchInput } from '../../../../test/render';
import { BacktestingScreen } from '../components/backtesting-screen';
import { parseFieldInput } from '../utils/parse-field-input';
import { BACKTEST_CONFIG_STORAGE_KEY } from '../utils/stored-config';

// Rendering the whole screen in jsdom takes seconds on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

function storedConfig(): Record<string, unknown> {
  return JSON.parse(localStorage.getItem(BACKTEST_CONFIG_STORAGE_KEY) ?? 'null');
}

beforeEach(() => localStorage.clear());

describe('parseFieldInput', () => {
  it('parses integer fields with parseInt', () => {
    expect(parseFieldInput('positionCount', '250')).toBe(250);
    expect(parseFieldInput('positionCount', '12.7')).toBe(12);
    expect(parseFieldInput('tp1ExitPercent', 33.9)).toBe(33);
    expect(parseFieldInput('waitTimeMinutes', '15 min')).toBe(15);
  });

  it('parses the other fields as decimals with parseFloat', () => {
    expect(parseFieldInput('tp1Percent', '2.75')).toBe(2.75);
    expect(parseFieldInput('stopLossPercent', '-3.95')).toBe(-3.95);
    expect(parseFieldInput('btcMinCandleSize', 0.28)).toBe(0.28);
  });

  it('makes the custom filter value 0 when it does not parse', () => {
    expect(parseFieldInput('customFilterValue', '')).toBe(0);
    expect(parseFieldInput('customFilterValue', 'abc')).toBe(0);
    expect(parseFieldInput('customFilterValue', '-')).toBe(0);
    expect(parseFieldInput('customFilterValue', '7.25')).toBe(7.25);
  });

  it('gives null for other fields that do not parse, so they keep their value', () => {
    expect(parseFieldInput('positionCount', '')).toBeNull();
    expect(parseFieldInput('leverage', '-')).toBeNull();
  });
});

describe('the configuration inputs', () => {
  it('stores a typed integer as a number', async () => {
    const user = setupUser();
    renderWithProviders(<BacktestingScreen />);
    const input = screen.getByLabelText('Positions count');
    await user.clear(input);
    await user.type(input, '250');
    expect(storedConfig().positionCount).toBe(250);
  });

  it('stores a typed decimal as a number', async () => {
    const user = setupUser();
    renderWithProviders(<BacktestingScreen />);
    const input = screen.getByLabelText('Take profit 1');
    await user.clear(input);
    await user.type(input, '2.45');
    expect(storedConfig().tp1Percent).toBe(2.45);
  });

  it('enables the custom filter inputs only when the filter is on, and makes an empty value 0', async () => {
    const user = setupUser();
    renderWithProviders(<BacktestingScreen />);
    const value = screen.getByLabelText('Filter value');
    expect(value).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Filter field', hidden: true })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Filter operator', hidden: true })).toBeDisabled();

    await user.click(switchInput('Custom filter'));
    expect(value).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Filter field', hidden: true })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Filter operator', hidden: true })).toBeEnabled();

    await user.clear(value);
    expect(storedConfig()).toMatchObject({ customFilterEnabled: true, customFilterValue: 0 });
  });

  it('enables the breakeven 1 value only when Breakeven 1 is on', async () => {
    const user = setupUser();
    renderWithProviders(<BacktestingScreen />);
    const level = screen.getByLabelText('Breakeven 1 level');
    expect(level).toBeEnabled();
    await user.click(switchInput('Breakeven 1'));
    expect(level).toBeDisabled();
    expect(storedConfig().enableBreakeven1).toBe(false);
  });

  it('shows the BTC protection inputs only when it is enabled', async () => {
    const user = setupUser();
    renderWithProviders(<BacktestingScreen />);
    expect(screen.queryByLabelText('BTC volume multiplier')).toBeNull();
    expect(screen.queryByLabelText('BTC lookback')).toBeNull();
    expect(screen.queryByLabelText('BTC min candle size')).toBeNull();
    await user.click(switchInput('Bitcoin protection'));
    expect(screen.getByLabelText('BTC volume multiplier')).toHaveValue('4×');
    expect(screen.getByLabelText('BTC lookback')).toHaveValue('20 candles');
    expect(screen.getByLabelText('BTC min candle size')).toHaveValue('0.28 %');
  });

  it("switches between 'Latest Positions' and 'Date Range' with UTC date inputs", async () => {
    const user = setupUser();
    renderWithProviders(<BacktestingScreen />);
    expect(screen.getByText('Number of most recent closed positions (max: 2000)')).toBeInTheDocument();
    expect(screen.getByText(/fetch new data only if cache is older than 20 minutes/)).toBeInTheDocument();

    await user.click(screen.getByText('Date Range'));
    expect(screen.queryByLabelText('Positions count')).toBeNull();
    const start = screen.getByLabelText(/Start date \(UTC\)/);
    await user.type(start, '2025-03-01');
    expect(storedConfig()).toMatchObject({ useDateRange: true, startDate: '2025-03-01', endDate: null });

    await user.click(screen.getByText('Latest Positions'));
    expect(screen.getByLabelText('Positions count')).toHaveValue(
      String(DEFAULT_BACKTEST_CONFIG.positionCount),
    );
    expect(storedConfig().useDateRange).toBe(false);
  });
});
