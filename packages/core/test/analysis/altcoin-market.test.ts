import { describe, expect, it } from 'vitest';
import {
  type AltSector,
  analyseAltcoins,
  globalTrendOf,
  type PairDay,
  sentimentOf,
} from '../../src/analysis/altcoin-market';

const pair = (base: string, sector: AltSector, change: number, volume: number): PairDay => ({
  symbol: `${base}USDT`,
  baseAsset: base,
  sector,
  priceChangePercent: change,
  quoteVolume: volume,
});

const BTC = pair('BTC', 'layer1', 1, 6_000);
const PAIRS: PairDay[] = [
  BTC,
  pair('ETH', 'layer1', 4, 1_000), // pumping
  pair('SOL', 'layer1', 6, 500), // pumping
  pair('UNI', 'defi', -3, 200), // dumping (exactly -3)
  pair('AAVE', 'defi', 1, 100), // stable
  pair('FET', 'ai', 3, 100), // pumping (exactly +3)
  pair('AXS', 'gaming', -1, 50), // stable
  pair('DOGE', 'other', 0.5, 50), // stable
  pair('USDC', 'other', 0.01, 9_999), // a stablecoin: left out
];

describe('the altcoin market', () => {
  const market = analyseAltcoins(PAIRS, BTC);

  it('counts the 7 alts, without BTC and stablecoins, into pumping, stable and dumping', () => {
    expect(market.altCount).toBe(7);
    expect(market.marketDistribution).toEqual({ pumping: 3, stable: 3, dumping: 1 });
    expect(market.pumpingPercentage).toBeCloseTo((3 / 7) * 100, 10); // 42.86
    expect(market.dumpingPercentage).toBeCloseTo((1 / 7) * 100, 10); // 14.29
  });

  it('averages the changes: (4 + 6 - 3 + 1 + 3 - 1 + 0.5) / 7 = 10.5 / 7 = 1.5 → NEUTRAL', () => {
    expect(market.avgAltPerformance).toBeCloseTo(1.5, 10);
    expect(market.globalTrend).toBe('NEUTRAL');
    // Breadth 42.86 - 14.29 = 28.57 points → BULLISH.
    expect(market.marketSentiment).toBe('BULLISH');
  });

  it('averages each sector and names the best', () => {
    expect(market.sectorPerformance).toEqual({ defi: -1, layer1: 5, gaming: -1, ai: 3, other: 0.5 });
    expect(market.topSector).toBe('layer1');
  });

  it('compares alts with BTC (+1%): 3 beat it (AAVE only ties), on average by 0.5 point: IN_LINE, no season', () => {
    expect(market.altVsBtc).toMatchObject({ trend: 'IN_LINE', outperforming: 3 });
    expect(market.altVsBtc.avgPerformance).toBeCloseTo(0.5, 10);
    expect(market.altcoinSeason).toBe(false);
  });

  it("sums the alts' volume and takes BTC's share of BTC plus alts", () => {
    expect(market.totalVolume).toBe(2_000);
    expect(market.btcVolumeShare).toBeCloseTo(75, 10); // 6,000 / 8,000
  });

  it('lists gainers from the best and losers from the worst', () => {
    expect(market.topGainers.map((m) => m.symbol)).toEqual([
      'SOLUSDT',
      'ETHUSDT',
      'FETUSDT',
      'AAVEUSDT',
      'DOGEUSDT',
    ]);
    expect(market.topLosers).toEqual([
      { symbol: 'UNIUSDT', change: -3, volume: 200 },
      { symbol: 'AXSUSDT', change: -1, volume: 50 },
    ]);
  });

  it('calls an altcoin season when at least 75% of alts beat BTC', () => {
    const weakBtc = { ...BTC, priceChangePercent: -1.5 };
    // 6 of 7 alts beat -1.5% (all but UNI): 85.7%.
    const season = analyseAltcoins(PAIRS, weakBtc);
    expect(season.altVsBtc.outperforming).toBe(6);
    expect(season.altcoinSeason).toBe(true);
    expect(season.altVsBtc.trend).toBe('OUTPERFORMING'); // 1.5 - (-1.5) = 3 points
  });

  it('answers an empty market without dividing by zero', () => {
    const empty = analyseAltcoins([], null);
    expect(empty).toMatchObject({
      altCount: 0,
      pumpingPercentage: 0,
      avgAltPerformance: 0,
      topSector: 'other',
    });
    expect(empty.altcoinSeason).toBe(false);
  });
});

describe('trend and sentiment thresholds', () => {
  it.each([
    [5, 'STRONG_PUMP'],
    [4.99, 'PUMP'],
    [2, 'PUMP'],
    [1.99, 'NEUTRAL'],
    [-1.99, 'NEUTRAL'],
    [-2, 'DUMP'],
    [-5, 'STRONG_DUMP'],
  ] as const)('an average of %s%% is %s', (avg, trend) => {
    expect(globalTrendOf(avg)).toBe(trend);
  });

  it.each([
    [50, 'EXTREMELY_BULLISH'],
    [20, 'BULLISH'],
    [19, 'NEUTRAL'],
    [-20, 'BEARISH'],
    [-50, 'EXTREMELY_BEARISH'],
  ] as const)('a breadth of %s points is %s', (breadth, sentiment) => {
    expect(sentimentOf(breadth)).toBe(sentiment);
  });
});
