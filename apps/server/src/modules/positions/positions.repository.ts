import { weightedProfitPercentage } from '@signaldesk/core/position/performance';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { positions } from '../../db/schema';
import { LOCK_KEYS } from '../../lib/lock-keys';
import { openPositionsChanged } from './open-positions-version';
import type { NewPositionRow, PositionRow } from './position-row';

export async function listOpenPositions(db: Database): Promise<PositionRow[]> {
  return db
    .select()
    .from(positions)
    .where(eq(positions.status, 'open'))
    .orderBy(desc(positions.openedAt), desc(positions.id));
}

export async function findPosition(db: Database, id: number): Promise<PositionRow | undefined> {
  const [row] = await db.select().from(positions).where(eq(positions.id, id)).limit(1);
  return row;
}

/** The row, locked until the end of the caller's transaction (so concurrent changes queue behind it). */
export async function lockPosition(tx: Database, id: number): Promise<PositionRow | undefined> {
  const [row] = await tx.select().from(positions).where(eq(positions.id, id)).for('update').limit(1);
  return row;
}

export async function insertPosition(db: Database, values: NewPositionRow): Promise<PositionRow> {
  openPositionsChanged();
  const [row] = await db.insert(positions).values(values).returning();
  return row!;
}

/** Worked open positions, and those of one symbol and direction (the Risk Manager's two counts). */
export async function countWorkedOpen(
  db: Database,
  symbol: string,
  direction: PositionRow['direction'],
): Promise<{ total: number; sameSymbolDirection: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      sameSymbolDirection: sql<number>`(count(*) FILTER (WHERE ${positions.symbol} = ${symbol} AND ${positions.direction} = ${direction}))::int`,
    })
    .from(positions)
    .where(and(eq(positions.status, 'open'), eq(positions.shouldWork, true)));
  return { total: Number(row?.total ?? 0), sameSymbolDirection: Number(row?.sameSymbolDirection ?? 0) };
}

/** Serialises the Risk Manager check and the insert of concurrent opens (released at commit). */
export async function lockRiskManager(tx: Database): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_KEYS.riskManager})`);
}

/** Take-profit progress of an open position, as the monitor records it. */
export interface TargetHits {
  hitTp1: boolean;
  hitTp2: boolean;
  hitTp3: boolean;
  tp1ProfitPercentage: number | null;
  tp2ProfitPercentage: number | null;
}

/**
 * Records take-profit hits on a position that is still open at the entry the hits were judged against (a reopen
 * moves the entry); returns false when the row is not that open position any more.
 */
export async function recordTargetHits(
  db: Database,
  id: number,
  hits: TargetHits,
  expectedEntryPrice: number,
): Promise<boolean> {
  openPositionsChanged();
  const rows = await db
    .update(positions)
    .set(hits)
    .where(
      and(eq(positions.id, id), eq(positions.status, 'open'), eq(positions.entryPrice, expectedEntryPrice)),
    )
    .returning({ id: positions.id });
  return rows.length > 0;
}

export interface CloseInput {
  exitPrice: number;
  reason: string;
  closedAt: Date;
  /** Hits the closer saw that the row may not hold yet (the monitor's last step). */
  hits?: TargetHits;
}

/**
 * Closes the remainder of a locked open row at `exitPrice` (docs/positions-server.md, Calls):
 * finalProfitPercentage = realised take-profit portions + remainder at exitPrice (core weightedProfitPercentage).
 * The UPDATE is conditional on status 'open', so a second close changes nothing and returns undefined.
 */
export async function closeLockedPosition(
  tx: Database,
  row: PositionRow,
  input: CloseInput,
): Promise<PositionRow | undefined> {
  const hits: TargetHits = input.hits ?? {
    hitTp1: row.hitTp1,
    hitTp2: row.hitTp2,
    hitTp3: row.hitTp3,
    tp1ProfitPercentage: row.tp1ProfitPercentage,
    tp2ProfitPercentage: row.tp2ProfitPercentage,
  };
  const finalProfitPercentage = weightedProfitPercentage({ ...row, ...hits }, input.exitPrice);
  openPositionsChanged();
  const [closed] = await tx
    .update(positions)
    .set({
      ...hits,
      status: 'closed',
      exitPrice: input.exitPrice,
      closeReason: input.reason,
      closedAt: input.closedAt,
      finalProfitPercentage,
    })
    .where(and(eq(positions.id, row.id), eq(positions.status, 'open')))
    .returning();
  return closed;
}

export async function updatePosition(
  tx: Database,
  id: number,
  values: Partial<NewPositionRow>,
): Promise<PositionRow | undefined> {
  openPositionsChanged();
  const [row] = await tx.update(positions).set(values).where(eq(positions.id, id)).returning();
  return row;
}
