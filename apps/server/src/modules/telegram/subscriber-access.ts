import { randomBytes } from 'node:crypto';
import type { TelegramDelivery, TelegramGroupStatus } from '@signaldesk/contracts/telegram';
import { hasGroupAccess } from '@signaldesk/core/telegram/access';
import { removedText } from '@signaldesk/core/telegram/announcements';
import type { TelegramConfig } from '../../config';
import type { Database } from '../../db/client';
import { ConflictError, NotFoundError, UpstreamError } from '../../lib/errors';
import type { MarketLogger } from '../../market/market-logger';
import {
  enqueueDeliveries,
  ensureSubscriberTelegram,
  findSubscriber,
  hasPending,
  listDeliveries,
  saveInviteLink,
  setGroupStatus,
  toDelivery,
} from './telegram.repository';
import { botApiCalls, outcomeOfError, type TelegramCalls } from './telegram-calls';

export interface TelegramSubscriberAccess {
  /**
   * Called after a subscriber's isSubscribed / subscriptionEndDate changed (billing or by hand). Not subscribed
   * any more -> removed from the paid group (banChatMember then unbanChatMember, so they can rejoin after paying);
   * newly subscribed -> a one-time invite link (createChatInviteLink member_limit 1) sent to them if they started
   * the bot. Enqueues; never throws on Telegram failure.
   */
  subscriptionChanged(userId: number): Promise<void>;
  /** A fresh one-time invite link (the console's "resend invite"). */
  resendInvite(userId: number): Promise<{ inviteLink: string }>;
  /** For the subscriber's page. */
  subscriberTelegram(userId: number): Promise<{
    groupStatus: TelegramGroupStatus;
    chatLinked: boolean;
    deliveries: TelegramDelivery[];
    /** The deep link that links their Telegram account when they start the bot (null: no bot username set). */
    startLink: string | null;
  }>;
}

export interface SubscriberAccessOptions {
  db: Database;
  telegram: TelegramConfig;
  now: () => number;
  logger: MarketLogger;
  /** The Bot API calls (default: grammY with the configured token and API root). */
  calls?: TelegramCalls;
}

/** A subscriber's start token: the deep link's payload that links their Telegram account (base64url, 16 chars). */
export const newStartToken = () => randomBytes(12).toString('base64url');

/** How many deliveries the subscriber's page shows. */
const PAGE_DELIVERIES = 20;

/**
 * Group access of docs/telegram.md, Group access. Without a bot token, or without a paid group, it changes
 * nothing on Telegram: `subscriptionChanged` does nothing, `resendInvite` answers 409 saying what is missing, and
 * the page's summary still reads what is stored.
 */
export function createSubscriberAccess(options: SubscriberAccessOptions): TelegramSubscriberAccess {
  const { db, telegram, now, logger } = options;
  const { botToken, groupId } = telegram;
  const calls =
    options.calls ?? (botToken ? botApiCalls({ botToken, apiRoot: telegram.apiRoot }) : undefined);
  const managed = calls !== undefined && groupId !== undefined;

  const subscriber = async (userId: number) => {
    const found = await findSubscriber(db, userId);
    if (!found)
      throw new NotFoundError(`Subscriber ${userId} not found`).because('subscriber.notFound', {
        id: userId,
      });
    return found;
  };

  return {
    async subscriptionChanged(userId) {
      if (!managed) return;
      try {
        const found = await subscriber(userId);
        const telegramUserId = found.telegram?.telegramUserId ?? null;
        // Without a Telegram account linked there is nobody to invite or remove (docs/telegram.md).
        if (telegramUserId === null) return;
        const status = found.telegram!.groupStatus;
        const at = new Date(now());
        const chatId = String(telegramUserId);
        if (hasGroupAccess(found, now())) {
          if (status === 'member' || status === 'invited' || (await hasPending(db, userId, 'invite'))) return;
          await enqueueDeliveries(
            db,
            [{ kind: 'invite', chatId, userId, positionId: null, announcement: null, text: null }],
            at,
          );
        } else {
          if (status === 'removed' || (await hasPending(db, userId, 'removal'))) return;
          await enqueueDeliveries(
            db,
            [
              {
                kind: 'removal',
                chatId,
                userId,
                positionId: null,
                announcement: null,
                text: removedText(telegram.language),
              },
            ],
            at,
          );
        }
      } catch (error) {
        logger.error({ err: error, userId }, 'Telegram group access not updated');
      }
    },

    async resendInvite(userId) {
      if (!calls)
        throw new ConflictError('Telegram is not configured: TELEGRAM_BOT_TOKEN is not set').because(
          'telegram.notConfigured',
        );
      if (!groupId)
        throw new ConflictError('No paid group: TELEGRAM_GROUP_ID is not set').because('telegram.noGroup');
      const found = await subscriber(userId);
      let inviteLink: string;
      try {
        inviteLink = await calls.createInviteLink(groupId, `SignalDesk #${userId}`);
      } catch (error) {
        const detail = outcomeOfError(error).reason;
        throw new UpstreamError(`Telegram refused the invite link: ${detail}`).because(
          'telegram.inviteRefused',
          {
            detail,
          },
        );
      }
      const telegramUserId = found.telegram?.telegramUserId ?? null;
      if (telegramUserId !== null) {
        const [queued] = await enqueueDeliveries(
          db,
          [
            {
              kind: 'invite',
              chatId: String(telegramUserId),
              userId,
              positionId: null,
              announcement: null,
              text: null,
            },
          ],
          new Date(now()),
        );
        // The link just made is the one sent: the drainer uses a stored link rather than making another.
        await saveInviteLink(db, queued!.id, inviteLink);
      } else {
        await ensureSubscriberTelegram(db, userId, newStartToken(), new Date(now()));
        await setGroupStatus(db, userId, 'invited', new Date(now()));
      }
      return { inviteLink };
    },

    async subscriberTelegram(userId) {
      await subscriber(userId);
      const row = await ensureSubscriberTelegram(db, userId, newStartToken(), new Date(now()));
      const deliveries = await listDeliveries(db, { userId, limit: PAGE_DELIVERIES });
      return {
        groupStatus: row.groupStatus,
        chatLinked: row.telegramUserId !== null,
        deliveries: deliveries.map(toDelivery),
        startLink: telegram.botUsername
          ? `https://t.me/${telegram.botUsername}?start=${row.startToken}`
          : null,
      };
    },
  };
}
