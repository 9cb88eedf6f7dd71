import type { UsersQuery } from '@signaldesk/contracts/users';

/** The one query-key factory of the users feature. */
export const userKeys = {
  all: ['users'] as const,
  list: (query: UsersQuery) => [...userKeys.all, 'list', query] as const,
  counts: () => [...userKeys.all, 'counts'] as const,
  subscriber: (id: number) => [...userKeys.all, 'subscriber', id] as const,
  telegram: (id: number) => [...userKeys.all, 'subscriber', id, 'telegram'] as const,
  unmatched: () => [...userKeys.all, 'unmatched'] as const,
};
