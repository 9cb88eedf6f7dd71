import type { AdvancedAnalytics, AnalyticsGroup } from '@signaldesk/contracts/advanced-analytics';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, renderRoutes, stubApi } from '../../../../test/render';
import { AdvancedAnalyticsScreen } from './advanced-analytics-screen';

afterEach(() => vi.unstubAllGlobals());

const PATH = '/dashboard/advanced-analytics';
const empty: AnalyticsGroup = { count: 0, winRate: 0, averageProfit: 0, totalProfit: 0 };

/** Two positions on Monday 00 h UTC, one win of 2 % and one loss of 3.9 %. */
function mondayMidnight(): AdvancedAnalytics {
  const cell = { count: 2, winRate: 50, averageProfit: -0.95, totalProfit: -1.9 };
  return {
    totalPositions: 2,
    winRate: 50,
    averageProfit: -0.95,
    totalProfit: -1.9,
    tp1HitRate: 50,
    tp2HitRate: 50,
    tp3HitRate: 0,
    breakevenRate: 0,
    tradersExitRate: 0,
    slHitRate: 50,
    longPositions: 1,
    shortPositions: 1,
    byHour: Array.from({ length: 24 }, (_, hour) => ({ hour, ...(hour === 0 ? cell : empty) })),
    byWeekday: Array.from({ length: 7 }, (_, day) => ({ day, ...(day === 1 ? cell : empty) })),
    grid: Array.from({ length: 168 }, (_, index) => ({
      day: Math.floor(index / 24),
      hour: index % 24,
      ...(index === 24 ? cell : empty),
    })),
    byCategory: (['golden', 'admin', 'signal', 'opportunity', 'other'] as const).map((category) => ({
      category,
      ...(category === 'golden' ? { count: 1, winRate: 100, averageProfit: 2, totalProfit: 2 } : empty),
    })),
    byDirection: [
      { direction: 'LONG', count: 1, winRate: 100, averageProfit: 2, totalProfit: 2 },
      { direction: 'SHORT', count: 1, winRate: 0, averageProfit: -3.9, totalProfit: -3.9 },
    ],
  };
}

function renderScreen(search: string) {
  return renderRoutes([{ path: PATH, element: <AdvancedAnalyticsScreen /> }], `${PATH}${search}`);
}

const resultOf = (label: string) =>
  within(screen.getByRole('list', { name: 'Résultats' }))
    .getByText(label)
    .closest('[role="listitem"]') as HTMLElement;

describe('AdvancedAnalyticsScreen', () => {
  it('runs the filter of the URL, shows every field, and a heat-map click sets the filter', async () => {
    const api = stubApi({
      'POST /api/admin/advanced-analytics': () => ({ success: true, data: mondayMidnight() }),
    });
    const bodies = () => api.sentTo('POST /api/admin/advanced-analytics').map((request) => request.body);
    const { router } = renderScreen('?startDate=2026-11-02&endDate=2026-11-08&hours=0,23');
    await screen.findByRole('list', { name: 'Résultats' });
    expect(bodies()).toEqual([{ startDate: '2026-11-02', endDate: '2026-11-08', hours: [0, 23], days: [] }]);
    expect(resultOf('Positions analysées')).toHaveTextContent('2');
    expect(resultOf('Taux de réussite')).toHaveTextContent('50,0 %');
    expect(resultOf('Profit total')).toHaveTextContent('-1,90 %');
    expect(resultOf('Stop loss touché')).toHaveTextContent('50,0 %');
    expect(resultOf('Positions SHORT')).toHaveTextContent('1');
    expect(screen.getByTestId('applied-filter')).toHaveTextContent(
      'Du 02/11/2026 au 08/11/2026 · heures (UTC) : 00, 23 · jours : tous',
    );
    expect(screen.getByRole('button', { name: '00', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '01', pressed: false })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /^Lundi 00 h : 2 positions, réussite 50,0/ }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?startDate=2026-11-02&endDate=2026-11-08&hours=0&days=1'),
    );
    await waitFor(() => expect(bodies()).toHaveLength(2));
    expect(bodies()[1]).toEqual({ startDate: '2026-11-02', endDate: '2026-11-08', hours: [0], days: [1] });
  });

  it('waits for a run without a filter in the URL, and will not run without an hour', async () => {
    const api = stubApi({});
    renderScreen('');
    expect(screen.getByText(/lancez l’analyse/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Aucune' }));
    expect(screen.getByText('Choisissez au moins une heure.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Lancer l'analyse" })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Heures défavorables' }));
    expect(screen.getByRole('button', { name: "Lancer l'analyse" })).toBeEnabled();
    expect(api.sentTo('POST /api/admin/advanced-analytics')).toEqual([]);
  });

  it('says when no position matches', async () => {
    const none = { ...mondayMidnight(), totalPositions: 0 };
    stubApi({ 'POST /api/admin/advanced-analytics': () => ({ success: true, data: none }) });
    renderScreen('?startDate=2025-01-01&endDate=2025-01-31');
    expect(
      await screen.findByText('Aucune position clôturée ne correspond à ces filtres.'),
    ).toBeInTheDocument();
  });

  it("shows the server's message, else the French default", async () => {
    stubApi({
      'POST /api/admin/advanced-analytics': () =>
        apiError(400, 'Invalid request: endDate: must be on or after startDate', 'VALIDATION_ERROR'),
    });
    const first = renderScreen('?startDate=2026-11-02&endDate=2026-11-08');
    expect(await screen.findByRole('alert')).toHaveTextContent('endDate: must be on or after startDate');
    first.unmount();

    // A network failure: no server message.
    stubApi({ 'POST /api/admin/advanced-analytics': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderScreen('?startDate=2026-11-02&endDate=2026-11-08');
    expect(await screen.findByRole('alert')).toHaveTextContent("Erreur lors de l'analyse des données");
  });
});
