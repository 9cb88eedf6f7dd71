import {
  EXPIRING_SOON_DAYS,
  type User,
  type UserCounts,
  type UserExportFilter,
  type UsersQuery,
  type UsersResponse,
} from '@signaldesk/contracts/users';
import type { Database } from '../../db/client';
import { toUser } from './user-row';
import {
  countUsers,
  selectUserCounts,
  selectUsers,
  selectUsersAfter,
  selectUsersPage,
} from './users.repository';

/** Page size when the query gives a page number without a size. */
export const DEFAULT_USERS_PAGE_SIZE = 50;
/** Rows read per batch while an export streams. */
const EXPORT_BATCH_SIZE = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The list of `GET /api/users` (docs/users.md, The list): every subscriber without paging parameters, one page
 * with them; the search and filters (`expiring=soon` included) narrow it either way. Newest sign-up first unless a sort is given.
 */
export async function listUsers(
  db: Database,
  query: UsersQuery,
  now: Date,
): Promise<Omit<UsersResponse, 'success'>> {
  const filters = {
    search: query.search || undefined,
    plan: query.plan,
    status: query.status,
    endingBetween: query.expiring === 'soon' ? expiringSoonWindow(now) : undefined,
  };
  const sort = query.sort ?? 'createdAt';
  const order = query.order ?? (query.sort ? 'asc' : 'desc');
  const paged = query.page !== undefined || query.pageSize !== undefined;
  if (!paged) {
    const rows = await selectUsers(db, { filters, sort, order });
    return { data: rows.map(toUser), total: rows.length };
  }
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_USERS_PAGE_SIZE;
  const total = await countUsers(db, filters);
  const rows = await selectUsersPage(
    db,
    { filters, sort, order },
    { limit: pageSize, offset: (page - 1) * pageSize },
    total,
  );
  return { data: rows.map(toUser), total, page, pageSize };
}

/** The figures above the list: everyone, the subscribed, and those whose subscription ends within 7 days. */
export function userCounts(db: Database, now: Date): Promise<UserCounts> {
  const window = expiringSoonWindow(now);
  return selectUserCounts(db, window.from, window.until);
}

/** From now to EXPIRING_SOON_DAYS days ahead: the counts' figure and the `expiring=soon` filter share it. */
function expiringSoonWindow(now: Date): { from: Date; until: Date } {
  return { from: now, until: new Date(now.getTime() + EXPIRING_SOON_DAYS * DAY_MS) };
}

/** The subscribers of an export, read in id order in batches while the file streams. */
export async function* usersForExport(db: Database, filter: UserExportFilter): AsyncGenerator<User> {
  const status = filter === 'all' ? undefined : filter;
  let afterId = 0;
  for (;;) {
    const rows = await selectUsersAfter(db, status, afterId, EXPORT_BATCH_SIZE);
    for (const row of rows) yield toUser(row);
    if (rows.length < EXPORT_BATCH_SIZE) return;
    afterId = rows[rows.length - 1]!.id;
  }
}

/** `YYYY-MM-DD` of a time, UTC. */
export function utcDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}
