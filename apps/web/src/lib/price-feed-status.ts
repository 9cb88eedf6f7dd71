import { useSyncExternalStore } from 'react';

/**
 * The live feed's health as the header shows it (docs/console.md, Live prices): `idle` while no screen holds a
 * stream, `connected`, `reconnecting` (opening or waiting for the next attempt), `offline` once the reconnect
 * attempts gave up. The stream that is held registers its `reconnect`.
 */
export type PriceFeedStatus = 'idle' | 'connected' | 'reconnecting' | 'offline';

export interface PriceFeedState {
  status: PriceFeedStatus;
  /** Retries the stream now (a fresh count of attempts); null while no stream is held. */
  reconnect: (() => void) | null;
}

const IDLE: PriceFeedState = { status: 'idle', reconnect: null };
let state: PriceFeedState = IDLE;
const listeners = new Set<() => void>();

export function setPriceFeedState(next: PriceFeedState): void {
  if (next.status === state.status && next.reconnect === state.reconnect) return;
  state = next;
  for (const listener of listeners) listener();
}

export function resetPriceFeedState(): void {
  setPriceFeedState(IDLE);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePriceFeedState(): PriceFeedState {
  return useSyncExternalStore(subscribe, () => state);
}
