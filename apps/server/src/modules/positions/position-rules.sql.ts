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
import { type SQL, sql } from 'drizzle-orm';

/**
 * The per-position rules of core/position (category, win, close-reason shares) as SQL over the `positions` table,
 * built from core's own tables so that every statistic computed in SQL counts as core does
 * (docs/advanced-analytics.md, Rules).
 */

const FLAG_COLUMNS: Record<keyof CategoryFlags, string> = {
  isGolden: 'is_golden',
  openByAdmin: 'open_by_admin',
  isSignalFromTelegram: 'is_signal_from_telegram',
  isOpportunity: 'is_opportunity',
};

function categoryCase(value: (category: (typeof POSITION_CATEGORIES)[number]) => string): SQL {
  const branches = CATEGORY_PRECEDENCE.map(
    ({ category, flag }) => `WHEN ${FLAG_COLUMNS[flag]} THEN ${value(category)}`,
  );
  return sql.raw(`CASE ${branches.join(' ')} ELSE ${value('other')} END`);
}

/** The position's precedence category: golden > admin > signal > opportunity > other. */
export const CATEGORY_SQL: SQL = categoryCase((category) => `'${category}'`);

/** The same category as its index in POSITION_CATEGORIES (an integer, cheaper to group by). */
export const CATEGORY_INDEX_SQL: SQL = categoryCase((category) =>
  String(POSITION_CATEGORIES.indexOf(category)),
);

/** True when the final profit wins. */
export const WIN_SQL: SQL = sql.raw(`final_profit_percentage > ${Number(WIN_ABOVE_PERCENT)}`);

/** True when the close reason counts in `share`. */
export function closeReasonSql(share: CloseReasonShare): SQL {
  const reasons = CLOSE_REASON_SHARES[share].map((reason) => `'${reason.replaceAll("'", "''")}'`).join(', ');
  return sql.raw(`close_reason IN (${reasons})`);
}
