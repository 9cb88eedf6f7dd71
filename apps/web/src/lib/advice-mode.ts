import type { AdviceMode } from '@signaldesk/contracts/auth';
import { useSyncExternalStore } from 'react';

/**
 * The header advice's mode (docs/console.md, "Trading day and hour"): the spec's schedule by default, or "from my
 * history". Remembered per admin on the server: the session check and the login set it here, Settings changes and
 * saves it, the header reads it.
 */
let current: AdviceMode = 'schedule';
const listeners = new Set<() => void>();

export function getAdviceMode(): AdviceMode {
  return current;
}

export function setAdviceMode(mode: AdviceMode): void {
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
