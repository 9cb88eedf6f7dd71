import { desc, eq, gte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { positions, signals } from '../../db/schema';

/** Each signal received since `since` with its live position, if it opened one; the latest `limit`, oldest first. */
export async function readSignalsWithPositions(db: Database, since: Date, limit: number) {
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
    .where(gte(signals.receivedAt, since))
    .orderBy(desc(signals.receivedAt), desc(signals.id))
    .limit(limit);
  return rows.reverse();
}
