import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { positions, signals } from '../../db/schema';

/** Each signal received since `since` (and before `until`, when given) with its live position, if it opened one; the latest `limit`, oldest first. */
export async function readSignalsWithPositions(db: Database, since: Date, until: Date | null, limit: number) {
  const rows = await db
    .select({
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
    })
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
