import { z } from 'zod';
import { INT4_MAX, integerText, textField } from './input-rules';

/**
 * Wire shapes of the subscriber calls (docs/users.md). Times are ISO 8601 UTC strings with a `Z`.
 * `GET /api/users` without query parameters answers every subscriber; the optional parameters below make the
 * server search, filter, sort and page, so the screen stays fast with a large audience.
 */

const isoTime = z.iso.datetime();

/** The paid plans a subscriber can hold. A subscriber without a plan is shown as FREE. */
export const SUBSCRIPTION_PLANS = ['MONTHLY', 'YEARLY', 'LIFETIME'] as const;
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];

/** What the screen shows for a subscriber whose `subscriptionType` is absent. */
export const FREE_PLAN = 'FREE';

/** The plan filter: a paid plan, or FREE for subscribers without one. */
export const USER_PLAN_FILTERS = [FREE_PLAN, ...SUBSCRIPTION_PLANS] as const;
export type UserPlanFilter = (typeof USER_PLAN_FILTERS)[number];

export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  isSubscribed: z.boolean(),
  /** Null for a subscriber without a plan (shown as FREE). */
  subscriptionType: z.enum(SUBSCRIPTION_PLANS).nullable(),
  /** End of the paid period; null when there is none (free, lifetime). */
  subscriptionEndDate: isoTime.nullable(),
  /** Sign-up time. */
  createdAt: isoTime,
  /** Telegram handle without the leading @, or null. */
  telegramUsername: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

/** Status filter of the list and of the CSV export. */
export const USER_STATUS_FILTERS = ['subscribed', 'not_subscribed'] as const;
export type UserStatusFilter = (typeof USER_STATUS_FILTERS)[number];

/** `expiring=soon`: subscribed, with an end date within the next EXPIRING_SOON_DAYS days (the counts' figure). */
export const USER_EXPIRING_FILTERS = ['soon'] as const;
export type UserExpiringFilter = (typeof USER_EXPIRING_FILTERS)[number];

/** Columns the list can be sorted by. */
export const USER_SORT_FIELDS = [
  'email',
  'username',
  'subscriptionType',
  'subscriptionEndDate',
  'isSubscribed',
  'createdAt',
  'telegramUsername',
] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Largest page the list answers. */
export const MAX_USERS_PAGE_SIZE = 200;
/** Longest search text. */
export const MAX_USER_SEARCH_LENGTH = 100;

/**
 * Optional query of `GET /api/users`. Without `page` and `pageSize` the whole matching list is answered.
 * Defaults: newest sign-up first; `pageSize` 50 when only `page` is given, page 1 when only `pageSize` is.
 */
export const usersQuerySchema = z.object({
  /** Case-insensitive text searched in email, username and Telegram username. */
  search: textField().trim().max(MAX_USER_SEARCH_LENGTH).optional(),
  plan: z.enum(USER_PLAN_FILTERS).optional(),
  status: z.enum(USER_STATUS_FILTERS).optional(),
  expiring: z.enum(USER_EXPIRING_FILTERS).optional(),
  sort: z.enum(USER_SORT_FIELDS).optional(),
  order: z.enum(SORT_ORDERS).optional(),
  page: integerText(z.number().int().min(1).max(INT4_MAX)).optional(),
  pageSize: integerText(z.number().int().min(1).max(MAX_USERS_PAGE_SIZE)).optional(),
});
export type UsersQuery = z.infer<typeof usersQuerySchema>;

export const usersResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(userSchema),
  /** How many subscribers match the search and filters (all pages). */
  total: z.number().int(),
  /** Present when the answer is one page. */
  page: z.number().int().optional(),
  pageSize: z.number().int().optional(),
});
export type UsersResponse = z.infer<typeof usersResponseSchema>;

/** Days ahead within which a running subscription counts as expiring soon. */
export const EXPIRING_SOON_DAYS = 7;

/** `GET /api/users/counts`: the figures above the list, over every subscriber. */
export const userCountsSchema = z.object({
  total: z.number().int(),
  subscribed: z.number().int(),
  /** Subscribed, with an end date within the next EXPIRING_SOON_DAYS days. */
  expiringSoon: z.number().int(),
});
export type UserCounts = z.infer<typeof userCountsSchema>;

export const userCountsResponseSchema = z.object({ success: z.literal(true), data: userCountsSchema });
export type UserCountsResponse = z.infer<typeof userCountsResponseSchema>;

/** Which subscribers `GET /api/users/export-csv` writes. */
export const USER_EXPORT_FILTERS = ['all', ...USER_STATUS_FILTERS] as const;
export type UserExportFilter = (typeof USER_EXPORT_FILTERS)[number];

/** Without a filter the export holds everyone. */
export const userExportQuerySchema = z.object({ filter: z.enum(USER_EXPORT_FILTERS).default('all') });
export type UserExportQuery = z.infer<typeof userExportQuerySchema>;

/** The columns of the CSV export, in order (the header row repeats them). */
export const USER_CSV_COLUMNS = [
  'id',
  'email',
  'username',
  'isSubscribed',
  'subscriptionType',
  'subscriptionEndDate',
  'createdAt',
  'telegramUsername',
] as const satisfies readonly (keyof User)[];

/** The file name of an export made on `date` (`YYYY-MM-DD`, UTC). */
export function userExportFileName(filter: UserExportFilter, date: string): string {
  return `users-${filter}-${date}.csv`;
}
