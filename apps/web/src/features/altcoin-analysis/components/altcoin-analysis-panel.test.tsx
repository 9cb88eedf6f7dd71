import type { AltcoinOverview } from '@signaldesk/contracts/analyses';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, renderWithProviders, stubApi } from '../../../../test/render';
import { AltcoinAnalysisPanel } from './altcoin-analysis-panel';

const overview: AltcoinOverview = {
  lastUpdated: '2026-05-12T15:42:30.000Z',
  marketDistribution: { pumping: 11, stable: 27, dumping: 1 },
  sectorPerformance: { defi: 1.99, layer1: 2.45, gaming: 2.98, ai: -0.39, other: 0.13 },
  altVsBtc: { trend: 'IN_LINE', outperforming: 20, avgPerformance: 0.23 },
  topGainers: [{ symbol: 'PENDLEUSDT', change: 9.52, volume: 81_200_000 }],
  topLosers: [],
  quickStats: {
    globalTrend: 'STRONG_PUMP',
    pumpingPercentage: 28.205,
    dumpingPercentage: 2.564,
    marketSentiment: 'BULLISH',
    avgAltPerformance: 1.72,
    altcoinSeason: false,
    btcDominance: 34.31,
    btcDominanceMeasure: 'QUOTE_VOLUME_SHARE',
    totalVolume: 17_270_000_000,
    topSector: 'gaming',
    altCount: 39,
  },
};

const report = {
  success: true as const,
  data: {
    overview,
    report: 'Across 39 altcoins the average move is +1.72%.\n\nSectors:\n- gaming: +2.98%\n- ai: -0.39%',
    reportSource: { writer: 'builtin' as const, model: null, generatedAt: '2026-05-12T15:42:31.000Z' },
  },
};

describe('AltcoinAnalysisPanel', () => {
  it('loads on demand and shows the market figures with sector bars', async () => {
    stubApi({ 'GET /api/altcoin-analysis/overview': () => ({ success: true as const, data: overview }) });
    renderWithProviders(<AltcoinAnalysisPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Load Altcoin Analysis' }));

    const figures = await screen.findByLabelText('Altcoin market figures');
    expect(figures).toHaveTextContent('Market trendSTRONG PUMP');
    expect(figures).toHaveTextContent('SentimentBULLISH');
    expect(figures).toHaveTextContent('Altcoin seasonNo');
    expect(figures).toHaveTextContent('Volume (24h)$17.27B');
    expect(figures).toHaveTextContent('Top sectorgaming');
    expect(figures).toHaveTextContent('BTC volume share34.3%');
    expect(figures).toHaveTextContent('Pumping28.2%');
    expect(figures).toHaveTextContent('Dumping2.6%');
    const sectors = screen.getByRole('region', { name: 'Sector performance' });
    expect(
      within(sectors)
        .getAllByRole('progressbar')
        .map((bar) => bar.getAttribute('aria-label')),
    ).toEqual(['Gaming +2.98%', 'Layer 1 +2.45%', 'DeFi +1.99%', 'Other +0.13%', 'AI -0.39%']);
  });

  it('switches to Top Gainers and Top Losers, saying so in French when a list is empty', async () => {
    stubApi({ 'GET /api/altcoin-analysis/overview': () => ({ success: true as const, data: overview }) });
    renderWithProviders(<AltcoinAnalysisPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Load Altcoin Analysis' }));
    await userEvent.click(await screen.findByRole('tab', { name: 'Top Gainers' }));
    const row = screen.getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['PENDLEUSDT', '+9.52%', '81.20M']);
    await userEvent.click(screen.getByRole('tab', { name: 'Top Losers' }));
    expect(screen.getByText('Aucun perdant sur 24 h')).toBeInTheDocument();
  });

  it('shows and hides the report, and refreshes the analysis', async () => {
    let overviewCalls = 0;
    stubApi({
      'GET /api/altcoin-analysis/overview': () => {
        overviewCalls += 1;
        return { success: true, data: overview };
      },
      'GET /api/altcoin-analysis/overview/with-report': () => report,
    });
    renderWithProviders(<AltcoinAnalysisPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Load Altcoin Analysis' }));
    await userEvent.click(await screen.findByRole('button', { name: 'AI Report' }));
    const shown = await screen.findByRole('region', { name: 'Altcoin AI report' });
    expect(within(shown).getByText(/^Written by the built-in analyst/)).toBeInTheDocument();
    expect(within(shown).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'AI Report' }));
    expect(screen.queryByRole('region', { name: 'Altcoin AI report' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Refresh Analysis' }));
    await vi.waitFor(() => expect(overviewCalls).toBe(2));
  });

  it("shows the server's error, else 'Erreur inconnue', with Retry", async () => {
    let calls = 0;
    stubApi({
      'GET /api/altcoin-analysis/overview': () => {
        calls += 1;
        return calls === 1
          ? apiError(502, 'The exchange failed: 503', 'UPSTREAM_ERROR')
          : Promise.reject(new Error(''));
      },
    });
    renderWithProviders(<AltcoinAnalysisPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Load Altcoin Analysis' }));
    expect(await screen.findByText('Error: The exchange failed: 503')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Error: Erreur inconnue')).toBeInTheDocument();
  });
});
