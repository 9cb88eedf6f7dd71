import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, MIGRATIONS_FOLDER, migrateDatabase } from '../../src/db/client';
import { positions } from '../../src/db/schema';
import { openTestDatabase } from '../support/test-database';

/** A copy of the migrations folder holding only those before 0006_position_checks. */
function migrationsBeforeChecks(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sd-migrations-'));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
  const at = journal.entries.findIndex((entry: { tag: string }) => entry.tag === '0006_position_checks');
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

const insertPosition = (database: DatabaseHandle, id: number, tp1: string, tp1Size = 50) =>
  database.db.execute(sql`
    INSERT INTO positions (id, symbol, direction, entry_price, stop_loss, tp1, tp2, tp3, tp1_size, tp2_size, opened_at)
    VALUES (${id}, 'BTCUSDT', 'LONG', 100, 96, ${tp1}::float8, 104, 106, ${tp1Size}, 25, now())`);

describe('the database checks on positions (migration 0006)', () => {
  let database: DatabaseHandle;
  let oldMigrations: string;

  beforeAll(async () => {
    oldMigrations = migrationsBeforeChecks();
    database = await openTestDatabase({ migrationsFolder: oldMigrations });
  });
  afterAll(async () => {
    await database.close();
    rmSync(oldMigrations, { recursive: true, force: true });
  });

  it('stops on rows no position may hold and names them, then applies once they are corrected', async () => {
    await insertPosition(database, 7, '102');
    await insertPosition(database, 11, 'Infinity');
    await insertPosition(database, 12, 'NaN');
    await insertPosition(database, 13, '102', 150);
    await expect(migrateDatabase(database)).rejects.toThrow(/positions 11, 12, 13 hold a price outside/);
    // Nothing of the migration stayed: the rows are still there and still writable as they were.
    await insertPosition(database, 14, '-1');
    await database.db.execute(
      sql`UPDATE positions SET tp1 = 102, tp1_size = 50 WHERE id IN (11, 12, 13, 14)`,
    );
    await migrateDatabase(database);
    expect(await database.db.select({ id: positions.id }).from(positions)).toHaveLength(5);
  });

  it.each([
    ['Infinity', 'positions_prices_check'],
    ['-Infinity', 'positions_prices_check'],
    ['NaN', 'positions_prices_check'],
    ['0', 'positions_prices_check'],
    ['1e13', 'positions_prices_check'],
  ])('then refuses a TP1 of %s (%s)', async (tp1, constraint) => {
    await expect(insertPosition(database, 100, tp1)).rejects.toMatchObject({
      cause: expect.objectContaining({ constraint }),
    });
  });

  it('refuses a size outside 0-100 and a figure that is not finite', async () => {
    await expect(insertPosition(database, 101, '102', 100.5)).rejects.toMatchObject({
      cause: expect.objectContaining({ constraint: 'positions_sizes_check' }),
    });
    await insertPosition(database, 102, '102');
    await expect(
      database.db.execute(sql`UPDATE positions SET final_profit_percentage = 'Infinity' WHERE id = 102`),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ constraint: 'positions_figures_check' }) });
  });
});
