import { type ComponentType, lazy, useState } from 'react';

interface ScreenModule {
  default: ComponentType;
}

export interface LazyScreen {
  Component: ComponentType;
  /** Starts the download; resolves once the code is in. One download however often it is called. */
  preload: () => Promise<ScreenModule>;
}

/**
 * A screen whose code loads on its first visit (docs/performance.md, "The Overview's first visit"). Once the code
 * is in (preloaded at start, or from an earlier visit), the screen renders in the same pass as the layout around
 * it. React's `lazy` alone would suspend for one turn even then: the loader would show, and the screen would
 * render again in a later pass that any other update interrupts.
 */
export function lazyScreen(load: () => Promise<ScreenModule>): LazyScreen {
  let loaded: ComponentType | null = null;
  let download: Promise<ScreenModule> | null = null;
  const preload = () => {
    download ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        download = null; // a later visit tries again
        throw error;
      },
    );
    return download;
  };
  const Lazy = lazy(preload);
  function Screen() {
    // Chosen once per mount: changing the type later would remount the screen and lose its state.
    const [Type] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Type />;
  }
  return { Component: Screen, preload };
}

export const screens = {
  overview: lazyScreen(() => import('./routes/overview')),
  signals: lazyScreen(() => import('./routes/signals')),
  analytics: lazyScreen(() => import('./routes/analytics')),
  backtesting: lazyScreen(() => import('./routes/backtesting')),
  users: lazyScreen(() => import('./routes/users')),
  subscriber: lazyScreen(() => import('./routes/subscriber')),
  settings: lazyScreen(() => import('./routes/settings')),
  advancedAnalytics: lazyScreen(() => import('./routes/advanced-analytics')),
};
