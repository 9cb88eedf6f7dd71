import type { AdminType, AdviceMode, ConsoleLanguage } from '@signaldesk/contracts/auth';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { admins, sessions } from '../../db/schema';

export type AdminRow = typeof admins.$inferSelect;

export async function findAdminByUsername(db: Database, username: string): Promise<AdminRow | undefined> {
  const [row] = await db.select().from(admins).where(eq(admins.username, username)).limit(1);
  return row;
}

/** Creates the admin, or replaces its password and type when the username exists. */
export async function upsertAdmin(
  db: Database,
  admin: { username: string; passwordHash: string; adminType: AdminType },
): Promise<AdminRow> {
  const [row] = await db
    .insert(admins)
    .values(admin)
    .onConflictDoUpdate({
      target: admins.username,
      set: { passwordHash: admin.passwordHash, adminType: admin.adminType, disabled: false },
    })
    .returning();
  return row!;
}

/** What an admin chose for their console (docs/console.md, Languages and "Trading day and hour"). */
export interface AdminPreferences {
  /** Null when they never chose. */
  language: ConsoleLanguage | null;
  adviceMode: AdviceMode;
}

/** The admin's console preferences; the defaults when the admin is gone. */
export async function findAdminPreferences(db: Database, adminId: number): Promise<AdminPreferences> {
  const [row] = await db
    .select({ language: admins.language, adviceMode: admins.adviceMode })
    .from(admins)
    .where(eq(admins.id, adminId))
    .limit(1);
  return row ?? { language: null, adviceMode: 'schedule' };
}

export async function setAdminLanguage(db: Database, adminId: number, language: ConsoleLanguage | null) {
  await db.update(admins).set({ language }).where(eq(admins.id, adminId));
}

export async function setAdminAdviceMode(db: Database, adminId: number, adviceMode: AdviceMode) {
  await db.update(admins).set({ adviceMode }).where(eq(admins.id, adminId));
}

export async function countAdmins(db: Database): Promise<number> {
  return (await db.$count(admins)) as number;
}

export async function insertSession(
  db: Database,
  session: {
    tokenHash: string;
    adminId: number;
    expiresAt: Date;
    address: string | null;
    userAgent: string | null;
  },
): Promise<void> {
  await db.insert(sessions).values(session);
}

/** The live session of a token hash with its admin, or undefined when absent, expired or disabled. */
export async function findLiveSession(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      tokenHash: sessions.tokenHash,
      expiresAt: sessions.expiresAt,
      adminId: admins.id,
      username: admins.username,
      adminType: admins.adminType,
      disabled: admins.disabled,
    })
    .from(sessions)
    .innerJoin(admins, eq(admins.id, sessions.adminId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  return row && !row.disabled ? row : undefined;
}

/**
 * The NOTIFY channel on which ended sessions are announced, so that every server process drops them at once (its
 * cached copy, its open price sockets). Payloads: `token:<token hash>` or `admin:<admin id>`.
 */
export const SESSIONS_ENDED_CHANNEL = 'signaldesk_sessions_ended';

export type EndedSessions = { tokenHash: string } | { adminId: number };

export function parseEndedSessions(payload: string): EndedSessions | undefined {
  const [kind, value] = payload.split(':', 2);
  if (kind === 'token' && value) return { tokenHash: value };
  if (kind === 'admin' && value && /^\d+$/.test(value)) return { adminId: Number(value) };
  return undefined;
}

async function announceEnded(db: Database, payload: string): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${SESSIONS_ENDED_CHANNEL}, ${payload})`);
}

export async function deleteSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  await announceEnded(db, `token:${tokenHash}`);
}

/** Ends every session of the admin (disabled, password reset). */
export async function deleteSessionsOfAdmin(db: Database, adminId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.adminId, adminId));
  await announceEnded(db, `admin:${adminId}`);
}

export async function deleteExpiredSessions(db: Database, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
