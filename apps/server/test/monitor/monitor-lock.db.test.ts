import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../src/market/market-logger';
import { type PositionMonitorStop, startPositionMonitor } from '../../src/monitor/start-position-monitor';
import { waitFor } from '../support/wait-for';
import { startMonitorRig } from './monitor-fixture';

const onPostgres = process.env.TEST_DB === 'postgres';
let rig: Awaited<ReturnType<typeof startMonitorRig>>;

beforeAll(async () => {
  rig = await startMonitorRig();
});
afterAll(() => rig.close());

/** A second server instance's monitor: same database, its own connection (its own PostgreSQL session). */
const startInstance = (): PositionMonitorStop =>
  startPositionMonitor({
    database: rig.database,
    priceHub: rig.hub,
    logger: silentLogger,
    now: () => rig.clock.now,
    refreshMs: 25,
    lockRetryMs: 50,
  });

describe('one position monitor among several instances', () => {
  it.runIf(onPostgres)(
    'runs in the instance holding the advisory lock; a standby takes over when it stops',
    async () => {
      const first = startInstance();
      await waitFor(() => first.isRunning(), 'the first instance to take the lock');
      const second = startInstance();
      // The standby keeps standing by, however often it asks, while the first holds the lock.
      await waitFor(() => second.lockAttempts() >= 3, 'the standby to ask for the lock three times');
      expect(first.isRunning()).toBe(true);
      expect(second.isRunning()).toBe(false);
      expect(second.stats()).toBeUndefined();

      const row = await rig.store();
      await first.refresh();
      expect(rig.exchange.upstreamCount('BTCUSDT')).toBe(1);
      rig.exchange.tick('BTCUSDT', { askPrice: 101.7 });
      await first.refresh();
      expect((await rig.row(row.id)).hitTp1).toBe(true);

      await first();
      expect(first.isRunning()).toBe(false);
      await waitFor(() => second.isRunning(), 'the standby to take over the lock');
      await second.refresh();
      rig.exchange.tick('BTCUSDT', { askPrice: 97.5 });
      await second.refresh();
      expect(await rig.row(row.id)).toMatchObject({ status: 'closed', closeReason: 'BREAKEVEN_1' });
      expect(second.stats()!.closes).toBe(1);
      await second();
    },
  );

  it.runIf(!onPostgres)('runs at once on PGlite (one process, one connection)', async () => {
    const only = startInstance();
    await waitFor(() => only.isRunning(), 'the monitor to start');
    await only();
    expect(only.isRunning()).toBe(false);
  });
});
