import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BacktestSignal } from '@signaldesk/core/backtest/types';
import type { Database } from '../../../src/db/client';
import { positions } from '../../../src/db/schema';
import { FileCandleStore } from '../../../src/market/candle-store';

/** 2024-01-01T00:00:00.000Z. */
export const T0 = Date.UTC(2024, 0, 1);
export const MIN = 60_000;

// The candle series builder is core's, shared by both test suites.
export { type CandleRow, candleSeries, flat } from '../../../../../packages/core/test/support/candle-series';

/** A closed (by default) position as the backtest reads it; the levels are irrelevant to the replay. */
export interface PositionFixture extends Omit<BacktestSignal, 'id' | 'riskScore' | 'forcePercentage'> {
  riskScore?: number;
  forcePercentage?: number;
  status?: 'open' | 'closed';
}

/** The levels of every fixture position (the engine reads none of them; the positions table requires them). */
export const FIXTURE_LEVELS = {
  entryPrice: 100,
  stopLoss: 96,
  tp1: 101.6,
  tp2: 103.2,
  tp3: 105.6,
  tp1Size: 15,
  tp2Size: 60,
} as const;

/** Inserts the positions in order; returns them as the engine's signals (with their ids). */
export async function insertPositions(
  db: Database,
  fixtures: readonly PositionFixture[],
): Promise<BacktestSignal[]> {
  const signals: BacktestSignal[] = [];
  for (const fixture of fixtures) {
    const status = fixture.status ?? 'closed';
    const [row] = await db
      .insert(positions)
      .values({
        symbol: fixture.symbol,
        direction: fixture.direction,
        ...FIXTURE_LEVELS,
        exitPrice: status === 'closed' ? 101 : null,
        openedAt: new Date(fixture.openedAt),
        closedAt: status === 'closed' ? new Date(fixture.openedAt + 60 * MIN) : null,
        closeReason: status === 'closed' ? 'TP1' : null,
        riskScore: fixture.riskScore ?? 5,
        forcePercentage: fixture.forcePercentage ?? 70,
        trendConfidence: fixture.trendConfidence ?? null,
        atrValue: fixture.atrValue ?? null,
        volumeRatio: fixture.volumeRatio ?? null,
        marketVolatilityIndex: fixture.marketVolatilityIndex ?? null,
        status,
      })
      .returning({ id: positions.id });
    signals.push({
      id: row!.id,
      symbol: fixture.symbol,
      direction: fixture.direction,
      openedAt: fixture.openedAt,
      riskScore: fixture.riskScore ?? 5,
      forcePercentage: fixture.forcePercentage ?? 70,
      trendConfidence: fixture.trendConfidence ?? null,
      atrValue: fixture.atrValue ?? null,
      volumeRatio: fixture.volumeRatio ?? null,
      marketVolatilityIndex: fixture.marketVolatilityIndex ?? null,
    });
  }
  return signals;
}

/** A real file candle store in a fresh temp folder. */
export async function tempCandleStore(): Promise<{
  store: FileCandleStore;
  dir: string;
  remove(): Promise<void>;
}> {
  const dir = await mkdtemp(join(tmpdir(), 'sd-backtest-'));
  const store = new FileCandleStore({ dir: join(dir, 'candles'), durable: false });
  return { store, dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
