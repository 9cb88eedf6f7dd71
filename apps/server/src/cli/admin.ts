import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { ADMIN_TYPES, type AdminType } from '@signaldesk/contracts/auth';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { admins } from '../db/schema';
import {
  createOrResetAdmin,
  deleteSessionsOfAdmin,
  findAdminByUsername,
  WeakPasswordError,
} from '../modules/auth';

const USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  create          --username <name> --type admin1|admin2 [--password <pw>]
  reset-password  --username <name> [--password <pw>]
  disable         --username <name>     (ends its sessions)
  enable          --username <name>
  list

Without --password the password is read from ADMIN_PASSWORD or asked for on the terminal.
The database is the one the server uses (DATABASE_URL, else PGlite in DATA_DIR).`;

async function readPassword(given: string | undefined, fromConfig: string | undefined): Promise<string> {
  if (given) return given;
  if (fromConfig) return fromConfig;
  const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
  const password = await rl.question('Password: ');
  rl.close();
  return password;
}

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      username: { type: 'string' },
      type: { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const command = positionals[0];
  if (!command || !['create', 'reset-password', 'disable', 'enable', 'list'].includes(command)) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const db = database.db;
  try {
    if (command === 'list') {
      const rows = await db.select().from(admins).orderBy(admins.username);
      for (const row of rows) {
        process.stdout.write(`${row.username}\t${row.adminType}\t${row.disabled ? 'disabled' : 'enabled'}\n`);
      }
      return 0;
    }
    const username = values.username?.trim();
    if (!username) throw new UsageError('--username is required');
    if (command === 'disable' || command === 'enable') {
      const row = await findAdminByUsername(db, username);
      if (!row) throw new UsageError(`No admin named ${username}`);
      await db
        .update(admins)
        .set({ disabled: command === 'disable' })
        .where(eq(admins.id, row.id));
      if (command === 'disable') await deleteSessionsOfAdmin(db, row.id);
      process.stdout.write(`${username} ${command}d\n`);
      return 0;
    }
    let adminType: AdminType;
    if (command === 'create') {
      if (!ADMIN_TYPES.includes(values.type as AdminType))
        throw new UsageError('--type must be admin1 or admin2');
      adminType = values.type as AdminType;
    } else {
      const row = await findAdminByUsername(db, username);
      if (!row) throw new UsageError(`No admin named ${username}`);
      adminType = row.adminType;
    }
    const password = await readPassword(values.password, config.adminPassword);
    await createOrResetAdmin(
      db,
      { username, password, adminType },
      { allowDemoPassword: config.mode === 'demo' },
    );
    process.stdout.write(
      `${command === 'create' ? 'Saved' : 'Password reset for'} ${username} (${adminType})\n`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

class UsageError extends Error {}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError || error instanceof WeakPasswordError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(2);
    }
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
