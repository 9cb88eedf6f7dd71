import type { DatabaseHandle } from '../../../db/client';
import type { BackgroundJob } from '../../../lib/background-jobs';
import type { Exchange } from '../../../market/exchange';
import type { MarketLogger } from '../../../market/market-logger';
import { SimulatedLeaderboard } from '../../../market/simulated/simulated-leaderboard';
import type { TraderFeed } from '../../../market/trader-feed';
import { SourceRateLimit, WEBHOOK_RATE } from '../intake/source-rate-limit';
import { startOpportunityScanner } from './opportunity-scanner';
import { startSimulatedChannel } from './simulated-channel';
import { startTraderTracker } from './trader-tracker';

/**
 * In demo mode the scanner takes setups from this score on even when OPPORTUNITY_SCORE is higher, so the quiet
 * simulated market yields a signal every few minutes (docs/signals.md, "Demo").
 */
export const DEMO_SCANNER_SCORE_FLOOR = 50;

export interface SignalJobsOptions {
  database: DatabaseHandle;
  exchange: Exchange;
  logger: MarketLogger;
  now: () => number;
  demo: boolean;
  /** Why the server's own signals are off (DEMO_SIGNALS=false); undefined: on. */
  off?: string;
  /** The followed traders' feed; default the simulated leaderboard on the simulated exchange, else none. */
  traderFeed?: TraderFeed | null;
}

/**
 * The server's own signal sources (docs/signals.md) as entries of the background job list (docs/operations.md,
 * Background jobs): the opportunity scanner, the trader tracker when there is a trader feed (the simulated
 * leaderboard in demo mode; Binance's leaderboard has no public API, so production has none), and in demo mode the
 * simulated Telegram channel. Each runs in one instance at a time under its own lock.
 */
export function signalJobs(options: SignalJobsOptions): BackgroundJob[] {
  const intake = {
    db: options.database.db,
    exchange: options.exchange,
    now: options.now,
    rateLimit: new SourceRateLimit(WEBHOOK_RATE.perSecond, WEBHOOK_RATE.burst),
  };
  const feed =
    options.traderFeed !== undefined
      ? options.traderFeed
      : options.exchange.name === 'simulated'
        ? new SimulatedLeaderboard(options.exchange)
        : null;
  const simulated = options.demo && options.exchange.name === 'simulated';
  return [
    {
      name: 'Opportunity scanner',
      lock: 'opportunityScanner',
      off: options.off,
      start: () =>
        startOpportunityScanner({
          database: options.database,
          intake,
          exchange: options.exchange,
          logger: options.logger,
          scoreFloor: options.demo ? DEMO_SCANNER_SCORE_FLOOR : undefined,
        }),
    },
    {
      name: 'Trader tracker',
      lock: 'traderTracker',
      off:
        options.off ??
        (feed
          ? undefined
          : 'no trader feed: Binance publishes no leaderboard API (docs/signals.md, Trader tracker)'),
      start: () =>
        startTraderTracker({ database: options.database, intake, feed: feed!, logger: options.logger }),
    },
    {
      // The demo's simulated Telegram channel: no bot, no network, the intake's own reading of a post.
      name: 'Simulated Telegram channel',
      lock: 'simulatedChannel',
      off: options.off ?? (simulated ? undefined : 'only in demo mode on the simulated exchange'),
      start: () =>
        startSimulatedChannel({
          database: options.database,
          intake,
          exchange: options.exchange,
          logger: options.logger,
        }),
    },
  ];
}
