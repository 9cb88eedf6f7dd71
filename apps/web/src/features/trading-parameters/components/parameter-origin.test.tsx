import type { ParameterOrigin } from '@signaldesk/contracts/parameter-apply';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, setupUser, stubApi } from '../../../../test/render';
import { ParameterOriginPanel } from './parameter-origin';

const ORIGIN: ParameterOrigin = {
  id: 4,
  runId: 7,
  sweepId: null,
  sweepCell: null,
  name: 'Tight stop',
  appliedAt: '2026-11-25T12:00:00.000Z',
  username: 'admin',
  auditId: 31,
  applied: { DEFAULT_STOP_LOSS_PERCENT: '-2.5' },
  changedSince: ['TP1_SIZE_PERCENT'],
};

describe('the origin of the live values', () => {
  it('shows the run the values came from and undoes the apply after a confirm', async () => {
    const user = setupUser();
    let current: ParameterOrigin | null = ORIGIN;
    const api = stubApi({
      'GET /api/trading-parameters/origin': () => ({ success: true, data: current }),
      'POST /api/trading-parameters/undo-apply': () => {
        current = null;
        return {
          success: true,
          data: { changedKeys: ['DEFAULT_STOP_LOSS_PERCENT'], origin: null },
          message: 'Apply undone: the previous values are live again',
        };
      },
    });
    renderWithProviders(<ParameterOriginPanel />);
    expect(await screen.findByText('From run Tight stop')).toBeInTheDocument();
    expect(screen.getByText('Changed by hand since: TP1_SIZE_PERCENT')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo this apply' }));
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Apply undone: the previous values are live again')).toBeInTheDocument();
    expect(api.sentTo('POST /api/trading-parameters/undo-apply').map((r) => r.body)).toEqual([
      { originId: 4 },
    ]);
    await waitFor(() => expect(screen.queryByText('From run Tight stop')).not.toBeInTheDocument());
  });

  it('shows nothing when the live values come from no apply', async () => {
    const api = stubApi({ 'GET /api/trading-parameters/origin': () => ({ success: true, data: null }) });
    renderWithProviders(<ParameterOriginPanel />);
    await waitFor(() => expect(api.sentTo('GET /api/trading-parameters/origin')).toHaveLength(1));
    expect(screen.queryByLabelText('Origin of the live values')).not.toBeInTheDocument();
  });
});
