import type { AdminType } from '@signaldesk/contracts/auth';
import type { Database } from '../../db/client';
import { admins } from '../../db/schema';
import { hashPassword, verifyPassword } from '../../lib/password';
import { deleteSessionsOfAdmin, findAdminByUsername, upsertAdmin } from './auth.repository';

/** The demo accounts of DEVELOPERS.md, seeded in demo mode only. */
export const DEMO_ACCOUNTS = [
  { username: 'admin', password: 'demo1234', adminType: 'admin1' },
  { username: 'backtester', password: 'demo1234', adminType: 'admin2' },
] as const satisfies readonly { username: string; password: string; adminType: AdminType }[];

const DEMO_PASSWORDS = new Set<string>(DEMO_ACCOUNTS.map((account) => account.password));

export const MIN_PASSWORD_LENGTH = 10;

export class WeakPasswordError extends Error {}

/** Creates the admin or resets its password and type; every session it had ends. */
export async function createOrResetAdmin(
  db: Database,
  input: { username: string; password: string; adminType: AdminType },
  options: { allowDemoPassword?: boolean } = {},
) {
  if (!options.allowDemoPassword) assertProductionPassword(input.password);
  const row = await upsertAdmin(db, {
    username: input.username,
    passwordHash: await hashPassword(input.password),
    adminType: input.adminType,
  });
  await deleteSessionsOfAdmin(db, row.id);
  return row;
}

export function assertProductionPassword(password: string): void {
  if (DEMO_PASSWORDS.has(password))
    throw new WeakPasswordError('Demo passwords are refused outside demo mode');
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new WeakPasswordError(`Passwords need at least ${MIN_PASSWORD_LENGTH} characters`);
  }
}

/** Seeds the demo accounts unless they exist (their passwords are then left as they are). */
export async function seedDemoAccounts(db: Database): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    if (await findAdminByUsername(db, account.username)) continue;
    await createOrResetAdmin(db, account, { allowDemoPassword: true });
  }
}

/** Usernames of enabled admins whose password is a demo password (production refuses to start). */
export async function adminsWithDemoPasswords(db: Database): Promise<string[]> {
  const rows = await db.select().from(admins);
  const found: string[] = [];
  for (const row of rows) {
    if (row.disabled) continue;
    for (const password of DEMO_PASSWORDS) {
      if (await verifyPassword(password, row.passwordHash)) found.push(row.username);
    }
  }
  return found;
}
