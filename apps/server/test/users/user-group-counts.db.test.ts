import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { userGroupCounts, users } from '../../src/db/schema';
import { demoUsers, insertDemoUsers } from '../../src/demo/demo-users';
import { openTestDatabase } from '../support/test-database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** The groups as kept by the triggers, and as counted from the rows, both as sorted `plan/subscribed=n` lines. */
async function keptAndCounted() {
  const kept = await database.db.select().from(userGroupCounts);
  const counted = await database.db
    .select({
      plan: sql<string>`coalesce(${users.subscriptionType}, 'FREE')`,
      isSubscribed: users.isSubscribed,
      count: sql<number>`count(*)::int`,
    })
    .from(users)
    .groupBy(sql`1`, sql`2`);
  const lines = (rows: { plan: string; isSubscribed: boolean; count: number }[]) =>
    rows
      .filter((row) => row.count > 0)
      .map((row) => `${row.plan}/${row.isSubscribed}=${row.count}`)
      .sort();
  return { kept: lines(kept), counted: lines(counted) };
}

describe('the subscriber group counts', () => {
  it('follow inserts, updates, deletes and a truncate of the users table', async () => {
    await insertDemoUsers(database.db, demoUsers(500, Date.parse('2026-11-22T12:00:00Z')));
    let state = await keptAndCounted();
    expect(state.kept).toEqual(state.counted);
    expect(state.kept.length).toBeGreaterThanOrEqual(5);

    await database.db
      .update(users)
      .set({ subscriptionType: 'YEARLY', isSubscribed: true })
      .where(sql`id % 7 = 0`);
    await database.db.delete(users).where(sql`id % 11 = 0`);
    state = await keptAndCounted();
    expect(state.kept).toEqual(state.counted);

    // CASCADE: the billing tables refer to users (migration 0010_billing).
    await database.db.execute(sql`TRUNCATE users CASCADE`);
    expect(await database.db.select().from(userGroupCounts)).toEqual([]);
  });
});
