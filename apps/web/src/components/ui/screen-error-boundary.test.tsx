import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '../../../test/render';
import { AppProvider } from '../../app/provider';
import { ScreenErrorBoundary } from './screen-error-boundary';

function Broken(): never {
  throw new Error('chunk overview-x.js failed to load');
}

afterEach(() => vi.restoreAllMocks());

const client = createTestQueryClient();
function Providers({ children }: { children: ReactNode }) {
  return (
    <AppProvider env="test" queryClient={client}>
      {children}
    </AppProvider>
  );
}

describe('ScreenErrorBoundary', () => {
  it("shows the failure's reason and a Reload button instead of a blank page, and recovers on another page", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = render(
      <ScreenErrorBoundary resetKey="/dashboard">
        <Broken />
      </ScreenErrorBoundary>,
      { wrapper: Providers },
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This page could not be shown: chunk overview-x.js failed to load',
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(
      'A screen failed to render',
      expect.any(Error),
      expect.anything(),
    );

    // The same boundary (rerendered in place) with another page's address.
    view.rerender(
      <ScreenErrorBoundary resetKey="/dashboard/analytics">
        <p>analytics screen</p>
      </ScreenErrorBoundary>,
    );
    expect(screen.getByText('analytics screen')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
