import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, vi } from 'vitest';
import { PriceSourceContext, type UseLivePrices } from '../hooks/price-source';

/** A request the stubbed server received. */
export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
}

type Route = (request: SeenRequest) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Replaces fetch with a tiny in-page server: `routes` maps 'METHOD /path' to a handler answering real Response
 * objects. Unknown routes answer 404. Returns the list of requests seen, in order.
 */
export function stubServer(routes: Record<string, Route>): SeenRequest[] {
  const seen: SeenRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, path: url.pathname, body };
    seen.push(request);
    const route = routes[`${method} ${url.pathname}`];
    return route ? route(request) : json({ success: false, error: 'Not found', code: 'NOT_FOUND' }, 404);
  });
  return seen;
}

/** A price hook answering fixed best asks. */
export function fixedPrices(prices: Record<string, number>): UseLivePrices {
  const map = new Map(Object.entries(prices));
  return () => map;
}

export function renderPositions(ui: ReactNode, prices: Record<string, number> = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const usePrices = fixedPrices(prices);
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <PriceSourceContext.Provider value={usePrices}>{ui}</PriceSourceContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/**
 * jsdom has no layout: give every element a client height for the tests of this file, so the history table's
 * virtualiser has a window to fill.
 */
export function withScrollBoxHeight(px: number) {
  let original: PropertyDescriptor | undefined;
  beforeAll(() => {
    original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => px });
  });
  afterAll(() => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'clientHeight', original);
  });
}
