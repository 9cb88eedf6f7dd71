import { ANNOUNCEMENT_KINDS, TELEGRAM_LANGUAGES } from '@signaldesk/core/telegram/announcements';
import { z } from 'zod';
import { idField, integerText } from './input-rules';

/** Wire shapes of the Telegram calls (docs/telegram.md; docs/api.md, Telegram). */

export const TELEGRAM_DELIVERY_KINDS = ['announcement', 'test', 'invite', 'removal', 'reply'] as const;
export const TELEGRAM_DELIVERY_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type TelegramDeliveryStatus = (typeof TELEGRAM_DELIVERY_STATUSES)[number];
export const TELEGRAM_GROUP_STATUSES = ['member', 'invited', 'removed', 'unknown'] as const;
export type TelegramGroupStatus = (typeof TELEGRAM_GROUP_STATUSES)[number];

/** One row of the delivery log. */
export const telegramDeliverySchema = z.object({
  id: z.number().int(),
  kind: z.enum(TELEGRAM_DELIVERY_KINDS),
  /** The Bot API chat: a channel or group (`-100…`, `@name`) or a subscriber's private chat. */
  chatId: z.string(),
  userId: z.number().int().nullable(),
  positionId: z.number().int().nullable(),
  announcement: z.enum(ANNOUNCEMENT_KINDS).nullable(),
  text: z.string().nullable(),
  status: z.enum(TELEGRAM_DELIVERY_STATUSES),
  attempts: z.number().int(),
  createdAt: z.string(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
  /** Why the last attempt failed (Telegram's description, or the network error). */
  lastError: z.string().nullable(),
});
export type TelegramDelivery = z.infer<typeof telegramDeliverySchema>;

/** GET /api/telegram/deliveries */
export const telegramDeliveriesQuerySchema = z.object({
  userId: idField('userId').optional(),
  limit: integerText(z.number().int().min(1).max(500)).default(50),
});
export type TelegramDeliveriesQuery = z.infer<typeof telegramDeliveriesQuerySchema>;

/** What the server is set to do on Telegram (no secret: never the token). */
export const telegramSettingsSchema = z.object({
  configured: z.boolean(),
  channelConfigured: z.boolean(),
  groupConfigured: z.boolean(),
  language: z.enum(TELEGRAM_LANGUAGES),
  announceToSubscribers: z.boolean(),
});
export type TelegramSettings = z.infer<typeof telegramSettingsSchema>;

export const telegramDeliveriesResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ settings: telegramSettingsSchema, deliveries: z.array(telegramDeliverySchema) }),
});
export type TelegramDeliveriesResponse = z.infer<typeof telegramDeliveriesResponseSchema>;

/** POST /api/telegram/test-message: no fields (an empty JSON body). */
export const telegramTestMessageRequestSchema = z.object({}).strict().optional();

/** 202: the test message is queued to the announcements' channel. */
export const telegramTestMessageResponseSchema = z.object({
  success: z.literal(true),
  data: telegramDeliverySchema,
});

/** Whether the bot answers: `off` without a token, else what getMe said (docs/telegram.md, The console). */
export const telegramBotStatusSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('off') }),
  z.object({ state: z.literal('reachable'), username: z.string(), name: z.string() }),
  /** getMe failed: Telegram's refusal (a wrong token is `401: Unauthorized`) or the network error. */
  z.object({ state: z.literal('unreachable'), error: z.string() }),
]);
export type TelegramBotStatus = z.infer<typeof telegramBotStatusSchema>;

/** A channel or group the bot has seen a post from. */
export const telegramChatSeenSchema = z.object({
  /** The chat id a Telegram source names (`-100…`). */
  chatId: z.string(),
  type: z.string(),
  title: z.string().nullable(),
  username: z.string().nullable(),
  posts: z.number().int(),
  lastPostAt: z.string(),
});
export type TelegramChatSeen = z.infer<typeof telegramChatSeenSchema>;

/** GET /api/telegram/status */
export const telegramStatusResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ bot: telegramBotStatusSchema, chats: z.array(telegramChatSeenSchema) }),
});
export type TelegramStatusResponse = z.infer<typeof telegramStatusResponseSchema>;
