import { ADVICE_MODES, type AdviceMode } from '@signaldesk/core/market/trading-advice';
import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from './storage';

/**
 * The header advice's mode (docs/console.md, "Trading day and hour"): the spec's schedule by default, or "from my
 * history". Chosen in Settings, read by the header; kept in this browser like the time zone.
 */
const KEY = 'signaldesk.adviceMode';

function stored(): AdviceMode {
  const value = typeof window === 'undefined' ? null : readStorage(KEY);
  return (ADVICE_MODES as readonly (string | null)[]).includes(value) ? (value as AdviceMode) : 'schedule';
}

let current: AdviceMode = stored();
const listeners = new Set<() => void>();

export function getAdviceMode(): AdviceMode {
  return current;
}

export function setAdviceMode(mode: AdviceMode): void {
  writeStorage(KEY, mode);
  if (mode === current) return;
  current = mode;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAdviceMode(): AdviceMode {
  return useSyncExternalStore(subscribe, getAdviceMode, getAdviceMode);
}
