import type { SubscriberAccess } from '../users';
import type { TelegramSubscriberAccess } from './subscriber-access';

/**
 * Telegram group access as the subscriber side asks for it (docs/users.md, Telegram): the same calls, with each
 * delivery told as the subscriber's page shows it (a row being sent counts as queued; the reason is Telegram's last
 * error).
 */
export function subscriberPageAccess(access: TelegramSubscriberAccess): SubscriberAccess {
  return {
    subscriptionChanged: (userId) => access.subscriptionChanged(userId),
    resendInvite: (userId) => access.resendInvite(userId),
    async subscriberTelegram(userId) {
      const { groupStatus, chatLinked, deliveries } = await access.subscriberTelegram(userId);
      return {
        groupStatus,
        chatLinked,
        deliveries: deliveries.map((delivery) => ({
          id: delivery.id,
          kind: delivery.kind,
          status: delivery.status === 'sending' ? 'queued' : delivery.status,
          reason: delivery.lastError,
          createdAt: delivery.createdAt,
          sentAt: delivery.sentAt,
        })),
      };
    },
  };
}
