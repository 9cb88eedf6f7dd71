import type { Signal } from '@signaldesk/contracts/signal-sources';
import { DATE_RULE } from '@signaldesk/core/rules/date-rule';
import { and, asc, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { positions, signalSources, signals } from '../../db/schema';
import { GroupInsert } from '../../lib/group-insert';

export type SignalRow = typeof signals.$inferSelect;
export type NewSignalRow = Omit<typeof signals.$inferInsert, 'id'>;

/** Each database's writer of new signals (a WeakMap: a closed test database takes its writer along). */
const signalWriters = new WeakMap<Database, GroupInsert<NewSignalRow, SignalRow>>();

/**
 * Stores one signal. Signals arriving together (a busy webhook) are written in one statement (lib/group-insert.ts);
 * PostgreSQL answers the rows of `INSERT … VALUES … RETURNING` in the order of the VALUES.
 */
export function insertSignal(db: Database, values: NewSignalRow): Promise<SignalRow> {
  let writer = signalWriters.get(db);
  if (!writer) {
    writer = new GroupInsert((rows) => db.insert(signals).values(rows).returning());
    signalWriters.set(db, writer);
  }
  return writer.add(values);
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
    entryCondition: row.entryCondition,
  };
}

export async function findSignal(db: Database, id: number): Promise<SignalRow | null> {
  const [row] = await db.select().from(signals).where(eq(signals.id, id));
  return row ?? null;
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
    /** Minutes after the entry candle a late step took the entry (docs/signals.md, Late entries). */
    lateMinutes?: number | null;
  },
): Promise<boolean> {
  const rows = await db
    .update(signals)
    .set(decision)
    .where(and(eq(signals.id, id), eq(signals.state, 'waiting')))
    .returning({ id: signals.id });
  return rows.length === 1;
}

/**
 * Stores where the pattern search of still-waiting signals stands, in one statement (docs/signals.md, "The Signals
 * screen"); a signal decided meanwhile keeps no progress.
 */
export async function saveSearchProgress(
  db: Database,
  updates: ReadonlyArray<{ id: number; progress: NonNullable<SignalRow['searchProgress']> }>,
): Promise<void> {
  for (let from = 0; from < updates.length; from += 500) {
    const values = updates
      .slice(from, from + 500)
      .map(({ id, progress }) => sql`(${id}::integer, ${JSON.stringify(progress)}::jsonb)`);
    await db.execute(sql`
      update signals as s set search_progress = v.progress
      from (values ${sql.join(values, sql`, `)}) as v(id, progress)
      where s.id = v.id and s.state = 'waiting'`);
  }
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

export interface FeedFilter {
  /** One signal (the card). */
  id?: number;
  sourceId?: number;
  state?: SignalRow['state'];
  /** UTC day start, ms; the feed holds signals received in [dayStart, dayStart + 1 day). */
  dayStart?: number;
  /** Keyset cursor: the id of the last signal of the previous page. */
  before?: number;
  limit: number;
}

export interface FeedRow extends SignalRow {
  sourceName: string;
  sourceKind: (typeof signalSources.$inferSelect)['kind'];
  positionStatus: 'open' | 'closed' | null;
  positionProfit: number | null;
}

const DAY_MS = 86_400_000;

/**
 * The signals feed, newest first (receivedAt desc, id desc: the order of `signals_received_idx`), each with its
 * source and its position's status and final profit. `before` continues after that signal in this order; an id
 * that names no signal gives an empty page.
 */
export async function listFeedSignals(db: Database, filter: FeedFilter): Promise<FeedRow[]> {
  const conditions: SQL[] = [];
  if (filter.id !== undefined) conditions.push(eq(signals.id, filter.id));
  if (filter.sourceId !== undefined) conditions.push(eq(signals.sourceId, filter.sourceId));
  if (filter.state !== undefined) conditions.push(eq(signals.state, filter.state));
  if (filter.dayStart !== undefined) {
    conditions.push(gte(signals.receivedAt, new Date(filter.dayStart)));
    // The day after 9999-12-31 has no ISO text PostgreSQL reads (+010000-…); nothing is received after it anyway.
    const dayEnd = new Date(filter.dayStart + DAY_MS);
    if (dayEnd.getUTCFullYear() <= DATE_RULE.lastYear) conditions.push(lt(signals.receivedAt, dayEnd));
  }
  if (filter.before !== undefined) {
    conditions.push(
      sql`(${signals.receivedAt}, ${signals.id}) < (select c.received_at, c.id from signals c where c.id = ${filter.before})`,
    );
  }
  const rows = await db
    .select({
      signal: signals,
      sourceName: signalSources.name,
      sourceKind: signalSources.kind,
      positionStatus: positions.status,
      positionProfit: positions.finalProfitPercentage,
    })
    .from(signals)
    .innerJoin(signalSources, eq(signalSources.id, signals.sourceId))
    .leftJoin(positions, eq(positions.id, signals.positionId))
    .where(and(...conditions))
    .orderBy(desc(signals.receivedAt), desc(signals.id))
    .limit(filter.limit);
  return rows.map((row) => ({
    ...row.signal,
    sourceName: row.sourceName,
    sourceKind: row.sourceKind,
    positionStatus: row.positionStatus,
    positionProfit: row.positionProfit,
  }));
}
