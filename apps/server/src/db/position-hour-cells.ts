import { CLOSE_REASON_SHARES, type CloseReasonShare } from '@signaldesk/core/position/outcome';
import { DIRECTIONS } from '@signaldesk/core/position/profit';
import { LOCK_KEYS } from '../lib/lock-keys';
import type { DatabaseHandle } from './client';
import { categoryIndexText, closeReasonText, directionIndexText, winText } from './position-rules.sql';

/*
 * `position_hour_cells` holds the closed positions (with a final profit) summed per opening hour and cell
 * (docs/advanced-analytics.md, Speed). Statement triggers on `positions` keep it exact: each statement's old rows
 * are subtracted and its new rows added, in one upsert per statement. The trigger function is written here, from
 * core's rules, and installed at start; when its text differs from the one installed (the rules changed), the
 * table is rebuilt from `positions` in the same transaction.
 */

/** Hours since the epoch of the opening time: UTC hours, so day and weekday filters fall on whole rows. */
const HOUR_TEXT = `floor(extract(epoch FROM opened_at) / 3600)::int`;
/** Category index × number of directions + direction index. */
const CELL_TEXT = `(${categoryIndexText()}) * ${DIRECTIONS.length} + ${directionIndexText()}`;
const COUNTED_TEXT = `status = 'closed' AND final_profit_percentage IS NOT NULL`;

const SHARE_COLUMNS: Record<CloseReasonShare, string> = {
  breakevenRate: 'breakevens',
  tradersExitRate: 'traders_exits',
  slHitRate: 'sl_hits',
};

/** Counted conditions per column, each a sum of `sign` over the rows meeting it. */
const COUNTED_COLUMNS: Array<[column: string, condition: string]> = [
  ['wins', winText()],
  ['tp1_hits', 'hit_tp1'],
  ['tp2_hits', 'hit_tp2'],
  ['tp3_hits', 'hit_tp3'],
  ...(Object.keys(CLOSE_REASON_SHARES) as CloseReasonShare[]).map((share): [string, string] => [
    SHARE_COLUMNS[share],
    closeReasonText(share),
  ]),
];

/**
 * Adds `source`'s rows (positions' columns plus `sign`, +1 to add and −1 to subtract) to the cells. Grouped, so
 * that the upsert touches each cell once, and ordered, so that concurrent statements lock cells in one order.
 */
function upsertFrom(source: string): string {
  const columns = ['count', 'total_profit', ...COUNTED_COLUMNS.map(([column]) => column)];
  const sums = [
    'sum(sign)',
    'sum(sign * final_profit_percentage::numeric)',
    ...COUNTED_COLUMNS.map(([, condition]) => `coalesce(sum(sign) FILTER (WHERE ${condition}), 0)`),
  ];
  return `INSERT INTO position_hour_cells AS cells (hour, cell, ${columns.join(', ')})
    SELECT ${HOUR_TEXT}, ${CELL_TEXT}, ${sums.join(', ')}
    FROM ${source} AS changed WHERE ${COUNTED_TEXT}
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (hour, cell) DO UPDATE SET ${columns.map((column) => `${column} = cells.${column} + excluded.${column}`).join(', ')}`;
}

const OLD_ROWS = 'SELECT *, -1 AS sign FROM old_rows';
const NEW_ROWS = 'SELECT *, 1 AS sign FROM new_rows';

export const POSITION_HOUR_CELLS_FUNCTION = `CREATE OR REPLACE FUNCTION signaldesk_position_hour_cells() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM position_hour_cells;
  ELSIF TG_OP = 'INSERT' THEN
    ${upsertFrom(`(${NEW_ROWS})`)};
  ELSIF TG_OP = 'DELETE' THEN
    ${upsertFrom(`(${OLD_ROWS})`)};
  ELSE
    ${upsertFrom(`(${OLD_ROWS} UNION ALL ${NEW_ROWS})`)};
  END IF;
  RETURN NULL;
END
$fn$`;

const TRIGGER_EVENTS: Record<string, string> = {
  insert: 'INSERT ON positions REFERENCING NEW TABLE AS new_rows',
  update: 'UPDATE ON positions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows',
  delete: 'DELETE ON positions REFERENCING OLD TABLE AS old_rows',
  truncate: 'TRUNCATE ON positions',
};
const TRIGGERS = Object.entries(TRIGGER_EVENTS).map(
  ([name, event]) =>
    `CREATE OR REPLACE TRIGGER position_hour_cells_${name} AFTER ${event}
     FOR EACH STATEMENT EXECUTE FUNCTION signaldesk_position_hour_cells()`,
);

/**
 * Installs the trigger function and its triggers when the installed text differs (first start, or changed rules),
 * and then rebuilds the cells from `positions`; does nothing otherwise. One transaction: a crash leaves the old
 * function and cells in place.
 */
export async function installPositionHourCells(handle: DatabaseHandle): Promise<void> {
  await handle.withConnection(async (query) => {
    await query('BEGIN');
    try {
      await query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEYS.positionHourCellsInstall]);
      const installed = await query('SELECT function_text FROM position_hour_cells_rules WHERE id = 1');
      const current = (installed.rows[0] as { function_text?: string } | undefined)?.function_text;
      if (current !== POSITION_HOUR_CELLS_FUNCTION) {
        await query(POSITION_HOUR_CELLS_FUNCTION);
        for (const trigger of TRIGGERS) await query(trigger);
        await query('DELETE FROM position_hour_cells');
        await query(upsertFrom('(SELECT *, 1 AS sign FROM positions)'));
        await query(
          `INSERT INTO position_hour_cells_rules (id, function_text) VALUES (1, $1)
           ON CONFLICT (id) DO UPDATE SET function_text = excluded.function_text`,
          [POSITION_HOUR_CELLS_FUNCTION],
        );
      }
      await query('COMMIT');
    } catch (error) {
      await query('ROLLBACK');
      throw error;
    }
  });
}
