import { createTradeState, stepTrade } from '@signaldesk/core/backtest/exits';
import { MINUTE_MS } from '@signaldesk/core/market/candles';
import { positionCategory } from '@signaldesk/core/position/category';
import { weightedProfitPercentage } from '@signaldesk/core/position/performance';
import { movePrice } from '@signaldesk/core/position/profit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { positions } from '../../src/db/schema';
import { seedDemoPositions } from '../../src/demo/demo-positions';
import { planDemoSignals } from '../../src/demo/demo-signal-plan';
import { silentLogger } from '../../src/market/market-logger';
import { SIMULATED_SYMBOLS, SimulatedExchange } from '../../src/market/simulated';
import type { PositionRow } from '../../src/modules/positions/position-row';
import { openTestDatabase } from '../support/test-database';

const NOW = Date.parse('2026-11-21T18:00:00.000Z');
const DAY_MS = 86_400_000;
const SIGNALS = 500;
let database: DatabaseHandle;
let exchange: SimulatedExchange;
let rows: PositionRow[];
let result: Awaited<ReturnType<typeof seedDemoPositions>>;

beforeAll(async () => {
  database = await openTestDatabase();
  exchange = new SimulatedExchange({
    clock: () => NOW,
    symbols: SIMULATED_SYMBOLS.filter((spec) =>
      ['BTCUSDT', 'ETHUSDT', 'SOLUSDT', 'DOGEUSDT'].includes(spec.symbol),
    ),
    generatorThreads: 0,
  });
  result = await seedDemoPositions({
    database,
    exchange,
    now: NOW,
    logger: silentLogger,
    signalCount: SIGNALS,
  });
  rows = await database.db.select().from(positions);
}, 120_000);
afterAll(async () => {
  await exchange.close();
  await database.close();
});

const closed = () => rows.filter((row) => row.status === 'closed');
const open = () => rows.filter((row) => row.status === 'open');

