import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { parameterOrigin } from '../../db/schema';

/** The table of where the live parameters came from (docs/trading-parameters.md, "Apply a run to live"). */

export type OriginRow = typeof parameterOrigin.$inferSelect;
export type NewOrigin = typeof parameterOrigin.$inferInsert;

export async function insertOrigin(db: Database, origin: NewOrigin): Promise<OriginRow> {
  const [row] = await db.insert(parameterOrigin).values(origin).returning();
  return row!;
}

/** The latest apply not undone, or undefined. */
export async function currentOrigin(db: Database): Promise<OriginRow | undefined> {
  const [row] = await db
    .select()
    .from(parameterOrigin)
    .where(isNull(parameterOrigin.undoneAt))
    .orderBy(desc(parameterOrigin.appliedAt), desc(parameterOrigin.id))
    .limit(1);
  return row;
}

/** The latest apply, undone or not (Analytics keeps comparing it after an undo), or undefined. */
export async function latestApply(db: Database): Promise<OriginRow | undefined> {
  const [row] = await db
    .select()
    .from(parameterOrigin)
    .orderBy(desc(parameterOrigin.appliedAt), desc(parameterOrigin.id))
    .limit(1);
  return row;
}

/** Marks an apply undone, only if it still is not: false when another undo came first. */
export async function markUndone(db: Database, id: number, at: Date, undoAuditId: number): Promise<boolean> {
  const rows = await db
    .update(parameterOrigin)
    .set({ undoneAt: at, undoAuditId })
    .where(and(eq(parameterOrigin.id, id), isNull(parameterOrigin.undoneAt)))
    .returning({ id: parameterOrigin.id });
  return rows.length === 1;
}
