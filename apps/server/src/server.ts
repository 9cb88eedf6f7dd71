import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { prepareAccounts } from './startup/accounts';

const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function main() {
  const config = loadConfig();
  const logger = pino({
    level: config.logLevel,
    transport: process.stdout.isTTY
      ? { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } }
      : undefined,
  });
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const startupLines = await prepareAccounts({ config, database, logger });

  const app = await buildApp({
    deps: { config, database, now: Date.now },
    webDistDir: WEB_DIST,
    logger,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
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
    ...startupLines,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
  else process.stderr.write(`Failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
