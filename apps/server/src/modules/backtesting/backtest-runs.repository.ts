import type { BacktestRunsFilter, RunSortField } from '@signaldesk/contracts/backtest-runs';
import type { RiskMetrics } from '@signaldesk/core/backtest/risk-metrics';
import type { BacktestResult } from '@signaldesk/core/backtest/types';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { backtestRuns } from '../../db/schema';

/** The run library's table (docs/backtest.md, Run library). */

export type BacktestRunRow = Omit<typeof backtestRuns.$inferSelect, 'result'>;

/** A row's columns without the result text, which only the detail and the comparison read. */
const { result: _result, ...itemColumns } = getTableColumns(backtestRuns);

export interface NewRun {
  adminId: number;
  username: string;
  result: BacktestResult;
  riskMetrics: RiskMetrics;
  cached: boolean;
  computedAt: Date;
  durationMs: number;
  /** The result's JSON text. */
  resultJson: string;
}

/**
 * The owner's kept run with the same configuration (its range included) and the very same result, if any: the
 * library keeps one row for it (docs/backtest.md, Run library, "One row per identical run").
 */
async function sameRun(db: Database, run: NewRun): Promise<number | undefined> {
  const [row] = await db
    .select({ id: backtestRuns.id })
    .from(backtestRuns)
    .where(
      and(
        eq(backtestRuns.adminId, run.adminId),
        sql`${backtestRuns.config} = ${JSON.stringify(run.result.config)}::jsonb`,
        eq(backtestRuns.result, run.resultJson),
      ),
    )
    .orderBy(desc(backtestRuns.id))
    .limit(1);
  return row?.id;
}

/**
 * Keeps a run, then drops the owner's unstarred runs beyond the newest `keep` (starred runs are never dropped),
 * in one transaction. A run identical to one the owner keeps re-uses that row (its name, note and star stay): it
 * becomes the newest with this run's timing.
 */
export async function insertRun(db: Database, run: NewRun, keep: number): Promise<BacktestRunRow> {
  return db.transaction(async (tx) => {
    const { summary, config } = run.result;
    const existing = await sameRun(tx, run);
    if (existing !== undefined) {
      const [reused] = await tx
        .update(backtestRuns)
        .set({
          createdAt: sql`now()`,
          computedAt: run.computedAt,
          durationMs: run.durationMs,
          cached: run.cached,
        })
        .where(eq(backtestRuns.id, existing))
        .returning(itemColumns);
      return reused!;
    }
    const [row] = await tx
      .insert(backtestRuns)
      .values({
        adminId: run.adminId,
        username: run.username,
        computedAt: run.computedAt,
        durationMs: run.durationMs,
        cached: run.cached,
        config,
        summary,
        riskMetrics: run.riskMetrics,
        result: run.resultJson,
        totalTrades: summary.totalTrades,
        winRate: summary.winRate,
        totalProfitLoss: summary.totalProfitLoss,
        returnOnInvestment: summary.returnOnInvestment,
        profitFactor: run.riskMetrics.profitFactor,
        maxDrawdown: run.riskMetrics.maxDrawdown.percent,
        sharpe: run.riskMetrics.sharpeRatio,
      })
      .returning(itemColumns);
    const unstarred = and(eq(backtestRuns.adminId, run.adminId), eq(backtestRuns.starred, false));
    const newest = tx
      .select({ id: backtestRuns.id })
      .from(backtestRuns)
      .where(unstarred)
      .orderBy(desc(backtestRuns.createdAt), desc(backtestRuns.id))
      .limit(keep);
    await tx.delete(backtestRuns).where(and(unstarred, notInArray(backtestRuns.id, newest)));
    return row!;
  });
}

const SORT_COLUMNS = {
  createdAt: backtestRuns.createdAt,
  name: backtestRuns.name,
  totalTrades: backtestRuns.totalTrades,
  winRate: backtestRuns.winRate,
  totalProfitLoss: backtestRuns.totalProfitLoss,
  returnOnInvestment: backtestRuns.returnOnInvestment,
  profitFactor: backtestRuns.profitFactor,
  maxDrawdown: backtestRuns.maxDrawdown,
  sharpe: backtestRuns.sharpe,
  durationMs: backtestRuns.durationMs,
} as const satisfies Record<RunSortField, unknown>;

/** Escapes LIKE's wildcards so the search text matches as typed. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listRuns(
  db: Database,
  adminId: number,
  query: BacktestRunsFilter,
): Promise<{ rows: BacktestRunRow[]; total: number }> {
  const filters: SQL[] = [];
  if (query.owner === 'mine') filters.push(eq(backtestRuns.adminId, adminId));
  if (query.starred) filters.push(eq(backtestRuns.starred, query.starred === 'true'));
  if (query.cached) filters.push(eq(backtestRuns.cached, query.cached === 'true'));
  if (query.search) {
    const pattern = likePattern(query.search);
    filters.push(or(ilike(backtestRuns.name, pattern), ilike(backtestRuns.note, pattern))!);
  }
  const where = filters.length ? and(...filters) : undefined;
  const column = SORT_COLUMNS[query.sort];
  const direction = query.order === 'asc' ? asc : desc;
  // Runs without the figure (no name, no profit factor) come last either way.
  const nullsLast = sql`${column} IS NULL`;
  const [rows, [totals]] = await Promise.all([
    db
      .select(itemColumns)
      .from(backtestRuns)
      .where(where)
      .orderBy(nullsLast, direction(column), direction(backtestRuns.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(backtestRuns).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function findRun(db: Database, id: number): Promise<BacktestRunRow | undefined> {
  const [row] = await db.select(itemColumns).from(backtestRuns).where(eq(backtestRuns.id, id));
  return row;
}

/** The rows with their results, in the order of `ids` (missing ids left out). */
export async function findRunsWithResults(
  db: Database,
  ids: readonly number[],
): Promise<(BacktestRunRow & { result: BacktestResult })[]> {
  const rows = await db
    .select()
    .from(backtestRuns)
    .where(inArray(backtestRuns.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ ...row, result: JSON.parse(row.result) as BacktestResult }] : [];
  });
}

export async function updateRun(
  db: Database,
  id: number,
  patch: { name?: string | null; note?: string | null; starred?: boolean },
): Promise<BacktestRunRow | undefined> {
  const [row] = await db
    .update(backtestRuns)
    .set(patch)
    .where(eq(backtestRuns.id, id))
    .returning(itemColumns);
  return row;
}

export async function deleteRun(db: Database, id: number): Promise<void> {
  await db.delete(backtestRuns).where(eq(backtestRuns.id, id));
}
