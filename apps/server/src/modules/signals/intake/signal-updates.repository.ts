import type { SignalUpdate } from '@signaldesk/contracts/signal-sources';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { signals, signalUpdates } from '../../../db/schema';
import type { SignalRow } from '../signals.repository';

export type SignalUpdateRow = typeof signalUpdates.$inferSelect;

export async function insertSignalUpdate(
  db: Database,
  values: Omit<typeof signalUpdates.$inferInsert, 'id'>,
): Promise<SignalUpdateRow> {
  const [row] = await db.insert(signalUpdates).values(values).returning();
  return row!;
}

export function toSignalUpdate(row: SignalUpdateRow): SignalUpdate {
  return {
    id: row.id,
    signalId: row.signalId,
    kind: row.kind,
    target: row.target,
    price: row.price,
    text: row.text,
    outcome: row.outcome,
    receivedAt: row.receivedAt.toISOString(),
  };
}

/** A signal's updates, oldest first: its history as the card shows it. */
export async function listSignalUpdates(db: Database, signalId: number): Promise<SignalUpdate[]> {
  const rows = await db
    .select()
    .from(signalUpdates)
    .where(eq(signalUpdates.signalId, signalId))
    .orderBy(asc(signalUpdates.receivedAt), asc(signalUpdates.id));
  return rows.map(toSignalUpdate);
}

const OPEN_STATES: SignalRow['state'][] = ['waiting', 'entered'];

/**
 * The signals of a source an update targets (docs/signals.md, Updates): the one posted as the Telegram message it
 * replies to; else its open (waiting or entered) signals on the symbol it names, or all of them (`/close_all`).
 */
export async function findUpdateTargets(
  db: Database,
  sourceId: number,
  target: { replyTo: { chatId: string; messageId: number } } | { symbol: string } | { all: true },
): Promise<SignalRow[]> {
  const where: SQL[] = [eq(signals.sourceId, sourceId)];
  if ('replyTo' in target) {
    where.push(eq(signals.originChatId, target.replyTo.chatId));
    where.push(eq(signals.originMessageId, target.replyTo.messageId));
  } else {
    where.push(inArray(signals.state, OPEN_STATES));
    if ('symbol' in target) where.push(eq(signals.symbol, target.symbol));
  }
  return db
    .select()
    .from(signals)
    .where(and(...where))
    .orderBy(asc(signals.receivedAt), asc(signals.id));
}

/** Cancels a signal still waiting (the source said cancel or close, and its updates act); false once decided. */
export async function cancelWaitingSignal(db: Database, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(signals)
    .set({ state: 'cancelled', decidedAt: at, searchProgress: null })
    .where(and(eq(signals.id, id), eq(signals.state, 'waiting')))
    .returning({ id: signals.id });
  return rows.length === 1;
}
