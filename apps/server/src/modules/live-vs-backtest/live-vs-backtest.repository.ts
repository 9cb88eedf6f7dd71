import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { positions, signals } from '../../db/schema';

const signalWithPosition = {
  signal: signals,
  position: {
    id: positions.id,
    entryPrice: positions.entryPrice,
    openedAt: positions.openedAt,
    closedAt: positions.closedAt,
    exitPrice: positions.exitPrice,
    closeReason: positions.closeReason,
    profitPercent: positions.finalProfitPercentage,
  },
};

type SignalWithPosition = Awaited<ReturnType<typeof readSignalsWithPositions>>[number];

/** Not a signal its source cancelled (docs/signals.md, Updates): live never decided it, the replay must not either. */
export function notCancelled(row: SignalWithPosition): row is SignalWithPosition & {
  signal: { state: Exclude<SignalWithPosition['signal']['state'], 'cancelled'> };
} {
  return row.signal.state !== 'cancelled';
}

/**
 * The signals received in [from, to) with their positions, oldest first: those the confirmation and repetition
 * windows of the first compared signal look back to.
 */
export async function readSignalsBetween(db: Database, from: Date, to: Date) {
  return db
    .select(signalWithPosition)
    .from(signals)
    .leftJoin(positions, eq(positions.id, signals.positionId))
    .where(and(gte(signals.receivedAt, from), lt(signals.receivedAt, to)))
    .orderBy(signals.receivedAt, signals.id);
}

/**
 * Each signal received since `since` (and before `until`, when given: an undone apply) with its live position, if
 * it opened one; the latest `limit`, oldest first.
 */
export async function readSignalsWithPositions(db: Database, since: Date, until: Date | null, limit: number) {
  const rows = await db
    .select(signalWithPosition)
    .from(signals)
    .leftJoin(positions, eq(positions.id, signals.positionId))
    .where(
      until
        ? and(gte(signals.receivedAt, since), lt(signals.receivedAt, until))
        : gte(signals.receivedAt, since),
    )
    .orderBy(desc(signals.receivedAt), desc(signals.id))
    .limit(limit);
  return rows.reverse();
}
