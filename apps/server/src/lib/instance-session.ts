import { randomInt } from 'node:crypto';
import type { DatabaseHandle, SessionConnection } from '../db/client';
import { INSTANCE_LOCK_CLASS } from './lock-keys';

/** How often the session connection is checked, and how long a check may take before it counts as lost, ms. */
const PING_MS = 5_000;
const PING_TIMEOUT_MS = 10_000;

/** A leader lock held by one job of this instance. */
export interface Lease {
  /** False once the lock is gone: released, or lost with the session connection. */
  readonly valid: boolean;
  /** Calls `listener` once when the lock is lost with the session connection. */
  onLost(listener: () => void): void;
  release(): Promise<void>;
}

export interface SessionLogger {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

/**
 * This server instance's own PostgreSQL session (docs/operations.md, Connection budget): one connection outside the
 * request pool that holds, for as long as the instance runs,
 * - its liveness lock `pg_advisory_lock(INSTANCE_LOCK_CLASS, id)`: another instance reads `pg_locks` to know
 *   whether this one is alive (PostgreSQL drops the lock the moment the process dies and its connection closes);
 * - every leader lock this instance holds (lib/leadership.ts), whatever the number of jobs.
 * A lock asked for by a second job of the same instance is refused here (PostgreSQL would grant it again to the
 * same session). On PGlite (one process) there is no connection: locks are this process's alone.
 */
export class InstanceSession {
  /** This process's instance id: owner of its sweeps, taker of its jobs. Random, fixed once the session opened. */
  id = newInstanceId();
  private connection: SessionConnection | undefined;
  private opening: Promise<SessionConnection | null> | undefined;
  private opened = false;
  private closed = false;
  private readonly held = new Map<number, { holder: string; lease: LeaseImpl }>();
  private pinger: NodeJS.Timeout | undefined;

  constructor(
    private readonly database: DatabaseHandle,
    private logger?: SessionLogger,
  ) {}

  /** Opens the session connection and takes the liveness lock (start-up); PGlite: nothing to open. */
  async start(logger?: SessionLogger): Promise<void> {
    if (logger) this.logger = logger;
    await this.connected();
  }

  /** The name of the job of this instance holding `key`, if any. */
  holderOf(key: number): string | undefined {
    return this.held.get(key)?.holder;
  }

  /** Takes the session lock `key` for `holder` when no one holds it; null otherwise. */
  async tryLock(key: number, holder: string): Promise<Lease | null> {
    if (this.held.has(key)) return null;
    const lease = new LeaseImpl(this, key);
    // Reserved before asking: two jobs of this instance asking at once must not both be granted.
    this.held.set(key, { holder, lease });
    try {
      const connection = await this.connected();
      if (connection) {
        const { rows } = await connection.query('SELECT pg_try_advisory_lock($1) AS locked', [key]);
        if (!(rows[0] as { locked: boolean }).locked || connection.lost) {
          this.forget(key, lease);
          return null;
        }
        lease.connection = connection;
      }
      return lease;
    } catch (error) {
      this.forget(key, lease);
      throw error;
    }
  }

