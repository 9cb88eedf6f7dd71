/** Sectors of the altcoin table (the server keeps which coin is in which as data). */
export const ALT_SECTORS = ['defi', 'layer1', 'gaming', 'ai', 'other'] as const;
export type AltSector = (typeof ALT_SECTORS)[number];

export const GLOBAL_TRENDS = ['STRONG_PUMP', 'PUMP', 'NEUTRAL', 'DUMP', 'STRONG_DUMP'] as const;
export type GlobalTrend = (typeof GLOBAL_TRENDS)[number];

export const MARKET_SENTIMENTS = [
  'EXTREMELY_BULLISH',
  'BULLISH',
  'NEUTRAL',
  'BEARISH',
  'EXTREMELY_BEARISH',
] as const;
export type MarketSentiment = (typeof MARKET_SENTIMENTS)[number];

export const ALT_VS_BTC_TRENDS = ['OUTPERFORMING', 'IN_LINE', 'UNDERPERFORMING'] as const;
export type AltVsBtcTrend = (typeof ALT_VS_BTC_TRENDS)[number];

/** Base assets of stablecoins (and fiat) quoted in USDT: not altcoins, left out of every figure. */
export const STABLECOIN_BASE_ASSETS: ReadonlySet<string> = new Set([
  'USDC',
  'USDP',
  'TUSD',
  'BUSD',
  'FDUSD',
  'DAI',
  'USDE',
  'PYUSD',
  'USD1',
  'RLUSD',
  'EUR',
  'EURI',
  'AEUR',
]);

/** One USDT pair's last 24 hours. */
export interface PairDay {
  symbol: string;
  baseAsset: string;
  sector: AltSector;
  /** Percent over the rolling 24 h. */
  priceChangePercent: number;
  /** USDT volume over 24 h. */
  quoteVolume: number;
}

/** Thresholds of the altcoin figures, in one place (docs/analyses.md, "Altcoin market"). */
export const ALTCOIN_RULE = {
  /** A coin up this much or more over 24 h is pumping; down this much or more, dumping. Percent. */
  moveThreshold: 3,
  /** globalTrend from the average 24 h change (percent): at or above / at or below. */
  strongPump: 5,
  pump: 2,
  dump: -2,
  strongDump: -5,
  /** marketSentiment from breadth (pumping share minus dumping share, percentage points). */
  extremelyBullish: 50,
  bullish: 20,
  bearish: -20,
  extremelyBearish: -50,
  /** Alts beat BTC on average by more than this (points) is OUTPERFORMING; by less than its negative UNDER. */
  altVsBtcBand: 1,
  /** Altcoin season: at least this share (percent) of alts beat BTC over 24 h. */
  altSeasonShare: 75,
  /** Rows of the gainers and losers lists. */
  topCount: 10,
} as const;

export interface AltMover {
  symbol: string;
  /** Percent over 24 h. */
  change: number;
  /** USDT volume over 24 h. */
  volume: number;
}

export interface AltcoinMarket {
  /** Alts counted. */
  altCount: number;
  marketDistribution: { pumping: number; stable: number; dumping: number };
  pumpingPercentage: number;
  dumpingPercentage: number;
  avgAltPerformance: number;
  globalTrend: GlobalTrend;
  marketSentiment: MarketSentiment;
  sectorPerformance: Record<AltSector, number>;
  /** Sector with the best average change; `other` when no alt is listed. */
  topSector: AltSector;
  altVsBtc: { trend: AltVsBtcTrend; outperforming: number; avgPerformance: number };
  altcoinSeason: boolean;
  /** BTC's share of the USDT volume of BTC plus the alts, percent. */
  btcVolumeShare: number;
  /** USDT volume of the alts over 24 h. */
  totalVolume: number;
  topGainers: AltMover[];
  topLosers: AltMover[];
}

/** True for a pair the altcoin figures count: not BTC, not a stablecoin. */
export function isAltcoin(baseAsset: string): boolean {
  const base = baseAsset.toUpperCase();
  return base !== 'BTC' && !STABLECOIN_BASE_ASSETS.has(base);
}

