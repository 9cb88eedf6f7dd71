import type { ClosedPositionsQuery, PositionStats, PositionSummaries } from '@signaldesk/contracts/positions';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * The two list reads that must stay fast at 100 000 rows. Both are single SQL statements: the closed list is
 * built as one JSON text by PostgreSQL (no row objects in Node, no per-row validation), the summaries are
 * aggregates over one scan.
 */

/** Rows of a raw statement; both drivers answer `{rows}`. */
export async function executeRows(db: Database, query: SQL): Promise<{ rows: unknown[] }> {
  return (await db.execute(query)) as unknown as { rows: unknown[] };
}

const isoText = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Wire field → SQL expression, in the contract's field order. */
const POSITION_JSON_FIELDS: ReadonlyArray<readonly [string, string]> = [
  ['id', 'id'],
  ['symbol', 'symbol'],
  ['direction', 'direction'],
  ['entryPrice', 'entry_price'],
  ['exitPrice', 'exit_price'],
  ['stopLoss', 'stop_loss'],
  ['tp1', 'tp1'],
  ['tp2', 'tp2'],
  ['tp3', 'tp3'],
  ['tp1Size', 'tp1_size'],
  ['tp2Size', 'tp2_size'],
  ['hitTp1', 'hit_tp1'],
  ['hitTp2', 'hit_tp2'],
  ['hitTp3', 'hit_tp3'],
  ['tp1ProfitPercentage', 'tp1_profit_percentage'],
  ['tp2ProfitPercentage', 'tp2_profit_percentage'],
  ['finalProfitPercentage', 'final_profit_percentage'],
  ['openedAt', isoText('opened_at')],
  ['closedAt', isoText('closed_at')],
  ['closeReason', 'close_reason'],
  ['riskScore', 'risk_score'],
  ['forcePercentage', 'force_percentage'],
  ['score', 'score'],
  ['score2', 'score2'],
  ['shouldWork', 'should_work'],
  ['isSpot', 'is_spot'],
  ['isGolden', 'is_golden'],
  ['openByAdmin', 'open_by_admin'],
  ['isSignalFromTelegram', 'is_signal_from_telegram'],
  ['isOpportunity', 'is_opportunity'],
  ['traderId', 'trader_id'],
  ['trendConfidence', 'trend_confidence'],
  ['atrValue', 'atr_value'],
  ['volumeRatio', 'volume_ratio'],
  ['marketVolatilityIndex', 'market_volatility_index'],
  ['status', 'status'],
  ['reopenedAt', isoText('reopened_at')],
];

/** The select list naming each column as its wire field, so `json_agg(row)` writes the wire object. */
const POSITION_JSON_COLUMNS = sql.raw(
  POSITION_JSON_FIELDS.map(([key, expression]) => `${expression} AS "${key}"`).join(', '),
);

/**
 * `{"success":true,"data":[...]}` of GET /api/trader-tracker/closedPositions as JSON text, newest close first
 * (closedAt desc, id desc), walking the partial index on closed positions (its order is `DESC NULLS LAST`, so the
 * ORDER BY says so too, else PostgreSQL sorts the whole table instead).
 */
export async function closedPositionsJson(db: Database, query: ClosedPositionsQuery): Promise<string> {
  const conditions: SQL[] = [sql`status = 'closed'`];
  if (query.before !== undefined) {
    conditions.push(
      query.beforeId !== undefined
        ? sql`(closed_at, id) < (${query.before}::timestamptz, ${query.beforeId}::int)`
        : sql`closed_at < ${query.before}::timestamptz`,
    );
  }
  const limit = query.limit === undefined ? sql`` : sql` LIMIT ${query.limit}`;
  const result = await executeRows(
    db,
    sql`
    SELECT '{"success":true,"data":' || coalesce(json_agg(p), '[]') || '}' AS body
    FROM (
      SELECT ${POSITION_JSON_COLUMNS} FROM positions
      WHERE ${sql.join(conditions, sql` AND `)}
      ORDER BY closed_at DESC NULLS LAST, id DESC NULLS LAST${limit}
    ) p`,
  );
  return (result.rows[0] as { body: string }).body;
}

/** The SQL twin of core/position/category (golden > admin > signal > opportunity > other). */
const CATEGORY_SQL = sql.raw(`CASE
  WHEN is_golden THEN 'golden'
  WHEN open_by_admin THEN 'admin'
  WHEN is_signal_from_telegram THEN 'signal'
  WHEN is_opportunity THEN 'opportunity'
  ELSE 'other' END`);

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
      (count(*) FILTER (WHERE profit > 0))::int AS wins,
      max(profit) AS best,
      min(profit) AS worst,
      sum(profit) AS total
    FROM (
      SELECT ${CATEGORY_SQL} AS category, final_profit_percentage AS profit
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
