import type { DatabaseHandle } from '../../db/client';
import type { Exchange } from '../../market/exchange';
import type { MarketLogger } from '../../market/market-logger';
import { SimulatedLeaderboard } from '../../market/simulated/simulated-leaderboard';
import type { TraderFeed } from '../../market/trader-feed';
import { startOpportunityScanner } from './opportunity-scanner';
import { startSimulatedChannel } from './simulated-channel';
import { SourceRateLimit, WEBHOOK_RATE } from './source-rate-limit';
import { startTraderTracker } from './trader-tracker';

/**
 * In demo mode the scanner takes setups from this score on even when OPPORTUNITY_SCORE is higher, so the quiet
 * simulated market yields a signal every few minutes (docs/signals.md, "Demo").
 */
export const DEMO_SCANNER_SCORE_FLOOR = 50;

export interface StartSignalJobsOptions {
  database: DatabaseHandle;
  exchange: Exchange;
  logger: MarketLogger;
  now: () => number;
  demo: boolean;
  /** The followed traders' feed; default the simulated leaderboard on the simulated exchange, else none. */
  traderFeed?: TraderFeed | null;
}

/**
 * The server's own signal sources (docs/signals.md): the opportunity scanner, the trader tracker when there is a
 * trader feed (the simulated leaderboard in demo mode; Binance's leaderboard has no public API, so production has
 * none), and in demo mode the simulated Telegram channel. Returns the function that stops them.
 */
export function startSignalJobs(options: StartSignalJobsOptions): () => Promise<void> {
  const intake = {
    db: options.database.db,
    exchange: options.exchange,
    now: options.now,
    rateLimit: new SourceRateLimit(WEBHOOK_RATE.perSecond, WEBHOOK_RATE.burst),
  };
  const stopScanner = startOpportunityScanner({
    database: options.database,
    intake,
    exchange: options.exchange,
    logger: options.logger,
    scoreFloor: options.demo ? DEMO_SCANNER_SCORE_FLOOR : undefined,
  });
  const feed =
    options.traderFeed !== undefined
      ? options.traderFeed
      : options.exchange.name === 'simulated'
        ? new SimulatedLeaderboard(options.exchange)
        : null;
  if (!feed) {
    options.logger.info(
      'Trader tracker off: no trader feed (Binance publishes no leaderboard API; docs/signals.md, Trader tracker)',
    );
  }
  const stopTracker = feed
    ? startTraderTracker({ database: options.database, intake, feed, logger: options.logger })
    : async () => {};
  // The demo's simulated Telegram channel: no bot, no network, the intake's own reading of a post.
  const stopChannel =
    options.demo && options.exchange.name === 'simulated'
      ? startSimulatedChannel({
          database: options.database,
          intake,
          exchange: options.exchange,
          logger: options.logger,
        })
      : async () => {};
  return async () => {
    await Promise.all([stopScanner(), stopTracker(), stopChannel()]);
  };
}