export function globalTrendOf(avgChange: number): GlobalTrend {
  const r = ALTCOIN_RULE;
  if (avgChange >= r.strongPump) return 'STRONG_PUMP';
  if (avgChange >= r.pump) return 'PUMP';
  if (avgChange <= r.strongDump) return 'STRONG_DUMP';
  if (avgChange <= r.dump) return 'DUMP';
  return 'NEUTRAL';
}

export function sentimentOf(breadth: number): MarketSentiment {
  const r = ALTCOIN_RULE;
  if (breadth >= r.extremelyBullish) return 'EXTREMELY_BULLISH';
  if (breadth >= r.bullish) return 'BULLISH';
  if (breadth <= r.extremelyBearish) return 'EXTREMELY_BEARISH';
  if (breadth <= r.bearish) return 'BEARISH';
  return 'NEUTRAL';
}

const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
const share = (part: number, whole: number) => (whole === 0 ? 0 : (part / whole) * 100);

/**
 * The altcoin market over 24 h (docs/analyses.md, "Altcoin market"). `pairs` are every USDT pair listed;
 * `btc` is BTCUSDT's day (null when missing: then BTC counts as flat with no volume). Each alt weighs the same.
 */
export function analyseAltcoins(pairs: readonly PairDay[], btc: PairDay | null): AltcoinMarket {
  const r = ALTCOIN_RULE;
  const alts = pairs.filter((pair) => isAltcoin(pair.baseAsset));
  const changes = alts.map((alt) => alt.priceChangePercent);
  const pumping = changes.filter((change) => change >= r.moveThreshold).length;
  const dumping = changes.filter((change) => change <= -r.moveThreshold).length;
  const pumpingPercentage = share(pumping, alts.length);
  const dumpingPercentage = share(dumping, alts.length);
  const avgAltPerformance = mean(changes);

  const sectorPerformance = {} as Record<AltSector, number>;
  let topSector: AltSector = 'other';
  let best = Number.NEGATIVE_INFINITY;
  for (const sector of ALT_SECTORS) {
    const members = alts.filter((alt) => alt.sector === sector).map((alt) => alt.priceChangePercent);
    sectorPerformance[sector] = mean(members);
    if (members.length > 0 && sectorPerformance[sector] > best) {
      best = sectorPerformance[sector];
      topSector = sector;
    }
  }

  const btcChange = btc?.priceChangePercent ?? 0;
  const outperforming = changes.filter((change) => change > btcChange).length;
  const avgPerformance = avgAltPerformance - btcChange;
  const altTrend: AltVsBtcTrend =
    avgPerformance > r.altVsBtcBand
      ? 'OUTPERFORMING'
      : avgPerformance < -r.altVsBtcBand
        ? 'UNDERPERFORMING'
        : 'IN_LINE';

  const totalVolume = alts.reduce((sum, alt) => sum + alt.quoteVolume, 0);
  const btcVolume = btc?.quoteVolume ?? 0;
  const movers = alts.map((alt) => ({
    symbol: alt.symbol,
    change: alt.priceChangePercent,
    volume: alt.quoteVolume,
  }));
  const byChange = [...movers].sort((a, b) => b.change - a.change || a.symbol.localeCompare(b.symbol));

  return {
    altCount: alts.length,
    marketDistribution: { pumping, stable: alts.length - pumping - dumping, dumping },
    pumpingPercentage,
    dumpingPercentage,
    avgAltPerformance,
    globalTrend: globalTrendOf(avgAltPerformance),
    marketSentiment: sentimentOf(pumpingPercentage - dumpingPercentage),
    sectorPerformance,
    topSector,
    altVsBtc: { trend: altTrend, outperforming, avgPerformance },
    altcoinSeason: alts.length > 0 && share(outperforming, alts.length) >= r.altSeasonShare,
    btcVolumeShare: share(btcVolume, btcVolume + totalVolume),
    totalVolume,
    topGainers: byChange.filter((m) => m.change > 0).slice(0, r.topCount),
    topLosers: byChange
      .filter((m) => m.change < 0)
      .reverse()
      .slice(0, r.topCount),
  };
}