  /** The ids of the instances alive on this database (this one included), read from their liveness locks. */
  async liveInstances(): Promise<Set<number>> {
    const connection = await this.connected();
    if (!connection) return new Set([this.id]);
    const { rows } = await connection.query(
      `SELECT objid::bigint AS id FROM pg_locks
       WHERE locktype = 'advisory' AND classid = $1 AND objsubid = 2 AND granted
         AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      [INSTANCE_LOCK_CLASS],
    );
    return new Set(rows.map((row) => Number((row as { id: string }).id)));
  }

  /** Releases every lock and closes the connection (after the jobs stopped). */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.pinger);
    const connection = this.connection ?? (await this.opening?.catch(() => undefined)) ?? undefined;
    this.connection = undefined;
    await connection?.close();
  }

  /** @internal A lease gives its lock back. */
  async release(key: number, lease: LeaseImpl): Promise<void> {
    if (!this.forget(key, lease)) return;
    const connection = lease.connection;
    if (connection && !connection.lost && connection === this.connection) {
      await connection.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => undefined);
    }
  }

  private forget(key: number, lease: LeaseImpl): boolean {
    if (this.held.get(key)?.lease !== lease) return false;
    this.held.delete(key);
    return true;
  }

  private connected(): Promise<SessionConnection | null> {
    if (this.database.kind === 'pglite') return Promise.resolve(null);
    if (this.closed) return Promise.reject(new Error('The instance session is closed'));
    if (this.connection && !this.connection.lost) return Promise.resolve(this.connection);
    this.opening ??= this.open().finally(() => {
      this.opening = undefined;
    });
    return this.opening;
  }

  private async open(): Promise<SessionConnection> {
    for (let attempt = 0; ; attempt++) {
      const connection = await this.database.openSession();
      if (!connection) throw new Error('PostgreSQL gave no session connection');
      const { rows } = await connection
        .query('SELECT pg_try_advisory_lock($1, $2) AS locked', [INSTANCE_LOCK_CLASS, this.id])
        .catch(async (error: unknown) => {
          await connection.close();
          throw error;
        });
      if (!(rows[0] as { locked: boolean }).locked) {
        await connection.close();
        // Another live process drew the same id: before anything is owned under it, draw again.
        if (!this.opened && attempt < 5) {
          this.id = newInstanceId();
          continue;
        }
        throw new Error(`The instance id ${this.id} is held by another process`);
      }
      if (this.closed) {
        await connection.close();
        throw new Error('The instance session is closed');
      }
      if (this.opened) this.logger?.info({ instance: this.id }, 'instance session connection opened again');
      this.opened = true;
      connection.onLost(() => this.lost(connection));
      this.connection = connection;
      clearInterval(this.pinger);
      this.pinger = setInterval(() => void this.ping(connection), PING_MS);
      this.pinger.unref();
      return connection;
    }
  }

  /** A connection that stops answering is closed: its locks are then gone for PostgreSQL too. */
  private async ping(connection: SessionConnection): Promise<void> {
    if (connection.lost) return;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${PING_TIMEOUT_MS} ms`)), PING_TIMEOUT_MS);
    });
    try {
      await Promise.race([connection.query('SELECT 1'), timeout]);
    } catch {
      await connection.close();
    } finally {
      clearTimeout(timer);
    }
  }

  private lost(connection: SessionConnection): void {
    if (this.connection === connection) this.connection = undefined;
    clearInterval(this.pinger);
    const leases = [...this.held.values()].filter((entry) => entry.lease.connection === connection);
    for (const { lease } of leases) this.forget(lease.key, lease);
    if (!this.closed) {
      this.logger?.warn(
        { instance: this.id, locks: leases.map((entry) => entry.holder) },
        'instance session connection lost: its locks are released; asking again',
      );
    }
    for (const { lease } of leases) lease.lose();
  }
}

class LeaseImpl implements Lease {
  connection: SessionConnection | undefined;
  private released = false;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly session: InstanceSession,
    readonly key: number,
  ) {}

  get valid(): boolean {
    return !this.released && (this.connection === undefined || !this.connection.lost);
  }

  onLost(listener: () => void): void {
    if (!this.valid) listener();
    else this.listeners.add(listener);
  }

  lose(): void {
    for (const listener of this.listeners) listener();
    this.listeners.clear();
  }

  async release(): Promise<void> {
    if (this.released) return;
    this.released = true;
    this.listeners.clear();
    await this.session.release(this.key, this);
  }
}

/** 1 to 2^31 − 1: fits PostgreSQL's integer and a lock key. */
function newInstanceId(): number {
  return randomInt(1, 2 ** 31 - 1);
}

const sessions = new WeakMap<DatabaseHandle, InstanceSession>();

/**
 * The instance session of a database handle: one per handle, so one per server process (two handles on one
 * database, as tests open them, are two instances).
 */
export function instanceSessionOf(database: DatabaseHandle): InstanceSession {
  let session = sessions.get(database);
  if (!session) {
    session = new InstanceSession(database);
    sessions.set(database, session);
  }
  return session;
}
