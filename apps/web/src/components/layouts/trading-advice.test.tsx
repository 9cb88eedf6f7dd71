import type { AdvancedAnalytics } from '@signaldesk/contracts/advanced-analytics';
import type { AdviceMode } from '@signaldesk/contracts/auth';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, setupUser, stubApi } from '../../../test/render';
import { setAdviceMode } from '../../lib/advice-mode';
import { TradingAdvice } from './trading-advice';

afterEach(() => setAdviceMode('schedule'));

const group = (count: number, winRate: number, averageProfit: number) => ({
  count,
  winRate,
  averageProfit,
  totalProfit: count * averageProfit,
});

/** The demo's shape: 05 UTC the worst hour, Monday the worst day, 09 UTC above the average. */
const FIGURES: AdvancedAnalytics = {
  totalPositions: 4424,
  winRate: 52.3,
  averageProfit: 0.12,
  totalProfit: 530.88,
  tp1HitRate: 0,
  tp2HitRate: 0,
  tp3HitRate: 0,
  breakevenRate: 0,
  tradersExitRate: 0,
  slHitRate: 0,
  longPositions: 2212,
  shortPositions: 2212,
  byHour: Array.from({ length: 24 }, (_, hour) => ({
    hour,
    ...(hour === 5 ? group(190, 44.1, -0.45) : hour === 9 ? group(185, 55, 0.3) : group(184, 52, 0.12)),
  })),
  byWeekday: Array.from({ length: 7 }, (_, day) => ({
    day,
    ...(day === 1 ? group(640, 48, -0.2) : group(630, 53, 0.17)),
  })),
  grid: [],
  byCategory: [],
  byDirection: [],
};

function stub(adviceMode: AdviceMode = 'schedule') {
  return stubApi({
    'GET /api/auth/verify': () => ({
      success: true,
      username: 'ada',
      adminType: 'admin1',
      language: null,
      adviceMode,
    }),
    'POST /api/admin/advanced-analytics': () => ({ success: true, data: FIGURES }),
  });
}

const signedIn = (now: Date) => <TradingAdvice now={now} />;

// Monday 2026-11-23, 05:30 UTC.
const MONDAY_0530 = new Date(Date.UTC(2026, 10, 23, 5, 30));
const hourBadge = () => screen.getByText(/trading hour$/).closest('[data-verdict]') as HTMLElement;

describe('the header advice', () => {
  it('keeps the schedule by default (05 UTC good, 09 UTC poor) and shows the hour’s own figures on focus', async () => {
    const user = setupUser();
    const api = stub();
    const view = renderWithProviders(signedIn(MONDAY_0530));
    expect(hourBadge()).toHaveAttribute('data-verdict', 'good');
    expect(screen.getByText('Good trading hour')).toBeInTheDocument();
    await waitFor(() => expect(api.sentTo('POST /api/admin/advanced-analytics')).toHaveLength(1));
    expect(api.sentTo('POST /api/admin/advanced-analytics')[0]?.body).toEqual({
      startDate: '2000-01-01',
      endDate: '2026-11-23',
    });
    await user.tab();
    await user.tab();
    expect(
      await screen.findByText('05:00 UTC: 190 trades, 44.1% wins, -0.45% per trade'),
    ).toBeInTheDocument();
    expect(screen.getByText('Overall: 4,424 trades, 52.3% wins, +0.12% per trade')).toBeInTheDocument();
    view.unmount();
    renderWithProviders(signedIn(new Date(Date.UTC(2026, 10, 23, 9, 0))));
    expect(hourBadge()).toHaveAttribute('data-verdict', 'poor');
  });

  it('follows the history in the mode "from my history": 05 UTC and Monday poor, 09 UTC good', async () => {
    // The admin's mode comes with the session check (docs/console.md, "Trading day and hour").
    stub('history');
    const view = renderWithProviders(signedIn(MONDAY_0530));
    await waitFor(() => expect(hourBadge()).toHaveAttribute('data-verdict', 'poor'));
    expect(screen.getByText('Poor trading day')).toBeInTheDocument();
    view.unmount();
    renderWithProviders(signedIn(new Date(Date.UTC(2026, 10, 23, 9, 0))));
    await waitFor(() => expect(hourBadge()).toHaveAttribute('data-verdict', 'good'));
  });
});
