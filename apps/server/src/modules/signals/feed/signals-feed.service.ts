import type { FeedSignal, SignalsQueryParams } from '@signaldesk/contracts/signal-sources';
import { firstCandleTime } from '@signaldesk/core/backtest/candle-span';
import type { BacktestConfig } from '@signaldesk/core/backtest/config';
import { MINUTE_MS } from '@signaldesk/core/market/candles';
import type { Database } from '../../../db/client';
import { databaseParameters } from '../../trading-parameters';
import { liveBacktestConfig } from '../manager/live-config';
import { type FeedFilter, type FeedRow, listFeedSignals, toSignal } from '../signals.repository';

type SearchTiming = Pick<BacktestConfig, 'waitTimeMinutes' | 'maxPatternSearchMinutes'>;

/**
 * A waiting signal's deadlines, from the live configuration the Signal Manager steps with: its search starts at
 * its first candle + the wait and ends the search minutes later.
 */
function toFeedSignal(row: FeedRow, { waitTimeMinutes, maxPatternSearchMinutes }: SearchTiming): FeedSignal {
  const waiting = row.state === 'waiting';
  const waitEnds = firstCandleTime(row.receivedAt.getTime()) + waitTimeMinutes * MINUTE_MS;
  return {
    ...toSignal(row),
    sourceName: row.sourceName,
    sourceKind: row.sourceKind,
    waitEndsAt: waiting ? new Date(waitEnds).toISOString() : null,
    searchEndsAt: waiting ? new Date(waitEnds + maxPatternSearchMinutes * MINUTE_MS).toISOString() : null,
    searchProgress: waiting ? row.searchProgress : null,
    positionStatus: row.positionStatus,
    positionProfit: row.positionProfit,
  };
}

/** GET /api/signals (docs/signals.md, "The Signals screen"). */
export async function listFeed(db: Database, query: SignalsQueryParams): Promise<FeedSignal[]> {
  const rows = await listFeedRows(db, {
    sourceId: query.sourceId,
    state: query.state,
    dayStart: query.day === undefined ? undefined : Date.parse(`${query.day}T00:00:00.000Z`),
    before: query.before,
    limit: query.limit,
  });
  return rows.map((row) => row.signal);
}

/** The feed's signals with the text each was read from (the card shows it). */
export async function listFeedRows(
  db: Database,
  filter: FeedFilter,
): Promise<{ signal: FeedSignal; text: string | null }[]> {
  const rows = await listFeedSignals(db, filter);
  if (rows.length === 0) return [];
  const timing = liveBacktestConfig(await databaseParameters(db).read());
  return rows.map((row) => ({ signal: toFeedSignal(row, timing), text: row.text }));
}
