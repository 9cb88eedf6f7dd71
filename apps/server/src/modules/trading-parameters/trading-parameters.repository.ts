import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tradingParameters } from '../../db/schema';
import { LOCK_KEYS } from '../../lib/lock-keys';
import { PARAMETER_CATALOGUE } from './trading-parameters.catalogue';

/** Queues the saves of parameters one behind the other until the transaction ends (rules span several keys). */
export async function lockParameters(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEYS.tradingParameters})`);
}

/** Every stored value by key. */
export async function readStoredParameters(db: Database): Promise<Map<string, string>> {
  const rows = await db
    .select({ key: tradingParameters.key, value: tradingParameters.value })
    .from(tradingParameters);
  return new Map(rows.map((row) => [row.key, row.value]));
}

/** One stored value; inside a transaction the row stays locked until it ends, so two saves queue up. */
export async function readStoredParameter(db: Database, key: string): Promise<string | undefined> {
  const rows = await db
    .select({ value: tradingParameters.value })
    .from(tradingParameters)
    .where(sql`${tradingParameters.key} = ${key}`)
    .for('update');
  return rows[0]?.value;
}

export async function writeParameter(db: Database, key: string, value: string, now: Date): Promise<void> {
  await db
    .insert(tradingParameters)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: tradingParameters.key, set: { value, updatedAt: now } });
}

/** Writes the catalogue's default of every key that has no row yet (the demo's "catalogue at its defaults"). */
export async function insertMissingDefaults(db: Database, now: Date): Promise<number> {
  const rows = await db
    .insert(tradingParameters)
    .values(
      PARAMETER_CATALOGUE.map((definition) => ({
        key: definition.key,
        value: definition.defaultValue,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ key: tradingParameters.key });
  return rows.length;
}
