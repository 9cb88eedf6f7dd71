import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, renderWithProviders, setupUser, stubApi } from '../../../../test/render';
import { getAdviceMode, setAdviceMode } from '../../../lib/advice-mode';
import { AdviceModePanel } from './advice-mode-panel';

afterEach(() => setAdviceMode('schedule'));

const HISTORY = /From my history/;

describe('the advice mode in Settings', () => {
  it('takes the mode the server remembers for the admin', async () => {
    stubApi({
      'GET /api/auth/verify': () => ({
        success: true,
        username: 'ada',
        adminType: 'admin1',
        language: null,
        adviceMode: 'history',
      }),
    });
    // The provider's session check brings the admin's mode.
    renderWithProviders(<AdviceModePanel />);
    await waitFor(() => expect(screen.getByRole('radio', { name: HISTORY })).toBeChecked());
    expect(getAdviceMode()).toBe('history');
  });

  it('saves a new mode for the admin and shows it at once', async () => {
    const user = setupUser();
    const api = stubApi({
      'PUT /api/auth/me/advice-mode': () => ({ success: true, adviceMode: 'history' }),
    });
    renderWithProviders(<AdviceModePanel />);
    await user.click(screen.getByRole('radio', { name: HISTORY }));
    expect(getAdviceMode()).toBe('history');
    await waitFor(() => expect(api.sentTo('PUT /api/auth/me/advice-mode')).toHaveLength(1));
    expect(api.sentTo('PUT /api/auth/me/advice-mode')[0]?.body).toEqual({ adviceMode: 'history' });
  });

  it('puts the previous mode back and says so when the save is refused', async () => {
    const user = setupUser();
    stubApi({
      'PUT /api/auth/me/advice-mode': () => apiError(503, 'No free database connection', 'SERVICE_BUSY'),
    });
    renderWithProviders(<AdviceModePanel />);
    await user.click(screen.getByRole('radio', { name: HISTORY }));
    expect(await screen.findByText('The advice mode was not saved')).toBeInTheDocument();
    expect(getAdviceMode()).toBe('schedule');
    expect(screen.getByRole('radio', { name: /Fixed schedule/ })).toBeChecked();
  });
});
