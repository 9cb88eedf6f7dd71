import type { PositionCategory } from '@signaldesk/core/position/category';
import type { Direction } from '@signaldesk/core/position/profit';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { CATEGORY_SQL, closeReasonSql, WIN_SQL } from '../positions/position-rules.sql';
import { executeRows } from '../positions/positions.queries';

/** Which closed positions to count: opened in [fromMs, toMs), in these UTC hours and weekdays (empty: all). */
export interface CellQuery {
  fromMs: number;
  toMs: number;
  hours: readonly number[];
  days: readonly number[];
}

/**
 * The counts and sums of one group of positions sharing weekday, UTC hour, category and direction. Every figure
 * of the answer is a sum of these, so one grouped scan is enough.
 */
export interface AnalyticsCell {
  day: number;
  hour: number;
  category: PositionCategory;
  direction: Direction;
  count: number;
  wins: number;
  totalProfit: number;
  tp1Hits: number;
  tp2Hits: number;
  tp3Hits: number;
  breakevens: number;
  tradersExits: number;
  slHits: number;
}

const UTC_OPENED_AT = sql.raw(`(opened_at AT TIME ZONE 'UTC')`);

function inList(column: string, values: readonly number[]): SQL {
  if (values.length === 0) return sql`TRUE`;
  return sql`${sql.raw(column)} IN (${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;
}

/**
 * The cells of closed positions with a final profit (the population of the history screen's statistics) opened
 * in the query's window, in one scan grouped by weekday, hour, category and direction (at most 1 680 rows).
 */
export async function analyticsCells(db: Database, query: CellQuery): Promise<AnalyticsCell[]> {
  const result = await executeRows(
    db,
    sql`
    SELECT day, hour, category, direction,
      count(*)::int AS count,
      (count(*) FILTER (WHERE win))::int AS wins,
      sum(profit)::float8 AS "totalProfit",
      (count(*) FILTER (WHERE hit_tp1))::int AS "tp1Hits",
      (count(*) FILTER (WHERE hit_tp2))::int AS "tp2Hits",
      (count(*) FILTER (WHERE hit_tp3))::int AS "tp3Hits",
      (count(*) FILTER (WHERE breakeven))::int AS breakevens,
      (count(*) FILTER (WHERE traders_exit))::int AS "tradersExits",
      (count(*) FILTER (WHERE sl))::int AS "slHits"
    FROM (
      SELECT extract(dow FROM ${UTC_OPENED_AT})::int AS day,
        extract(hour FROM ${UTC_OPENED_AT})::int AS hour,
        ${CATEGORY_SQL} AS category,
        direction,
        final_profit_percentage AS profit,
        ${WIN_SQL} AS win,
        hit_tp1, hit_tp2, hit_tp3,
        coalesce(${closeReasonSql('breakevenRate')}, FALSE) AS breakeven,
        coalesce(${closeReasonSql('tradersExitRate')}, FALSE) AS traders_exit,
        coalesce(${closeReasonSql('slHitRate')}, FALSE) AS sl
      FROM positions
      WHERE status = 'closed' AND final_profit_percentage IS NOT NULL
        AND opened_at >= ${new Date(query.fromMs).toISOString()}::timestamptz
        AND opened_at < ${new Date(query.toMs).toISOString()}::timestamptz
    ) p
    WHERE ${inList('hour', query.hours)} AND ${inList('day', query.days)}
    GROUP BY day, hour, category, direction`,
  );
  return (result.rows as Record<string, unknown>[]).map((row) => ({
    day: Number(row.day),
    hour: Number(row.hour),
    category: row.category as PositionCategory,
    direction: row.direction as Direction,
    count: Number(row.count),
    wins: Number(row.wins),
    totalProfit: Number(row.totalProfit ?? 0),
    tp1Hits: Number(row.tp1Hits),
    tp2Hits: Number(row.tp2Hits),
    tp3Hits: Number(row.tp3Hits),
    breakevens: Number(row.breakevens),
    tradersExits: Number(row.tradersExits),
    slHits: Number(row.slHits),
  }));
}
