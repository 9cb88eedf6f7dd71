import type { Signal } from '@signaldesk/contracts/signal-sources';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { signalSources, signals } from '../../db/schema';

export type SignalRow = typeof signals.$inferSelect;
export type NewSignalRow = Omit<typeof signals.$inferInsert, 'id'>;

export async function insertSignal(db: Database, values: NewSignalRow): Promise<SignalRow> {
  const [row] = await db.insert(signals).values(values).returning();
  return row!;
}

/** A stored signal as the API sends it. */
export function toSignal(row: SignalRow): Signal {
  return {
    id: row.id,
    sourceId: row.sourceId,
    symbol: row.symbol,
    direction: row.direction,
    isSpot: row.isSpot,
    category: row.category,
    entry: row.entry,
    stopLoss: row.stopLoss,
    tp1: row.tp1,
    tp2: row.tp2,
    tp3: row.tp3,
    leverage: row.leverage,
    riskScore: row.riskScore,
    forcePercentage: row.forcePercentage,
    traderId: row.traderId,
    receivedAt: row.receivedAt.toISOString(),
    state: row.state,
    ignoredReason: row.ignoredReason,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    positionId: row.positionId,
  };
}

/** The waiting signals, oldest first (the replay's order), with their source's kind. */
export async function listWaitingSignals(db: Database): Promise<(SignalRow & { sourceKind: string })[]> {
  const rows = await db
    .select({ signal: signals, sourceKind: signalSources.kind })
    .from(signals)
    .innerJoin(signalSources, eq(signalSources.id, signals.sourceId))
    .where(eq(signals.state, 'waiting'))
    .orderBy(asc(signals.receivedAt), asc(signals.id));
  return rows.map((row) => ({ ...row.signal, sourceKind: row.sourceKind }));
}

/** Every signal received at or after `since`, whatever its state (confirmation and repetition read them). */
export async function listSignalsSince(db: Database, since: Date): Promise<SignalRow[]> {
  return db
    .select()
    .from(signals)
    .where(gte(signals.receivedAt, since))
    .orderBy(asc(signals.receivedAt), asc(signals.id));
}

/**
 * Records the manager's decision on a signal still waiting; false when another decision came first (the row is
 * locked until the transaction ends, so a decision is taken once).
 */
export async function decideSignal(
  db: Database,
  id: number,
  decision: {
    state: 'entered' | 'ignored';
    ignoredReason: string | null;
    positionId: number | null;
    decidedAt: Date;
  },
): Promise<boolean> {
  const rows = await db
    .update(signals)
    .set(decision)
    .where(and(eq(signals.id, id), eq(signals.state, 'waiting')))
    .returning({ id: signals.id });
  return rows.length === 1;
}

/** Locks a waiting signal for its decision; null when it is no longer waiting. */
export async function lockWaitingSignal(db: Database, id: number): Promise<SignalRow | null> {
  const [row] = await db
    .select()
    .from(signals)
    .where(and(eq(signals.id, id), eq(signals.state, 'waiting')))
    .for('update');
  return row ?? null;
}
