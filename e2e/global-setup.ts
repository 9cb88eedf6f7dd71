import type { TestProject } from 'vitest/node';
import { FakeTelegram } from '../apps/server/test/support/fake-telegram';
import { startDemoServer } from './support/demo-server';
import { E2E_TELEGRAM_BOT_USERNAME, E2E_TELEGRAM_GROUP_ID } from './support/telegram';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The local Bot API the demo server's bot talks to, with its control surface (support/telegram.ts). */
    telegramUrl: string;
  }
}

/**
 * Starts a local Telegram Bot API and the demo server (support/demo-server.ts) for the journeys, and stops them
 * after. The bot manages a paid group but has no channel: no announcements go out while the journeys run.
 */
export default async function setup(project: TestProject) {
  const telegram = new FakeTelegram();
  const telegramUrl = await telegram.start();
  const server = await startDemoServer({
    TELEGRAM_BOT_TOKEN: telegram.token,
    TELEGRAM_API_ROOT: telegramUrl,
    TELEGRAM_GROUP_ID: E2E_TELEGRAM_GROUP_ID,
    TELEGRAM_BOT_USERNAME: E2E_TELEGRAM_BOT_USERNAME,
  }).catch(async (error: unknown) => {
    await telegram.close();
    throw error;
  });
  project.provide('baseUrl', server.url);
  project.provide('telegramUrl', telegramUrl);
  return async () => {
    await server.stop();
    await telegram.close();
  };
}
