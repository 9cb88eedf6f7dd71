import type { TelegramDelivery, TelegramGroupStatus } from '@signaldesk/contracts/telegram';
import type { AnnouncementKind } from '@signaldesk/core/telegram/announcements';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { subscriberTelegram, telegramDeliveries, users } from '../../db/schema';

/** The NOTIFY channel that wakes the instance draining the queue: a position event or a new delivery. */
export const TELEGRAM_OUTBOX_CHANNEL = 'signaldesk_telegram_outbox';

export type DeliveryRow = typeof telegramDeliveries.$inferSelect;
export type NewDelivery = Pick<
  typeof telegramDeliveries.$inferInsert,
  'kind' | 'chatId' | 'userId' | 'positionId' | 'announcement' | 'text'
>;

export function toDelivery(row: DeliveryRow): TelegramDelivery {
  return {
    id: row.id,
    kind: row.kind,
    chatId: row.chatId,
    userId: row.userId,
    positionId: row.positionId,
    announcement: row.announcement as AnnouncementKind | null,
    text: row.text,
    status: row.status,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    lastError: row.lastError,
  };
}

const wake = (db: Database) => db.execute(sql`SELECT pg_notify(${TELEGRAM_OUTBOX_CHANNEL}, '')`);

/** Queues deliveries due at once, and wakes the draining instance. */
export async function enqueueDeliveries(db: Database, rows: NewDelivery[], at: Date): Promise<DeliveryRow[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(telegramDeliveries)
    .values(rows.map((row) => ({ ...row, createdAt: at, nextAttemptAt: at })))
    .returning();
  await wake(db);
  return inserted;
}

/**
 * Queues one message to every subscriber with group access who started the bot (docs/telegram.md,
 * Announcements), in one statement whatever their number; answers how many.
 */
export async function enqueueForSubscribers(
  db: Database,
  message: { positionId: number; announcement: AnnouncementKind; text: string },
  at: Date,
): Promise<number> {
  const result = await db.execute(sql`
    INSERT INTO telegram_deliveries (kind, chat_id, user_id, position_id, announcement, text, next_attempt_at, created_at)
    SELECT 'announcement', st.telegram_user_id::text, st.user_id, ${message.positionId}, ${message.announcement},
           ${message.text}, ${at}, ${at}
    FROM subscriber_telegram st JOIN users u ON u.id = st.user_id
    WHERE st.telegram_user_id IS NOT NULL AND u.is_subscribed
      AND (u.subscription_end_date IS NULL OR u.subscription_end_date > ${at})
    ORDER BY st.user_id`);
  const count =
    (result as { rowCount?: number | null; affectedRows?: number }).rowCount ??
    (result as { affectedRows?: number }).affectedRows ??
    0;
  if (count > 0) await wake(db);
  return count;
}

/**
 * Claims up to `limit` due deliveries for this instance (status `sending`). `SKIP LOCKED`: two instances never
 * claim the same row, even outside the leadership that normally leaves one drainer. The announcements to each
 * subscriber come last, so a channel announcement, a test or an invite never waits behind thousands of them.
 */
export async function claimDue(db: Database, now: Date, limit: number): Promise<DeliveryRow[]> {
  const rows = await db.execute<Record<string, unknown>>(sql`
    UPDATE telegram_deliveries SET status = 'sending'
    WHERE id IN (
      SELECT id FROM telegram_deliveries
      WHERE status = 'queued' AND next_attempt_at <= ${now}
      ORDER BY (kind = 'announcement' AND user_id IS NOT NULL), next_attempt_at, id LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING id`);
  const ids = ((rows as { rows?: { id: number | string }[] }).rows ?? []).map((row) => Number(row.id));
  if (ids.length === 0) return [];
  const claimed = await db.select().from(telegramDeliveries).where(inArray(telegramDeliveries.id, ids));
  const bulk = (row: DeliveryRow) => (row.kind === 'announcement' && row.userId !== null ? 1 : 0);
  return claimed.sort(
    (a, b) => bulk(a) - bulk(b) || a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.id - b.id,
  );
}

/**
 * Puts back in the queue the rows a drainer claimed and never finished: called by the instance that takes the
 * lead (the previous drainer stopped or died, so its claims are not being sent).
 */
export async function releaseClaims(db: Database, ids?: number[]): Promise<number> {
  const rows = await db
    .update(telegramDeliveries)
    .set({ status: 'queued' })
    .where(
      ids
        ? and(eq(telegramDeliveries.status, 'sending'), inArray(telegramDeliveries.id, ids))
        : eq(telegramDeliveries.status, 'sending'),
    )
    .returning({ id: telegramDeliveries.id });
  return rows.length;
}

/** The calls sent since `since`, oldest first: a new drainer's pacer starts from them (the limits span a restart). */
export async function sentSince(db: Database, since: Date): Promise<{ chatId: string; sentAt: Date }[]> {
  const rows = await db
    .select({ chatId: telegramDeliveries.chatId, sentAt: telegramDeliveries.sentAt })
    .from(telegramDeliveries)
    .where(and(eq(telegramDeliveries.status, 'sent'), sql`${telegramDeliveries.sentAt} > ${since}`))
    .orderBy(telegramDeliveries.sentAt);
  return rows.map((row) => ({ chatId: row.chatId, sentAt: row.sentAt! }));
}

export async function markSent(
  db: Database,
  id: number,
  at: Date,
  result: { messageId: number | null },
): Promise<void> {
  await db
    .update(telegramDeliveries)
    .set({
      status: 'sent',
      sentAt: at,
      attempts: sql`${telegramDeliveries.attempts} + 1`,
      messageId: result.messageId,
    })
    .where(eq(telegramDeliveries.id, id));
}

