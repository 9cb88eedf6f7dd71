import { POSITION_CATEGORIES, positionCategory } from '@signaldesk/core/position/category';
import { closeReasonShare, isWinningProfit } from '@signaldesk/core/position/outcome';
import { DIRECTIONS } from '@signaldesk/core/position/profit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { installPositionHourCells } from '../../src/db/position-hour-cells';
import type { AnalyticsCell } from '../../src/modules/advanced-analytics/advanced-analytics.repository';
import { openTestDatabase } from '../support/test-database';

/**
 * position_hour_cells stays equal to the closed positions summed by hand (core's rules applied in JavaScript to
 * the rows of `positions`) through inserts, closes, reopens, edits, deletes, truncation, concurrent closes and a
 * change of the installed rules (docs/advanced-analytics.md, Speed).
 */
let database: DatabaseHandle;
type Query = (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;
const run = <T>(work: (query: Query) => Promise<T>) => database.withConnection(work);

beforeEach(async () => {
  database = await openTestDatabase();
});
afterEach(async () => {
  await database.close();
});

const HOUR_MS = 3_600_000;
const BASE = Date.parse('2026-11-02T22:30:00.000Z');
const CLOSE_REASONS = ['SL', 'TP3', 'BREAKEVEN_1', 'BREAKEVEN_2', 'TRADERS_EXIT', 'TIMEOUT'];

/** `count` positions spread over 6 hours around a UTC midnight, a third left open. */
async function insertPositions(count: number): Promise<void> {
  await run((query) =>
    query(
      `INSERT INTO positions (symbol, direction, entry_price, stop_loss, tp1, tp2, tp3, tp1_size, tp2_size,
         hit_tp1, hit_tp2, hit_tp3, final_profit_percentage, opened_at, close_reason, status,
         is_golden, open_by_admin, is_signal_from_telegram, is_opportunity)
       SELECT 'S' || (g % 3) || 'USDT', CASE WHEN g % 2 = 0 THEN 'LONG' ELSE 'SHORT' END, 100, 96, 101, 102, 103,
         30, 30, g % 3 = 0, g % 5 = 0, g % 7 = 0,
         CASE WHEN g % 3 = 2 THEN NULL ELSE ((g % 9) - 4) * 0.75 END,
         to_timestamp($1::float8 / 1000) + (g * 7 || ' minutes')::interval,
         CASE WHEN g % 3 = 2 THEN NULL ELSE ($2::text[])[1 + g % 6] END,
         CASE WHEN g % 3 = 2 THEN 'open' ELSE 'closed' END,
         g % 11 = 0, g % 4 = 0, g % 5 = 1, g % 6 = 1
       FROM generate_series(1, $3::int) AS g`,
      [BASE, CLOSE_REASONS, count],
    ),
  );
}

/** The sums a cell keeps: the figures of an analytics cell without its key. */
type Sums = Omit<AnalyticsCell, 'day' | 'hour' | 'category' | 'direction'>;

/** The cells summed in JavaScript from the rows, with core's rules. */
async function expectedCells(): Promise<Record<string, Sums>> {
  const rows = (
    await run((query) =>
      query(
        `SELECT direction, hit_tp1, hit_tp2, hit_tp3, final_profit_percentage, close_reason, status,
         extract(epoch FROM opened_at) * 1000 AS opened_ms,
         is_golden, open_by_admin, is_signal_from_telegram, is_opportunity FROM positions`,
      ),
    )
  ).rows as Record<string, unknown>[];
  const cells: Record<string, Sums> = {};
  for (const row of rows) {
    const profit = row.final_profit_percentage as number | null;
    if (row.status !== 'closed' || profit === null) continue;
    const category = positionCategory({
      isGolden: row.is_golden as boolean,
      openByAdmin: row.open_by_admin as boolean,
      isSignalFromTelegram: row.is_signal_from_telegram as boolean,
      isOpportunity: row.is_opportunity as boolean,
    });
    const cell =
      POSITION_CATEGORIES.indexOf(category) * DIRECTIONS.length +
      DIRECTIONS.indexOf(row.direction as (typeof DIRECTIONS)[number]);
    const key = `${Math.floor(Number(row.opened_ms) / HOUR_MS)}:${cell}`;
    cells[key] ??= {
      count: 0,
      wins: 0,
      totalProfit: 0,
      tp1Hits: 0,
      tp2Hits: 0,
      tp3Hits: 0,
      breakevens: 0,
      tradersExits: 0,
      slHits: 0,
    };
    const sums = cells[key];
    const share = closeReasonShare(row.close_reason as string | null);
    sums.count++;
    sums.wins += isWinningProfit(profit) ? 1 : 0;
    sums.totalProfit += profit;
    sums.tp1Hits += row.hit_tp1 ? 1 : 0;
    sums.tp2Hits += row.hit_tp2 ? 1 : 0;
    sums.tp3Hits += row.hit_tp3 ? 1 : 0;
    sums.breakevens += share === 'breakevenRate' ? 1 : 0;
    sums.tradersExits += share === 'tradersExitRate' ? 1 : 0;
    sums.slHits += share === 'slHitRate' ? 1 : 0;
  }
  for (const sums of Object.values(cells)) sums.totalProfit = Math.round(sums.totalProfit * 1e6) / 1e6;
  return cells;
}

/** The stored cells, without the rows that sum to nothing (left by a reopen or a delete). */
async function storedCells(): Promise<Record<string, Sums>> {
  const rows = (
    await run((query) =>
      query(
        `SELECT hour, cell, count, wins, total_profit::float8 AS total_profit, tp1_hits, tp2_hits, tp3_hits,
         breakevens, traders_exits, sl_hits FROM position_hour_cells WHERE count <> 0`,
      ),
    )
  ).rows as Record<string, number>[];
  return Object.fromEntries(
    rows.map((row) => [
      `${row.hour}:${row.cell}`,
      {
        count: row.count,
        wins: row.wins,
        totalProfit: Math.round(Number(row.total_profit) * 1e6) / 1e6,
        tp1Hits: row.tp1_hits,
        tp2Hits: row.tp2_hits,
        tp3Hits: row.tp3_hits,
        breakevens: row.breakevens,
        tradersExits: row.traders_exits,
        slHits: row.sl_hits,
      },
    ]),
  ) as Record<string, Sums>;
}

async function expectCellsToMatch(): Promise<void> {
  const expected = await expectedCells();
  expect(Object.keys(expected).length).toBeGreaterThan(0);
  expect(await storedCells()).toEqual(expected);
}

describe('position_hour_cells', () => {
  it('holds the sums of the inserted closed positions, open ones left out', async () => {
    await insertPositions(60);
    const open = await run((query) =>
      query(`SELECT count(*)::int AS n FROM positions WHERE status = 'open'`),
    );
    expect((open.rows[0] as { n: number }).n).toBe(20);
    await expectCellsToMatch();
    const total = await run((query) => query('SELECT sum(count)::int AS n FROM position_hour_cells'));
    expect((total.rows[0] as { n: number }).n).toBe(40);
  });

  it('follows closes, reopens, edits and deletes', async () => {
    await insertPositions(60);
    await run(async (query) => {
      await query(
        `UPDATE positions SET status = 'closed', final_profit_percentage = 2.5, close_reason = 'TRADERS_EXIT'
         WHERE id IN (SELECT id FROM positions WHERE status = 'open' ORDER BY id LIMIT 7)`,
      );
      await query(
        `UPDATE positions SET status = 'open', final_profit_percentage = NULL, close_reason = NULL
         WHERE id IN (SELECT id FROM positions WHERE status = 'closed' ORDER BY id DESC LIMIT 5)`,
      );
      await query(`UPDATE positions SET final_profit_percentage = -1.25, is_golden = true WHERE id % 4 = 1`);
      await query(`UPDATE positions SET opened_at = opened_at + interval '3 hours' WHERE id % 5 = 2`);
      await query(`DELETE FROM positions WHERE id % 6 = 3`);
    });
    await expectCellsToMatch();
  });

  it('is emptied by a truncation of positions', async () => {
    await insertPositions(30);
    // CASCADE: signals refer to the positions they opened.
    await run((query) => query('TRUNCATE positions CASCADE'));
    const left = await run((query) => query('SELECT count(*)::int AS n FROM position_hour_cells'));
    expect((left.rows[0] as { n: number }).n).toBe(0);
  });

  it('stays exact when positions of the same cells close at the same time', async () => {
    await insertPositions(60);
    const open = (await run((query) => query(`SELECT id FROM positions WHERE status = 'open' ORDER BY id`)))
      .rows as { id: number }[];
    await Promise.all(
      open.map(({ id }, index) =>
        run((query) =>
          query(
            `UPDATE positions SET status = 'closed', final_profit_percentage = $2, close_reason = 'SL',
               is_golden = false, open_by_admin = false, is_signal_from_telegram = false, is_opportunity = false,
               direction = 'LONG', opened_at = $3
             WHERE id = $1`,
            [id, (index % 5) - 2, new Date(BASE).toISOString()],
          ),
        ),
      ),
    );
    await expectCellsToMatch();
  });

  it('is rebuilt from positions when the installed rules differ from the code', async () => {
    await insertPositions(45);
    await run(async (query) => {
      await query(`UPDATE position_hour_cells_rules SET function_text = 'rules of an older version'`);
      await query('DELETE FROM position_hour_cells');
    });
    await installPositionHourCells(database);
    await expectCellsToMatch();
  });

  it('is left alone when the installed rules are the code', async () => {
    await insertPositions(45);
    await run((query) => query('UPDATE position_hour_cells SET count = count + 1000'));
    await installPositionHourCells(database);
    const total = await run((query) => query('SELECT sum(count)::int AS n FROM position_hour_cells'));
    expect((total.rows[0] as { n: number }).n).toBeGreaterThan(1000);
  });
});
