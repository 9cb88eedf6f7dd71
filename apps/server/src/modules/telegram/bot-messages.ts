import type { Message } from 'grammy/types';
import type { TelegramConfig } from '../../config';
import type { Database } from '../../db/client';
import type { TelegramSubscriberAccess } from './subscriber-access';
import { newStartToken } from './subscriber-access';
import {
  ensureSubscriberTelegram,
  findByStartToken,
  findUserByTelegramUsername,
  linkTelegramUser,
  markMembers,
} from './telegram.repository';

export interface BotMessagesContext {
  db: Database;
  telegram: Pick<TelegramConfig, 'groupId'>;
  access: TelegramSubscriberAccess;
  now: () => number;
}

/**
 * What the bot reads of the messages it receives (docs/telegram.md, Subscribers on Telegram):
 * - `/start <token>` in a private chat links the sender to the subscriber of that start token; a bare `/start`
 *   links them by the Telegram username the console holds for a subscriber. A subscriber with access then gets
 *   their invite (through `subscriptionChanged`).
 * - members joining the paid group are marked `member`.
 * Answers what it did, for the log.
 */
export async function handleBotMessage(
  context: BotMessagesContext,
  message: Message,
): Promise<'linked' | 'members' | 'ignored'> {
  const at = new Date(context.now());
  if (message.new_chat_members && String(message.chat.id) === context.telegram.groupId) {
    await markMembers(
      context.db,
      message.new_chat_members.map((member) => member.id),
      at,
    );
    return 'members';
  }
  if (message.chat.type !== 'private' || !message.from || !message.text) return 'ignored';
  const match = /^\/start(?:@\w+)?(?:\s+(\S+))?\s*$/.exec(message.text);
  if (!match) return 'ignored';
  let userId: number | undefined;
  if (match[1]) userId = (await findByStartToken(context.db, match[1]))?.userId;
  if (userId === undefined && message.from.username) {
    userId = (await findUserByTelegramUsername(context.db, message.from.username))?.id;
  }
  if (userId === undefined) return 'ignored';
  await ensureSubscriberTelegram(context.db, userId, newStartToken(), at);
  await linkTelegramUser(context.db, userId, message.from.id, at);
  await context.access.subscriptionChanged(userId);
  return 'linked';
}
