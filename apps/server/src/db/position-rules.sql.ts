import {
  CATEGORY_PRECEDENCE,
  type CategoryFlags,
  POSITION_CATEGORIES,
} from '@signaldesk/core/position/category';
import {
  CLOSE_REASON_SHARES,
  type CloseReasonShare,
  WIN_ABOVE_PERCENT,
} from '@signaldesk/core/position/outcome';
import { DIRECTIONS } from '@signaldesk/core/position/profit';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The per-position rules of core/position (category, win, close-reason shares) as SQL over the `positions` table,
 * built from core's own tables so that every statistic computed in SQL counts as core does
 * (docs/advanced-analytics.md, Rules). Each rule exists as text (for the trigger function that keeps the hourly
 * cells, db/position-hour-cells.ts) and as a Drizzle fragment (for queries).
 */

const FLAG_COLUMNS: Record<keyof CategoryFlags, string> = {
  isGolden: 'is_golden',
  openByAdmin: 'open_by_admin',
  isSignalFromTelegram: 'is_signal_from_telegram',
  isOpportunity: 'is_opportunity',
};

function categoryCase(
  value: (category: (typeof POSITION_CATEGORIES)[number]) => string,
  row: string,
): string {
  const branches = CATEGORY_PRECEDENCE.map(
    ({ category, flag }) => `WHEN ${row}${FLAG_COLUMNS[flag]} THEN ${value(category)}`,
  );
  return `CASE ${branches.join(' ')} ELSE ${value('other')} END`;
}

/** The category as its index in POSITION_CATEGORIES, of the columns of `row` ('' or 'alias.'). */
export function categoryIndexText(row = ''): string {
  return categoryCase((category) => String(POSITION_CATEGORIES.indexOf(category)), row);
}

/** 1 for the second direction of DIRECTIONS (SHORT), 0 for the first. */
export function directionIndexText(row = ''): string {
  return `CASE WHEN ${row}direction = '${DIRECTIONS[1]}' THEN 1 ELSE 0 END`;
}

/** True when the final profit wins. */
export function winText(row = ''): string {
  return `${row}final_profit_percentage > ${Number(WIN_ABOVE_PERCENT)}`;
}

/** True when the close reason counts in `share`. */
export function closeReasonText(share: CloseReasonShare, row = ''): string {
  const reasons = CLOSE_REASON_SHARES[share].map((reason) => `'${reason.replaceAll("'", "''")}'`).join(', ');
  return `${row}close_reason IN (${reasons})`;
}

/** The position's precedence category: golden > admin > signal > opportunity > other. */
export const CATEGORY_SQL: SQL = sql.raw(categoryCase((category) => `'${category}'`, ''));

/** True when the final profit wins. */
export const WIN_SQL: SQL = sql.raw(winText());
