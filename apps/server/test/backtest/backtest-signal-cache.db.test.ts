import { DEFAULT_BACKTEST_CONFIG } from '@signaldesk/core/backtest/config';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { positions } from '../../src/db/schema';
import { BacktestSignalCache } from '../../src/modules/backtesting/backtest-signals.cache';
import { openTestDatabase } from '../support/test-database';

const T0 = Date.parse('2026-10-01T00:00:00.000Z');

function position(minute: number, status: 'open' | 'closed') {
  return {
    symbol: 'BTCUSDT',
    direction: 'LONG' as const,
    entryPrice: 100,
    stopLoss: 96,
    tp1: 101,
    tp2: 103,
    tp3: 105,
    tp1Size: 15,
    tp2Size: 60,
    openedAt: new Date(T0 + minute * 60_000),
    closedAt: status === 'closed' ? new Date(T0 + (minute + 60) * 60_000) : null,
    status,
    riskScore: 5,
    forcePercentage: 60,
    trendConfidence: 50,
    score: 1,
    score2: 1,
    shouldWork: true,
    isSpot: false,
    isGolden: false,
    openByAdmin: false,
    isSignalFromTelegram: false,
    isOpportunity: false,
  };
}

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db
    .insert(positions)
    .values([position(0, 'closed'), position(10, 'closed'), position(20, 'open')] as never);
});
afterAll(() => database.close());

describe('BacktestSignalCache', () => {
  const selection = { ...DEFAULT_BACKTEST_CONFIG, positionCount: 5 };

  it('gives the same signals as the query, and the same array again while no position closes', async () => {
    const cache = new BacktestSignalCache();
    const first = await cache.select(database.db, selection);
    expect(first.map((signal) => signal.openedAt)).toEqual([T0, T0 + 600_000]);
    expect(await cache.select(database.db, selection)).toBe(first);
  });

  it('sees a position that closes after the first selection (the closed count changed)', async () => {
    const cache = new BacktestSignalCache();
    await cache.select(database.db, selection);
    await database.db
      .update(positions)
      .set({ status: 'closed', closedAt: new Date(T0 + 90 * 60_000) })
      .where(eq(positions.status, 'open'));
    const after = await cache.select(database.db, selection);
    expect(after.map((signal) => signal.openedAt)).toEqual([T0, T0 + 600_000, T0 + 1_200_000]);
  });

  it('keys on the selection: another count or a date range is its own entry', async () => {
    const cache = new BacktestSignalCache();
    const latestOne = await cache.select(database.db, { ...selection, positionCount: 1 });
    expect(latestOne).toHaveLength(1);
    const range = await cache.select(database.db, {
      ...selection,
      useDateRange: true,
      startDate: '2026-10-01',
      endDate: '2026-10-01',
    });
    expect(range.length).toBeGreaterThan(1);
  });
});
