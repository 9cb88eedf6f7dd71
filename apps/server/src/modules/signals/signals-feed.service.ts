import type { FeedSignal, SignalsQueryParams } from '@signaldesk/contracts/signal-sources';
import { firstCandleTime } from '@signaldesk/core/backtest/candle-span';
import { DEFAULT_BACKTEST_CONFIG } from '@signaldesk/core/backtest/config';
import { MINUTE_MS } from '@signaldesk/core/market/candles';
import type { Database } from '../../db/client';
import { type FeedRow, listFeedSignals, toSignal } from './signals.repository';

/**
 * The entry search's timing. The live configuration keeps the backtest's defaults for both (live-config.ts
 * overrides neither), so a waiting signal's search ends at its first candle + wait + search minutes.
 */
const { waitTimeMinutes, maxPatternSearchMinutes } = DEFAULT_BACKTEST_CONFIG;

function toFeedSignal(row: FeedRow): FeedSignal {
  const waiting = row.state === 'waiting';
  const waitEnds = firstCandleTime(row.receivedAt.getTime()) + waitTimeMinutes * MINUTE_MS;
  return {
    ...toSignal(row),
    sourceName: row.sourceName,
    sourceKind: row.sourceKind,
    waitEndsAt: waiting ? new Date(waitEnds).toISOString() : null,
    searchEndsAt: waiting ? new Date(waitEnds + maxPatternSearchMinutes * MINUTE_MS).toISOString() : null,
    positionStatus: row.positionStatus,
    positionProfit: row.positionProfit,
  };
}

/** GET /api/signals (docs/signals.md, "The Signals screen"). */
export async function listFeed(db: Database, query: SignalsQueryParams): Promise<FeedSignal[]> {
  const rows = await listFeedSignals(db, {
    sourceId: query.sourceId,
    state: query.state,
    dayStart: query.day === undefined ? undefined : Date.parse(`${query.day}T00:00:00.000Z`),
    before: query.before,
    limit: query.limit,
  });
  return rows.map(toFeedSignal);
}
