import type { ApplyPreview } from '@signaldesk/contracts/parameter-apply';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, setupUser, stubApi } from '../../../../../test/render';
import { SAMPLE_SWEEP_RESULT } from '../../testing/sample-runs';
import { SweepApplyCell } from './sweep-apply-cell';

const PREVIEW: ApplyPreview = {
  source: { runId: null, sweepId: SAMPLE_SWEEP_RESULT.status.id, sweepCell: 0, name: 'Sweep' },
  fields: [],
  unlinked: [],
  problems: [],
};

describe('SweepApplyCell', () => {
  it('starts on the best cell and applies the cell picked in the list', async () => {
    const user = setupUser();
    const api = stubApi({
      'GET /api/backtesting/sweeps/:id/cells/:index/apply-preview': () => ({ success: true, data: PREVIEW }),
      'POST /api/backtesting/sweeps/:id/cells/:index/apply': () => ({
        success: true,
        data: { changedKeys: [], origin: null },
        message: 'Sweep applied to live: 0 parameters changed',
      }),
    });
    renderWithProviders(<SweepApplyCell result={SAMPLE_SWEEP_RESULT} />);
    const list = screen.getByLabelText('Another cell to live');
    expect(list).toHaveValue('6');
    await user.selectOptions(list, '0');
    await user.click(screen.getByRole('button', { name: /^Apply the cell Take profit 1 .* to live$/ }));
    await user.click(await screen.findByRole('button', { name: 'Apply to live' }));
    expect(await screen.findByText('Sweep applied to live: 0 parameters changed')).toBeInTheDocument();
    expect(api.sentTo('POST /api/backtesting/sweeps/:id/cells/:index/apply').map((r) => r.path)).toEqual([
      `/api/backtesting/sweeps/${SAMPLE_SWEEP_RESULT.status.id}/cells/0/apply`,
    ]);
  });
});
