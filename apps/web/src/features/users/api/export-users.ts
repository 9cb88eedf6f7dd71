import type { UserExportFilter, UsersResponse } from '@signaldesk/contracts/users';
import { apiRequest } from '../../../lib/api-client';

/** The filter's status in the list call: everyone, or one side of `isSubscribed`. */
const STATUS_OF: Record<UserExportFilter, string | undefined> = {
  all: undefined,
  subscribed: 'subscribed',
  not_subscribed: 'not_subscribed',
};

/** Every subscriber the export's filter keeps, in the list's order (the list without paging answers them all). */
export async function usersForExport(filter: UserExportFilter): Promise<UsersResponse['data']> {
  const status = STATUS_OF[filter];
  const body = await apiRequest<UsersResponse>('/api/users', {
    query: status ? { status } : {},
  });
  return body.data;
}
