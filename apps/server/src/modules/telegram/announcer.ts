import { type BreakevenSettings, stopMovedByTarget } from '@signaldesk/core/position/active-stop';
import {
  type AnnouncedPosition,
  type AnnouncementKind,
  announcementsOfEvent,
  announcementText,
  type PositionEventKind,
} from '@signaldesk/core/telegram/announcements';
import { asc, inArray, sql } from 'drizzle-orm';
import type { TelegramConfig } from '../../config';
import type { Database } from '../../db/client';
import { positionEvents, positions } from '../../db/schema';
import { databaseParameters } from '../trading-parameters';
import { enqueueDeliveries, enqueueForSubscribers, type NewDelivery } from './telegram.repository';

type PositionRow = typeof positions.$inferSelect;

/** Where announcements go: the channel when set, and each subscriber when asked (docs/telegram.md). */
export type AnnouncementTargets = Pick<TelegramConfig, 'channelId' | 'announceToSubscribers' | 'language'> & {
  /** Without a bot token nothing is sent: events are read and dropped. */
  enabled: boolean;
};

/** The position as announced; `after`: the event a breakeven follows (TP1 or TP2), read from the event, not the row. */
function announced(
  row: PositionRow,
  kind: AnnouncementKind,
  after: PositionEventKind,
  settings: BreakevenSettings,
): AnnouncedPosition {
  return {
    id: row.id,
    symbol: row.symbol,
    direction: row.direction,
    entryPrice: row.entryPrice,
    stopLoss: row.stopLoss,
    tp1: row.tp1,
    tp2: row.tp2,
    tp3: row.tp3,
    exitPrice: row.exitPrice,
    closeReason: row.closeReason,
    finalProfitPercentage: row.finalProfitPercentage,
    // Where the monitor moved the stop (core's one breakeven rule).
    breakevenStop:
      kind === 'breakeven' && (after === 'tp1' || after === 'tp2')
        ? stopMovedByTarget(row, settings, after)
        : null,
  };
}

/**
 * Turns up to `limit` position events of the outbox into queued deliveries, and deletes them, in one transaction
 * (an event is announced once, even with several instances: `SKIP LOCKED`). Answers how many events it read.
 */
export async function announcePositionEvents(
  db: Database,
  targets: AnnouncementTargets,
  now: () => number,
  limit = 100,
): Promise<number> {
  return db.transaction(async (tx) => {
    const picked = await tx.execute<{ id: number }>(sql`
      SELECT id FROM position_events ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED`);
    const ids = ((picked as { rows?: { id: number | string }[] }).rows ?? []).map((row) => Number(row.id));
    if (ids.length === 0) return 0;
    const events = await tx.delete(positionEvents).where(inArray(positionEvents.id, ids)).returning();
    events.sort((a, b) => a.id - b.id);
    if (!targets.enabled || (!targets.channelId && !targets.announceToSubscribers)) return events.length;
    // Read in the transaction: on PGlite (one connection) a read outside it would wait for it to end.
    const settings = (await databaseParameters(tx).read()).positionManager();
    const rows = await tx
      .select()
      .from(positions)
      .where(
        inArray(
          positions.id,
          events.map((event) => event.positionId),
        ),
      )
      .orderBy(asc(positions.id));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const at = new Date(now());
    for (const event of events) {
      const row = byId.get(event.positionId);
      if (!row) continue;
      const texts = announcementsOfEvent(event.kind, row, settings).map((kind) => ({
        kind,
        text: announcementText(kind, announced(row, kind, event.kind, settings), targets.language),
      }));
      if (targets.channelId) {
        const channelId = targets.channelId;
        await enqueueDeliveries(
          tx,
          texts.map(
            ({ kind, text }): NewDelivery => ({
              kind: 'announcement',
              chatId: channelId,
              userId: null,
              positionId: row.id,
              announcement: kind,
              text,
            }),
          ),
          at,
        );
      }
      if (targets.announceToSubscribers) {
        for (const { kind, text } of texts) {
          await enqueueForSubscribers(tx, { positionId: row.id, announcement: kind, text }, at);
        }
      }
    }
    return events.length;
  });
}
