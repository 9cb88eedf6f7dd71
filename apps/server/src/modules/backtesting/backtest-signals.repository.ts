import type { BacktestConfig } from '@signaldesk/core/backtest/config';
import type { BacktestSignal } from '@signaldesk/core/backtest/types';
import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { positions } from '../../db/schema';

const DAY_MS = 86_400_000;

/** UTC midnight of a `YYYY-MM-DD` date, ms. */
function utcDayStart(date: string): number {
  return Date.parse(`${date}T00:00:00.000Z`);
}

/**
 * The closed positions a backtest replays (docs/backtest.md, 1. Which signals are replayed): in date-range
 * mode those opened in [startDate 00:00:00.000, endDate 23:59:59.999] UTC, else the `positionCount` latest by
 * openedAt (ties by id). Returned in replay order (ascending openedAt, ties by id) as the engine's signals.
 */
export async function selectBacktestSignals(
  db: Database,
  config: Pick<BacktestConfig, 'useDateRange' | 'startDate' | 'endDate' | 'positionCount'>,
): Promise<BacktestSignal[]> {
  const columns = {
    id: positions.id,
    symbol: positions.symbol,
    direction: positions.direction,
    openedAt: positions.openedAt,
    riskScore: positions.riskScore,
    forcePercentage: positions.forcePercentage,
    trendConfidence: positions.trendConfidence,
    atrValue: positions.atrValue,
    volumeRatio: positions.volumeRatio,
    marketVolatilityIndex: positions.marketVolatilityIndex,
  };
  const closed = eq(positions.status, 'closed');
  const rows =
    config.useDateRange && config.startDate && config.endDate
      ? await db
          .select(columns)
          .from(positions)
          .where(
            and(
              closed,
              gte(positions.openedAt, new Date(utcDayStart(config.startDate))),
              lte(positions.openedAt, new Date(utcDayStart(config.endDate) + DAY_MS - 1)),
            ),
          )
          .orderBy(asc(positions.openedAt), asc(positions.id))
      : (
          await db
            .select(columns)
            .from(positions)
            .where(closed)
            .orderBy(desc(positions.openedAt), desc(positions.id))
            .limit(config.positionCount)
        ).reverse();
  return rows.map((row) => ({ ...row, openedAt: row.openedAt.getTime() }));
}
