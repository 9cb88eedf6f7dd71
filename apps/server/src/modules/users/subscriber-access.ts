import type { SubscriberTelegram } from '@signaldesk/contracts/subscribers';
import { HttpError } from '../../lib/errors';

/**
 * What the subscriber side needs from Telegram group access (docs/users.md, Telegram): told when a subscription
 * changes, asked for a new invite, asked what the group and the messages say about one subscriber. The Telegram
 * module implements it; without one, the app gets `noSubscriberAccess`.
 */
export interface SubscriberAccess {
  subscriptionChanged(userId: number): Promise<void>; // after isSubscribed / end date changed
  resendInvite(userId: number): Promise<{ inviteLink: string }>; // "resend invite"
  subscriberTelegram(userId: number): Promise<Omit<SubscriberTelegram, 'configured'>>;
}

/** No Telegram group access configured: changes are not passed on, invites are refused (503), nothing is known. */
export const noSubscriberAccess: SubscriberAccess = {
  subscriptionChanged: async () => {},
  resendInvite: async () => {
    throw new HttpError(
      503,
      'NOT_CONFIGURED',
      'Telegram group access is not configured on this server',
    ).because('telegram.groupAccessOff');
  },
  subscriberTelegram: async () => ({ groupStatus: 'unknown', chatLinked: false, deliveries: [] }),
};

/** True when a real implementation was given (the subscriber page then shows what it says). */
export function isSubscriberAccessConfigured(access: SubscriberAccess): boolean {
  return access !== noSubscriberAccess;
}