describe('seedDemoPositions', () => {
  it('inserts closed positions over the last 90 days and ten open ones, some not worked', () => {
    expect(result.skipped).toBe(false);
    expect(result.closed).toBe(closed().length);
    // Only signals still open at `now` are left out of the history: a few percent.
    expect(closed().length).toBeGreaterThan(SIGNALS * 0.9);
    expect(closed().length).toBeLessThanOrEqual(SIGNALS);
    expect(open()).toHaveLength(10);
    expect(open().some((row) => !row.shouldWork)).toBe(true);
    expect(open().some((row) => row.shouldWork)).toBe(true);
    for (const row of closed()) {
      expect(row.openedAt.getTime()).toBeGreaterThanOrEqual(NOW - 90 * DAY_MS);
      expect(row.closedAt!.getTime()).toBeLessThanOrEqual(NOW);
      expect(row.closedAt!.getTime()).toBeGreaterThan(row.openedAt.getTime());
    }
    expect(new Set(closed().map((row) => row.shouldWork))).toEqual(new Set([true, false]));
  });

  it('covers every category, golden ones with 32-hex-digit trader ids', () => {
    const categories = new Set(closed().map((row) => positionCategory(row)));
    expect([...categories].sort()).toEqual(['admin', 'golden', 'opportunity', 'other', 'signal']);
    const golden = rows.filter((row) => row.isGolden);
    expect(golden.length).toBeGreaterThan(0);
    for (const row of golden) expect(row.traderId).toMatch(/^[0-9a-f]{32}$/);
    for (const row of rows.filter((r) => !r.isGolden)) expect(row.traderId).toBeNull();
  });

  it('spreads the scores and market fields over realistic ranges', () => {
    const spread = (pick: (row: PositionRow) => number | null, low: number, high: number) => {
      const values = rows.map(pick).filter((value): value is number => value !== null);
      expect(values).toHaveLength(rows.length);
      expect(Math.min(...values)).toBeGreaterThanOrEqual(low);
      expect(Math.max(...values)).toBeLessThanOrEqual(high);
      expect(new Set(values).size).toBeGreaterThan(rows.length / 10);
    };
    spread((row) => row.riskScore, 1, 10);
    spread((row) => row.forcePercentage, 0, 100);
    spread((row) => row.score, 0, 100);
    spread((row) => row.score2, 0, 100);
    spread((row) => row.trendConfidence, 0, 100);
    spread((row) => row.atrValue, 0.01, 20);
    spread((row) => row.volumeRatio, 0, 20);
    spread((row) => row.marketVolatilityIndex, 0, 100);
  });

  it('closes by several reasons of the exit rules, plus traders exits', () => {
    const reasons = new Set(closed().map((row) => row.closeReason));
    for (const reason of ['SL', 'TP3', 'BREAKEVEN_1', 'BREAKEVEN_2', 'TRADERS_EXIT'])
      expect(reasons).toContain(reason);
  });

  it('agrees with the candles: the exit stepper replayed on a sample gives the same outcome', async () => {
    const sample = closed().filter((_, index) => index % 12 === 0);
    expect(sample.length).toBeGreaterThan(30);
    for (const row of sample) {
      const candles = await exchange.fetchKlines(
        row.symbol,
        row.openedAt.getTime() - MINUTE_MS,
        row.closedAt!.getTime(),
      );
      // The entry is the close of the candle closing at openedAt.
      expect(candles.close[0]).toBe(row.entryPrice);
      const state = createTradeState({
        direction: row.direction,
        entryPrice: row.entryPrice,
        entryTime: row.openedAt.getTime(),
        levels: {
          stopLoss: row.stopLoss,
          tp1: row.tp1,
          tp2: row.tp2,
          tp3: row.tp3,
          breakEven1: movePrice(row.direction, row.entryPrice, -2.5),
        },
        portions: { tp1Fraction: row.tp1Size / 100, tp2Fraction: row.tp2Size / 100 },
        enableBreakeven1: true,
        enableBreakeven2: true,
        maxDurationMs: 210 * 3_600_000,
      });
      for (let j = 1; j < candles.length && !state.closed; j++) {
        const closeTime = candles.startTime + (j + 1) * MINUTE_MS;
        stepTrade(
          state,
          candles.open[j]!,
          candles.high[j]!,
          candles.low[j]!,
          candles.close[j]!,
          closeTime,
          false,
        );
      }
      const last = candles.length - 1;
      if (row.closeReason === 'TRADERS_EXIT') {
        expect(state.closed).toBe(false);
        expect(row.exitPrice).toBe(candles.close[last]);
      } else {
        expect(state.closed).toBe(true);
        expect(state.exitReason).toBe(row.closeReason);
        expect(state.exitPrice).toBe(row.exitPrice);
        expect(state.exitTime).toBe(row.closedAt!.getTime());
      }
      expect([row.hitTp1, row.hitTp2, row.hitTp3]).toEqual([0, 1, 2].map((k) => state.targetsHit > k));
      expect(row.finalProfitPercentage).toBeCloseTo(weightedProfitPercentage(row, row.exitPrice!), 10);
    }
  });

  it('is idempotent: a second run inserts nothing', async () => {
    const again = await seedDemoPositions({ database, exchange, now: NOW + DAY_MS, logger: silentLogger });
    expect(again.skipped).toBe(true);
    expect(await database.db.$count(positions)).toBe(rows.length);
  });
});

describe('planDemoSignals', () => {
  it('draws the same signals for the same period and seed', () => {
    const plan = () =>
      planDemoSignals({ symbols: ['BTCUSDT', 'ETHUSDT'], count: 50, fromMs: NOW - 90 * DAY_MS, toMs: NOW });
    expect(plan()).toEqual(plan());
    expect(new Set(plan().map((signal) => signal.entryMinute)).size).toBeGreaterThan(40);
  });
});
