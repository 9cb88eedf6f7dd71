import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './screens';

function Probe() {
  return <p>screen</p>;
}

function mount(Component: React.ComponentType) {
  return render(
    <Suspense fallback={<p>loading</p>}>
      <Component />
    </Suspense>,
  );
}

describe('a screen that loads on first visit', () => {
  it('renders in the first pass, without the loader, once its code was preloaded', async () => {
    const screenCode = lazyScreen(async () => ({ default: Probe }));
    await screenCode.preload();
    mount(screenCode.Component);
    expect(screen.getByText('screen')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('shows the loader until its code arrives when nothing preloaded it', async () => {
    let deliver: () => void = () => {};
    const screenCode = lazyScreen(
      () => new Promise((resolve) => (deliver = () => resolve({ default: Probe }))),
    );
    mount(screenCode.Component);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => deliver());
    expect(await screen.findByText('screen')).toBeInTheDocument();
  });

  it('downloads once however often it is preloaded, and tries again after a failed download', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Probe }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Probe });
    const screenCode = lazyScreen(load);
    await expect(screenCode.preload()).rejects.toThrow('offline');
    await Promise.all([screenCode.preload(), screenCode.preload()]);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
