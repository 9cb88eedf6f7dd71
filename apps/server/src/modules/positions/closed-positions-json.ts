import type { ClosedPositionsQuery } from '@signaldesk/contracts/positions';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { executeRows } from './positions.queries';

type FieldKind = 'number' | 'string' | 'boolean' | 'time';

/** Wire field, column, kind and nullability, in the contract's field order. */
const POSITION_WIRE_FIELDS: ReadonlyArray<readonly [string, string, FieldKind, 'null'?]> = [
  ['id', 'id', 'number'],
  ['symbol', 'symbol', 'string'],
  ['direction', 'direction', 'string'],
  ['entryPrice', 'entry_price', 'number'],
  ['exitPrice', 'exit_price', 'number', 'null'],
  ['stopLoss', 'stop_loss', 'number'],
  ['tp1', 'tp1', 'number'],
  ['tp2', 'tp2', 'number'],
  ['tp3', 'tp3', 'number'],
  ['tp1Size', 'tp1_size', 'number'],
  ['tp2Size', 'tp2_size', 'number'],
  ['hitTp1', 'hit_tp1', 'boolean'],
  ['hitTp2', 'hit_tp2', 'boolean'],
  ['hitTp3', 'hit_tp3', 'boolean'],
  ['tp1ProfitPercentage', 'tp1_profit_percentage', 'number', 'null'],
  ['tp2ProfitPercentage', 'tp2_profit_percentage', 'number', 'null'],
  ['finalProfitPercentage', 'final_profit_percentage', 'number', 'null'],
  ['openedAt', 'opened_at', 'time'],
  ['closedAt', 'closed_at', 'time', 'null'],
  ['closeReason', 'close_reason', 'string', 'null'],
  ['riskScore', 'risk_score', 'number', 'null'],
  ['forcePercentage', 'force_percentage', 'number', 'null'],
  ['score', 'score', 'number'],
  ['score2', 'score2', 'number'],
  ['shouldWork', 'should_work', 'boolean'],
  ['isSpot', 'is_spot', 'boolean'],
  ['isGolden', 'is_golden', 'boolean'],
  ['openByAdmin', 'open_by_admin', 'boolean'],
  ['isSignalFromTelegram', 'is_signal_from_telegram', 'boolean'],
  ['isOpportunity', 'is_opportunity', 'boolean'],
  ['traderId', 'trader_id', 'string', 'null'],
  ['trendConfidence', 'trend_confidence', 'number', 'null'],
  ['atrValue', 'atr_value', 'number', 'null'],
  ['volumeRatio', 'volume_ratio', 'number', 'null'],
  ['marketVolatilityIndex', 'market_volatility_index', 'number', 'null'],
  ['status', 'status', 'string'],
  ['reopenedAt', 'reopened_at', 'time', 'null'],
];

/**
 * The JSON text of one value. float8 and int output are JSON numbers already (shortest round-trip form);
 * `to_json` quotes and escapes text; the time is `"YYYY-MM-DDTHH:MI:SS.mssZ"`, milliseconds truncated like
 * `Date.toISOString` (the `\"` of the pattern writes the quotes, so a NULL time stays NULL).
 */
function valueText(column: string, kind: FieldKind): string {
  switch (kind) {
    case 'number':
      return column;
    case 'string':
      return `to_json(${column})`;
    case 'boolean':
      return `CASE WHEN ${column} THEN 'true' ELSE 'false' END`;
    case 'time':
      return `to_char(${column} AT TIME ZONE 'UTC', '\\"YYYY-MM-DD"T"HH24:MI:SS.MS"Z\\"')`;
  }
}

/**
 * One position object as the arguments of a single `concat()`: one call per row, no intermediate texts (a `||`
 * chain copies the growing row at each step, `json_agg` of a row looks every column's type up again per row).
 * `concat` skips NULL arguments, so a nullable value is followed by `'null'` when it is NULL.
 */
