import type { Signal } from '@signaldesk/contracts/signal-sources';
import type { Database } from '../../db/client';
import { signals } from '../../db/schema';

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
