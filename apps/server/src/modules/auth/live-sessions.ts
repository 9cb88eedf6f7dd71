import type { FastifyBaseLogger } from 'fastify';
import type { SessionContext } from '../../app-types';
import type { DatabaseHandle } from '../../db/client';
import {
  type EndedSessions,
  findLiveSession,
  parseEndedSessions,
  SESSIONS_ENDED_CHANNEL,
} from './auth.repository';

/** A connection that lives only as long as its session: a `/ws` price socket. */
export interface SessionBoundSocket {
  close(code: number, reason: string): void;
}

/** The close code of a socket whose session ended (RFC 6455 "policy violation"). */
export const CLOSE_SESSION_ENDED = 1008;

export interface LiveSessionsOptions {
  database: DatabaseHandle;
  now: () => number;
  logger: FastifyBaseLogger;
  /** A validated session is trusted this long without asking the database again. */
  cacheMs?: number;
  /** The sessions of open sockets are checked against the database this often. */
  recheckMs?: number;
  /** At most this many sessions are cached. */
  maxCached?: number;
}

const DEFAULT_CACHE_MS = 5_000;
const DEFAULT_RECHECK_MS = 30_000;
const DEFAULT_MAX_CACHED = 10_000;

/**
 * The sessions this process serves (see docs/architecture.md, Decisions: validated sessions are cached): validated sessions cached briefly in
 * memory, and the price sockets opened under each. A session that ends (logout, expiry, a disabled admin, a reset
 * password) leaves the cache and closes its sockets at once: ends in this process directly, ends in other
 * processes through a PostgreSQL NOTIFY, and a timer re-checks the sockets' sessions in case a notice was missed.
 */
export class LiveSessions {
  private readonly cached = new Map<string, { session: SessionContext; checkedAt: number }>();
  private readonly sockets = new Map<string, { session: SessionContext; sockets: Set<SessionBoundSocket> }>();
  private readonly cacheMs: number;
  private readonly recheckMs: number;
  private readonly maxCached: number;
  private stopListening: (() => Promise<void>) | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: LiveSessionsOptions) {
    this.cacheMs = options.cacheMs ?? DEFAULT_CACHE_MS;
    this.recheckMs = options.recheckMs ?? DEFAULT_RECHECK_MS;
    this.maxCached = options.maxCached ?? DEFAULT_MAX_CACHED;
  }

  /** Listens for sessions ended elsewhere and starts the re-check timer. */
  async start(): Promise<void> {
    this.stopListening = await this.options.database.listen(SESSIONS_ENDED_CHANNEL, (payload) => {
      const ended = parseEndedSessions(payload);
      if (ended) this.end(ended);
    });
    this.timer = setInterval(() => {
      this.recheck().catch((error: unknown) =>
        this.options.logger.warn({ err: error }, 'could not re-check the sessions of price sockets'),
      );
    }, this.recheckMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.stopListening?.();
    this.stopListening = undefined;
  }

  /** The live session of a token hash, from the cache while fresh, else from the database. */
  async find(tokenHash: string): Promise<SessionContext | null> {
    const now = this.options.now();
    const hit = this.cached.get(tokenHash);
    if (hit && now - hit.checkedAt < this.cacheMs && hit.session.expiresAt.getTime() > now)
      return hit.session;
    const row = await findLiveSession(this.options.database.db, tokenHash, new Date(now));
    if (!row) {
      this.end({ tokenHash });
      return null;
    }
    const session: SessionContext = {
      adminId: row.adminId,
      username: row.username,
      adminType: row.adminType,
      tokenHash: row.tokenHash,
      expiresAt: row.expiresAt,
    };
    this.cached.delete(tokenHash);
    this.cached.set(tokenHash, { session, checkedAt: now });
    if (this.cached.size > this.maxCached) {
      const oldest = this.cached.keys().next().value;
      if (oldest !== undefined) this.cached.delete(oldest);
    }
    return session;
  }

  /** Ties `socket` to `session`: it is closed when the session ends. Returns the function that unties it. */
  attach(session: SessionContext, socket: SessionBoundSocket): () => void {
    let entry = this.sockets.get(session.tokenHash);
    if (!entry) {
      entry = { session, sockets: new Set() };
      this.sockets.set(session.tokenHash, entry);
    }
    entry.sockets.add(socket);
    const held = entry;
    return () => {
      held.sockets.delete(socket);
      if (held.sockets.size === 0 && this.sockets.get(session.tokenHash) === held) {
        this.sockets.delete(session.tokenHash);
      }
    };
  }

  /** Forgets the ended sessions and closes their sockets. */
  end(ended: EndedSessions): void {
    if ('tokenHash' in ended) {
      this.cached.delete(ended.tokenHash);
      this.closeSockets(ended.tokenHash);
      return;
    }
    for (const [tokenHash, { session }] of this.cached) {
      if (session.adminId === ended.adminId) this.cached.delete(tokenHash);
    }
    for (const [tokenHash, entry] of this.sockets) {
      if (entry.session.adminId === ended.adminId) this.closeSockets(tokenHash);
    }
  }

  private closeSockets(tokenHash: string): void {
    const entry = this.sockets.get(tokenHash);
    if (!entry) return;
    this.sockets.delete(tokenHash);
    for (const socket of entry.sockets) socket.close(CLOSE_SESSION_ENDED, 'Session ended');
  }

  /** Asks the database whether the session of every open socket is still live; closes those that are not. */
  async recheck(): Promise<void> {
    const now = new Date(this.options.now());
    for (const [tokenHash, entry] of [...this.sockets]) {
      const live =
        entry.session.expiresAt > now && (await findLiveSession(this.options.database.db, tokenHash, now));
      if (!live) this.end({ tokenHash });
    }
  }
}
