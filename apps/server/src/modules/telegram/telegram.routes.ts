import { endpoints } from '@signaldesk/contracts/endpoints';
import type { AppInstance } from '../../app-types';
import { route } from '../../http/route';
import { botStatusReader } from './bot-status';
import { chatsSeen, queueTestMessage, recentDeliveries, telegramSettings } from './telegram.service';

/** Telegram out, admin1 only (docs/telegram.md; docs/api.md, Telegram). */
export async function telegramRoutes(app: AppInstance) {
  const { database, config, now } = app.deps;
  const db = database.db;
  const botStatus = botStatusReader({ ...config.telegram, now });

  route(app, endpoints.telegramDeliveries, async (request) => ({
    success: true as const,
    data: {
      settings: telegramSettings(config.telegram),
      deliveries: await recentDeliveries(db, request.query),
    },
  }));

  route(app, endpoints.telegramStatus, async () => {
    const [bot, chats] = await Promise.all([botStatus(), chatsSeen(db)]);
    return { success: true as const, data: { bot, chats } };
  });

  route(app, endpoints.telegramTestMessage, async (_request, reply) => {
    const data = await queueTestMessage(db, config.telegram, new Date(now()));
    return reply.status(202).send({ success: true as const, data });
  });
}
