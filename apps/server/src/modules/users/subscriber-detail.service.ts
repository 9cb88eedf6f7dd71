import type { SubscriberDetail, SubscriberTelegram } from '@signaldesk/contracts/subscribers';
import type { Database } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { isSubscriberAccessConfigured, type SubscriberAccess } from './subscriber-access';
import type { SubscriberBilling } from './subscriber-billing';
import { selectUser } from './subscription.repository';
import { toUser } from './user-row';

/**
 * `GET /api/users/{id}`: the subscriber and what billing knows of them (their latest payments, Stripe customers and
 * why Stripe's facts give them no access: docs/billing.md, Access); 404 when unknown. Billing is handed in
 * (`app.subscriberBilling`, wired by app.ts) because billing depends on users, never the other way.
 */
export async function subscriberDetail(
  db: Database,
  billing: SubscriberBilling,
  userId: number,
  now: Date,
): Promise<SubscriberDetail> {
  const user = await selectUser(db, userId);
  if (!user)
    throw new NotFoundError(`No subscriber ${userId}`).because('subscriber.notFound', { id: userId });
  return { user: toUser(user), ...(await billing(db, userId, now)) };
}

/** `GET /api/users/{id}/telegram`: what Telegram group access says of the subscriber; 404 when unknown. */
export async function subscriberTelegram(
  db: Database,
  access: SubscriberAccess,
  userId: number,
): Promise<SubscriberTelegram> {
  if (!(await selectUser(db, userId)))
    throw new NotFoundError(`No subscriber ${userId}`).because('subscriber.notFound', { id: userId });
  return { configured: isSubscriberAccessConfigured(access), ...(await access.subscriberTelegram(userId)) };
}
