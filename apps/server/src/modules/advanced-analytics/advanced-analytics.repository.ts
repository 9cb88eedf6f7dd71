import { UTC_HOURS, WEEKDAYS } from '@signaldesk/contracts/advanced-analytics';
import { POSITION_CATEGORIES, type PositionCategory } from '@signaldesk/core/position/category';
import { DIRECTIONS, type Direction } from '@signaldesk/core/position/profit';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { CATEGORY_INDEX_SQL, closeReasonSql, WIN_SQL } from '../positions/position-rules.sql';
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

/*
 * The group key is one integer, cheaper to hash than four columns:
 *   key = (weekday × 24 + UTC hour) × 10 + category index × 2 + direction index.
 * The weekday-hour slot comes from the hours since the epoch, which began on a Thursday (weekday 4) at 00:00 UTC.
 */
const CATEGORY_KEYS = POSITION_CATEGORIES.length * DIRECTIONS.length;
const SLOT_SQL = sql.raw(`((floor(date_part('epoch', opened_at) / 3600)::int + 96) % 168)`);
const KEY_SQL = sql`${SLOT_SQL} * ${sql.raw(String(CATEGORY_KEYS))} + ${CATEGORY_INDEX_SQL} * ${sql.raw(String(DIRECTIONS.length))} + CASE WHEN direction = ${sql.raw(`'${DIRECTIONS[1]}'`)} THEN 1 ELSE 0 END`;
const SLOT_OF_KEY = sql.raw(`(key / ${CATEGORY_KEYS})`);

function keyIn(slotPart: SQL, values: readonly number[], all: readonly number[]): SQL {
  if (values.length === 0 || values.length === all.length) return sql`TRUE`;
  return sql`${slotPart} IN (${sql.raw(values.map((value) => String(Math.trunc(value))).join(', '))})`;
}

/**
 * The cells of closed positions with a final profit (the population of the history screen's statistics) opened
 * in the query's window: one scan, grouped by weekday, hour, category and direction (at most 1 680 rows).
 */
export async function analyticsCells(db: Database, query: CellQuery): Promise<AnalyticsCell[]> {
  const result = await executeRows(
    db,
    sql`
    SELECT * FROM (SELECT ${KEY_SQL} AS key,
      count(*)::int AS count,
      (count(*) FILTER (WHERE ${WIN_SQL}))::int AS wins,
      sum(final_profit_percentage)::float8 AS "totalProfit",
      (count(*) FILTER (WHERE hit_tp1))::int AS "tp1Hits",
      (count(*) FILTER (WHERE hit_tp2))::int AS "tp2Hits",
      (count(*) FILTER (WHERE hit_tp3))::int AS "tp3Hits",
      (count(*) FILTER (WHERE ${closeReasonSql('breakevenRate')}))::int AS breakevens,
      (count(*) FILTER (WHERE ${closeReasonSql('tradersExitRate')}))::int AS "tradersExits",
      (count(*) FILTER (WHERE ${closeReasonSql('slHitRate')}))::int AS "slHits"
    FROM positions
    WHERE status = 'closed' AND final_profit_percentage IS NOT NULL
      AND opened_at >= ${new Date(query.fromMs).toISOString()}::timestamptz
      AND opened_at < ${new Date(query.toMs).toISOString()}::timestamptz
    GROUP BY key) cells
    WHERE ${keyIn(sql`${SLOT_OF_KEY} % 24`, query.hours, UTC_HOURS)}
      AND ${keyIn(sql`${SLOT_OF_KEY} / 24`, query.days, WEEKDAYS)}`,
  );
  return (result.rows as Record<string, unknown>[]).map((row) => {
    const key = Number(row.key);
    const slot = Math.floor(key / CATEGORY_KEYS);
    const rest = key % CATEGORY_KEYS;
    return {
      day: Math.floor(slot / 24),
      hour: slot % 24,
      category: POSITION_CATEGORIES[Math.floor(rest / DIRECTIONS.length)]!,
      direction: DIRECTIONS[rest % DIRECTIONS.length]!,
      count: Number(row.count),
      wins: Number(row.wins),
      totalProfit: Number(row.totalProfit ?? 0),
      tp1Hits: Number(row.tp1Hits),
      tp2Hits: Number(row.tp2Hits),
      tp3Hits: Number(row.tp3Hits),
      breakevens: Number(row.breakevens),
      tradersExits: Number(row.tradersExits),
      slHits: Number(row.slHits),
    };
  });
}
