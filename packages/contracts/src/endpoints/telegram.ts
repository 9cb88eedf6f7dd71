import {
  telegramDeliveriesQuerySchema,
  telegramDeliveriesResponseSchema,
  telegramStatusResponseSchema,
  telegramTestMessageRequestSchema,
  telegramTestMessageResponseSchema,
} from '../telegram';
import { endpoint, errorAnswers } from './endpoint';

const errors = errorAnswers(400, 401, 403, 409);

/** Telegram out: its settings, deliveries, the bot's status and a test message (docs/telegram.md). */
export const telegramEndpoints = {
  telegramDeliveries: endpoint({
    method: 'GET',
    path: '/api/telegram/deliveries',
    access: 'admin1',
    summary: "Telegram's settings and the delivery log, newest first.",
    query: telegramDeliveriesQuerySchema,
    response: { 200: telegramDeliveriesResponseSchema, ...errors },
  }),
  telegramStatus: endpoint({
    method: 'GET',
    path: '/api/telegram/status',
    access: 'admin1',
    summary: 'Whether the bot answers, and the chats it has seen.',
    response: { 200: telegramStatusResponseSchema, ...errors },
  }),
  telegramTestMessage: endpoint({
    method: 'POST',
    path: '/api/telegram/test-message',
    access: 'admin1',
    summary: "Queues a test message to the announcements' channel.",
    body: telegramTestMessageRequestSchema,
    response: { 202: telegramTestMessageResponseSchema, ...errors },
  }),
};
