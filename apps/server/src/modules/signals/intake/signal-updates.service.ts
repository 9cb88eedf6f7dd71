import { SOURCE_UPDATE_CLOSE_REASON } from '@signaldesk/contracts/positions';
import type { SignalUpdate } from '@signaldesk/contracts/signal-sources';
import type { SignalUpdateText as UpdateReading } from '@signaldesk/core/signals/read-signal-message';
import type { Database } from '../../../db/client';
import { ConflictError } from '../../../lib/errors';
import type { Exchange } from '../../../market/exchange';
import { SYSTEM_ACTOR } from '../../audit';
import { closePosition } from '../../positions';
import type { SignalRow } from '../signals.repository';
import type { SignalSourceRow } from './signal-sources.repository';
import {
  cancelWaitingSignal,
  findUpdateTargets,
  insertSignalUpdate,
  toSignalUpdate,
} from './signal-updates.repository';

export interface UpdateContext {
  db: Database;
  exchange: Exchange;
  now: () => number;
}

/** The Telegram post a message replies to, in its channel. */
export interface ReplyTo {
  chatId: string;
  messageId: number;
}

export type UpdateOutcome = { kind: 'update'; updates: SignalUpdate[] } | { kind: 'ignored'; reason: string };

/**
 * An update a source posted (docs/signals.md, Updates): stored on each signal it targets (the replied-to post's
 * signal, else the source's open signals on its symbol, or all of them for `/close_all`). A cancel or close acts
 * when the source's updates act: a waiting signal is cancelled, an entered one's open position is closed at market
 * by the positions service's own close, with reason SOURCE_UPDATE. Otherwise, and for every other kind, it is
 * only recorded. An update that targets nothing is ignored with the reason.
 */
export async function applyUpdate(
  context: UpdateContext,
  source: SignalSourceRow,
  update: UpdateReading,
  text: string,
  replyTo: ReplyTo | null,
): Promise<UpdateOutcome> {
  const targets = await updateTargets(context.db, source.id, update, replyTo);
  if (targets.length === 0) {
    const what = update.all ? 'no open signal' : `no open signal on ${update.symbol ?? 'the replied post'}`;
    return { kind: 'ignored', reason: `update (${update.kind}) of ${what} of this source` };
  }
  const updates: SignalUpdate[] = [];
  for (const signal of targets) {
    const outcome = source.updatesAct ? await act(context, signal, update) : 'recorded';
    const row = await insertSignalUpdate(context.db, {
      signalId: signal.id,
      sourceId: source.id,
      kind: update.kind,
      target: update.target ?? null,
      price: update.price ?? null,
      text,
      outcome,
      receivedAt: new Date(context.now()),
    });
    updates.push(toSignalUpdate(row));
  }
  return { kind: 'update', updates };
}

async function updateTargets(
  db: Database,
  sourceId: number,
  update: UpdateReading,
  replyTo: ReplyTo | null,
): Promise<SignalRow[]> {
  if (replyTo) {
    const replied = await findUpdateTargets(db, sourceId, { replyTo });
    if (replied.length > 0) return replied;
  }
  if (update.all) return findUpdateTargets(db, sourceId, { all: true });
  if (update.symbol) return findUpdateTargets(db, sourceId, { symbol: update.symbol });
  return [];
}

async function act(
  context: UpdateContext,
  signal: SignalRow,
  update: UpdateReading,
): Promise<'recorded' | 'cancelled' | 'closed'> {
  if (update.kind !== 'cancel' && update.kind !== 'close') return 'recorded';
  const at = new Date(context.now());
  if (signal.state === 'waiting' && (await cancelWaitingSignal(context.db, signal.id, at)))
    return 'cancelled';
  if (signal.state !== 'entered' || signal.positionId === null) return 'recorded';
  try {
    await closePosition(context, SYSTEM_ACTOR, {
      positionId: signal.positionId,
      reason: SOURCE_UPDATE_CLOSE_REASON,
    });
    return 'closed';
  } catch (error) {
    // Closed meanwhile (a target, the stop, an admin): the update is kept as a record.
    if (error instanceof ConflictError) return 'recorded';
    throw error;
  }
}
