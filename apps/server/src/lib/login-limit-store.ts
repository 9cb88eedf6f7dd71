import type { DatabaseHandle } from '../db/client';
import { LoginLimiter } from './login-limiter';

/**
 * Where the login limits count attempts (docs/operations.md, Login limits): in this process's memory on PGlite
 * (one process), in PostgreSQL's login_attempts table when DATABASE_URL is set, so every instance behind a
 * balancer counts the same attempts. Both answer the same way; the guard above does not know which one runs.
 */
export type LimitKind = 'address' | 'usernameAndAddress' | 'username';

export interface LimitMaxima {
  address: number;
  usernameAndAddress: number;
  username: number;
  windowMs: number;
}

/** One attempt's places, counted under each of its keys. */
export interface LoginReservation {
  /** Gives the places back (the attempt was refused before its check). */
  release(): Promise<void>;
  /** The attempt succeeded: gives the places back and forgets the failures under its `usernameAndAddress` key. */
  succeeded(): Promise<void>;
}

export interface LoginLimitStore {
  /**
   * Counts one attempt at `now` under every key, unless a key already holds its maximum within the window: then
   * counts nothing and answers the seconds to wait. Parallel attempts see each other's places.
   */
  reserve(keys: [LimitKind, string][], now: number): Promise<LoginReservation | number>;
}

export function memoryLoginLimitStore(limits: LimitMaxima): LoginLimitStore {
  const limiters: Record<LimitKind, LoginLimiter> = {
    address: new LoginLimiter(limits.address, limits.windowMs),
    usernameAndAddress: new LoginLimiter(limits.usernameAndAddress, limits.windowMs),
    username: new LoginLimiter(limits.username, limits.windowMs),
  };
  return {
    async reserve(keys, now) {
      // Check and reserve with no await in between: parallel attempts see each other's reservations.
      const wait = Math.max(...keys.map(([kind, key]) => limiters[kind].retryAfterSeconds(key, now)));
      if (wait > 0) return wait;
      for (const [kind, key] of keys) limiters[kind].reserve(key, now);
      const release = async () => {
        for (const [kind, key] of keys) limiters[kind].release(key, now);
      };
      return {
        release,
        async succeeded() {
          await release();
          for (const [kind, key] of keys) if (kind === 'usernameAndAddress') limiters[kind].reset(key);
        },
      };
    },
  };
}

/** Expired attempts are deleted at most this often, by whichever login comes first. */
const PRUNE_EVERY_MS = 60_000;

/**
 * The limits in PostgreSQL: an attempt is one transaction that locks its keys (advisory locks, so attempts on the
 * same keys from any instance take turns and see each other's rows), reads the recent attempts of each key and
 * inserts its own rows. A success deletes them again; expired rows are deleted once a minute, not per request.
 */
export function postgresLoginLimitStore(database: DatabaseHandle, limits: LimitMaxima): LoginLimitStore {
  let lastPrune = 0;
  const maxOf = (kind: LimitKind) => limits[kind];
  return {
    async reserve(keys, now) {
      const names = keys.map(([kind, key]) => `${kind}:${key}`);
      const maxima = keys.map(([kind]) => maxOf(kind));
      const since = new Date(now - limits.windowMs);
      const prune = now - lastPrune >= PRUNE_EVERY_MS;
      if (prune) lastPrune = now;
      const outcome = await database.withConnection(async (query) => {
        await query('BEGIN');
        try {
          await query(
            'SELECT pg_advisory_xact_lock(hashtextextended(k, 7)) FROM unnest($1::text[]) AS k ORDER BY k',
            [names],
          );
          // The max-th latest attempt of each key in the window, when there are that many, decides the wait.
          const { rows } = await query(
            `SELECT (array_agg(a.at ORDER BY a.at DESC))[k.max] AS decisive
             FROM unnest($1::text[], $2::int[]) AS k(key, max)
             LEFT JOIN login_attempts a ON a.key = k.key AND a.at > $3
             GROUP BY k.key, k.max`,
            [names, maxima, since],
          );
          let wait = 0;
          for (const { decisive } of rows as { decisive: Date | string | null }[]) {
            if (decisive === null) continue;
            const until = new Date(decisive).getTime() + limits.windowMs;
            wait = Math.max(wait, Math.max(1, Math.ceil((until - now) / 1000)));
          }
          if (wait > 0) {
            await query('COMMIT');
            return wait;
          }
          const inserted = await query(
            'INSERT INTO login_attempts (key, at) SELECT k, $2 FROM unnest($1::text[]) AS k RETURNING id',
            [names, new Date(now)],
          );
          if (prune) await query('DELETE FROM login_attempts WHERE at <= $1', [since]);
          await query('COMMIT');
          return (inserted.rows as { id: string }[]).map((row) => row.id);
        } catch (error) {
          await query('ROLLBACK').catch(() => undefined);
          throw error;
        }
      });
      if (typeof outcome === 'number') return outcome;
      const pair = names[keys.findIndex(([kind]) => kind === 'usernameAndAddress')];
      const remove = (forget: string | undefined) =>
        database
          .withConnection((query) =>
            query('DELETE FROM login_attempts WHERE id = ANY($1::bigint[]) OR key = $2', [
              outcome,
              forget ?? null,
            ]),
          )
          .then(() => undefined);
      return { release: () => remove(undefined), succeeded: () => remove(pair) };
    },
  };
}
