import type { AppConfig } from '../../config';
import { RateLimitError, ServiceBusyError, withoutStack } from '../../lib/errors';
import { FairPermits } from '../../lib/fair-permits';
import type { LimitKind, LoginLimitStore } from '../../lib/login-limit-store';

/** Seconds a login refused for lack of room should wait before trying again. */
const BUSY_RETRY_AFTER_SECONDS = 1;

function busyError(): ServiceBusyError {
  return withoutStack(
    () =>
      new ServiceBusyError(
        `Too many sign-ins in progress. Try again in ${BUSY_RETRY_AFTER_SECONDS} s.`,
        BUSY_RETRY_AFTER_SECONDS,
      ),
  );
}

/** One login attempt's places in the limits, held from its start until it is known to have failed or succeeded. */
export interface LoginAttempt {
  /** The attempt succeeded: it gives its places back, and the username's failures from that address are forgotten. */
  succeeded(): Promise<void>;
  /** The attempt failed: its places stay counted for the window. */
  failed(): void;
}

/**
 * The login limits of docs/operations.md (Login limits): attempts per address, per username from one address and per
 * username from all addresses, counted from the moment an attempt starts, and a bound on the password checks
 * running at once, served fairly between addresses (scrypt is deliberately costly: a flood must not starve other
 * requests of CPU, nor other clients of sign-ins).
 */
export class LoginGuard {
  private readonly checks: FairPermits;

  /** `store` counts the attempts: in memory on PGlite, in PostgreSQL when DATABASE_URL is set. */
  constructor(
    limits: AppConfig['loginLimits'],
    private readonly store: LoginLimitStore,
  ) {
    this.checks = new FairPermits(limits.maxConcurrentChecks, limits.maxQueuedChecks);
  }

  /**
   * Counts an attempt of `username` from `address` at `now` and waits for a turn to check its password; throws
   * RateLimitError (429) when a limit is reached, ServiceBusyError (503) when too many checks are already waiting.
   * The caller runs the check, then calls `succeeded` or `failed` exactly once.
   */
  async begin(username: string, address: string, now: number): Promise<LoginAttempt> {
    const keys: [LimitKind, string][] = [
      ['address', address],
      ['usernameAndAddress', `${username}\n${address}`],
      ['username', username],
    ];
    // Refused for lack of room either way: answered before the limits count (and, on PostgreSQL, write) anything.
    if (this.checks.wouldRefuse(address)) throw busyError();
    const reservation = await this.store.reserve(keys, now);
    if (typeof reservation === 'number') {
      throw withoutStack(
        () =>
          new RateLimitError(`Too many failed login attempts. Try again in ${reservation} s.`, reservation),
      );
    }

    // Served in turn with other addresses: a flood from one address does not keep another's sign-in waiting.
    const leave = await this.checks.acquire(address);
    if (!leave) {
      await reservation.release();
      throw busyError();
    }
    return {
      succeeded: () => {
        leave();
        return reservation.succeeded();
      },
      failed: leave,
    };
  }
}
