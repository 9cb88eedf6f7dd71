import { hasGroupAccess } from '@signaldesk/core/telegram/access';
import type { TelegramLanguage } from '@signaldesk/core/telegram/announcements';
import {
  type LinkedAccess,
  type StartOutcome,
  startReplyText,
} from '@signaldesk/core/telegram/start-replies';
import type { Message } from 'grammy/types';
import type { TelegramConfig } from '../../config';
import type { Database } from '../../db/client';
import type { TelegramSubscriberAccess } from './subscriber-access';
import { newStartToken } from './subscriber-access';
import {
  enqueueDeliveries,
  ensureSubscriberTelegram,
  findByStartToken,
  findSubscriber,
  findUserByTelegramUsername,
  linkTelegramUser,
  markMembers,
} from './telegram.repository';
import { recordChatSeen } from './telegram-chats.repository';

export interface BotMessagesContext {
  db: Database;
  telegram: Pick<TelegramConfig, 'groupId' | 'language'>;
  access: TelegramSubscriberAccess;
  now: () => number;
}

/**
 * What the bot reads of the messages it receives (docs/telegram.md, Subscribers on Telegram):
 * - `/start <token>` in a private chat links the sender to the subscriber of that start token; a bare `/start`
 *   links them by the Telegram username the console holds for a subscriber. Every `/start` gets a reply saying
 *   what came of it (core start-replies.ts), queued before the invite that a subscriber with access then gets
 *   (through `subscriptionChanged`), so it arrives first.
 * - members joining the paid group are marked `member`.
 * - a post in a channel or group is counted in the chats seen (the console lists them).
 * Answers what it did, for the log.
 */
export async function handleBotMessage(
  context: BotMessagesContext,
  message: Message,
): Promise<'linked' | 'refused' | 'members' | 'seen' | 'ignored'> {
  const at = new Date(context.now());
  if (message.new_chat_members && String(message.chat.id) === context.telegram.groupId) {
    await markMembers(
      context.db,
      message.new_chat_members.map((member) => member.id),
      at,
    );
    return 'members';
  }
  if (message.chat.type !== 'private') {
    await recordChatSeen(context.db, message.chat, new Date(message.date * 1000));
    return 'seen';
  }
  if (!message.from || !message.text) return 'ignored';
  const match = /^\/start(?:@\w+)?(?:\s+(\S+))?\s*$/.exec(message.text);
  if (!match) return 'ignored';
  const code = match[1];
  const username = message.from.username;
  let userId: number | undefined;
  if (code) userId = (await findByStartToken(context.db, code))?.userId;
  if (userId === undefined && username) {
    userId = (await findUserByTelegramUsername(context.db, username))?.id;
  }
  const chatId = String(message.chat.id);
  if (userId === undefined) {
    const outcome: StartOutcome = code
      ? { kind: 'unknown_code' }
      : username
        ? { kind: 'unknown_username', username }
        : { kind: 'no_username' };
    await reply(context, chatId, null, outcome, at);
    return 'refused';
  }
  await ensureSubscriberTelegram(context.db, userId, newStartToken(), at);
  await linkTelegramUser(context.db, userId, message.from.id, at);
  const subscriber = await findSubscriber(context.db, userId);
  const outcome: StartOutcome = {
    kind: 'linked',
    access: linkedAccess(subscriber!, context.telegram.groupId !== undefined, at.getTime()),
    endDate: subscriber?.subscriptionEndDate ?? null,
  };
  await reply(context, chatId, userId, outcome, at);
  await context.access.subscriptionChanged(userId);
  return 'linked';
}

/** Where a subscriber who just linked stands with the paid group (what `subscriptionChanged` will then do). */
function linkedAccess(
  subscriber: NonNullable<Awaited<ReturnType<typeof findSubscriber>>>,
  hasGroup: boolean,
  now: number,
): LinkedAccess {
  if (!hasGroup) return 'no_group';
  if (!hasGroupAccess(subscriber, now)) return subscriber.isSubscribed ? 'expired' : 'not_subscribed';
  const status = subscriber.telegram?.groupStatus;
  if (status === 'member') return 'member';
  if (status === 'invited') return 'already_invited';
  return 'invite_coming';
}

async function reply(
  context: BotMessagesContext,
  chatId: string,
  userId: number | null,
  outcome: StartOutcome,
  at: Date,
): Promise<void> {
  const language: TelegramLanguage = context.telegram.language;
  await enqueueDeliveries(
    context.db,
    [
      {
        kind: 'reply',
        chatId,
        userId,
        positionId: null,
        announcement: null,
        text: startReplyText(outcome, language),
      },
    ],
    at,
  );
}
