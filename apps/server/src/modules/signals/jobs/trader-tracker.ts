import { MINUTE_MS } from '@signaldesk/core/market/candles';
import type { DatabaseHandle } from '../../../db/client';
import { LOCK_KEYS } from '../../../lib/lock-keys';
import type { MarketLogger } from '../../../market/market-logger';
import type { TraderFeed, TraderPosition } from '../../../market/trader-feed';
import { databaseParameters, type ParameterSource } from '../../trading-parameters';
import type { IntakeContext } from '../intake/signal-intake.service';
import { startMinuteJob } from './minute-job';
import { emitOwnSignal, ownSource, recentSignalKeys } from './own-sources';

/** The name of the tracker's source, created on first use. */
export const TRADER_SOURCE_NAME = 'Followed traders';

export interface TrackerStep {
  at: number;
  /** False on the minutes between two reads (TRADER_TRACKER_REFRESH_MINUTES). */
  read: boolean;
  positions: number;
  emitted: number;
}

/** A symbol and direction held by at least `minTraders` distinct traders, its first opener first. */
export interface TraderAgreement {
  symbol: string;
  direction: 'LONG' | 'SHORT';
  /** The agreeing positions, earliest opening first (one per trader). */
  positions: TraderPosition[];
}

/**
 * The tracker's rule (docs/signals.md, "Trader tracker"): the followed traders' open positions grouped by symbol
 * and direction; a group of at least `minTraders` distinct traders is an agreement. A trader holding the symbol
 * twice counts once (its earliest opening). Ordered by symbol then direction.
 */
export function traderAgreements(
  positions: readonly TraderPosition[],
  minTraders: number,
): TraderAgreement[] {
  const groups = new Map<string, Map<string, TraderPosition>>();
  for (const position of positions) {
    const key = `${position.symbol}:${position.direction}`;
    const group = groups.get(key) ?? new Map<string, TraderPosition>();
    const held = group.get(position.traderId);
    if (!held || position.openedAt < held.openedAt) group.set(position.traderId, position);
    groups.set(key, group);
  }
  return [...groups.entries()]
    .filter(([, group]) => group.size >= minTraders)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, group]) => {
      const held = [...group.values()].sort(
        (a, b) => a.openedAt - b.openedAt || (a.traderId < b.traderId ? -1 : 1),
      );
      return { symbol: held[0]!.symbol, direction: held[0]!.direction, positions: held };
    });
}

export interface TraderTrackerOptions {
  intake: IntakeContext;
  feed: TraderFeed;
  parameters: ParameterSource;
  logger?: MarketLogger;
}

/**
 * The trader tracker: every TRADER_TRACKER_REFRESH_MINUTES (closed minutes whose index since the epoch the
 * refresh divides), reads the feed; each agreement of TRADER_TRACKER_MIN_TRADERS traders becomes a `golden` signal
 * of the `trader` source, with the first opener's `traderId`, through the webhook's one intake path, unless the
 * source signalled that symbol and direction since that first opening (so a lasting agreement is signalled once).
 */
export class TraderTracker {
  constructor(private readonly options: TraderTrackerOptions) {}

  async step(): Promise<TrackerStep> {
    const { intake } = this.options;
    const at = Math.floor(intake.now() / MINUTE_MS) * MINUTE_MS;
    const result: TrackerStep = { at, read: false, positions: 0, emitted: 0 };
    const values = await this.options.parameters.read();
    if ((at / MINUTE_MS) % values.number('TRADER_TRACKER_REFRESH_MINUTES') !== 0) return result;
    result.read = true;
    const positions = await this.options.feed.listOpenPositions(at);
    result.positions = positions.length;
    const agreements = traderAgreements(positions, values.number('TRADER_TRACKER_MIN_TRADERS'));
    if (agreements.length === 0) return result;
    const source = await ownSource(intake.db, 'trader', TRADER_SOURCE_NAME, new Date(intake.now()));
    for (const agreement of agreements) {
      const first = agreement.positions[0]!;
      const since = await recentSignalKeys(intake.db, source.id, new Date(first.openedAt));
      if (since.has(`${agreement.symbol}:${agreement.direction}`)) continue;
      const signal = await emitOwnSignal(
        intake,
        source,
        {
          symbol: agreement.symbol,
          direction: agreement.direction,
          category: 'golden',
          traderId: first.traderId,
        },
        this.options.logger,
        'Golden signal: followed traders agree',
        { traderId: first.traderId, traders: agreement.positions.map((position) => position.traderId) },
      );
      if (signal) result.emitted++;
    }
    return result;
  }
}

export interface StartTraderTrackerOptions {
  database: DatabaseHandle;
  intake: IntakeContext;
  feed: TraderFeed;
  logger: MarketLogger;
  lockRetryMs?: number;
}

/** The tracker checked once per closed minute (it reads the feed on refresh minutes), under its own lock. */
export function startTraderTracker(options: StartTraderTrackerOptions): () => Promise<void> {
  return startMinuteJob({
    database: options.database,
    logger: options.logger,
    now: options.intake.now,
    lockKey: LOCK_KEYS.traderTracker,
    name: 'Trader tracker',
    afterCloseMs: 1_500,
    lockRetryMs: options.lockRetryMs,
    stepOf() {
      const tracker = new TraderTracker({
        intake: options.intake,
        feed: options.feed,
        parameters: databaseParameters(options.database.db),
        logger: options.logger,
      });
      return async () => {
        await tracker.step();
      };
    },
  });
}
