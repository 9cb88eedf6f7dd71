import type { BitcoinAnalysisDto, BitcoinWithReportResponse } from '@signaldesk/contracts/analyses';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, renderWithProviders, stubApi } from '../../../../test/render';
import { BitcoinAnalysisPanel } from './bitcoin-analysis-panel';

const timeframe = (recommendation: 'LONG' | 'SHORT' | 'NEUTRAL', confidence: number) => ({
  recommendation,
  confidence,
  score: 2,
  signals: ['price above EMA20 above EMA50 (uptrend)'],
  indicators: { rsi: 61.2, ema20: 91_000, ema50: 90_000, macdHistogram: 12.5, atr: 450 },
});

const analysis: BitcoinAnalysisDto = {
  currentPrice: 92_243.9,
  lastUpdated: '2026-05-12T15:42:30.000Z',
  prediction: 'BULLISH',
  confidence: 77,
  timeframeAnalysis: {
    '1h': timeframe('LONG', 86),
    '4h': timeframe('LONG', 68),
    '1d': timeframe('NEUTRAL', 59),
  },
  keyLevels: { dailyLow: 90_568.5, dailyHigh: 93_896.3 },
  recommendations: {
    primary: 'Bullish bias at 77% confidence: favour longs.',
    secondary: 'Invalidation below the 24 h low at 90,568.50.',
    specificLevels: {
      entryZones: [
        { timeframe: '1h', price: 91_800, reason: 'EMA20 on 1h' },
        { timeframe: '4h', price: 91_200.5, reason: 'Swing low on 4h' },
        { timeframe: '1d', price: 88_000, reason: 'EMA50 on 1d' },
      ],
      targets: [{ timeframe: '1h', price: 93_500, reason: 'Swing high on 1h' }],
    },
  },
};

const withReport: BitcoinWithReportResponse = {
  success: true,
  data: {
    ...analysis,
    tradingReport: 'Bitcoin holds above its averages.\n\nLevels:\n- Entry 91,800\n- Target 93,500',
    reportSource: { writer: 'ai', model: 'desk-analyst-1', generatedAt: '2026-05-12T15:42:31.000Z' },
  },
};

