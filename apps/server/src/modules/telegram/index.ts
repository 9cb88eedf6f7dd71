/** The telegram module's front door: what the rest of the server may use of it (docs/architecture.md, Boundaries). */
export { handleBotMessage } from './bot-messages';
export { startTelegramOut } from './start-telegram-out';
export { createSubscriberAccess, type TelegramSubscriberAccess } from './subscriber-access';
export { subscriberPageAccess } from './subscriber-page-access';
export { telegramRoutes } from './telegram.routes';
