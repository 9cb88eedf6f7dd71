import { hasSettingsFlag } from '../../../lib/authorization';

/** Keeps `settings=true` on a link, so the Settings item stays in the sidebar (docs/console.md, Shell). */
function withSettingsFlag(path: string, params: Record<string, string>, currentSearch: string): string {
  const query = new URLSearchParams(params);
  if (hasSettingsFlag(currentSearch)) query.set('settings', 'true');
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export const USERS_PATH = '/dashboard/users';

/** A subscriber's page. */
export function subscriberPath(id: number, currentSearch: string): string {
  return withSettingsFlag(`${USERS_PATH}/${id}`, {}, currentSearch);
}

/** The list, filtered to the subscriptions ending within 7 days (`expiring=soon`) or not. */
export function usersListPath(currentSearch: string, expiringSoon = false): string {
  return withSettingsFlag(USERS_PATH, expiringSoon ? { expiring: 'soon' } : {}, currentSearch);
}
