import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase, type PoolOptions } from '../../src/db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server of TEST_DATABASE_URL when the suite runs as `server-postgres`
 * (TEST_DB=postgres). The PostgreSQL database is dropped on close.
 */
export async function openTestDatabase(options: { migrationsFolder?: string } = {}): Promise<DatabaseHandle> {
  if (process.env.TEST_DB !== 'postgres') return openDatabase({ dataDir: ':memory:', ...options });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return openThrowawayPostgres(adminUrl, 'sd_test', options);
}

/** A new, empty database on the PostgreSQL server of `adminUrl`, with the function that drops it. */
export async function freshPostgres(
  adminUrl: string,
  prefix: string,
): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * A new, migrated database on the PostgreSQL server of `adminUrl`, dropped on close (tests and benchmarks).
 */
export async function openThrowawayPostgres(
  adminUrl: string,
  prefix: string,
  options: { migrationsFolder?: string; pool?: PoolOptions } = {},
): Promise<DatabaseHandle & { url: string }> {
  const fresh = await freshPostgres(adminUrl, prefix);
  const handle = await openDatabase({ url: fresh.url, dataDir: ':memory:', ...options });
  return {
    ...handle,
    url: fresh.url,
    async close() {
      await handle.close();
      await fresh.drop();
    },
  };
}
