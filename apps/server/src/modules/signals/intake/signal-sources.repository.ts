import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { positions, signalSources, signals } from '../../../db/schema';
import { SOURCE_KEY_CACHE, SourceKeyCache } from './source-key-cache';

export type SignalSourceRow = typeof signalSources.$inferSelect;

export interface SourceCounts {
  signals: number;
  entered: number;
  /** Entered signals whose position closed with a final profit, the wins among them, and their mean profit. */
  closed: number;
  wins: number;
  averageProfit: number | null;
  lastSignalAt: Date | null;
}

/** Each database's cache of live sources by key hash (a WeakMap: a closed test database takes its cache along). */
const keyCaches = new WeakMap<Database, SourceKeyCache<SignalSourceRow>>();

function keyCacheOf(db: Database): SourceKeyCache<SignalSourceRow> {
  let cache = keyCaches.get(db);
  if (!cache) {
    cache = new SourceKeyCache(SOURCE_KEY_CACHE.ttlMs, SOURCE_KEY_CACHE.capacity);
    keyCaches.set(db, cache);
  }
  return cache;
}

/** Every write to `signal_sources` calls this, so this process never answers a source it changed as it was. */
export function sourcesChanged(db: Database): void {
  keyCacheOf(db).clear();
}

export async function insertSource(
  db: Database,
  values: Omit<typeof signalSources.$inferInsert, 'id'>,
): Promise<SignalSourceRow> {
  const [row] = await db.insert(signalSources).values(values).returning();
  sourcesChanged(db);
  return row!;
}

/**
 * Every source, newest first, with its signal counts and the outcome of its entered signals' closed positions (one
 * grouped read; docs/signals.md, "The Signals screen").
 */
export async function listSourcesWithCounts(db: Database): Promise<(SignalSourceRow & SourceCounts)[]> {
  const closed = sql`${positions.status} = 'closed' and ${positions.finalProfitPercentage} is not null`;
  const counts = db
    .select({
      sourceId: signals.sourceId,
      count: sql<number>`count(*)::int`.as('count'),
      entered: sql<number>`count(*) filter (where ${signals.state} = 'entered')::int`.as('entered'),
      closed: sql<number>`count(*) filter (where ${closed})::int`.as('closed'),
      wins: sql<number>`count(*) filter (where ${closed} and ${positions.finalProfitPercentage} > 0)::int`.as(
        'wins',
      ),
      average: sql<number | null>`avg(${positions.finalProfitPercentage}) filter (where ${closed})`.as(
        'average',
      ),
      last: sql<Date>`max(${signals.receivedAt})`.as('last'),
    })
    .from(signals)
    .leftJoin(positions, and(eq(positions.id, signals.positionId), eq(signals.state, 'entered')))
    .groupBy(signals.sourceId)
    .as('counts');
  const rows = await db
    .select({
      source: signalSources,
      count: counts.count,
      entered: counts.entered,
      closed: counts.closed,
      wins: counts.wins,
      average: counts.average,
      last: counts.last,
    })
    .from(signalSources)
    .leftJoin(counts, eq(counts.sourceId, signalSources.id))
    .orderBy(desc(signalSources.createdAt), desc(signalSources.id));
  return rows.map((row) => ({
    ...row.source,
    signals: row.count ?? 0,
    entered: row.entered ?? 0,
    closed: row.closed ?? 0,
    wins: row.wins ?? 0,
    // PostgreSQL's avg of double precision is double precision; drivers may still hand it over as text.
    averageProfit: row.average === null || row.average === undefined ? null : Number(row.average),
    lastSignalAt: row.last ? new Date(row.last) : null,
  }));
}

/** Marks a source revoked; null when there is no such source. Revoking twice keeps the first time. */
export async function revokeSource(db: Database, id: number, at: Date): Promise<SignalSourceRow | null> {
  const [row] = await db
    .update(signalSources)
    .set({ revokedAt: sql`coalesce(${signalSources.revokedAt}, ${at})` })
    .where(eq(signalSources.id, id))
    .returning();
  sourcesChanged(db);
  return row ?? null;
}

/**
 * The live (not revoked) webhook source holding this key hash: read once, then kept for a few seconds
 * (source-key-cache.ts; a revocation by another instance takes effect here within that time).
 */
export async function findSourceByKeyHash(db: Database, keyHash: string): Promise<SignalSourceRow | null> {
  const cache = keyCacheOf(db);
  const at = performance.now();
  const kept = cache.get(keyHash, at);
  if (kept) return kept;
  const generation = cache.generation;
  const [row] = await db
    .select()
    .from(signalSources)
    .where(and(eq(signalSources.apiKeyHash, keyHash), isNull(signalSources.revokedAt)));
  if (row) cache.set(keyHash, row, at, generation);
  return row ?? null;
}

/** The live (not revoked) telegram sources, oldest first: the channels the Telegram intake reads. */
export async function listActiveTelegramSources(db: Database): Promise<SignalSourceRow[]> {
  return db
    .select()
    .from(signalSources)
    .where(and(eq(signalSources.kind, 'telegram'), isNull(signalSources.revokedAt)))
    .orderBy(signalSources.id);
}

/** A source's settings (docs/signals.md, Sources); null when there is no such source. */
export async function updateSourceSettings(
  db: Database,
  id: number,
  settings: Partial<Pick<SignalSourceRow, 'updatesAct' | 'ratePerMinute' | 'rateBurst' | 'idempotencyField'>>,
): Promise<SignalSourceRow | null> {
  const [row] = await db.update(signalSources).set(settings).where(eq(signalSources.id, id)).returning();
  return row ?? null;
}
