import {
  TOP_MOVER_MINUTES,
  TOP_MOVER_TIMEFRAMES,
  type TopMover,
  type TopMoversResponse,
  type TopMoverTimeframe,
} from '@signaldesk/contracts/market';
import { MINUTE_MS } from '@signaldesk/core/market/candles';
import { exchangeFailed, HttpError } from '../../lib/errors';
import { RecentValue } from '../../lib/recent-value';
import type { Exchange } from '../../market/exchange';
import { type MarketLogger, silentLogger } from '../../market/market-logger';
import { MinuteCloses } from './minute-closes';

export interface TopMoversServiceOptions {
  exchange: Exchange;
  logger?: MarketLogger;
  /** How long one computation is served. Default 30 s. */
  ttlMs?: number;
  /** Gainers and losers per timeframe. Default 10. */
  count?: number;
  /** Klines requests in flight at once. Default 6. */
  concurrency?: number;
  now?: () => number;
}

type ByTimeframe = TopMoversResponse['topGainers'];

const LONGEST_LOOKBACK = Math.max(...Object.values(TOP_MOVER_MINUTES));

/**
 * `GET /api/binance-top-movers` (docs/market-data.md, Top movers). For every USDT perpetual, the change of
 * the last price against the close `M` minutes ago, where "the close M minutes ago" is the close of the
 * 1-minute candle that ended M minutes before the current minute began. Gainers are the `count` largest rises
 * (above 0), losers the `count` largest falls (below 0). One computation is cached for `ttlMs`, and
 * concurrent callers share it.
 */
export class TopMoversService {
  private readonly closes: MinuteCloses;
  private readonly logger: MarketLogger;
  private readonly now: () => number;
  private readonly recent: RecentValue<TopMoversResponse>;

  constructor(private readonly options: TopMoversServiceOptions) {
    this.closes = new MinuteCloses(options.exchange);
    this.logger = options.logger ?? silentLogger;
    this.now = options.now ?? Date.now;
    this.recent = new RecentValue(options.ttlMs ?? 30_000, this.now);
  }

  get(): Promise<TopMoversResponse> {
    return this.recent.get(() => this.compute());
  }

  private async compute(): Promise<TopMoversResponse> {
    const { exchange } = this.options;
    const now = this.now();
    const currentMinute = Math.floor(now / MINUTE_MS) * MINUTE_MS;
    const windowStart = currentMinute - (LONGEST_LOOKBACK + 1) * MINUTE_MS;

    const [symbols, prices, tickers] = await Promise.all([
      exchange.listSymbols(),
      exchange.getLastPrices(undefined, 'futures'),
      exchange.get24hTickers('futures'),
    ]).catch(asUpstreamError);
    const universe = symbols.filter((s) => s.isUsdtPerpetual).map((s) => s.symbol);
    this.closes.retain(new Set(universe));
    const quoteVolumes = new Map(tickers.map((t) => [t.symbol, t.quoteVolume]));

    const failures = await runPool(universe, this.options.concurrency ?? 6, (symbol) =>
      this.closes.refresh(symbol, windowStart, currentMinute),
    );
    if (failures.length > 0) {
      this.logger.warn({ failed: failures.length, of: universe.length }, 'Top movers: some klines failed');
      if (failures.length === universe.length) asUpstreamError(failures[0]);
    }

    const gainers = emptyByTimeframe();
    const losers = emptyByTimeframe();
    for (const timeframe of TOP_MOVER_TIMEFRAMES) {
      const referenceOpenTime = currentMinute - (TOP_MOVER_MINUTES[timeframe] + 1) * MINUTE_MS;
      const movers: TopMover[] = [];
      for (const symbol of universe) {
        const reference = this.closes.closeAt(symbol, referenceOpenTime);
        const currentPrice = prices.get(symbol) ?? this.closes.closeAt(symbol, currentMinute - MINUTE_MS);
        if (reference === undefined || reference <= 0 || currentPrice === undefined) continue;
        movers.push({
          symbol,
          currentPrice,
          priceChangePercent: ((currentPrice - reference) / reference) * 100,
          quoteVolume: quoteVolumes.get(symbol) ?? 0,
        });
      }
      movers.sort((x, y) => y.priceChangePercent - x.priceChangePercent);
      const count = this.options.count ?? 10;
      gainers[timeframe] = movers.filter((m) => m.priceChangePercent > 0).slice(0, count);
      losers[timeframe] = movers
        .filter((m) => m.priceChangePercent < 0)
        .reverse()
        .slice(0, count);
    }
    return { success: true, topGainers: gainers, topLosers: losers, updatedAt: new Date(now).toISOString() };
  }
}

function emptyByTimeframe(): ByTimeframe {
  return { '1m': [], '5m': [], '15m': [], '1h': [], '4h': [] } satisfies Record<
    TopMoverTimeframe,
    TopMover[]
  >;
}

function asUpstreamError(error: unknown): never {
  if (error instanceof HttpError) throw error;
  throw exchangeFailed(error);
}

/** Runs `task` over `items`, `concurrency` at a time; returns the errors of the tasks that failed. */
async function runPool<T>(items: readonly T[], concurrency: number, task: (item: T) => Promise<void>) {
  const failures: unknown[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await task(item).catch((error: unknown) => failures.push(error));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return failures;
}
