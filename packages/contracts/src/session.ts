/**
 * The session's names, without the request schemas of auth.ts: the console's first screen reads these, and
 * importing auth.ts would bring the validation library into its main script (docs/performance.md).
 */
export const ADMIN_TYPES = ['admin1', 'admin2'] as const;
export type AdminType = (typeof ADMIN_TYPES)[number];

/** Name of the cookie the page reads its admin type from (docs/console.md, Session). */
export const ADMIN_TYPE_COOKIE = 'adminType';
/** Name of the HttpOnly session cookie. */
export const SESSION_COOKIE = 'sd_session';
