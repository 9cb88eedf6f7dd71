import { Badge } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { HoverHint } from './hover-hint';

describe('HoverHint', () => {
  it('shows nothing until pointed at, then its label, and hides it when the pointer leaves', async () => {
    renderWithProviders(
      <HoverHint label="Long: gains when the price rises">
        <Badge>LONG</Badge>
      </HoverHint>,
    );
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    fireEvent.pointerEnter(screen.getByText('LONG'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Long: gains when the price rises');
    fireEvent.pointerLeave(screen.getByText('LONG'));
    await expect.poll(() => screen.queryByRole('tooltip')).toBeNull();
    fireEvent.pointerEnter(screen.getByText('LONG'));
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
  });
});
