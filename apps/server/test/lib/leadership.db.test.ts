import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { instanceSessionOf } from '../../src/lib/instance-session';
import { type Leadership, runWithLeadership } from '../../src/lib/leadership';
import { LOCK_KEYS } from '../../src/lib/lock-keys';
import { silentLogger } from '../../src/market/market-logger';
import { openTestDatabase } from '../support/test-database';
import { waitFor } from '../support/wait-for';

/*
 * Leadership on the instance session (lib/leadership.ts, lib/instance-session.ts; docs/operations.md, Connection
 * budget): every lock of an instance on its one session connection, none on the request pool.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

const JOBS = ['positionMonitor', 'signalManager', 'opportunityScanner', 'traderTracker'] as const;

function lead(
  database: DatabaseHandle,
  lock: (typeof JOBS)[number],
  runs: Set<string>,
  tag: string,
): Leadership {
  const leadership = runWithLeadership({
    database,
    lockKey: LOCK_KEYS[lock],
    name: lock,
    retryMs: 30,
    logger: silentLogger,
    async lead() {
      runs.add(`${tag}:${lock}`);
      return async () => {
        runs.delete(`${tag}:${lock}`);
      };
    },
  });
  closers.push(() => leadership.stop());
  return leadership;
}

async function secondInstance(first: DatabaseHandle & { url?: string }): Promise<DatabaseHandle> {
  const second = await openDatabase({ url: first.url!, dataDir: ':memory:' });
  closers.push(() => second.close());
  return second;
}

/** Connections of this database by application name (PostgreSQL). */
async function connections(database: DatabaseHandle): Promise<Record<string, number>> {
  const { rows } = await database.withConnection((query) =>
    query(
      `SELECT application_name AS name, count(*)::int AS n FROM pg_stat_activity
       WHERE datname = current_database() GROUP BY 1`,
    ),
  );
  return Object.fromEntries(rows.map((row) => [(row as { name: string }).name, (row as { n: number }).n]));
}

/** The database of the first test, opened before it (PGlite takes a while to start). */
let lone: DatabaseHandle;
beforeAll(async () => {
  lone = await openTestDatabase();
});
afterAll(() => lone?.close());

describe('leadership', () => {
  it('runs each job in one place; a second job with the same lock in the same instance stands by', async () => {
    const database = lone;
    const runs = new Set<string>();
    const first = lead(database, 'signalManager', runs, 'a');
    await waitFor(() => first.isLeader(), 'the first job to lead');
    const twin = lead(database, 'signalManager', runs, 'b');
    await waitFor(() => twin.lockAttempts() >= 3, 'the twin to ask three times');
    expect(twin.isLeader()).toBe(false);
    expect(instanceSessionOf(database).holderOf(LOCK_KEYS.signalManager)).toBe('signalManager');
    await first.stop();
    await waitFor(() => twin.isLeader(), 'the twin to take over');
    expect([...runs]).toEqual(['b:signalManager']);
  });

  it.runIf(onPostgres)(
    'holds every lock of an instance on its one session connection, never on the request pool',
    async () => {
      const a = (await openTestDatabase()) as DatabaseHandle & { url: string };
      closers.push(() => a.close());
      const b = await secondInstance(a);
      const runs = new Set<string>();
      const leaders = JOBS.flatMap((lock) => [lead(a, lock, runs, 'a'), lead(b, lock, runs, 'b')]);
      await waitFor(() => runs.size === JOBS.length, 'every job to lead somewhere');
      // Each job runs once among the two instances.
      for (const lock of JOBS) expect(runs.has(`a:${lock}`) !== runs.has(`b:${lock}`)).toBe(true);
      expect(leaders.filter((leader) => leader.isLeader())).toHaveLength(JOBS.length);
      const count = await connections(a);
      // One session connection per instance however many jobs; the pools hold no lock (their connections idle).
      expect(count['signaldesk-session']).toBe(2);
      const { rows } = await a.withConnection((query) =>
        query(
          `SELECT a.application_name AS name, count(*)::int AS n FROM pg_locks l
           JOIN pg_stat_activity a ON a.pid = l.pid
           WHERE l.locktype = 'advisory' AND a.datname = current_database() GROUP BY 1`,
        ),
      );
      expect(rows).toEqual([{ name: 'signaldesk-session', n: JOBS.length + 2 }]);
      // Both instances are alive for each other.
      const live = await instanceSessionOf(a).liveInstances();
      expect(live).toEqual(new Set([instanceSessionOf(a).id, instanceSessionOf(b).id]));
    },
  );

  it.runIf(onPostgres)(
    'stops the jobs of an instance whose session connection is lost; the other takes them over',
    async () => {
      const a = (await openTestDatabase()) as DatabaseHandle & { url: string };
      closers.push(() => a.close());
      const b = await secondInstance(a);
      const runs = new Set<string>();
      const first = lead(a, 'positionMonitor', runs, 'a');
      await waitFor(() => first.isLeader(), 'a to lead');
      const second = lead(b, 'positionMonitor', runs, 'b');
      await waitFor(() => second.lockAttempts() >= 2, 'b to stand by');
      // The server ends a's session connection (a failover, a network cut).
      await b.withConnection((query) =>
        query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
           WHERE application_name = 'signaldesk-session' AND pid IN (
             SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND classid = 0 AND objid = $1)`,
          [LOCK_KEYS.positionMonitor],
        ),
      );
      await waitFor(() => runs.has('b:positionMonitor') && !runs.has('a:positionMonitor'), 'b to take over');
      expect(first.isLeader()).toBe(false);
      // a opened its session again and stands by; a is alive again for b.
      await waitFor(() => first.lockAttempts() >= 3, 'a to ask again');
      expect(first.isLeader()).toBe(false);
      expect((await instanceSessionOf(b).liveInstances()).has(instanceSessionOf(a).id)).toBe(true);
      await second.stop();
      await waitFor(() => first.isLeader(), 'a to lead again');
    },
  );

  it.runIf(onPostgres)('says an instance is gone once its session is closed', async () => {
    const a = (await openTestDatabase()) as DatabaseHandle & { url: string };
    closers.push(() => a.close());
    const b = await secondInstance(a);
    await instanceSessionOf(a).start();
    await instanceSessionOf(b).start();
    const bId = instanceSessionOf(b).id;
    expect((await instanceSessionOf(a).liveInstances()).has(bId)).toBe(true);
    await instanceSessionOf(b).close();
    expect((await instanceSessionOf(a).liveInstances()).has(bId)).toBe(false);
  });
});
