import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { resetPriceFeedState, setPriceFeedState } from '../../lib/price-feed-status';
import { PriceFeedBadge } from './price-feed-badge';

afterEach(() => resetPriceFeedState());

describe('live feed badge', () => {
  it('shows nothing while no screen holds the stream, then follows the feed, offering Reconnect when offline', async () => {
    const reconnect = vi.fn();
    renderWithProviders(<PriceFeedBadge />);
    expect(screen.queryByRole('status', { name: 'Live feed' })).not.toBeInTheDocument();

    act(() => setPriceFeedState({ status: 'connected', reconnect }));
    expect(screen.getByText('Live feed: connected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reconnect' })).not.toBeInTheDocument();

    act(() => setPriceFeedState({ status: 'reconnecting', reconnect }));
    expect(screen.getByText('Live feed: reconnecting')).toBeInTheDocument();

    act(() => setPriceFeedState({ status: 'offline', reconnect }));
    expect(screen.getByText('Live feed: offline (polling every 5 s)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reconnect' }));
    expect(reconnect).toHaveBeenCalledTimes(1);
  });
});
