import { ServiceBusyError, ValidationError } from '../lib/errors';

/**
 * What a database error means to the client, by its SQLSTATE (docs/api.md, "Input rules"): a value the database
 * refused is the client's (400 naming the field where PostgreSQL names it), a deadlock or a serialization failure is
 * a moment's contention (retried once by `retryTransactionOnce`, then 503 with `Retry-After`). Anything else stays a
 * server fault.
 */

/** Seconds a client is told to wait after a transaction lost to another one twice. */
const CONFLICT_RETRY_AFTER_SECONDS = 1;

/** deadlock_detected, serialization_failure: the transaction may succeed when run again. */
const RETRYABLE_STATES = new Set(['40P01', '40001']);

/** The input the database refused, and the words a client reads. */
const REFUSED_INPUT_STATES: Record<string, string> = {
  '22003': 'is out of range',
  '22P02': 'is not valid for its type',
  '22007': 'is not a valid date or time',
  '22008': 'is outside the dates the server keeps',
  '22021': 'holds a character the server cannot store',
  '22P05': 'holds a character the server cannot store',
  '23514': 'breaks a rule of the stored data',
};

interface DatabaseErrorFields {
  code: string;
  column?: string;
  constraint?: string;
}

/** The PostgreSQL error under `error` (the query builder wraps the driver's error as its cause), if any. */
export function databaseErrorOf(error: unknown): DatabaseErrorFields | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
      return current as unknown as DatabaseErrorFields;
    current = current.cause;
  }
  return undefined;
}

/** True for a deadlock or a serialization failure anywhere under `error`. */
export function isRetryableConflict(error: unknown): boolean {
  const found = databaseErrorOf(error);
  return found !== undefined && RETRYABLE_STATES.has(found.code);
}

/** The client's answer to a database error: a 400 for refused input, a 503 for contention; undefined otherwise. */
export function databaseErrorAnswer(error: unknown): ValidationError | ServiceBusyError | undefined {
  const found = databaseErrorOf(error);
  if (!found) return undefined;
  if (RETRYABLE_STATES.has(found.code)) {
    return new ServiceBusyError(
      'The change met another one at the same moment; try again in a moment.',
      CONFLICT_RETRY_AFTER_SECONDS,
    );
  }
  const words = REFUSED_INPUT_STATES[found.code];
  if (!words) return undefined;
  const field = found.column ?? found.constraint;
  return new ValidationError(
    field ? `Invalid request: ${field} ${words}` : `Invalid request: a value ${words}`,
    field ? [{ path: field, message: words }] : undefined,
  );
}

type Transaction = (work: (tx: never) => Promise<unknown>, config?: unknown) => Promise<unknown>;

/**
 * Makes every `db.transaction(...)` of this database run once more when it lost to another transaction (a deadlock
 * or a serialization failure); a second loss reaches the error handler, which answers 503. A transaction's work
 * must therefore be safe to run again: it only touches the database it commits to.
 */
export function retryTransactionOnce<D extends { transaction: unknown }>(db: D): D {
  const transaction = (db.transaction as Transaction).bind(db);
  (db as { transaction: Transaction }).transaction = async (work, config) => {
    try {
      return await transaction(work, config);
    } catch (error) {
      if (!isRetryableConflict(error)) throw error;
      return transaction(work, config);
    }
  };
  return db;
}
