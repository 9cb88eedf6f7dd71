import type { AppConfig } from '../../config';
import { RateLimitError, ServiceBusyError } from '../../lib/errors';
import { FairPermits } from '../../lib/fair-permits';
import { LoginLimiter } from '../../lib/login-limiter';

/** Seconds a login refused for lack of room should wait before trying again. */
const BUSY_RETRY_AFTER_SECONDS = 1;

/** One login attempt's places in the limits, held from its start until it is known to have failed or succeeded. */
export interface LoginAttempt {
  /** The attempt succeeded: it gives its places back, and the username's failures from that address are forgotten. */
  succeeded(): void;
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
  private readonly byAddress: LoginLimiter;
  private readonly byUsernameAndAddress: LoginLimiter;
  private readonly byUsername: LoginLimiter;
  private readonly checks: FairPermits;

  constructor(limits: AppConfig['loginLimits']) {
    this.byAddress = new LoginLimiter(limits.perAddress, limits.windowMs);
    this.byUsernameAndAddress = new LoginLimiter(limits.perUsernameAndAddress, limits.windowMs);
    this.byUsername = new LoginLimiter(limits.perUsername, limits.windowMs);
    this.checks = new FairPermits(limits.maxConcurrentChecks, limits.maxQueuedChecks);
  }

  /**
   * Counts an attempt of `username` from `address` at `now` and waits for a turn to check its password; throws
   * RateLimitError (429) when a limit is reached, ServiceBusyError (503) when too many checks are already waiting.
   * The caller runs the check, then calls `succeeded` or `failed` exactly once.
   */
  async begin(username: string, address: string, now: number): Promise<LoginAttempt> {
    const pairKey = `${username}\n${address}`;
    const keys: [LoginLimiter, string][] = [
      [this.byAddress, address],
      [this.byUsernameAndAddress, pairKey],
      [this.byUsername, username],
    ];
    // Check and reserve with no await in between: parallel attempts see each other's reservations.
    const wait = Math.max(...keys.map(([limiter, key]) => limiter.retryAfterSeconds(key, now)));
    if (wait > 0) throw new RateLimitError(`Too many failed login attempts. Try again in ${wait} s.`, wait);
    for (const [limiter, key] of keys) limiter.reserve(key, now);
    const releaseAll = () => {
      for (const [limiter, key] of keys) limiter.release(key, now);
    };

    // Served in turn with other addresses: a flood from one address does not keep another's sign-in waiting.
    const leave = await this.checks.acquire(address);
    if (!leave) {
      releaseAll();
      throw new ServiceBusyError(
        `Too many sign-ins in progress. Try again in ${BUSY_RETRY_AFTER_SECONDS} s.`,
        BUSY_RETRY_AFTER_SECONDS,
      );
    }
    return {
      succeeded: () => {
        leave();
        releaseAll();
        this.byUsernameAndAddress.reset(pairKey);
      },
      failed: leave,
    };
  }
}
