import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { USER_COLUMNS, type UserRow } from './users.repository';

/** One subscriber, or null. */
export async function selectUser(db: Database, id: number): Promise<UserRow | null> {
  const rows = await db.select(USER_COLUMNS).from(users).where(eq(users.id, id));
  return rows[0] ?? null;
}

/** One subscriber, locked until the transaction ends, so changes to them apply one after the other. */
export async function lockUser(tx: Database, id: number): Promise<UserRow | null> {
  const rows = await tx.select(USER_COLUMNS).from(users).where(eq(users.id, id)).for('update');
  return rows[0] ?? null;
}

/** What a subscription is made of. */
export type SubscriptionFields = Pick<UserRow, 'isSubscribed' | 'subscriptionType' | 'subscriptionEndDate'>;

export async function updateSubscription(
  tx: Database,
  id: number,
  fields: SubscriptionFields,
): Promise<UserRow> {
  const rows = await tx.update(users).set(fields).where(eq(users.id, id)).returning(USER_COLUMNS);
  return rows[0]!;
}

export async function updateTelegramUsername(
  tx: Database,
  id: number,
  telegramUsername: string | null,
): Promise<UserRow> {
  const rows = await tx
    .update(users)
    .set({ telegramUsername })
    .where(eq(users.id, id))
    .returning(USER_COLUMNS);
  return rows[0]!;
}

/** True when the subscription's access, plan or end date differ (Telegram group access is then told). */
export function subscriptionDiffers(a: SubscriptionFields, b: SubscriptionFields): boolean {
  return (
    a.isSubscribed !== b.isSubscribed ||
    a.subscriptionType !== b.subscriptionType ||
    (a.subscriptionEndDate?.getTime() ?? null) !== (b.subscriptionEndDate?.getTime() ?? null)
  );
}
