import type { ApplyPreview } from '@signaldesk/contracts/parameter-apply';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  apiError,
  renderWithProviders,
  setAdminTypeCookie,
  setupUser,
  stubApi,
} from '../../../../../test/render';
import { ApplyToLiveButton } from './apply-to-live-button';

const PREVIEW: ApplyPreview = {
  source: { runId: 7, sweepId: null, sweepCell: null, name: 'Tight stop' },
  fields: [
    {
      field: 'stopLossPercent',
      key: 'DEFAULT_STOP_LOSS_PERCENT',
      runValue: '-2.5',
      liveValue: '-3.9',
      changed: true,
    },
    { field: 'tp1Percent', key: 'DEFAULT_TP1_PERCENT', runValue: '1.6', liveValue: '1.6', changed: false },
    { field: 'tp1ExitPercent', key: 'TP1_SIZE_PERCENT', runValue: '25', liveValue: '15', changed: true },
  ],
  unlinked: [
    { field: 'waitTimeMinutes', runValue: 20, liveValue: 10, differs: true },
    { field: 'leverage', runValue: 10, liveValue: 10, differs: false },
  ],
  problems: [],
};

const session = (adminType: 'admin1' | 'admin2') => () => ({
  success: true as const,
  username: 'ada',
  adminType,
  language: null,
  adviceMode: 'schedule' as const,
});

afterEach(() => setAdminTypeCookie(null));

describe('Apply to live', () => {
  it('shows the changed fields, the fields live does not take, and applies on confirm with a visible outcome', async () => {
    const user = setupUser();
    const api = stubApi({
      'GET /api/auth/verify': session('admin1'),
      'GET /api/backtesting/runs/:id/apply-preview': () => ({ success: true, data: PREVIEW }),
      'POST /api/backtesting/runs/:id/apply': () => ({
        success: true,
        data: { changedKeys: ['DEFAULT_STOP_LOSS_PERCENT', 'TP1_SIZE_PERCENT'], origin: null },
        message: 'Tight stop applied to live: 2 parameters changed',
      }),
    });
    renderWithProviders(<ApplyToLiveButton target={{ kind: 'run', id: 7 }} title="Tight stop" />);
    await user.click(await screen.findByRole('button', { name: 'Apply Tight stop to live' }));
    const table = await screen.findByRole('table', { name: 'Changes to the live parameters' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Stop lossDEFAULT_STOP_LOSS_PERCENT-3.9-2.5',
      'TP1 exitTP1_SIZE_PERCENT1525',
    ]);
    expect(screen.getByText('Waiting time: run 20, live keeps the default 10')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply to live' }));
    expect(await screen.findByText('Tight stop applied to live: 2 parameters changed')).toBeInTheDocument();
    expect(api.sentTo('POST /api/backtesting/runs/:id/apply').map((r) => r.path)).toEqual([
      '/api/backtesting/runs/7/apply',
    ]);
    await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
  });

  it('keeps the modal open with the server reason when the apply is refused', async () => {
    const user = setupUser();
    stubApi({
      'GET /api/auth/verify': session('admin1'),
      'GET /api/backtesting/sweeps/:id/cells/:index/apply-preview': () => ({ success: true, data: PREVIEW }),
      'POST /api/backtesting/sweeps/:id/cells/:index/apply': () =>
        apiError(
          400,
          'The live parameters refuse this configuration: tp2ExitPercent: TP2_SIZE_PERCENT must be at most 100',
          'VALIDATION_ERROR',
        ),
    });
    renderWithProviders(
      <ApplyToLiveButton target={{ kind: 'cell', sweepId: 3, index: 1 }} title="the best cell" />,
    );
    await user.click(await screen.findByRole('button', { name: 'Apply the best cell to live' }));
    await screen.findByRole('table', { name: 'Changes to the live parameters' });
    await user.click(screen.getByRole('button', { name: 'Apply to live' }));
    const modal = screen.getByRole('dialog');
    expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'tp2ExitPercent: TP2_SIZE_PERCENT must be at most 100',
    );
    expect(screen.getByRole('table', { name: 'Changes to the live parameters' })).toBeInTheDocument();
  });

  it('does not offer to apply a configuration the live side refuses', async () => {
    const user = setupUser();
    stubApi({
      'GET /api/auth/verify': session('admin1'),
      'GET /api/backtesting/runs/:id/apply-preview': () => ({
        success: true,
        data: {
          ...PREVIEW,
          problems: [
            {
              path: 'config.tp1Percent',
              message: 'tp1Percent: DEFAULT_TP1_PERCENT must be less than DEFAULT_TP2_PERCENT',
              reason: 'parameters.notBelow',
              params: { field: 'DEFAULT_TP1_PERCENT', other: 'DEFAULT_TP2_PERCENT' },
            },
          ],
        },
      }),
    });
    renderWithProviders(<ApplyToLiveButton target={{ kind: 'run', id: 7 }} title="Tight stop" />);
    await user.click(await screen.findByRole('button', { name: 'Apply Tight stop to live' }));
    expect(await screen.findByText(/must be less than DEFAULT_TP2_PERCENT/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply to live' })).toBeDisabled();
  });

  it('is not offered to admin2', async () => {
    setAdminTypeCookie('admin2');
    const api = stubApi({ 'GET /api/auth/verify': session('admin2') });
    renderWithProviders(
      <>
        <span>loaded</span>
        <ApplyToLiveButton target={{ kind: 'run', id: 7 }} title="Tight stop" />
      </>,
    );
    await waitFor(() => expect(api.sentTo('GET /api/auth/verify')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('button', { name: /to live/ })).not.toBeInTheDocument());
  });
});
