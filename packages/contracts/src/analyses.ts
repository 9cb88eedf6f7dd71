import {
  ALT_SECTORS,
  ALT_VS_BTC_TRENDS,
  GLOBAL_TRENDS,
  MARKET_SENTIMENTS,
} from '@signaldesk/core/analysis/altcoin-market';
import { PREDICTIONS } from '@signaldesk/core/analysis/bitcoin-analysis';
import { ANALYSIS_TIMEFRAMES } from '@signaldesk/core/analysis/price-levels';
import { TIMEFRAME_RECOMMENDATIONS } from '@signaldesk/core/analysis/timeframe-signal';
import { z } from 'zod';

/*
 * The market analyses: `/api/bitcoin-analysis/*` and `/api/altcoin-analysis/*` (docs/analyses.md).
 * Percentages are percent (1.5 means 1.5 %); prices and volumes are in USDT.
 */

const timeframeRecommendation = z.enum(TIMEFRAME_RECOMMENDATIONS);
const confidence = z.number().min(0).max(100);

export const priceLevelSchema = z.object({
  timeframe: z.enum(ANALYSIS_TIMEFRAMES),
  price: z.number(),
  /** Where the level comes from, in words (`Swing low on 4h`, `EMA50 on 1d`). */
  reason: z.string(),
});
export type PriceLevelDto = z.infer<typeof priceLevelSchema>;

export const timeframeAnalysisSchema = z.object({
  recommendation: timeframeRecommendation,
  confidence,
  /** Sum of the indicator votes, -5 (all bearish) to +5 (all bullish). */
  score: z.number(),
  /** What each voting indicator said. */
  signals: z.array(z.string()),
  /** Indicator values at the last bar; null while the history is too short for one. */
  indicators: z.object({
    rsi: z.number().nullable(),
    ema20: z.number().nullable(),
    ema50: z.number().nullable(),
    macdHistogram: z.number().nullable(),
    atr: z.number().nullable(),
  }),
});

export const bitcoinAnalysisSchema = z.object({
  currentPrice: z.number(),
  /** ISO time of the analysis. */
  lastUpdated: z.string(),
  prediction: z.enum(PREDICTIONS),
  confidence,
  timeframeAnalysis: z.object({
    '1h': timeframeAnalysisSchema,
    '4h': timeframeAnalysisSchema,
    '1d': timeframeAnalysisSchema,
  }),
  /** Lowest and highest price of the last 24 hours. */
  keyLevels: z.object({ dailyLow: z.number(), dailyHigh: z.number() }),
  recommendations: z.object({
    primary: z.string(),
    secondary: z.string(),
    specificLevels: z.object({ entryZones: z.array(priceLevelSchema), targets: z.array(priceLevelSchema) }),
  }),
});
export type BitcoinAnalysisDto = z.infer<typeof bitcoinAnalysisSchema>;

/** Who wrote a report: a model through an OpenAI-compatible endpoint, or the built-in writer. */
export const reportSourceSchema = z.object({
  writer: z.enum(['ai', 'builtin']),
  /** The model's name for `ai`; null for the built-in writer. */
  model: z.string().nullable(),
  /** ISO time the report was written (a report is reused for up to a minute). */
  generatedAt: z.string(),
});
export type ReportSource = z.infer<typeof reportSourceSchema>;

/** GET /api/bitcoin-analysis/quick */
export const bitcoinQuickResponseSchema = z.object({ success: z.literal(true), data: bitcoinAnalysisSchema });
export type BitcoinQuickResponse = z.infer<typeof bitcoinQuickResponseSchema>;

/** GET /api/bitcoin-analysis/with-report */
export const bitcoinWithReportResponseSchema = z.object({
  success: z.literal(true),
  data: bitcoinAnalysisSchema.extend({ tradingReport: z.string(), reportSource: reportSourceSchema }),
});
export type BitcoinWithReportResponse = z.infer<typeof bitcoinWithReportResponseSchema>;

