import type { AltcoinOverview } from '@signaldesk/contracts/analyses';
import { type AltcoinMarket, analyseAltcoins, type PairDay } from '@signaldesk/core/analysis/altcoin-market';
import { exchangeFailed, HttpError } from '../../lib/errors';
import { RecentValue } from '../../lib/recent-value';
import type { Exchange } from '../../market/exchange';
import { ALTCOIN_CACHE_MS } from './analyses-limits';
import { BITCOIN_SYMBOL } from './bitcoin-analysis.service';

/**
 * The altcoin market over the USDT perpetuals (docs/analyses.md, "Altcoin market"): the exchange's symbols with
 * their sectors (kept as data in market/sectors.ts) and one 24 h tickers call; core computes the figures.
 * Without a market-cap provider, BTC dominance is BTC's share of the USDT volume.
 */
export class AltcoinAnalysisService {
  private readonly recent: RecentValue<AltcoinOverview>;

  constructor(private readonly deps: { exchange: Exchange; now: () => number }) {
    this.recent = new RecentValue(ALTCOIN_CACHE_MS, deps.now);
  }

  overview(): Promise<AltcoinOverview> {
    return this.recent.get(() => this.compute());
  }

  private async compute(): Promise<AltcoinOverview> {
    const { exchange } = this.deps;
    const [symbols, tickers] = await Promise.all([
      exchange.listSymbols(),
      exchange.get24hTickers('futures'),
    ]).catch((error: unknown) => {
      if (error instanceof HttpError) throw error;
      throw exchangeFailed(error);
    });
    const tickerBySymbol = new Map(tickers.map((ticker) => [ticker.symbol, ticker]));
    const pairs: PairDay[] = [];
    for (const info of symbols) {
      const ticker = tickerBySymbol.get(info.symbol);
      if (!info.isUsdtPerpetual || info.quoteAsset !== 'USDT' || !ticker) continue;
      pairs.push({
        symbol: info.symbol,
        baseAsset: info.baseAsset,
        sector: info.sector,
        priceChangePercent: ticker.priceChangePercent,
        quoteVolume: ticker.quoteVolume,
      });
    }
    const btc = pairs.find((pair) => pair.symbol === BITCOIN_SYMBOL) ?? null;
    return toOverview(analyseAltcoins(pairs, btc), this.deps.now());
  }
}

function toOverview(market: AltcoinMarket, now: number): AltcoinOverview {
  return {
    lastUpdated: new Date(now).toISOString(),
    marketDistribution: market.marketDistribution,
    sectorPerformance: market.sectorPerformance,
    altVsBtc: market.altVsBtc,
    topGainers: market.topGainers,
    topLosers: market.topLosers,
    quickStats: {
      globalTrend: market.globalTrend,
      pumpingPercentage: market.pumpingPercentage,
      dumpingPercentage: market.dumpingPercentage,
      marketSentiment: market.marketSentiment,
      avgAltPerformance: market.avgAltPerformance,
      altcoinSeason: market.altcoinSeason,
      btcDominance: market.btcVolumeShare,
      btcDominanceMeasure: 'QUOTE_VOLUME_SHARE',
      totalVolume: market.totalVolume,
      topSector: market.topSector,
      altCount: market.altCount,
    },
  };
}
