import {
  FREE_PLAN,
  type SortOrder,
  type UserCounts,
  type UserSortField,
  type UserStatusFilter,
  type UsersQuery,
} from '@signaldesk/contracts/users';
import { and, asc, count, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { userGroupCounts, users } from '../../db/schema';

/** The columns a subscriber answer needs (the search column stays in the database). */
export const USER_COLUMNS = {
  id: users.id,
  email: users.email,
  username: users.username,
  isSubscribed: users.isSubscribed,
  subscriptionType: users.subscriptionType,
  subscriptionEndDate: users.subscriptionEndDate,
  createdAt: users.createdAt,
  telegramUsername: users.telegramUsername,
};
export type UserRow = Omit<typeof users.$inferSelect, 'searchText'>;

export type UserFilters = Pick<UsersQuery, 'search' | 'plan' | 'status'> & {
  /** Subscribed, with an end date in this window (the counts' "expiring soon"). */
  endingBetween?: { from: Date; until: Date };
};

/** Subscribed, ending within `[from, until]`: the end-date index finds these rows. */
function endingCondition(window: { from: Date; until: Date }): SQL {
  return and(
    sql`${users.subscriptionEndDate} BETWEEN ${window.from.toISOString()} AND ${window.until.toISOString()}`,
    statusCondition('subscribed'),
  )!;
}

const SORT_COLUMNS: Record<UserSortField, AnyPgColumn> = {
  email: users.email,
  username: users.username,
  subscriptionType: users.subscriptionType,
  subscriptionEndDate: users.subscriptionEndDate,
  isSubscribed: users.isSubscribed,
  createdAt: users.createdAt,
  telegramUsername: users.telegramUsername,
};
const NULLABLE_SORTS: ReadonlySet<UserSortField> = new Set([
  'subscriptionType',
  'subscriptionEndDate',
  'telegramUsername',
]);

/** `%`, `_` and `\` match themselves in a LIKE pattern once escaped. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function statusCondition(status: UserStatusFilter): SQL {
  return eq(users.isSubscribed, status === 'subscribed');
}

/** The WHERE clause of a search and its filters; undefined when nothing narrows the list. */
export function userFilterCondition(filters: UserFilters): SQL | undefined {
  const conditions: SQL[] = [];
  // The lower-cased search column has a trigram index, so this LIKE does not read the whole table.
  if (filters.search) conditions.push(sql`${users.searchText} LIKE ${likePattern(filters.search)}`);
  if (filters.plan) {
    conditions.push(
      filters.plan === FREE_PLAN ? isNull(users.subscriptionType) : eq(users.subscriptionType, filters.plan),
    );
  }
  if (filters.status) conditions.push(statusCondition(filters.status));
  if (filters.endingBetween) conditions.push(endingCondition(filters.endingBetween));
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * ORDER BY of a sort, the id breaking ties so every page is stable; absent values come last. `reversed` gives
 * the exact mirror (for reading a page from the far end). Each form matches one of the table's indexes.
 */
function orderOf(sort: UserSortField, order: SortOrder, reversed = false): SQL[] {
  const descending = (order === 'desc') !== reversed;
  const direction = sql.raw(descending ? 'DESC' : 'ASC');
  if (!NULLABLE_SORTS.has(sort))
    return [sql`${SORT_COLUMNS[sort]} ${direction}`, sql`${users.id} ${direction}`];
  const nulls = sql.raw(reversed ? 'NULLS FIRST' : 'NULLS LAST');
  return [sql`${SORT_COLUMNS[sort]} ${direction} ${nulls}`, sql`${users.id} ${direction} ${nulls}`];
}

export interface UserListRequest {
  filters: UserFilters;
  sort: UserSortField;
  order: SortOrder;
}

/** Every matching subscriber, in order. */
export async function selectUsers(db: Database, request: UserListRequest): Promise<UserRow[]> {
  return db
    .select(USER_COLUMNS)
    .from(users)
    .where(userFilterCondition(request.filters))
    .orderBy(...orderOf(request.sort, request.order));
}

/**
 * One page of the matching subscribers. The page's ids are found first on the sort's index alone, then only those
 * rows are read; a page in the second half of `total` is read from the far end, in the mirrored order.
 */
export async function selectUsersPage(
  db: Database,
  request: UserListRequest,
  page: { limit: number; offset: number },
  total: number,
): Promise<UserRow[]> {
  const fromEnd = page.offset > total / 2;
  const limit = fromEnd ? Math.max(0, Math.min(page.limit, total - page.offset)) : page.limit;
  if (limit === 0) return [];
  const offset = fromEnd ? total - page.offset - limit : page.offset;
  const order = orderOf(request.sort, request.order, fromEnd);
  const ids = db
    .select({ pageId: users.id })
    .from(users)
    .where(userFilterCondition(request.filters))
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .as('page_ids');
  const rows = await db
    .select(USER_COLUMNS)
    .from(users)
    .innerJoin(ids, eq(users.id, ids.pageId))
    .orderBy(...order);
  return fromEnd ? rows.reverse() : rows;
}

/**
 * How many subscribers match. Without a search or an end-date window the trigger-kept group counts answer at once;
 * otherwise the matching rows are counted (through the trigram or end-date index).
 */
export async function countUsers(db: Database, filters: UserFilters): Promise<number> {
  if (filters.search || filters.endingBetween) {
    const rows = await db.select({ count: count() }).from(users).where(userFilterCondition(filters));
    return rows[0]?.count ?? 0;
  }
  const rows = await db
    .select({ count: sql<number>`coalesce(sum(${userGroupCounts.count}), 0)::int` })
    .from(userGroupCounts)
    .where(
      and(
        filters.plan ? eq(userGroupCounts.plan, filters.plan) : undefined,
        filters.status ? eq(userGroupCounts.isSubscribed, filters.status === 'subscribed') : undefined,
      ),
    );
  return rows[0]?.count ?? 0;
}

/** Total and subscribed from the group counts; subscribed ending in `[now, soonUntil]` from the end-date index. */
export async function selectUserCounts(db: Database, now: Date, soonUntil: Date): Promise<UserCounts> {
  const total = await countUsers(db, {});
  const subscribed = await countUsers(db, { status: 'subscribed' });
  const soon = await db
    .select({ count: count() })
    .from(users)
    .where(endingCondition({ from: now, until: soonUntil }));
  return { total, subscribed, expiringSoon: soon[0]?.count ?? 0 };
}

/** One batch of an export, in id order after `afterId` (keyset paging, so a long export never rescans). */
export async function selectUsersAfter(
  db: Database,
  status: UserStatusFilter | undefined,
  afterId: number,
  limit: number,
): Promise<UserRow[]> {
  return db
    .select(USER_COLUMNS)
    .from(users)
    .where(and(gt(users.id, afterId), status ? statusCondition(status) : undefined))
    .orderBy(asc(users.id))
    .limit(limit);
}
