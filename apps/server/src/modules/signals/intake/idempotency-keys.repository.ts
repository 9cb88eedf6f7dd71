import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { signalIdempotencyKeys } from '../../../db/schema';

/** How long a retry's key answers its first signal (docs/signals.md, Retries), as Stripe keeps its keys. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The signal a key of the source made within the window, or null. */
export async function signalOfKey(
  db: Database,
  sourceId: number,
  key: string,
  now: number,
): Promise<number | null> {
  const [row] = await db
    .select({ signalId: signalIdempotencyKeys.signalId })
    .from(signalIdempotencyKeys)
    .where(
      and(
        eq(signalIdempotencyKeys.sourceId, sourceId),
        eq(signalIdempotencyKeys.key, key),
        gte(signalIdempotencyKeys.createdAt, new Date(now - IDEMPOTENCY_WINDOW_MS)),
      ),
    );
  return row?.signalId ?? null;
}

/**
 * Claims a key for a new signal, inside the transaction that stores it: true when this request owns it (a new
 * key, or one older than the window, taken over). A concurrent claim of the same key waits on the primary key
 * until the first transaction ends, then finds it taken (PostgreSQL; PGlite runs one transaction at a time).
 */
export async function claimKey(db: Database, sourceId: number, key: string, now: number): Promise<boolean> {
  const at = new Date(now);
  const rows = await db
    .insert(signalIdempotencyKeys)
    .values({ sourceId, key, signalId: null, createdAt: at })
    .onConflictDoUpdate({
      target: [signalIdempotencyKeys.sourceId, signalIdempotencyKeys.key],
      set: { signalId: null, createdAt: at },
      setWhere: sql`${signalIdempotencyKeys.createdAt} < ${new Date(now - IDEMPOTENCY_WINDOW_MS)}`,
    })
    .returning({ key: signalIdempotencyKeys.key });
  return rows.length === 1;
}

export async function keySignal(db: Database, sourceId: number, key: string, signalId: number) {
  await db
    .update(signalIdempotencyKeys)
    .set({ signalId })
    .where(and(eq(signalIdempotencyKeys.sourceId, sourceId), eq(signalIdempotencyKeys.key, key)));
}
