import { apiErrorSchema } from '@signaldesk/contracts/errors';
import {
  telegramDeliveriesQuerySchema,
  telegramDeliveriesResponseSchema,
  telegramStatusResponseSchema,
  telegramTestMessageRequestSchema,
  telegramTestMessageResponseSchema,
} from '@signaldesk/contracts/telegram';
import type { AppInstance } from '../../app-types';
import { botStatusReader } from './bot-status';
import { chatsSeen, queueTestMessage, recentDeliveries, telegramSettings } from './telegram.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema };

/** Telegram out, admin1 only (docs/telegram.md; docs/api.md, Telegram). */
export async function telegramRoutes(app: AppInstance) {
  const { database, config, now } = app.deps;
  const db = database.db;
  const botStatus = botStatusReader({ ...config.telegram, now });

  app.get(
    '/api/telegram/deliveries',
    {
      schema: {
        querystring: telegramDeliveriesQuerySchema,
        response: { 200: telegramDeliveriesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        settings: telegramSettings(config.telegram),
        deliveries: await recentDeliveries(db, request.query),
      },
    }),
  );

  app.get(
    '/api/telegram/status',
    { schema: { response: { 200: telegramStatusResponseSchema, ...errors } } },
    async () => {
      const [bot, chats] = await Promise.all([botStatus(), chatsSeen(db)]);
      return { success: true as const, data: { bot, chats } };
    },
  );

  app.post(
    '/api/telegram/test-message',
    {
      schema: {
        body: telegramTestMessageRequestSchema,
        response: { 202: telegramTestMessageResponseSchema, ...errors },
      },
    },
    async (_request, reply) => {
      const data = await queueTestMessage(db, config.telegram, new Date(now()));
      return reply.status(202).send({ success: true as const, data });
    },
  );
}