describe('BitcoinAnalysisPanel', () => {
  it('starts empty with a load button, and loads nothing before it is pressed', async () => {
    const api = stubApi({ 'GET /api/bitcoin-analysis/quick': () => new Promise<never>(() => {}) });
    renderWithProviders(<BitcoinAnalysisPanel />);
    expect(screen.getByRole('heading', { name: 'Bitcoin Analysis' })).toBeInTheDocument();
    expect(api.requests.filter((request) => request.path.includes('bitcoin-analysis'))).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Load Bitcoin Analysis' }));
    expect(screen.getByRole('status', { name: 'Loading Bitcoin analysis' })).toBeInTheDocument();
  });

  it('shows the price, ACTION NOW, the four predictions and two levels of each kind', async () => {
    stubApi({ 'GET /api/bitcoin-analysis/quick': () => ({ success: true as const, data: analysis }) });
    renderWithProviders(<BitcoinAnalysisPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Load Bitcoin Analysis' }));

    expect(await screen.findByText('$92,243.90')).toBeInTheDocument();
    // 1h and 4h both LONG: BUY.
    expect(screen.getByText('Action now').nextElementSibling).toHaveTextContent('BUY');
    const predictions = screen.getByLabelText('Predictions');
    expect(
      within(predictions)
        .getAllByText(/%$/)
        .map((n) => n.textContent),
    ).toEqual(['90%', '86%', '68%', '59%']);
    expect(predictions).toHaveTextContent('15minLONG90%1hLONG86%4hLONG68%24hNEUTRAL59%');

    const entries = screen.getByRole('region', { name: 'Entry zones' });
    expect(within(entries).getByText('$91,800.00')).toBeInTheDocument();
    expect(within(entries).getByText('Swing low on 4h')).toBeInTheDocument();
    expect(within(entries).queryByText('EMA50 on 1d')).not.toBeInTheDocument(); // the third is not shown
    expect(screen.getByRole('region', { name: 'Profit targets' })).toHaveTextContent('$93,500.00');
    expect(screen.getByRole('region', { name: 'Security levels' })).toHaveTextContent(
      '24 h low $90,568.5024 h high $93,896.30',
    );
    expect(screen.getByText('Bullish bias at 77% confidence: favour longs.')).toBeInTheDocument();
  });

  it('opens and hides the AI report, rendered as paragraphs and a list, saying who wrote it', async () => {
    stubApi({
      'GET /api/bitcoin-analysis/quick': () => ({ success: true as const, data: analysis }),
      'GET /api/bitcoin-analysis/with-report': () => withReport,
    });
    renderWithProviders(<BitcoinAnalysisPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Load Bitcoin Analysis' }));
    await userEvent.click(await screen.findByRole('button', { name: 'AI Report' }));

    const report = await screen.findByRole('region', { name: 'Bitcoin AI report' });
    expect(within(report).getByText(/^Written by AI \(desk-analyst-1\)/)).toBeInTheDocument();
    expect(within(report).getByText('Bitcoin holds above its averages.')).toBeInTheDocument();
    expect(
      within(report)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Entry 91,800', 'Target 93,500']);
    expect(within(report).getByRole('button', { name: 'Copy' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'AI Report' }));
    expect(screen.queryByRole('region', { name: 'Bitcoin AI report' })).not.toBeInTheDocument();
  });

  it("shows a report failure with the provider's message and retries it", async () => {
    let calls = 0;
    stubApi({
      'GET /api/bitcoin-analysis/quick': () => ({ success: true as const, data: analysis }),
      'GET /api/bitcoin-analysis/with-report': () => {
        calls += 1;
        return calls === 1
          ? apiError(502, 'The report provider failed: 429 Rate limit reached', 'UPSTREAM_ERROR')
          : withReport;
      },
    });
    renderWithProviders(<BitcoinAnalysisPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Load Bitcoin Analysis' }));
    await userEvent.click(await screen.findByRole('button', { name: 'AI Report' }));
    expect(
      await screen.findByText('Error: The report provider failed: 429 Rate limit reached'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Bitcoin AI report' })).toBeInTheDocument();
  });

  it('opens the comprehensive analysis with every timeframe and the chart interval switch', async () => {
    stubApi({
      'GET /api/bitcoin-analysis/quick': () => ({ success: true as const, data: analysis }),
      'GET /api/bitcoin-analysis/candles': ({ url }) => ({
        success: true as const,
        data: {
          interval: url.searchParams.get('interval') === '4h' ? ('4h' as const) : ('1h' as const),
          candles: [{ time: 1_778_590_800, open: 1, high: 2, low: 0.5, close: 1.5 }],
        },
      }),
    });
    renderWithProviders(<BitcoinAnalysisPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Load Bitcoin Analysis' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Comprehensive Analysis' }));
    const details = screen.getByRole('region', { name: 'Comprehensive Analysis' });
    // One column per timeframe, one row per indicator: MACD and ATR are rows of their own (no column off-screen).
    const table = within(details).getByRole('region', { name: 'Indicators by timeframe' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Indicator', '1h', '4h', '1d']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Call',
      'RSI',
      'EMA20',
      'EMA50',
      'MACD hist.',
      'ATR',
    ]);
    const firstColumn = rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(firstColumn).toEqual(['LONG 86%', '61.2', '$91,000.00', '$90,000.00', '12.50', '$450.00']);
    expect(await within(details).findByTestId('bitcoin-chart')).toBeInTheDocument();
    expect(within(details).getByRole('radio', { name: '1h' })).toBeChecked();
  });

  it("shows the server's error with Retry when the analysis fails", async () => {
    let calls = 0;
    stubApi({
      'GET /api/bitcoin-analysis/quick': () => {
        calls += 1;
        return calls === 1
          ? apiError(502, 'The exchange failed: timeout', 'UPSTREAM_ERROR')
          : { success: true as const, data: analysis };
      },
    });
    renderWithProviders(<BitcoinAnalysisPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Load Bitcoin Analysis' }));
    expect(await screen.findByText('Error: The exchange failed: timeout')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('$92,243.90')).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
