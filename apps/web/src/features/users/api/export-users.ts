import { endpoints } from '@signaldesk/contracts/endpoints';
import type { UserExportFilter, UsersResponse } from '@signaldesk/contracts/users';
import { callEndpoint } from '../../../lib/call-endpoint';

/** The filter's status in the list call: everyone, or one side of `isSubscribed`. */
const STATUS_OF: Record<UserExportFilter, string | undefined> = {
  all: undefined,
  subscribed: 'subscribed',
  not_subscribed: 'not_subscribed',
};

/** Every subscriber the export's filter keeps, in the list's order (the list without paging answers them all). */
export async function usersForExport(filter: UserExportFilter): Promise<UsersResponse['data']> {
  const status = STATUS_OF[filter];
  const body = await callEndpoint(endpoints.users, {
    query: status ? { status } : {},
  });
  return body.data;
}
