import type { AdminType, AdviceMode, ConsoleLanguage } from '@signaldesk/contracts/auth';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { DUMMY_HASH_PROMISE, verifyPassword } from '../../lib/password';
import { type AdminRow, deleteExpiredSessions, findAdminByUsername, insertSession } from './auth.repository';
import type { LoginGuard } from './login-guard';
import { hashSessionToken, newSessionToken } from './session-token';

export type LoginOutcome =
  | {
      ok: true;
      token: string;
      expiresAt: Date;
      username: string;
      adminType: AdminType;
      language: ConsoleLanguage | null;
      adviceMode: AdviceMode;
    }
  | { ok: false };

/**
 * Checks the credentials under the per-username and per-address limits and opens a session.
 * Unknown usernames cost the same scrypt time as known ones, so timing does not reveal them.
 */
export async function login(
  deps: { db: Database; config: AppConfig; guard: LoginGuard; now: number },
  input: { username: string; password: string; address: string; userAgent: string | null },
): Promise<LoginOutcome> {
  const attempt = await deps.guard.begin(input.username.toLowerCase(), input.address, deps.now);
  let admin: AdminRow | undefined;
  try {
    admin = await adminWithPassword(deps.db, input.username, input.password);
  } finally {
    if (admin) await attempt.succeeded();
    else attempt.failed();
  }
  if (!admin) return { ok: false };

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
  return {
    ok: true,
    token,
    expiresAt,
    username: admin.username,
    adminType: admin.adminType,
    language: admin.language,
    adviceMode: admin.adviceMode,
  };
}

/** The enabled admin `username` when `password` is its password. Unknown usernames spend the same scrypt time. */
async function adminWithPassword(
  db: Database,
  username: string,
  password: string,
): Promise<AdminRow | undefined> {
  const admin = await findAdminByUsername(db, username);
  if (!admin) {
    await verifyPassword(password, await DUMMY_HASH_PROMISE);
    return undefined;
  }
  const valid = await verifyPassword(password, admin.passwordHash);
  return valid && !admin.disabled ? admin : undefined;
}
