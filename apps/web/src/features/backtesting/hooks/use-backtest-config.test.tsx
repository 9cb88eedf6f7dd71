import { DEFAULT_BACKTEST_CONFIG } from '@signaldesk/core/backtest/config';
import { act, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { button, renderWithProviders, setupUser } from '../../../../test/render';
import { BacktestingScreen } from '../components/backtesting-screen';
import { RESET_CONFIRMATION } from '../components/reset-confirm-modal';
import { BACKTEST_CONFIG_STORAGE_KEY } from '../utils/stored-config';
import { useBacktestConfig } from './use-backtest-config';

function store(value: unknown) {
  localStorage.setItem(BACKTEST_CONFIG_STORAGE_KEY, JSON.stringify(value));
}

function stored(): Record<string, unknown> | null {
  const text = localStorage.getItem(BACKTEST_CONFIG_STORAGE_KEY);
  return text === null ? null : JSON.parse(text);
}

// Rendering the whole screen in jsdom takes seconds on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('restoring the stored configuration', () => {
  it('restores a stored copy that has every expected key', () => {
    store({ ...DEFAULT_BACKTEST_CONFIG, positionCount: 250, tp1Percent: 2.2 });
    renderWithProviders(<BacktestingScreen />);
    expect(screen.getByLabelText('Positions count')).toHaveValue('250');
    expect(screen.getByLabelText('Take profit 1')).toHaveValue('2.2 %');
  });

  it('reads a stored copy as a configuration file: a missing or null field takes its default', () => {
    const { tp3Percent: _dropped, ...partial } = { ...DEFAULT_BACKTEST_CONFIG, positionCount: 250 };
    store({ ...partial, leverage: null, startDate: null });
    const { result } = renderHook(() => useBacktestConfig());
    expect(result.current.config).toEqual({ ...DEFAULT_BACKTEST_CONFIG, positionCount: 250 });
    expect(Object.keys(result.current.config)).toEqual(Object.keys(DEFAULT_BACKTEST_CONFIG));
  });

  it("migrates a stored filter field 'atr' to 'atrValue'", () => {
    store({ ...DEFAULT_BACKTEST_CONFIG, customFilterEnabled: true, customFilterField: 'atr' });
    const { result } = renderHook(() => useBacktestConfig());
    expect(result.current.config.customFilterField).toBe('atrValue');
    expect(result.current.config.customFilterEnabled).toBe(true);
  });

  it('logs a warning and uses the defaults when the store cannot be read', () => {
    store({ ...DEFAULT_BACKTEST_CONFIG, positionCount: 250 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const { result } = renderHook(() => useBacktestConfig());
    expect(result.current.config).toEqual(DEFAULT_BACKTEST_CONFIG);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('Could not read "backtestConfig"'),
      expect.any(DOMException),
    );
  });

  it('logs a warning and uses the defaults when the stored text is not JSON', () => {
    localStorage.setItem(BACKTEST_CONFIG_STORAGE_KEY, '{"positionCount": 25');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { result } = renderHook(() => useBacktestConfig());
    expect(result.current.config).toEqual(DEFAULT_BACKTEST_CONFIG);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('uses the defaults when a stored value has the wrong type', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    store({ ...DEFAULT_BACKTEST_CONFIG, leverage: '10' });
    const { result } = renderHook(() => useBacktestConfig());
    expect(result.current.config).toEqual(DEFAULT_BACKTEST_CONFIG);
  });
});

describe('auto-save', () => {
  it('writes the configuration on every change', () => {
    const { result } = renderHook(() => useBacktestConfig());
    expect(stored()).toBeNull();
    act(() => result.current.setField('leverage', 20));
    expect(stored()).toEqual({ ...DEFAULT_BACKTEST_CONFIG, leverage: 20 });
    act(() => result.current.setField('useDateRange', true));
    expect(stored()).toEqual({ ...DEFAULT_BACKTEST_CONFIG, leverage: 20, useDateRange: true });
  });

  it('keeps working in memory and logs a warning when the store cannot be written', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const { result } = renderHook(() => useBacktestConfig());
    act(() => result.current.setField('leverage', 20));
    expect(result.current.config.leverage).toBe(20);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('Could not write "backtestConfig"'),
      expect.any(DOMException),
    );
  });
});

describe('Reset to Defaults', () => {
  it('asks the confirmation, then restores the defaults and clears the stored copy', async () => {
    const user = setupUser();
    store({ ...DEFAULT_BACKTEST_CONFIG, positionCount: 250 });
    renderWithProviders(<BacktestingScreen />);
    expect(screen.getByLabelText('Positions count')).toHaveValue('250');

    await user.click(button('Reset to Defaults'));
    expect(screen.getByText(RESET_CONFIRMATION)).toBeInTheDocument();
    await user.click(button('Reset'));

    expect(screen.getByLabelText('Positions count')).toHaveValue('1000');
    expect(stored()).toBeNull();
  });

  it('changes nothing when the confirmation is cancelled', async () => {
    const user = setupUser();
    store({ ...DEFAULT_BACKTEST_CONFIG, positionCount: 250 });
    renderWithProviders(<BacktestingScreen />);
    await user.click(button('Reset to Defaults'));
    await user.click(button('Cancel'));
    expect(screen.getByLabelText('Positions count')).toHaveValue('250');
    expect(stored()).toMatchObject({ positionCount: 250 });
  });
});
