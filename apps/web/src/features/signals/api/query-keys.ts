import type { SignalsFilter } from './get-signals';

/** The one query-key factory of the signals feature. */
export const signalKeys = {
  all: ['signals'] as const,
  feed: (filter: SignalsFilter) => [...signalKeys.all, 'feed', filter] as const,
  card: (id: number) => [...signalKeys.all, 'card', id] as const,
  sources: () => [...signalKeys.all, 'sources'] as const,
  telegram: () => [...signalKeys.all, 'telegram'] as const,
};