/** Back in the queue until `nextAt`; `counted`: the attempt counts (a 429 or a pacing deferral does not). */
export async function markRetry(
  db: Database,
  id: number,
  nextAt: Date,
  error: string | null,
  counted: boolean,
): Promise<void> {
  await db
    .update(telegramDeliveries)
    .set({
      status: 'queued',
      nextAttemptAt: nextAt,
      ...(error === null ? {} : { lastError: error }),
      ...(counted ? { attempts: sql`${telegramDeliveries.attempts} + 1` } : {}),
    })
    .where(eq(telegramDeliveries.id, id));
}

export async function markFailed(db: Database, id: number, error: string): Promise<void> {
  await db
    .update(telegramDeliveries)
    .set({ status: 'failed', lastError: error, attempts: sql`${telegramDeliveries.attempts} + 1` })
    .where(eq(telegramDeliveries.id, id));
}

export async function saveInviteLink(db: Database, id: number, link: string): Promise<void> {
  await db.update(telegramDeliveries).set({ inviteLink: link }).where(eq(telegramDeliveries.id, id));
}

/** The newest deliveries first, of one subscriber or of all. */
export async function listDeliveries(
  db: Database,
  query: { userId?: number; limit: number },
): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(telegramDeliveries)
    .where(query.userId === undefined ? undefined : eq(telegramDeliveries.userId, query.userId))
    .orderBy(desc(telegramDeliveries.id))
    .limit(query.limit);
}

/** Whether a delivery of this kind for this subscriber waits in the queue (so a second is not queued). */
export async function hasPending(db: Database, userId: number, kind: 'invite' | 'removal'): Promise<boolean> {
  const [row] = await db
    .select({ id: telegramDeliveries.id })
    .from(telegramDeliveries)
    .where(
      and(
        eq(telegramDeliveries.userId, userId),
        eq(telegramDeliveries.kind, kind),
        inArray(telegramDeliveries.status, ['queued', 'sending']),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export type SubscriberTelegramRow = typeof subscriberTelegram.$inferSelect;

/** A subscriber with what the service knows of them on Telegram (no row yet: nothing known). */
export async function findSubscriber(db: Database, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      isSubscribed: users.isSubscribed,
      subscriptionEndDate: users.subscriptionEndDate,
      telegramUsername: users.telegramUsername,
      telegram: subscriberTelegram,
    })
    .from(users)
    .leftJoin(subscriberTelegram, eq(subscriberTelegram.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** The subscriber's Telegram row, created with `startToken` when they have none; answers the row. */
export async function ensureSubscriberTelegram(
  db: Database,
  userId: number,
  startToken: string,
  at: Date,
): Promise<SubscriberTelegramRow> {
  await db
    .insert(subscriberTelegram)
    .values({ userId, startToken, updatedAt: at })
    .onConflictDoNothing({ target: subscriberTelegram.userId });
  const [row] = await db.select().from(subscriberTelegram).where(eq(subscriberTelegram.userId, userId));
  return row!;
}

export async function setGroupStatus(
  db: Database,
  userId: number,
  status: TelegramGroupStatus,
  at: Date,
): Promise<void> {
  await db
    .update(subscriberTelegram)
    .set({ groupStatus: status, updatedAt: at })
    .where(eq(subscriberTelegram.userId, userId));
}

/** Links a Telegram account to the subscriber (the account leaves any other subscriber it was linked to). */
export async function linkTelegramUser(
  db: Database,
  userId: number,
  telegramUserId: number,
  at: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(subscriberTelegram)
      .set({ telegramUserId: null, updatedAt: at })
      .where(
        and(
          eq(subscriberTelegram.telegramUserId, telegramUserId),
          sql`${subscriberTelegram.userId} <> ${userId}`,
        ),
      );
    await tx
      .update(subscriberTelegram)
      .set({ telegramUserId, linkedAt: at, updatedAt: at })
      .where(eq(subscriberTelegram.userId, userId));
  });
}

export async function findByStartToken(db: Database, token: string) {
  const [row] = await db.select().from(subscriberTelegram).where(eq(subscriberTelegram.startToken, token));
  return row;
}

/** The subscriber whose Telegram username the console holds (any case, with or without @). */
export async function findUserByTelegramUsername(db: Database, username: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(ltrim(${users.telegramUsername}, '@')) = ${username.toLowerCase()}`)
    .orderBy(users.id)
    .limit(1);
  return row;
}

export async function markMembers(db: Database, telegramUserIds: number[], at: Date): Promise<void> {
  if (telegramUserIds.length === 0) return;
  await db
    .update(subscriberTelegram)
    .set({ groupStatus: 'member', updatedAt: at })
    .where(inArray(subscriberTelegram.telegramUserId, telegramUserIds));
}

/**
 * Subscribers who lost access and are still let in (docs/telegram.md, The sweep): linked to Telegram, not
 * marked removed, with no removal waiting, and either not subscribed or past their end date.
 */
export async function usersToRemove(db: Database, now: Date, limit: number): Promise<number[]> {
  const rows = await db.execute<{ user_id: number }>(sql`
    SELECT st.user_id FROM subscriber_telegram st JOIN users u ON u.id = st.user_id
    WHERE st.telegram_user_id IS NOT NULL AND st.group_status <> 'removed'
      AND NOT (u.is_subscribed AND (u.subscription_end_date IS NULL OR u.subscription_end_date > ${now}))
      AND NOT EXISTS (SELECT 1 FROM telegram_deliveries d
        WHERE d.user_id = st.user_id AND d.kind = 'removal' AND d.status IN ('queued', 'sending'))
    ORDER BY st.user_id LIMIT ${limit}`);
  return ((rows as { rows?: { user_id: number }[] }).rows ?? []).map((row) => Number(row.user_id));
}
