import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetPriceFeedState, setPriceFeedState } from '../../../lib/price-feed-status';
import { fixedPrices } from '../testing/fixed-prices';
import { PriceSourceContext } from './price-source';
import { usePositionPrices } from './use-position-prices';

const livePrices = fixedPrices({ BTCUSDT: 65_000 });

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <PriceSourceContext.Provider value={livePrices}>{children}</PriceSourceContext.Provider>
    </QueryClientProvider>
  );
}

afterEach(() => resetPriceFeedState());

describe('usePositionPrices', () => {
  it("keeps the same priceOf when only the feed's status changes, so the lists need not render again", () => {
    const { result } = renderHook(() => usePositionPrices(['BTCUSDT']), { wrapper });
    const first = result.current;
    expect(first.priceOf('BTCUSDT')).toBe(65_000);
    expect(first.allLive).toBe(true);

    act(() => setPriceFeedState({ status: 'reconnecting', reconnect: () => {} }));

    expect(result.current.priceOf).toBe(first.priceOf);
    expect(result.current.allLive).toBe(false);
  });
});
