import type { UsersQuery } from '@signaldesk/contracts/users';

/** The one query-key factory of the users feature. */
export const userKeys = {
  all: ['users'] as const,
  list: (query: UsersQuery) => [...userKeys.all, 'list', query] as const,
  counts: () => [...userKeys.all, 'counts'] as const,
};
