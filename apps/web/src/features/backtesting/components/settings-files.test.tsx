import { DEFAULT_BACKTEST_CONFIG } from '@signaldesk/core/backtest/config';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { button, renderWithProviders, setupUser } from '../../../../test/render';
import { BacktestingScreen } from '../components/backtesting-screen';
import { readFileText } from '../utils/read-file-text';
import { settingsToJson } from '../utils/settings-file';
import { BACKTEST_CONFIG_STORAGE_KEY } from '../utils/stored-config';

// Rendering the whole screen in jsdom takes seconds on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
}

describe('Import Settings', () => {
  it('loads a valid file into the form and auto-saves it', async () => {
    const user = setupUser();
    renderWithProviders(<BacktestingScreen />);
    const text = settingsToJson({ ...DEFAULT_BACKTEST_CONFIG, positionCount: 321 });
    await user.upload(fileInput(), new File([text], 'mine.json', { type: 'application/json' }));
    expect(await screen.findByText('Settings imported from mine.json.')).toBeInTheDocument();
    expect(screen.getByLabelText('Positions count')).toHaveValue('321');
    expect(JSON.parse(localStorage.getItem(BACKTEST_CONFIG_STORAGE_KEY) ?? '{}').positionCount).toBe(321);
  });

  it('explains why a file does not fit and keeps the configuration', async () => {
    const user = setupUser();
    renderWithProviders(<BacktestingScreen />);
    const text = JSON.stringify({ ...DEFAULT_BACKTEST_CONFIG, pattern1MinCandles: 9 });
    await user.upload(fileInput(), new File([text], 'bad.json', { type: 'application/json' }));
    expect(await screen.findByRole('alert', { hidden: true })).toHaveTextContent(
      'These settings do not fit: pattern1MinCandles must be at most 5.',
    );
    expect(screen.getByLabelText('Pattern #1 min candles')).toHaveValue('4');
  });
});

describe('Export Settings', () => {
  it('downloads the current configuration as backtest-settings-<date>.json', async () => {
    const user = setupUser();
    localStorage.setItem(
      BACKTEST_CONFIG_STORAGE_KEY,
      JSON.stringify({ ...DEFAULT_BACKTEST_CONFIG, leverage: 7 }),
    );
    const blobs: Blob[] = [];
    const names: string[] = [];
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return 'blob:settings';
    };
    URL.revokeObjectURL = () => {};
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderWithProviders(<BacktestingScreen />);

    await user.click(button('Export Settings'));

    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^backtest-settings-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFileText(blobs[0] as Blob));
    expect(exported).toEqual({ ...DEFAULT_BACKTEST_CONFIG, leverage: 7 });
    expect(exported.startDate).toBeNull();
  });
});
