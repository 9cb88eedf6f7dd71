import type { SweepResult, SweepStart, SweepState } from '@signaldesk/contracts/backtest-sweeps';
import { and, desc, eq, getTableColumns, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
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
  sweep: {
    adminId: number;
    username: string;
    total: number;
    request: SweepStart;
    startedAt: Date;
    /** The instance following it (lib/instance-session.ts). */
    ownerInstance: number;
  },
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

/** Stores a sweep's end; only its owner's write counts (false: another instance took it over meanwhile). */
export async function finishSweep(
  db: Database,
  id: number,
  ownerInstance: number,
  end: {
    state: Exclude<SweepState, 'running'>;
    finishedAt: Date;
    done: number;
    elapsedMs: number;
    positions: number;
    error: string | null;
    result: StoredSweepResult | null;
  },
): Promise<boolean> {
  const stored = await db
    .update(backtestSweeps)
    .set(end)
    .where(and(eq(backtestSweeps.id, id), eq(backtestSweeps.ownerInstance, ownerInstance)))
    .returning({ id: backtestSweeps.id });
  return stored.length > 0;
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

/** Running sweeps whose owner is not among the live instances (or unknown: a row from before owners). */
export async function orphanedSweeps(db: Database, liveInstances: number[]): Promise<SweepRow[]> {
  return db
    .select()
    .from(backtestSweeps)
    .where(
      and(
        eq(backtestSweeps.state, 'running'),
        or(
          isNull(backtestSweeps.ownerInstance),
          sql`NOT (${backtestSweeps.ownerInstance} = ANY(${sql.param(liveInstances)}::int[]))`,
        ),
      ),
    )
    .orderBy(backtestSweeps.id);
}

const stillOwnedBy = (id: number, owner: number | null) =>
  and(
    eq(backtestSweeps.id, id),
    eq(backtestSweeps.state, 'running'),
    owner === null ? isNull(backtestSweeps.ownerInstance) : eq(backtestSweeps.ownerInstance, owner),
  );

/**
 * Makes `instance` the owner of a running sweep still owned by the dead `from`; undefined when another instance
 * took it first (the condition makes two collectors safe).
 */
export async function takeOverSweep(
  db: Database,
  id: number,
  from: number | null,
  instance: number,
): Promise<SweepRow | undefined> {
  const [row] = await db
    .update(backtestSweeps)
    .set({ ownerInstance: instance, takeovers: sql`${backtestSweeps.takeovers} + 1` })
    .where(stillOwnedBy(id, from))
    .returning();
  return row;
}

/** Fails a running sweep still owned by the dead `from` (taken over too many times already). */
export async function failOrphanedSweep(
  db: Database,
  id: number,
  from: number | null,
  error: string,
  finishedAt: Date,
): Promise<void> {
  await db.update(backtestSweeps).set({ state: 'failed', error, finishedAt }).where(stillOwnedBy(id, from));
}
