import { CATEGORY_PRECEDENCE, type CategoryFlags } from '@signaldesk/core/position/category';
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

/** The position's precedence category: golden > admin > signal > opportunity > other. */
export const CATEGORY_SQL: SQL = sql.raw(
  `CASE ${CATEGORY_PRECEDENCE.map(({ category, flag }) => `WHEN ${FLAG_COLUMNS[flag]} THEN '${category}'`).join(' ')} ELSE 'other' END`,
);

/** True when the final profit wins. */
export const WIN_SQL: SQL = sql.raw(`final_profit_percentage > ${Number(WIN_ABOVE_PERCENT)}`);

/** True when the close reason counts in `share`. */
export function closeReasonSql(share: CloseReasonShare): SQL {
  const reasons = CLOSE_REASON_SHARES[share].map((reason) => `'${reason.replaceAll("'", "''")}'`).join(', ');
  return sql.raw(`close_reason IN (${reasons})`);
}
