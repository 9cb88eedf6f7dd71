import type { Logger } from 'pino';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import {
  adminsWithDemoPasswords,
  countAdmins,
  createOrResetAdmin,
  DEMO_ACCOUNTS,
  seedDemoAccounts,
} from '../modules/auth';

export class StartupRefusedError extends Error {}

/**
 * Demo mode: seeds the demo accounts and returns the lines that print them.
 * Production: creates the bootstrap admin from ADMIN_USERNAME/ADMIN_PASSWORD when given, and refuses
 * to start while any enabled admin still has a demo password, or when no admin exists at all.
 */
export async function prepareAccounts(input: {
  config: AppConfig;
  database: DatabaseHandle;
  logger: Logger;
}): Promise<string[]> {
  const { config, database } = input;
  const db = database.db;
  if (config.mode === 'demo') {
    await seedDemoAccounts(db);
    return [
      '  Demo accounts:',
      ...DEMO_ACCOUNTS.map(
        (account) => `    ${account.username} / ${account.password}  (${account.adminType})`,
      ),
    ];
  }
  if (config.bootstrapAdmin) {
    await createOrResetAdmin(db, {
      username: config.bootstrapAdmin.username,
      password: config.bootstrapAdmin.password,
      adminType: config.bootstrapAdmin.type,
    });
    input.logger.info(
      { username: config.bootstrapAdmin.username },
      'bootstrap admin set from the environment',
    );
  }
  const weak = await adminsWithDemoPasswords(db);
  if (weak.length > 0) {
    throw new StartupRefusedError(
      `Refusing to start in production: demo passwords on ${weak.join(', ')}. Reset them with \`npm run admin -- reset-password --username <name>\`.`,
    );
  }
  if ((await countAdmins(db)) === 0) {
    throw new StartupRefusedError(
      'Refusing to start in production without an admin. Create one with `npm run admin -- create --username <name> --type admin1` or set ADMIN_USERNAME and ADMIN_PASSWORD.',
    );
  }
  return ['  Sign in with an admin account (npm run admin -- list).'];
}
