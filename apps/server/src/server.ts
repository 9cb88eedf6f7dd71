import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app';
import { createBacktestPool } from './backtest-pool/backtest-pool';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { requestLogFields } from './http/request-log';
import { startQueuedBacktestPool } from './job-queue/start-job-queue';
import { type RunningJobs, startBackgroundJobs } from './lib/background-jobs';
import { instanceSessionOf } from './lib/instance-session';
import { LOCK_KEYS } from './lib/lock-keys';
import { withinTime } from './lib/time-bound';
import { candleStoreDir, FileCandleStore } from './market/candle-store';
import { PriceHub } from './market/price-hub';
import { createSubscriberAccess, subscriberPageAccess } from './modules/telegram';
import { repairStoredParameters, seedTradingParameters } from './modules/trading-parameters';
import { prepareAccounts } from './startup/accounts';
import { serverJobs } from './startup/background-jobs';
import { createExchange } from './startup/create-exchange';

const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * How long each start-up step may take, ms (docs/operations.md, Start-up): a step still running is named in the
 * log every 5 s, and past its limit the start fails with the step's name (an orchestrator then starts it again).
 */
const STARTUP_LIMITS_MS = {
  database: 120_000,
  session: 15_000,
  accounts: 30_000,
  jobQueue: 60_000,
  app: 30_000,
  listen: 15_000,
} as const;

/** A stop that takes longer than this ends the process anyway (each job's stop has its own, shorter, limit). */
const FORCED_EXIT_MS = 30_000;

/**
 * Boots the server: configuration, database (+ migrations), this instance's session, accounts, market, job queue,
 * app, listen, then the background jobs; stops them gracefully, the jobs first so another instance takes over.
 */
async function main() {
  const config = loadConfig();
  const logger = pino({
    level: config.logLevel,
    // A hook URL carries a source's key: the request lines leave it out (docs/signals.md, Webhook).
    serializers: { req: requestLogFields },
    transport: process.stdout.isTTY
      ? { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } }
      : undefined,
  });
  const now = Date.now;
  const step = <T>(name: string, limitMs: number, hint: string | undefined, work: () => Promise<T>) => {
    logger.info({ step: name }, `start-up: ${name}`);
    return withinTime(work(), { name: `start-up: ${name}`, limitMs, hint }, logger);
  };

  const database = await step(
    'database and migrations',
    STARTUP_LIMITS_MS.database,
    'is the database reachable? is another instance migrating?',
    () =>
      openDatabase({
        url: config.databaseUrl,
        dataDir: config.dataDir,
        pool: config.databasePool,
        onMigrationWait: () => logger.warn('another instance is migrating the database: waiting for it'),
      }),
  );
  // This instance's own connection: its liveness lock and every leader lock (docs/operations.md, Connection budget).
  const session = instanceSessionOf(database);
  await step('instance session', STARTUP_LIMITS_MS.session, 'is the database reachable?', () =>
    session.start(logger),
  );
  const accountLines = await step(
    'accounts and trading parameters',
    STARTUP_LIMITS_MS.accounts,
    'another instance may hold the start-up lock',
    () =>
      database.exclusive(
        LOCK_KEYS.startup,
        async () => {
          const lines = await prepareAccounts({ config, database, logger });
          await seedTradingParameters(database.db, new Date(now()));
          const repaired = await repairStoredParameters(database.db, new Date(now()));
          if (repaired.length > 0) {
            logger.warn(
              { keys: repaired },
              'trading parameters outside their bounds were put back to their defaults',
            );
          }
          return lines;
        },
        () => logger.warn('another instance is starting: waiting for the start-up lock'),
      ),
  );

  const exchange = createExchange(config, logger);
  const candleStore = new FileCandleStore({ dir: candleStoreDir(config.dataDir) });
  const priceHub = new PriceHub(exchange, { logger });
  // Runs and sweep batches go through the job queue: on PostgreSQL every instance's workers take them.
  const { pool: backtestPool, queue } = await step(
    'job queue',
    STARTUP_LIMITS_MS.jobQueue,
    'pg-boss creates or migrates its schema on first start',
    () =>
      startQueuedBacktestPool({
        config,
        database,
        local: createBacktestPool(config.backtest),
        candleStore,
        logger,
      }),
  );

  // Telegram group access for subscribers; the subscriber side is told only when a bot and a paid group are set.
  const subscriberAccess = createSubscriberAccess({
    db: database.db,
    telegram: config.telegram,
    now,
    logger,
  });
  const groupManaged = config.telegram.botToken !== undefined && config.telegram.groupId !== undefined;
  let jobs: RunningJobs | undefined;
  const app = await step('the console and its routes', STARTUP_LIMITS_MS.app, undefined, () =>
    buildApp({
      deps: { config, database, now, exchange, priceHub, candleStore, backtestPool },
      webDistDir: WEB_DIST,
      logger,
      subscriberAccess: groupManaged ? subscriberPageAccess(subscriberAccess) : undefined,
      readiness: {
        jobs: () =>
          jobs ? { started: jobs.started, statuses: jobs.statuses() } : { started: false, statuses: [] },
      },
    }),
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), FORCED_EXIT_MS).unref();
    // The jobs first: their locks go at once, so another instance takes over while this one finishes requests.
    await jobs?.stop();
    // The pool goes with the app: app.close() waits for requests in flight, and a run may be long.
    await Promise.all([app.close(), backtestPool.destroy()]);
    priceHub.close();
    await exchange.close();
    await session.close();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await step('listen', STARTUP_LIMITS_MS.listen, 'the routes listen to the database on start', () =>
    app.listen({ port: config.port, host: config.host }),
  );
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const lines = [
    '',
    `  SignalDesk ${config.mode === 'demo' ? 'demo' : 'production'} console: http://localhost:${port}`,
    `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${path.join(config.dataDir, 'pg')}` : `PostgreSQL (instance ${session.id})`}`,
    `  Exchange: ${exchange.name}`,
    ...accountLines,
    ...(config.demo.seed
      ? ['  Demo data: filling candles and positions in the background (progress in the log)']
      : []),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);

  // One list, started in one loop (docs/operations.md, Background jobs): the server's jobs, then the app's own.
  jobs = await startBackgroundJobs(
    [
      ...serverJobs({
        config,
        database,
        exchange,
        priceHub,
        candleStore,
        queue,
        subscriberAccess,
        logger,
        now,
        onDemoDataReady: () => {
          if (!closing) process.stdout.write('  Demo data ready.\n');
        },
      }),
      ...app.backgroundJobs,
    ],
    { database, logger },
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
  else process.stderr.write(`Failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
