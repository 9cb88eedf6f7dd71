import type { TelegramChatSeen, TelegramDelivery, TelegramSettings } from '@signaldesk/contracts/telegram';
import { testMessageText } from '@signaldesk/core/telegram/announcements';
import type { TelegramConfig } from '../../config';
import type { Database } from '../../db/client';
import { ConflictError } from '../../lib/errors';
import { enqueueDeliveries, listDeliveries, toDelivery } from './telegram.repository';
import { listChatsSeen } from './telegram-chats.repository';

/** How many chats seen the console lists. */
const CHATS_SHOWN = 50;

/** What the console may know of the Telegram configuration: what is set, never the token. */
export function telegramSettings(telegram: TelegramConfig): TelegramSettings {
  return {
    configured: telegram.botToken !== undefined,
    channelConfigured: telegram.channelId !== undefined,
    groupConfigured: telegram.groupId !== undefined,
    language: telegram.language,
    announceToSubscribers: telegram.announceToSubscribers,
  };
}

/** POST /api/telegram/test-message: the test message queued to the announcements' channel (docs/telegram.md). */
export async function queueTestMessage(
  db: Database,
  telegram: TelegramConfig,
  at: Date,
): Promise<TelegramDelivery> {
  if (!telegram.botToken)
    throw new ConflictError('Telegram is not configured: TELEGRAM_BOT_TOKEN is not set').because(
      'telegram.notConfigured',
    );
  if (!telegram.channelId)
    throw new ConflictError('No announcements channel: TELEGRAM_CHANNEL_ID is not set').because(
      'telegram.noChannel',
    );
  const [row] = await enqueueDeliveries(
    db,
    [
      {
        kind: 'test',
        chatId: telegram.channelId,
        userId: null,
        positionId: null,
        announcement: null,
        text: testMessageText(telegram.language),
      },
    ],
    at,
  );
  return toDelivery(row!);
}

export async function recentDeliveries(
  db: Database,
  query: { userId?: number; limit: number },
): Promise<TelegramDelivery[]> {
  return (await listDeliveries(db, query)).map(toDelivery);
}

/** The channels and groups the bot has seen a post from, the latest first (docs/telegram.md, The console). */
export async function chatsSeen(db: Database): Promise<TelegramChatSeen[]> {
  return (await listChatsSeen(db, CHATS_SHOWN)).map((row) => ({
    chatId: String(row.chatId),
    type: row.type,
    title: row.title,
    username: row.username,
    posts: row.posts,
    lastPostAt: row.lastPostAt.toISOString(),
  }));
}
