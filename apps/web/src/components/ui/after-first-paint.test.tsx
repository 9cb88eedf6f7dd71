import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { AfterFirstPaint } from './after-first-paint';

afterEach(() => vi.useRealTimers());

describe('AfterFirstPaint', () => {
  it('holds its place with an empty box, then renders its children after the next frame', async () => {
    vi.useFakeTimers({
      toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'],
    });
    renderWithProviders(
      <AfterFirstPaint minHeight={300}>
        <p>panel</p>
      </AfterFirstPaint>,
    );
    expect(screen.queryByText('panel')).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(16); // one frame, then the task it queued
      await vi.runAllTimersAsync();
    });
    expect(screen.getByText('panel')).toBeInTheDocument();
  });

  it('renders nothing later once unmounted before the frame', async () => {
    vi.useFakeTimers({
      toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'],
    });
    const errors = vi.spyOn(console, 'error');
    const view = renderWithProviders(
      <AfterFirstPaint minHeight={300}>
        <p>panel</p>
      </AfterFirstPaint>,
    );
    view.unmount();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(16); // one frame, then the task it queued
      await vi.runAllTimersAsync();
    });
    expect(vi.getTimerCount()).toBe(0);
    expect(errors).not.toHaveBeenCalled();
  });
});
