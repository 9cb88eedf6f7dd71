import type { AdminType } from '@signaldesk/contracts/auth';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { RateLimitError } from '../../lib/errors';
import type { LoginLimiter } from '../../lib/login-limiter';
import { DUMMY_HASH_PROMISE, verifyPassword } from '../../lib/password';
import { deleteExpiredSessions, findAdminByUsername, insertSession } from './auth.repository';
import { hashSessionToken, newSessionToken } from './session-token';

export interface LoginLimiters {
  byUsername: LoginLimiter;
  byAddress: LoginLimiter;
}

export type LoginOutcome =
  | { ok: true; token: string; expiresAt: Date; username: string; adminType: AdminType }
  | { ok: false };

/**
 * Checks the credentials under the per-username and per-address limits and opens a session.
 * Unknown usernames cost the same scrypt time as known ones, so timing does not reveal them.
 */
export async function login(
  deps: { db: Database; config: AppConfig; limiters: LoginLimiters; now: number },
  input: { username: string; password: string; address: string; userAgent: string | null },
): Promise<LoginOutcome> {
  const usernameKey = input.username.toLowerCase();
  const wait = Math.max(
    deps.limiters.byUsername.retryAfterSeconds(usernameKey, deps.now),
    deps.limiters.byAddress.retryAfterSeconds(input.address, deps.now),
  );
  if (wait > 0) throw new RateLimitError(`Too many failed login attempts. Try again in ${wait} s.`, wait);

  const admin = await findAdminByUsername(deps.db, input.username);
  const valid = admin
    ? await verifyPassword(input.password, admin.passwordHash)
    : await verifyPassword(input.password, await DUMMY_HASH_PROMISE).then(() => false);
  if (!admin || !valid || admin.disabled) {
    deps.limiters.byUsername.recordFailure(usernameKey, deps.now);
    deps.limiters.byAddress.recordFailure(input.address, deps.now);
    return { ok: false };
  }
  deps.limiters.byUsername.reset(usernameKey);

  // Expired sessions are swept here: logins are rare and the expiry column is indexed.
  await deleteExpiredSessions(deps.db, new Date(deps.now));
  const token = newSessionToken();
  const expiresAt = new Date(deps.now + deps.config.session.ttlMs);
  await insertSession(deps.db, {
    tokenHash: hashSessionToken(token),
    adminId: admin.id,
    expiresAt,
    address: input.address,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
  });
  return { ok: true, token, expiresAt, username: admin.username, adminType: admin.adminType };
}
