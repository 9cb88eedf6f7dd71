import { ServiceBusyError } from '../lib/errors';

/** Seconds a client is told to wait before trying again after a 503 of the database. */
const RETRY_AFTER_SECONDS = 2;

/**
 * The request pool had no free connection within DATABASE_POOL_WAIT_SECONDS (docs/operations.md, Connection
 * budget): the request answers 503 with `Retry-After` instead of waiting without end.
 */
export class DatabaseBusyError extends ServiceBusyError {
  constructor(poolSize: number, waitMs: number, options?: ErrorOptions) {
    super(
      `The database has no free connection: all ${poolSize} were busy for ${waitMs / 1000} s. Try again in a moment.`,
      RETRY_AFTER_SECONDS,
    );
    if (options?.cause) this.cause = options.cause;
  }
}

/** A new connection to the database could not be opened (down, restarting, unreachable or full): 503. */
export class DatabaseUnavailableError extends ServiceBusyError {
  constructor(options?: ErrorOptions) {
    super('The database is not reachable right now. Try again in a moment.', RETRY_AFTER_SECONDS);
    if (options?.cause) this.cause = options.cause;
  }
}

/** PostgreSQL's and Node's codes for a connection that could not be opened (not a query that failed). */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  // too_many_connections, cannot_connect_now (starting up, shutting down), admin_shutdown
  '53300',
  '57P03',
  '57P01',
]);

/**
 * The error a client gets for a connection the pool could not give: pg-pool's own wording for its two time-outs
 * (every connection busy; a new one not opened in time), and the codes of a refused connection.
 */
export function connectionError(error: unknown, pool: { size: number; waitMs: number }): unknown {
  if (!(error instanceof Error)) return error;
  if (error.message === 'timeout exceeded when trying to connect') {
    return new DatabaseBusyError(pool.size, pool.waitMs, { cause: error });
  }
  const code = (error as { code?: unknown }).code;
  if (
    error.message.startsWith('Connection terminated due to connection timeout') ||
    (typeof code === 'string' && CONNECTION_CODES.has(code))
  ) {
    return new DatabaseUnavailableError({ cause: error });
  }
  return error;
}

/** The 503 of the database under an error (the query builder wraps a pool's error as its cause). */
export function databaseRefusal(error: unknown): ServiceBusyError | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if (current instanceof DatabaseBusyError || current instanceof DatabaseUnavailableError) return current;
    current = current.cause;
  }
  return undefined;
}