const POSITION_OBJECT_CONCAT = sql.raw(
  `concat(${POSITION_WIRE_FIELDS.flatMap(([key, column, kind, nullable], index) => {
    const parts = [`'${index === 0 ? '{' : ','}"${key}":'`, valueText(column, kind)];
    if (nullable) parts.push(`CASE WHEN ${column} IS NULL THEN 'null' END`);
    return parts;
  }).join(', ')}, '}')`,
);

/**
 * The closed rows a query selects, newest close first (closedAt desc, id desc), walking the partial index on
 * closed positions (its order is `DESC NULLS LAST`, so the ORDER BY says so too, else PostgreSQL sorts the whole
 * table instead). Aggregates over it take the rows in this order.
 */
function orderedClosedRows(query: ClosedPositionsQuery, columns: SQL): SQL {
  const conditions: SQL[] = [sql`status = 'closed'`];
  if (query.before !== undefined) {
    conditions.push(
      query.beforeId !== undefined
        ? sql`(closed_at, id) < (${query.before}::timestamptz, ${query.beforeId}::int)`
        : sql`closed_at < ${query.before}::timestamptz`,
    );
  }
  const limit = query.limit === undefined ? sql`` : sql` LIMIT ${query.limit}`;
  return sql`SELECT ${columns} FROM positions
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY closed_at DESC NULLS LAST, id DESC NULLS LAST${limit}`;
}

export const CLOSED_BODY_START = '{"success":true,"data":[';
export const CLOSED_BODY_END = ']}';

/** `{"success":true,"data":[...]}` of GET /api/trader-tracker/closedPositions as JSON text, in one statement. */
export async function closedPositionsJson(db: Database, query: ClosedPositionsQuery): Promise<string> {
  const result = await executeRows(
    db,
    sql`SELECT ${CLOSED_BODY_START} || coalesce(string_agg(${POSITION_OBJECT_CONCAT}, ','), '') || ${CLOSED_BODY_END} AS body
    FROM (${orderedClosedRows(query, sql`*`)}) p`,
  );
  return (result.rows[0] as { body: string }).body;
}

/** The ids of the closed positions a query answers, in the answer's order (a walk of the partial index). */
export async function closedPositionIds(db: Database, query: ClosedPositionsQuery): Promise<number[]> {
  const result = await executeRows(
    db,
    sql`SELECT coalesce(string_agg(id::text, ','), '') AS ids FROM (${orderedClosedRows(query, sql`id`)}) p`,
  );
  const ids = (result.rows[0] as { ids: string }).ids;
  return ids === '' ? [] : ids.split(',').map(Number);
}

/**
 * The JSON object text of each given position that is closed. One text comes back (`id object` lines: a JSON text
 * holds no raw newline), not one row per position, which the drivers decode slowly.
 */
export function closedPositionObjects(
  db: Database,
  ids: readonly number[],
): Promise<Array<[number, string]>> {
  return objectLines(
    db,
    sql`SELECT * FROM positions WHERE id = ANY(string_to_array(${ids.join(',')}, ',')::int[]) AND status = 'closed'`,
  );
}

/** The ids and JSON object texts of the closed positions a query answers, in the answer's order. */
export function closedPositionObjectsInOrder(
  db: Database,
  query: ClosedPositionsQuery,
): Promise<Array<[number, string]>> {
  return objectLines(db, orderedClosedRows(query, sql`*`));
}

async function objectLines(db: Database, rows: SQL): Promise<Array<[number, string]>> {
  const result = await executeRows(
    db,
    sql`SELECT coalesce(string_agg(id::text || ' ' || ${POSITION_OBJECT_CONCAT}, E'\n'), '') AS objects
    FROM (${rows}) p`,
  );
  const text = (result.rows[0] as { objects: string }).objects;
  if (text === '') return [];
  return text.split('\n').map((line) => {
    const space = line.indexOf(' ');
    return [Number(line.slice(0, space)), line.slice(space + 1)];
  });
}
