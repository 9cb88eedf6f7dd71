import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { insertSource } from '../../src/modules/signals/intake/signal-sources.repository';
import { insertSignal } from '../../src/modules/signals/signals.repository';
import { openTestDatabase } from '../support/test-database';

let database: DatabaseHandle;
let sourceId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  ({ id: sourceId } = await insertSource(database.db, {
    name: 'hook',
    kind: 'webhook',
    createdAt: new Date('2026-11-27T10:00:00Z'),
  }));
});
afterAll(() => database.close());

const row = (entry: number) => ({
  sourceId,
  symbol: 'BTCUSDT',
  direction: 'LONG' as const,
  category: 'signal' as const,
  entry,
  receivedAt: new Date('2026-11-27T10:00:00Z'),
});

describe('insertSignal, signals arriving together (docs/performance.md, Signal intake)', () => {
  it('answers each caller its own stored row', async () => {
    const entries = Array.from({ length: 40 }, (_, index) => 100 + index);
    const rows = await Promise.all(entries.map((entry) => insertSignal(database.db, row(entry))));
    expect(rows.map((stored) => stored.entry)).toEqual(entries);
    expect(new Set(rows.map((stored) => stored.id)).size).toBe(40);
    expect(rows.every((stored) => stored.state === 'waiting' && stored.sourceId === sourceId)).toBe(true);
  });

  it('fails only the row the database refuses, the others are stored', async () => {
    const answers = await Promise.allSettled(
      [10, -1, 30].map((entry) => insertSignal(database.db, row(entry))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const stored = answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value.entry] : []));
    expect(stored).toEqual([10, 30]);
  });
});
