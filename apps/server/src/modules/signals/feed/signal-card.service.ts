import type { FeedSignal, SignalCard, WaitingRule } from '@signaldesk/contracts/signal-sources';
import type { Database } from '../../../db/client';
import { NotFoundError } from '../../../lib/errors';
import { findPosition } from '../../positions';
import { listSignalUpdates } from '../intake/signal-updates.repository';
import { listFeedRows } from './signals-feed.service';

/**
 * What a waiting signal waits on now, as core's entry search decides it (docs/signals.md, The signal card): a
 * breakout waits for its cross alone; else the wait before the search, then the pattern search, then the
 * manager's next step once the search is over.
 */
export function waitingRule(signal: FeedSignal, now: number): WaitingRule | null {
  if (signal.state !== 'waiting') return null;
  if (signal.entryCondition !== 'at' && signal.entry !== null) {
    return { rule: 'breakout', condition: signal.entryCondition, price: signal.entry };
  }
  if (signal.waitEndsAt === null || signal.searchEndsAt === null) return { rule: 'deciding' };
  if (now < Date.parse(signal.waitEndsAt)) return { rule: 'wait', until: signal.waitEndsAt };
  if (now < Date.parse(signal.searchEndsAt)) {
    return {
      rule: 'pattern',
      until: signal.searchEndsAt,
      pattern: signal.searchProgress?.pattern ?? null,
      seen: signal.searchProgress?.seen ?? null,
      needed: signal.searchProgress?.needed ?? null,
    };
  }
  return { rule: 'deciding' };
}

/** GET /api/signals/{id}: the feed's signal, its message, its updates, its waiting rule and its position. */
export async function signalCard(db: Database, id: number, now: number): Promise<SignalCard> {
  const [found] = await listFeedRows(db, { id, limit: 1 });
  if (!found) throw new NotFoundError(`Signal ${id} not found`).because('signal.notFound', { id });
  const { signal, text } = found;
  const position = signal.positionId === null ? null : await findPosition(db, signal.positionId);
  return {
    ...signal,
    text,
    updates: await listSignalUpdates(db, id),
    waitingOn: waitingRule(signal, now),
    position: position
      ? {
          id: position.id,
          status: position.status,
          entryPrice: position.entryPrice,
          stopLoss: position.stopLoss,
          tp1: position.tp1,
          tp2: position.tp2,
          tp3: position.tp3,
          closeReason: position.closeReason,
          finalProfitPercentage: position.finalProfitPercentage,
        }
      : null,
  };
}
