import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app';
import { createBacktestPool } from './backtest-pool/backtest-pool';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { startDemoData } from './demo/demo-data';
import { startQueuedBacktestPool } from './job-queue/start-job-queue';
import { candleStoreDir, FileCandleStore } from './market/candle-store';
import { PriceHub } from './market/price-hub';
import { startSignalJobs } from './modules/signals/start-signal-jobs';
import { startSignalManager } from './modules/signals/start-signal-manager';
import { startTelegramIntake } from './modules/signals/telegram-intake';
import { handleBotMessage } from './modules/telegram/bot-messages';
import { startTelegramOut } from './modules/telegram/start-telegram-out';
import { createSubscriberAccess } from './modules/telegram/subscriber-access';
import { subscriberPageAccess } from './modules/telegram/subscriber-page-access';
import {
  repairStoredParameters,
  seedTradingParameters,
} from './modules/trading-parameters/trading-parameters.service';
import { startPositionMonitor } from './monitor/start-position-monitor';
import { prepareAccounts } from './startup/accounts';
import { createExchange } from './startup/create-exchange';

const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Boots the server: configuration, database, accounts, market, app, background work; stops it gracefully. */
async function main() {
  const config = loadConfig();
  const logger = pino({
    level: config.logLevel,
    transport: process.stdout.isTTY
      ? { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } }
      : undefined,
  });
  const now = Date.now;
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const accountLines = await prepareAccounts({ config, database, logger });
  await seedTradingParameters(database.db, new Date(now()));
  const repaired = await repairStoredParameters(database.db, new Date(now()));
  if (repaired.length > 0) {
    logger.warn(
      { keys: repaired },
      'trading parameters outside their bounds were put back to their defaults',
    );
  }

  const exchange = createExchange(config, logger);
  const candleStore = new FileCandleStore({ dir: candleStoreDir(config.dataDir) });
  const priceHub = new PriceHub(exchange, { logger });
  // Runs and sweep batches go through the job queue: on PostgreSQL every instance's workers take them.
  const { pool: backtestPool } = await startQueuedBacktestPool({
    config,
    database,
    local: createBacktestPool(config.backtest),
    candleStore,
    logger,
  });

  // Telegram group access for subscribers; the subscriber side is told only when a bot and a paid group are set.
  const subscriberAccess = createSubscriberAccess({
    db: database.db,
    telegram: config.telegram,
    now,
    logger,
  });
  const groupManaged = config.telegram.botToken !== undefined && config.telegram.groupId !== undefined;
  const app = await buildApp({
    deps: { config, database, now, exchange, priceHub, candleStore, backtestPool },
    webDistDir: WEB_DIST,
    logger,
    subscriberAccess: groupManaged ? subscriberPageAccess(subscriberAccess) : undefined,
  });

  const demoData = config.demo.seed
    ? startDemoData({ config, database, exchange, candleStore, logger, now })
    : undefined;
  const stopMonitor = startPositionMonitor({ database, priceHub, logger, now });
  const stopSignalManager = startSignalManager({ database, exchange, logger, now });
  // Telegram out (docs/telegram.md): the announcer and queue, and the bot's /start (read by the intake's poll).
  const telegramOut = startTelegramOut({
    database,
    telegram: config.telegram,
    now,
    logger,
    access: subscriberAccess,
  });
  const telegramIntake = startTelegramIntake({
    database,
    exchange,
    now,
    logger,
    telegram: config.telegram,
    onMessage: async (message) => {
      const done = await handleBotMessage(
        { db: database.db, telegram: config.telegram, access: subscriberAccess, now },
        message,
      );
      if (done !== 'ignored') logger.info({ chatId: message.chat.id, done }, 'Telegram bot message read');
    },
  });
  // The demo's own signals can be switched off (the browser journeys count positions and must not see new ones).
  const stopSignalJobs =
    config.mode === 'production' || config.demo.signals
      ? startSignalJobs({ database, exchange, logger, now, demo: config.mode === 'demo' })
      : async () => {};

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    demoData?.cancel();
    // The pool goes with the app: app.close() waits for requests in flight, and a run may be long.
    await Promise.all([app.close(), backtestPool.destroy()]);
    await Promise.all([
      stopSignalManager(),
      stopMonitor(),
      telegramIntake.stop(),
      telegramOut.stop(),
      stopSignalJobs(),
    ]);
    await demoData?.done;
    priceHub.close();
    await exchange.close();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const lines = [
    '',
    `  SignalDesk ${config.mode === 'demo' ? 'demo' : 'production'} console: http://localhost:${port}`,
    `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${path.join(config.dataDir, 'pg')}` : 'PostgreSQL'}`,
    `  Exchange: ${exchange.name}`,
    ...accountLines,
    ...(demoData
      ? ['  Demo data: filling candles and positions in the background (progress in the log)']
      : []),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  demoData?.done.then(() => {
    if (!closing) process.stdout.write('  Demo data ready.\n');
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
  else process.stderr.write(`Failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
