import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubApi } from '../../../../../test/render';
import { aSweep } from '../../testing/sample-runs';
import { SweepTabLabel, sweepPercent } from './sweep-tab-label';

const ok = <T,>(data: T) => ({ success: true as const, data });

describe('the Sweep tab label', () => {
  it('rounds the share of runs done down to a whole percent', () => {
    expect(sweepPercent(0, 400)).toBe('0 %');
    expect(sweepPercent(133, 400)).toBe('33 %');
    expect(sweepPercent(399, 400)).toBe('99 %');
    expect(sweepPercent(400, 400)).toBe('100 %');
    expect(sweepPercent(0, 0)).toBe('0 %');
  });

  it('shows the progress of my running sweep, from its own status', async () => {
    stubApi({
      'GET /api/backtesting/sweeps': () => ok([aSweep({ id: 3, state: 'running', done: 2, total: 12 })]),
      'GET /api/backtesting/sweeps/:id': () => ok(aSweep({ id: 3, state: 'running', done: 6, total: 12 })),
    });
    renderWithProviders(<SweepTabLabel />);
    expect(await screen.findByText('50 %')).toBeInTheDocument();
  });

  it("is the bare 'Sweep' when only another admin's sweep runs, or mine has ended", async () => {
    const api = stubApi({
      'GET /api/backtesting/sweeps': () =>
        ok([
          aSweep({ id: 4, mine: false, owner: 'admin', state: 'running' }),
          aSweep({ id: 3, state: 'done' }),
        ]),
    });
    renderWithProviders(<SweepTabLabel />);
    await waitFor(() => expect(api.sentTo('GET /api/backtesting/sweeps')).toHaveLength(1));
    await act(async () => {}); // the list's answer is rendered
    expect(screen.getByText('Sweep')).toBeInTheDocument();
    expect(screen.queryByText(/%$/)).not.toBeInTheDocument();
    expect(api.sentTo('GET /api/backtesting/sweeps/:id')).toHaveLength(0);
  });
});
