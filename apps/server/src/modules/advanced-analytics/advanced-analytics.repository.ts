import { UTC_HOURS, WEEKDAYS } from '@signaldesk/contracts/advanced-analytics';
import { POSITION_CATEGORIES, type PositionCategory } from '@signaldesk/core/position/category';
import { DIRECTIONS, type Direction } from '@signaldesk/core/position/profit';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { executeRows } from '../positions';

/** Which closed positions to count: opened in the hours [fromHour, toHour) since the epoch, in these UTC hours
 * and weekdays (empty: all). */
export interface CellQuery {
  fromHour: number;
  toHour: number;
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
 * The group key is one integer: key = (weekday × 24 + UTC hour) × CELLS + cell, where cell = category index ×
 * directions + direction index, as position_hour_cells stores it. Epoch hour 0 began on a Thursday (weekday 4).
 */
const CELLS = POSITION_CATEGORIES.length * DIRECTIONS.length;
const HOUR_OF_DAY = sql.raw('hour % 24');
const WEEKDAY = sql.raw('(hour / 24 + 4) % 7');

function within(part: SQL, values: readonly number[], all: readonly number[]): SQL {
  if (values.length === 0 || values.length === all.length) return sql`TRUE`;
  return sql`${part} IN (${sql.raw(values.map((value) => String(Math.trunc(value))).join(', '))})`;
}

/**
 * The cells of closed positions with a final profit (the population of the history screen's statistics) opened
 * in the query's window, grouped by weekday, hour, category and direction (at most 1 680 rows), summed from the
 * hourly cells (db/position-hour-cells.ts) rather than from every position.
 */
export async function analyticsCells(db: Database, query: CellQuery): Promise<AnalyticsCell[]> {
  const result = await executeRows(
    db,
    sql`
    SELECT (${WEEKDAY} * 24 + ${HOUR_OF_DAY}) * ${sql.raw(String(CELLS))} + cell AS key,
      sum(count)::int AS count,
      sum(wins)::int AS wins,
      sum(total_profit)::float8 AS "totalProfit",
      sum(tp1_hits)::int AS "tp1Hits",
      sum(tp2_hits)::int AS "tp2Hits",
      sum(tp3_hits)::int AS "tp3Hits",
      sum(breakevens)::int AS breakevens,
      sum(traders_exits)::int AS "tradersExits",
      sum(sl_hits)::int AS "slHits"
    FROM position_hour_cells
    WHERE hour >= ${query.fromHour} AND hour < ${query.toHour}
      AND ${within(HOUR_OF_DAY, query.hours, UTC_HOURS)}
      AND ${within(WEEKDAY, query.days, WEEKDAYS)}
    GROUP BY key
    HAVING sum(count) > 0`,
  );
  return (result.rows as Record<string, unknown>[]).map((row) => {
    const key = Number(row.key);
    const slot = Math.floor(key / CELLS);
    const rest = key % CELLS;
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
