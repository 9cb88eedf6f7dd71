import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { positions } from '../../src/db/schema';
import {
  lastPositionsChangePayload,
  POSITIONS_CHANGED_CHANNEL,
} from '../../src/modules/positions/open-positions-version';
import type { TestApp } from '../support/test-app';
import { buildPositionsApp, get, OPEN_DEFAULTS, post, resetTables, storePosition } from './positions-fixture';

// openPositions keeps its answer's JSON while no open position changes (docs/positions-server.md, Calls).

let t: TestApp;
let admin: string;

beforeAll(async () => {
  ({ t, admin } = await buildPositionsApp());
});
afterAll(() => t.close());
beforeEach(() => resetTables(t));

const openIds = async () =>
  (await get(t, '/api/trader-tracker/openPositions', admin)).json().data.map((p: { id: number }) => p.id);

/** Polls until `check` holds (a change announced by NOTIFY arrives on its own connection). */
async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Waits until every notice committed so far has reached this server: notices arrive on its listening connection in
 * commit order, so once our own marker arrives, the earlier ones (the previous test's clean-up) have too.
 */
async function settleNotices(): Promise<void> {
  const marker = `settle-${Math.random()}`;
  await t.database.db.execute(sql`SELECT pg_notify(${POSITIONS_CHANGED_CHANNEL}, ${marker})`);
  await eventually(async () => lastPositionsChangePayload() === marker, 'the marker notice');
}

describe('GET /api/trader-tracker/openPositions, kept while nothing changes', () => {
  it('answers the new list at once after this server opens, closes or reopens a position', async () => {
    const first = await storePosition(t);
    expect(await openIds()).toEqual([first.id]);
    const opened = await post(t, '/api/position-manager/open', admin, {
      ...OPEN_DEFAULTS,
      symbol: 'ETHUSDT',
      forceAdmin: 'true',
    });
    expect(opened.statusCode).toBe(200);
    const second = opened.json().data.id as number;
    expect((await openIds()).sort()).toEqual([first.id, second].sort());
    const closed = await post(t, '/api/position-manager/close', admin, {
      positionId: first.id,
      exitPrice: 101,
      reason: 'TRADERS_EXIT',
    });
    expect(closed.statusCode).toBe(200);
    expect(await openIds()).toEqual([second]);
  });

  it('answers a change made by another process once its notice arrives', async () => {
    const kept = await storePosition(t);
    expect(await openIds()).toEqual([kept.id]);
    // Another process closes it: only the table's trigger tells this server.
    await t.database.db.update(positions).set({ status: 'closed', closedAt: new Date(), exitPrice: 101 });
    await eventually(async () => (await openIds()).length === 0, 'the closed position to leave the list');
  });

  it('keeps the same answer while no change is announced', async () => {
    // A change that nobody announces (the trigger switched off) is not seen: the answer was kept, not rebuilt.
    await t.database.withConnection((query) =>
      query('ALTER TABLE positions DISABLE TRIGGER positions_changed_notify'),
    );
    try {
      const kept = await storePosition(t, { symbol: 'BTCUSDT' });
      await settleNotices();
      const before = (await get(t, '/api/trader-tracker/openPositions', admin)).body;
      expect(JSON.parse(before).data.map((p: { id: number }) => p.id)).toEqual([kept.id]);
      await t.database.db.update(positions).set({ symbol: 'ETHUSDT' });
      expect((await get(t, '/api/trader-tracker/openPositions', admin)).body).toBe(before);
    } finally {
      await t.database.withConnection((query) =>
        query('ALTER TABLE positions ENABLE TRIGGER positions_changed_notify'),
      );
    }
    await t.database.db.execute(sql`UPDATE positions SET symbol = 'SOLUSDT'`);
    await eventually(
      async () =>
        JSON.parse((await get(t, '/api/trader-tracker/openPositions', admin)).body).data[0]?.symbol ===
        'SOLUSDT',
      'the announced change',
    );
  });
});
