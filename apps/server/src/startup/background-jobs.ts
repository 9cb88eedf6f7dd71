import type { Logger } from 'pino';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { startDemoData } from '../demo/demo-data';
import type { JobQueue } from '../job-queue/job-queue';
import type { BackgroundJob } from '../lib/background-jobs';
import { LOCK_KEYS } from '../lib/lock-keys';
import type { CandleStore } from '../market/candle-store';
import { appendClosedMinutes } from '../market/candle-store/candle-appender';
import type { Exchange } from '../market/exchange';
import type { PriceHub } from '../market/price-hub';
import { signalJobs, startMinuteJob, startSignalManager, startTelegramIntake } from '../modules/signals';
import { handleBotMessage, startTelegramOut, type TelegramSubscriberAccess } from '../modules/telegram';
import { startPositionMonitor } from '../monitor/start-position-monitor';

/** After a minute closes, the exchange publishes its candle within a second or two (the Signal Manager's delay). */
const CANDLE_APPEND_AFTER_CLOSE_MS = 2_000;

export interface ServerJobsDeps {
  config: AppConfig;
  database: DatabaseHandle;
  exchange: Exchange;
  priceHub: PriceHub;
  candleStore: CandleStore;
  queue: JobQueue;
  subscriberAccess: TelegramSubscriberAccess;
  logger: Logger;
  now: () => number;
  /** Called once the demo data is in place (server.ts prints it). */
  onDemoDataReady: () => void;
}

/**
 * The server's background jobs, one entry each (docs/operations.md, Background jobs): server.ts starts them in
 * this order after the console listens, with the app's own jobs (the sweep collector) after them, and stops them
 * the other way round. A job with a `lock` runs in one instance at a time; the others run in every instance.
 */
export function serverJobs(deps: ServerJobsDeps): BackgroundJob[] {
  const { config, database, exchange, logger, now } = deps;
  const telegramOff = config.telegram.botToken ? undefined : 'TELEGRAM_BOT_TOKEN is not set';
  return [
    {
      name: 'Position monitor',
      lock: 'positionMonitor',
      start: () => startPositionMonitor({ database, priceHub: deps.priceHub, logger, now }),
    },
    {
      name: 'Signal Manager',
      lock: 'signalManager',
      start: () => startSignalManager({ database, exchange, logger, now }),
    },
    {
      // Each closed minute of every listed symbol into the candle store, so a backtest and the live-vs-backtest
      // panel read the minutes the server was up (docs/market-data.md, The candle appender).
      name: 'Candle appender',
      lock: 'candleAppender',
      start: () =>
        startMinuteJob({
          database,
          logger,
          now,
          lockKey: LOCK_KEYS.candleAppender,
          name: 'Candle appender',
          afterCloseMs: CANDLE_APPEND_AFTER_CLOSE_MS,
          stepOf: () => async () => {
            const appended = await appendClosedMinutes({ exchange, store: deps.candleStore, now });
            if (appended.fetchedCandles > appended.symbols)
              logger.info(
                { symbols: appended.symbols, candles: appended.storedCandles },
                'Candle appender repaired a gap',
              );
          },
        }),
    },
    // The demo's own signals can be switched off (the browser journeys count positions and must not see new ones).
    ...signalJobs({
      database,
      exchange,
      logger,
      now,
      demo: config.mode === 'demo',
      off: config.mode === 'production' || config.demo.signals ? undefined : 'DEMO_SIGNALS=false',
    }),
    {
      // Channel posts, and the bot's other messages (a subscriber's /start), from one poll (docs/telegram.md).
      name: 'Telegram intake',
      lock: 'telegramIntake',
      off: telegramOff,
      start: () => {
        const intake = startTelegramIntake({
          database,
          exchange,
          now,
          logger,
          telegram: config.telegram,
          onMessage: async (message) => {
            const done = await handleBotMessage(
              { db: database.db, telegram: config.telegram, access: deps.subscriberAccess, now },
              message,
            );
            if (done !== 'ignored' && done !== 'seen')
              logger.info({ chatId: message.chat.id, done }, 'Telegram bot message read');
          },
        });
        return () => intake.stop();
      },
    },
    {
      // The announcer and the delivery queue (docs/telegram.md); without a token it drops the position events.
      name: 'Telegram out',
      lock: 'telegramOut',
      start: () => {
        const out = startTelegramOut({
          database,
          telegram: config.telegram,
          now,
          logger,
          access: deps.subscriberAccess,
        });
        return () => out.stop();
      },
    },
    {
      name: 'Job queue supervision',
      off: deps.queue.supervise
        ? undefined
        : 'one process on the embedded database: no other instance to hand to',
      start: () => deps.queue.supervise!(),
    },
    {
      name: 'Demo data',
      off: config.demo.seed
        ? undefined
        : config.mode === 'production'
          ? 'production mode'
          : 'DEMO_SEED=false',
      start: () => {
        const demo = startDemoData({
          config,
          database,
          exchange,
          candleStore: deps.candleStore,
          logger,
          now,
        });
        demo.done.then(deps.onDemoDataReady);
        return async () => {
          demo.cancel();
          await demo.done;
        };
      },
    },
  ];
}