export const CHART_INTERVALS = ['1h', '4h'] as const;
export type ChartInterval = (typeof CHART_INTERVALS)[number];

/** GET /api/bitcoin-analysis/candles?interval=1h|4h: the bars the console's chart draws. */
export const bitcoinCandlesQuerySchema = z.object({ interval: z.enum(CHART_INTERVALS).default('1h') });
export const bitcoinCandlesResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    interval: z.enum(CHART_INTERVALS),
    /** Oldest first; `time` is the bar's open, seconds since epoch (UTC). The last bar may still be forming. */
    candles: z.array(
      z.object({ time: z.number(), open: z.number(), high: z.number(), low: z.number(), close: z.number() }),
    ),
  }),
});
export type BitcoinCandlesResponse = z.infer<typeof bitcoinCandlesResponseSchema>;

const sectorPerformance = z.object({
  defi: z.number(),
  layer1: z.number(),
  gaming: z.number(),
  ai: z.number(),
  other: z.number(),
});

export const altcoinQuickStatsSchema = z.object({
  globalTrend: z.enum(GLOBAL_TRENDS),
  pumpingPercentage: z.number(),
  dumpingPercentage: z.number(),
  marketSentiment: z.enum(MARKET_SENTIMENTS),
  /** Average 24 h change of the alts, each weighing the same. */
  avgAltPerformance: z.number(),
  altcoinSeason: z.boolean(),
  /** Percent; which measure it is says `btcDominanceMeasure`. */
  btcDominance: z.number(),
  /** `QUOTE_VOLUME_SHARE`: BTC's share of the 24 h USDT volume of BTC plus the alts (no market-cap provider). */
  btcDominanceMeasure: z.enum(['MARKET_CAP', 'QUOTE_VOLUME_SHARE']),
  /** 24 h USDT volume of the alts. */
  totalVolume: z.number(),
  topSector: z.enum(ALT_SECTORS),
  /** Alts counted. */
  altCount: z.number().int(),
});
export type AltcoinQuickStats = z.infer<typeof altcoinQuickStatsSchema>;

const altMover = z.object({ symbol: z.string(), change: z.number(), volume: z.number() });
export type AltMoverDto = z.infer<typeof altMover>;

export const altcoinOverviewSchema = z.object({
  lastUpdated: z.string(),
  /** Numbers of alts pumping, stable and dumping over 24 h. */
  marketDistribution: z.object({
    pumping: z.number().int(),
    stable: z.number().int(),
    dumping: z.number().int(),
  }),
  /** Average 24 h change per sector, percent (0 for a sector without listed alts). */
  sectorPerformance,
  altVsBtc: z.object({
    trend: z.enum(ALT_VS_BTC_TRENDS),
    /** Number of alts that beat BTC over 24 h. */
    outperforming: z.number().int(),
    /** Average alt change minus BTC's change, percentage points. */
    avgPerformance: z.number(),
  }),
  topGainers: z.array(altMover),
  topLosers: z.array(altMover),
  quickStats: altcoinQuickStatsSchema,
});
export type AltcoinOverview = z.infer<typeof altcoinOverviewSchema>;

/** GET /api/altcoin-analysis/quick-stats */
export const altcoinQuickStatsResponseSchema = z.object({
  success: z.literal(true),
  data: altcoinQuickStatsSchema,
});
export type AltcoinQuickStatsResponse = z.infer<typeof altcoinQuickStatsResponseSchema>;

/** GET /api/altcoin-analysis/overview */
export const altcoinOverviewResponseSchema = z.object({
  success: z.literal(true),
  data: altcoinOverviewSchema,
});
export type AltcoinOverviewResponse = z.infer<typeof altcoinOverviewResponseSchema>;

/** GET /api/altcoin-analysis/overview/with-report */
export const altcoinWithReportResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ overview: altcoinOverviewSchema, report: z.string(), reportSource: reportSourceSchema }),
});
export type AltcoinWithReportResponse = z.infer<typeof altcoinWithReportResponseSchema>;
