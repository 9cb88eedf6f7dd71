import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { LOCK_KEYS } from '../lib/lock-keys';
import { connectionError } from './connection-errors';
import { installPositionHourCells } from './position-hour-cells';
import * as schema from './schema';
import { retryTransactionOnce } from './sql-state';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type Query = (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;

/**
 * A PostgreSQL connection of its own, outside the request pool, for session-level state that must live as long as
 * the connection (the instance's locks, lib/instance-session.ts). `lost` turns true once it broke or was closed.
 */
export interface SessionConnection {
  query: Query;
  readonly lost: boolean;
  /** Called once when the connection breaks (PostgreSQL then releases its session locks). */
  onLost(listener: () => void): void;
  close(): Promise<void>;
}

/** The request pool's size and how long a request waits for a connection (docs/operations.md, Connection budget). */
export interface PoolOptions {
  size: number;
  waitMs: number;
}

export const DEFAULT_POOL: PoolOptions = { size: 6, waitMs: 5_000 };

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs work on one pooled connection, for statements that must share it (a transaction by hand). */
  withConnection<T>(work: (query: Query) => Promise<T>): Promise<T>;
  /**
   * Calls `onMessage` with the payload of every NOTIFY on `channel` (from this process or any other on the same
   * database); resolves once listening, with the function that stops it. On PostgreSQL every channel of the
   * process shares one connection of its own, listened again after it is lost.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /** A connection of its own for session locks; null on PGlite (one process, one connection). */
  openSession(): Promise<SessionConnection | null>;
  /**
   * Runs `work` while this process holds the session lock `key` (one holder at a time among every process on the
   * database); `onWait` is called once when another holds it and this one waits. PGlite: runs it.
   */
  exclusive<T>(key: number, work: () => Promise<T>, onWait?: () => void): Promise<T>;
  /** The request pool's figures (PostgreSQL), for the readiness answer. */
  poolStats(): { size: number; open: number; idle: number; waiting: number } | null;
  /** Closes every connection; a second call does nothing. */
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens PostgreSQL when `url` is given, else embedded PGlite in `<dataDir>/pg`
 * (or in memory when `dataDir` is ':memory:'). Runs the committed migrations (on PostgreSQL one process at a time,
 * under the start-up lock), then installs what is written from core's rules at start (db/position-hour-cells.ts).
 */
export async function openDatabase(options: {
  url?: string;
  dataDir: string;
  /** Tests of a migration start from a folder that holds only the migrations before it. */
  migrationsFolder?: string;
  pool?: PoolOptions;
  /** Called once when another process is migrating and this one waits for it. */
  onMigrationWait?: () => void;
}): Promise<DatabaseHandle> {
  const handle = options.url
    ? openPostgres(options.url, options.pool ?? DEFAULT_POOL)
    : await openPglite(options.dataDir);
  try {
    await handle.exclusive(
      LOCK_KEYS.startup,
      async () => {
        await migrateDatabase(handle, options.migrationsFolder);
        await installPositionHourCells(handle);
      },
      options.onMigrationWait,
    );
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
  return handle;
}

function openPostgres(url: string, poolOptions: PoolOptions): DatabaseHandle {
  const connection = {
    connectionString: url,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    connectionTimeoutMillis: poolOptions.waitMs,
  };
  const pool = new pg.Pool({ ...connection, max: poolOptions.size, application_name: 'signaldesk' });
  // A request waits at most waitMs for a connection, then gets a 503 that says why (db/connection-errors.ts).
  const connect = pool.connect.bind(pool);
  pool.connect = ((callback?: (error: unknown, client?: pg.PoolClient, done?: () => void) => void) => {
    if (callback) {
      return connect((error, client, done) =>
        callback(error ? connectionError(error, poolOptions) : error, client, done),
      );
    }
    return connect().catch((error: unknown) => {
      throw connectionError(error, poolOptions);
    });
  }) as typeof pool.connect;
  // An idle connection that the server ends (restart, failover) must not crash the process.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL connection lost: ${error.message}`));
  const db = retryTransactionOnce(drizzlePg(pool, { schema }) as unknown as Database);
  const listener = new Listener({ ...connection, application_name: 'signaldesk-listen' });
  const sessions = new Set<SessionConnection>();
  let closed = false;
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
    listen: (channel, onMessage) => listener.listen(channel, onMessage),
    async openSession() {
      if (closed) throw new Error('The database is closed');
      const session = await openSessionConnection({ ...connection, application_name: 'signaldesk-session' });
      sessions.add(session);
      session.onLost(() => sessions.delete(session));
      return session;
    },
    async exclusive(key, work, onWait) {
      const client = await pool.connect();
      // A connection whose lock state is unknown is closed, not given back (closing it releases the lock).
      let broken: Error | undefined;
      try {
        try {
          const { rows } = await client.query('SELECT pg_try_advisory_lock($1) AS locked', [key]);
          if (!(rows[0] as { locked: boolean }).locked) {
            onWait?.();
            await client.query('SELECT pg_advisory_lock($1)', [key]);
          }
        } catch (error) {
          broken = error as Error;
          throw error;
        }
        try {
          return await work();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [key]).catch((error: Error) => {
            broken = error;
          });
        }
      } finally {
        client.release(broken);
      }
    },
    poolStats: () => ({
      size: poolOptions.size,
      open: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async close() {
      if (closed) return;
      closed = true;
      await listener.close();
      for (const session of [...sessions]) await session.close();
      await pool.end();
    },
  };
}

/**
 * One query at a time on a connection of its own: several callers share it (every leader job, every channel), and
 * pg wants a query sent only after the previous one answered.
 */
function serialQueries(client: pg.Client): Query {
  let last: Promise<unknown> = Promise.resolve();
  return (text, params) => {
    const next = last.then(
      () => client.query(text, params as unknown[]),
      () => client.query(text, params as unknown[]),
    );
    last = next.catch(() => undefined);
    return next;
  };
}

/** Seconds between attempts to listen again after the listening connection was lost. */
const RELISTEN_DELAY_MS = 5_000;

/**
 * Every LISTEN of the process on one connection of its own, outside the request pool. When the connection is lost
 * (a restart or failover of the server) it is opened again every RELISTEN_DELAY_MS and every channel listened
 * again; notifications sent meanwhile are lost, which every listener already tolerates (each also polls or
 * re-reads).
 */
class Listener {
  private readonly channels = new Map<string, Set<(payload: string) => void>>();
  private client: { connection: pg.Client; query: Query } | undefined;
  private connecting: Promise<{ connection: pg.Client; query: Query }> | undefined;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly config: pg.ClientConfig) {}

  async listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>> {
    let handlers = this.channels.get(channel);
    const first = handlers === undefined;
    if (!handlers) {
      handlers = new Set();
      this.channels.set(channel, handlers);
    }
    handlers.add(onMessage);
    try {
      const fresh = this.client === undefined;
      const client = await this.connected();
      // A connection opened just now listened to every channel already.
      if (first && !fresh) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      this.drop(channel, handlers, onMessage);
      throw error;
    }
    let stopped = false;
    return async () => {
      if (stopped) return;
      stopped = true;
      if (this.drop(channel, handlers, onMessage)) {
        await this.client?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
      }
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client ?? (await this.connecting?.catch(() => undefined));
    this.client = undefined;
    await client?.connection.end().catch(() => undefined);
  }

  /** Removes a handler; true when its channel has none left. */
  private drop(
    channel: string,
    handlers: Set<(payload: string) => void>,
    onMessage: (payload: string) => void,
  ) {
    handlers.delete(onMessage);
    if (handlers.size > 0 || this.channels.get(channel) !== handlers) return false;
    this.channels.delete(channel);
    return true;
  }

  private connected(): Promise<{ connection: pg.Client; query: Query }> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async connect(): Promise<{ connection: pg.Client; query: Query }> {
    if (this.closed) throw new Error('The database is closed');
    const client = new pg.Client(this.config);
    const query = serialQueries(client);
    client.on('notification', (message) => {
      for (const handler of this.channels.get(message.channel) ?? []) {
        try {
          handler(message.payload ?? '');
        } catch (error) {
          process.emitWarning(`A NOTIFY handler of ${message.channel} failed: ${(error as Error).message}`);
        }
      }
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('the connection ended')));
    try {
      await client.connect();
      for (const channel of this.channels.keys()) {
        await query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
    } catch (error) {
      await client.end().catch(() => undefined);
      throw connectionError(error, { size: 1, waitMs: this.config.connectionTimeoutMillis ?? 0 });
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      throw new Error('The database is closed');
    }
    this.client = { connection: client, query };
    return this.client;
  }

  private lost(client: pg.Client, error: Error): void {
    if (this.client?.connection !== client) return;
    this.client = undefined;
    client.end().catch(() => undefined);
    if (this.closed) return;
    process.emitWarning(`PostgreSQL LISTEN connection lost: ${error.message}`);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    clearTimeout(this.retry);
    this.retry = setTimeout(() => {
      if (this.closed || this.client || this.channels.size === 0) return;
      this.connected().catch(() => this.scheduleReconnect());
    }, RELISTEN_DELAY_MS);
    this.retry.unref();
  }
}

/** Opens a session connection; `lost` turns true at its first error, its end or its close. */
async function openSessionConnection(config: pg.ClientConfig): Promise<SessionConnection> {
  const client = new pg.Client(config);
  let lost = false;
  let ended: Promise<void> = Promise.resolve();
  const listeners = new Set<() => void>();
  const markLost = () => {
    if (lost) return;
    lost = true;
    ended = client.end().catch(() => undefined);
    for (const listener of listeners) listener();
    listeners.clear();
  };
  client.on('error', markLost);
  client.on('end', markLost);
  try {
    await client.connect();
  } catch (error) {
    markLost();
    throw connectionError(error, { size: 1, waitMs: config.connectionTimeoutMillis ?? 0 });
  }
  return {
    query: serialQueries(client),
    get lost() {
      return lost;
    },
    onLost(listener) {
      if (lost) listener();
      else listeners.add(listener);
    },
    async close() {
      markLost();
      await ended;
    },
  };
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  // Loaded only here: on PostgreSQL the embedded database's code is never read (a faster start).
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
  ]);
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
  const db = retryTransactionOnce(drizzlePglite(client, { schema }) as unknown as Database);
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
    openSession: async () => null,
    // One process owns the folder: nothing else can hold the lock.
    exclusive: (_key, work) => work(),
    poolStats: () => null,
    close: async () => {
      if (!client.closed) await client.close();
    },
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
      const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
      // biome-ignore lint/suspicious/noExplicitAny: the migrator wants its driver's own type
      await migratePglite(handle.db as any, { migrationsFolder });
    }
  } catch (error) {
    const reason = error instanceof Error && error.cause instanceof Error ? error.cause.message : null;
    if (reason === null) throw error;
    throw new Error(`A database migration failed: ${reason}`, { cause: error });
  }
}
