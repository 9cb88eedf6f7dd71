import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { button, renderWithProviders, setupUser, stubApi } from '../../../../test/render';
import { SAMPLE_RESULT, SAMPLE_RUN_ANSWER } from '../testing/sample-result';
import { BacktestingScreen } from './backtesting-screen';
import { TradeChartModal } from './trade-chart-modal';

// Rendering the whole screen in jsdom takes seconds on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => localStorage.clear());

const MIN = 60_000;
const ETH_CANDLES = Array.from({ length: 5 }, (_, i) => ({
  time: Date.parse('2025-03-04T10:15:00.000Z') + i * MIN,
  open: 2500,
  high: 2520,
  low: 2490,
  close: 2510,
  volume: 3,
}));

/** The run answers SAMPLE_RESULT (as run 41), the candles endpoint five candles of the symbol asked. */
function stubServer() {
  return stubApi({
    'GET /api/backtesting/run': () => SAMPLE_RUN_ANSWER,
    'GET /api/backtesting/candles': ({ url }) => ({
      symbol: url.searchParams.get('symbol') ?? '',
      step: 1,
      candles: ETH_CANDLES,
    }),
  });
}

async function runToResults() {
  const user = setupUser();
  const api = stubServer();
  renderWithProviders(<BacktestingScreen />);
  await user.click(button(/^Run Backtest$/));
  await screen.findByRole('region', { name: 'Risk & Quality', hidden: true });
  return { user, api };
}

describe('results depth', () => {
  it('shows the risk metrics on the Result tab, in place of the configuration', async () => {
    const { user } = await runToResults();
    const metrics = screen.getByRole('region', { name: 'Risk & Quality', hidden: true });
    // Balance 10 052.50 after the win, then 10 012.50: a 40 USD drawdown from the high.
    expect(within(metrics).getByRole('group', { name: 'Max Drawdown', hidden: true })).toHaveTextContent(
      '-$40.00',
    );
    expect(within(metrics).getByRole('group', { name: 'Profit Factor', hidden: true })).toHaveTextContent(
      '1.31',
    );
    expect(within(metrics).getByRole('group', { name: 'Expectancy', hidden: true })).toHaveTextContent(
      '+$6.25',
    );
    expect(screen.getByRole('tab', { name: 'Result' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Configuration' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.queryByRole('textbox', { name: /Initial balance/ })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Configuration' }));
    expect(screen.getByRole('textbox', { name: /Initial balance/ })).toBeVisible();
  });

  it('sorts a breakdown by a column, and back', async () => {
    const { user } = await runToResults();
    await user.click(screen.getByRole('tab', { name: 'Symbol', hidden: true }));
    const table = screen.getByRole('table', { name: 'P&L by symbol', hidden: true });
    const symbols = () =>
      within(table)
        .getAllByRole('row', { hidden: true })
        .slice(1)
        .map((row) => row.firstElementChild?.textContent);
    expect(symbols()).toEqual(['ETHUSDT', 'SOLUSDT']); // largest P&L first
    const pnlHeading = within(table).getByRole('button', { name: 'P&L', hidden: true });
    await user.click(pnlHeading);
    expect(symbols()).toEqual(['SOLUSDT', 'ETHUSDT']);
    expect(pnlHeading.closest('th')).toHaveAttribute('aria-sort', 'ascending');
    await user.click(pnlHeading);
    expect(symbols()).toEqual(['ETHUSDT', 'SOLUSDT']);
    await user.click(within(table).getByRole('button', { name: 'Symbol', hidden: true }));
    expect(symbols()).toEqual(['SOLUSDT', 'ETHUSDT']); // by name, descending first
  });

  it('opens a trade’s chart, asking the candles endpoint for the span around it', async () => {
    // The history is a virtual list that jsdom cannot lay out: the browser journey clicks a trade in it.
    const api = stubServer();
    const trade = SAMPLE_RESULT.trades[0]!;
    renderWithProviders(<TradeChartModal trade={trade} config={SAMPLE_RESULT.config} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: /ETHUSDT LONG · position 11/ });
    await waitFor(() => expect(within(dialog).getByText('5 candles of 1 min (UTC)')).toBeInTheDocument());
    const asked = api.sentTo('GET /api/backtesting/candles')[0]?.url;
    // From 30 min before the signal (10:00) to 30 min after the exit (12:00).
    expect(Object.fromEntries(asked?.searchParams ?? [])).toEqual({
      symbol: 'ETHUSDT',
      from: String(Date.parse('2025-03-04T09:30:00.000Z')),
      to: String(Date.parse('2025-03-04T12:30:00.000Z')),
      step: '1',
    });
    expect(within(dialog).getByText(/^TP3 2640\.1303/)).toBeInTheDocument();
  });
});
