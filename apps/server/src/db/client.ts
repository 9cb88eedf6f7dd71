import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { installPositionHourCells } from './position-hour-cells';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs one statement on a connection of its own, for session-level work such as advisory locks. */
  withConnection<T>(
    work: (query: (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }>) => Promise<T>,
  ): Promise<T>;
  /**
   * Calls `onMessage` with the payload of every NOTIFY on `channel` (from this process or any other on the same
   * database); resolves once listening, with the function that stops it.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens PostgreSQL when `url` is given, else embedded PGlite in `<dataDir>/pg`
 * (or in memory when `dataDir` is ':memory:'). Runs the committed migrations, then installs what is written from
 * core's rules at start (db/position-hour-cells.ts).
 */
export async function openDatabase(options: {
  url?: string;
  dataDir: string;
  /** Tests of a migration start from a folder that holds only the migrations before it. */
  migrationsFolder?: string;
}): Promise<DatabaseHandle> {
  const handle = options.url ? openPostgres(options.url) : await openPglite(options.dataDir);
  await migrateDatabase(handle, options.migrationsFolder);
  await installPositionHourCells(handle);
  return handle;
}

function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that the server ends (restart, failover) must not crash the process.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async withConnection(work) {
      const client = await pool.connect();
      try {
        return await work((text, params) => client.query(text, params as unknown[]));
      } finally {
        client.release();
      }
    },
    listen: (channel, onMessage) => listenOnPostgres(pool, channel, onMessage),
    close: () => pool.end(),
  };
}

/** Seconds between attempts to listen again after the listening connection was lost. */
const RELISTEN_DELAY_MS = 5_000;

/** LISTEN on a connection of its own, taken again after it is lost (a restart or failover of the server). */
async function listenOnPostgres(
  pool: pg.Pool,
  channel: string,
  onMessage: (payload: string) => void,
): Promise<() => Promise<void>> {
  let client: pg.PoolClient | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = await pool.connect();
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', (error) => {
      // Released once only: stopping may have released it already (the pool throws on a second release).
      if (client !== next) return;
      process.emitWarning(`PostgreSQL LISTEN connection lost: ${error.message}`);
      client = undefined;
      next.release(error);
      if (!stopped) retry = setTimeout(reconnect, RELISTEN_DELAY_MS).unref();
    });
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  const reconnect = () => {
    connect().catch(() => {
      if (!stopped) retry = setTimeout(reconnect, RELISTEN_DELAY_MS).unref();
    });
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = undefined;
    if (!current) return;
    await current.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
    current.release();
  };
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  let client: PGlite;
  // pg_trgm serves the subscriber search (docs/users.md, Search).
  const extensions = { pg_trgm };
  if (dataDir === ':memory:') {
    client = new PGlite({ extensions });
  } else {
    const folder = path.join(dataDir, 'pg');
    mkdirSync(folder, { recursive: true });
    client = new PGlite(folder, { extensions });
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    // PGlite is a single connection: work runs on it directly.
    withConnection: (work) => work((text, params) => client.query(text, params as unknown[])),
    listen: async (channel, onMessage) => {
      const stop = await client.listen(channel, onMessage);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: () => client.close(),
  };
}

/**
 * Applies the migrations of `migrationsFolder` not applied yet, each in its own transaction. A failure says
 * PostgreSQL's own reason first (a migration may name the rows that stop it), not the whole SQL text.
 */
export async function migrateDatabase(
  handle: DatabaseHandle,
  migrationsFolder = MIGRATIONS_FOLDER,
): Promise<void> {
  try {
    if (handle.kind === 'postgres') {
      // biome-ignore lint/suspicious/noExplicitAny: the migrator wants its driver's own type
      await migratePg(handle.db as any, { migrationsFolder });
    } else {
      // biome-ignore lint/suspicious/noExplicitAny: the migrator wants its driver's own type
      await migratePglite(handle.db as any, { migrationsFolder });
    }
  } catch (error) {
    const reason = error instanceof Error && error.cause instanceof Error ? error.cause.message : null;
    if (reason === null) throw error;
    throw new Error(`A database migration failed: ${reason}`, { cause: error });
  }
}
