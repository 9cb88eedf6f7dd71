import type { PositionStats, PositionSummaries } from '@signaldesk/contracts/positions';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { CATEGORY_SQL, WIN_SQL } from '../../db/position-rules.sql';

/**
 * The summaries read, fast at 100 000 rows: aggregates over one scan. The closed list, the other read that must
 * stay fast, is closed-positions-json.ts.
 */

/** Rows of a raw statement; both drivers answer `{rows}`. */
export async function executeRows(db: Database, query: SQL): Promise<{ rows: unknown[] }> {
  return (await db.execute(query)) as unknown as { rows: unknown[] };
}

interface StatsRow {
  category: string;
  count: number | string;
  wins: number | string;
  best: number | null;
  worst: number | null;
  total: number | null;
}

/**
 * Per-category statistics of closed positions with a final profit (core/position/stats), in one scan grouped by
 * category; the 'all' block is combined from the category rows.
 */
export async function positionSummaries(db: Database): Promise<PositionSummaries> {
  const result = await executeRows(
    db,
    sql`
    SELECT category,
      count(*)::int AS count,
      (count(*) FILTER (WHERE win))::int AS wins,
      max(profit) AS best,
      min(profit) AS worst,
      sum(profit) AS total
    FROM (
      SELECT ${CATEGORY_SQL} AS category, final_profit_percentage AS profit, ${WIN_SQL} AS win
      FROM positions
      WHERE status = 'closed' AND final_profit_percentage IS NOT NULL
    ) c
    GROUP BY category`,
  );
  const rows = result.rows as StatsRow[];
  const all = combine(rows);
  const byCategory = (category: string) => combine(rows.filter((row) => row.category === category));
  return {
    all,
    golden: byCategory('golden'),
    admin: byCategory('admin'),
    signal: byCategory('signal'),
    opportunity: byCategory('opportunity'),
  };
}

function combine(rows: readonly StatsRow[]): PositionStats {
  let count = 0;
  let wins = 0;
  let total = 0;
  let best: number | null = null;
  let worst: number | null = null;
  for (const row of rows) {
    count += Number(row.count);
    wins += Number(row.wins);
    total += Number(row.total ?? 0);
    if (row.best !== null && (best === null || Number(row.best) > best)) best = Number(row.best);
    if (row.worst !== null && (worst === null || Number(row.worst) < worst)) worst = Number(row.worst);
  }
  return {
    count,
    successRate: count === 0 ? 0 : (wins * 100) / count,
    bestTrade: best,
    worstTrade: worst,
    averageGain: count === 0 ? 0 : total / count,
  };
}
