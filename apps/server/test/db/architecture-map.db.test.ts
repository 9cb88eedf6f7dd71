import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { openTestDatabase } from '../support/test-database';

/*
 * docs/architecture.md is the map a newcomer reads before touching positions or signals: what else happens when a
 * row of those tables changes. This test reads what the migrated database really does (triggers, the channels
 * their functions NOTIFY, foreign keys with their delete action) and fails when the map does not name one.
 */
const MAP = readFileSync(path.resolve(__dirname, '../../../../docs/architecture.md'), 'utf8');
const TABLES = ['positions', 'signals'];
const DELETE_ACTIONS: Record<string, string> = {
  a: 'NO ACTION',
  r: 'RESTRICT',
  c: 'CASCADE',
  n: 'SET NULL',
  d: 'SET DEFAULT',
};

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const rows = <T>(text: string, params: unknown[] = []) =>
  database.withConnection(async (query) => (await query(text, params)).rows as T[]);

describe('docs/architecture.md, the map of positions and signals', () => {
  it('names every trigger on positions and signals, and every channel their functions notify', async () => {
    const triggers = await rows<{ table: string; trigger: string; source: string }>(
      `SELECT c.relname AS table, t.tgname AS trigger, p.prosrc AS source
         FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
        WHERE NOT t.tgisinternal AND c.relname = ANY($1)`,
      [TABLES],
    );
    expect(triggers.map((row) => row.table)).toContain('positions');
    for (const { table, trigger, source } of triggers) {
      expect(MAP, `the trigger ${trigger} on ${table}`).toContain(trigger);
      for (const [, channel] of source.matchAll(/pg_notify\(\s*'([^']+)'/g)) {
        expect(MAP, `the channel ${channel} notified by ${trigger}`).toContain(channel);
      }
    }
  });

  it('names every foreign key from or to positions and signals with its delete action', async () => {
    const keys = await rows<{ from: string; column: string; to: string; action: string }>(
      `SELECT src.relname AS from, a.attname AS column, dst.relname AS to, k.confdeltype AS action
         FROM pg_constraint k
         JOIN pg_class src ON src.oid = k.conrelid
         JOIN pg_class dst ON dst.oid = k.confrelid
         JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = k.conkey[1]
        WHERE k.contype = 'f' AND (src.relname = ANY($1) OR dst.relname = ANY($1))`,
      [TABLES],
    );
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      const written = `${key.from}.${key.column} → ${key.to} ON DELETE ${DELETE_ACTIONS[key.action]}`;
      expect(MAP, `the foreign key ${written}`).toContain(written);
    }
  });
});
