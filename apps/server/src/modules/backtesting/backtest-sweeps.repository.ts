import type { SweepResult, SweepStart, SweepState } from '@signaldesk/contracts/backtest-sweeps';
import { and, desc, eq, getTableColumns, ne, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { backtestSweeps } from '../../db/schema';

/** The sweeps' table (docs/backtest.md, Sweeps). */

export type SweepRow = typeof backtestSweeps.$inferSelect;
/** What a sweep keeps once ended: everything of its result but the status, which the row's columns hold. */
export type StoredSweepResult = Omit<SweepResult, 'status' | 'config'>;

/** Sweeps kept per admin; older ended ones are dropped when a new one starts. */
export const SWEEPS_KEPT = 50;

export async function insertSweep(
  db: Database,
  sweep: { adminId: number; username: string; total: number; request: SweepStart; startedAt: Date },
): Promise<SweepRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(backtestSweeps)
      .values({ ...sweep, state: 'running' })
      .returning();
    const mine = eq(backtestSweeps.adminId, sweep.adminId);
    const newest = tx
      .select({ id: backtestSweeps.id })
      .from(backtestSweeps)
      .where(mine)
      .orderBy(desc(backtestSweeps.startedAt), desc(backtestSweeps.id))
      .limit(SWEEPS_KEPT);
    await tx
      .delete(backtestSweeps)
      .where(and(mine, ne(backtestSweeps.state, 'running'), notInArray(backtestSweeps.id, newest)));
    return row!;
  });
}

export async function finishSweep(
  db: Database,
  id: number,
  end: {
    state: Exclude<SweepState, 'running'>;
    finishedAt: Date;
    done: number;
    elapsedMs: number;
    positions: number;
    error: string | null;
    result: StoredSweepResult | null;
  },
): Promise<void> {
  await db.update(backtestSweeps).set(end).where(eq(backtestSweeps.id, id));
}

export async function findSweep(db: Database, id: number): Promise<SweepRow | undefined> {
  const [row] = await db.select().from(backtestSweeps).where(eq(backtestSweeps.id, id));
  return row;
}

/** The newest sweeps of every admin, without their results. */
export async function listSweeps(db: Database, limit: number): Promise<Omit<SweepRow, 'result'>[]> {
  const { result: _result, ...columns } = getTableColumns(backtestSweeps);
  return db
    .select(columns)
    .from(backtestSweeps)
    .orderBy(desc(backtestSweeps.startedAt), desc(backtestSweeps.id))
    .limit(limit);
}

/** Sweeps left `running` by a process that stopped: nothing computes them any more. */
export async function failInterruptedSweeps(db: Database, finishedAt: Date): Promise<void> {
  await db
    .update(backtestSweeps)
    .set({ state: 'failed', error: 'The server stopped during the sweep', finishedAt })
    .where(eq(backtestSweeps.state, 'running'));
}
