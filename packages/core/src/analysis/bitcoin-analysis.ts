import type { CandleColumns } from '../market/candles';
import { type IndicatorSnapshot, indicatorSnapshot } from './indicators';
import { barsFromMinutes, DAY_MS, HOUR_MS, lowHighSince, mergeBars, type OhlcBar } from './ohlc-bars';
import {
  ANALYSIS_TIMEFRAMES,
  type AnalysisTimeframe,
  candidateLevels,
  type PriceLevel,
  supportsAndResistances,
} from './price-levels';
import { recommendationTexts } from './recommendation-text';
import { confidenceOfScore, type TimeframeRecommendation, timeframeSignal } from './timeframe-signal';

export const PREDICTIONS = ['BULLISH', 'BEARISH', 'NEUTRAL'] as const;
export type Prediction = (typeof PREDICTIONS)[number];

export interface TimeframeAnalysis {
  recommendation: TimeframeRecommendation;
  /** 0 to 100. */
  confidence: number;
  /** Sum of the indicator votes, -5 to +5. */
  score: number;
  /** What each indicator said, in words. */
  signals: string[];
  indicators: {
    rsi: number | null;
    ema20: number | null;
    ema50: number | null;
    macdHistogram: number | null;
    atr: number | null;
  };
}

export interface BitcoinAnalysis {
  currentPrice: number;
  /** ISO time of the analysis. */
  lastUpdated: string;
  prediction: Prediction;
  /** 0 to 100. */
  confidence: number;
  timeframeAnalysis: Record<AnalysisTimeframe, TimeframeAnalysis>;
  keyLevels: { dailyLow: number; dailyHigh: number };
  recommendations: {
    primary: string;
    secondary: string;
    specificLevels: { entryZones: PriceLevel[]; targets: PriceLevel[] };
  };
}

/** The overall rule, in one place (docs/analyses.md, "The overall prediction"). */
export const PREDICTION_RULE = {
  /** Weight of each timeframe's score in the overall score: longer timeframes weigh more. */
  weights: { '1h': 1, '4h': 2, '1d': 3 } as Record<AnalysisTimeframe, number>,
  /** An overall score at or above this is BULLISH, at or below its negative BEARISH. */
  directionScore: 1.5,
} as const;

/** Minutes of history the analysis reads: 60 daily bars, enough for the 50-bar average on 1d. */
export const ANALYSIS_LOOKBACK_MS = 60 * DAY_MS;

/** The 1h, 4h and 1d bars built from 1-minute candles. */
export function analysisBars(minutes: CandleColumns): Record<AnalysisTimeframe, OhlcBar[]> {
  const hourly = barsFromMinutes(minutes, HOUR_MS);
  return { '1h': hourly, '4h': mergeBars(hourly, 4 * HOUR_MS), '1d': mergeBars(hourly, DAY_MS) };
}

/** The bars and the 24 h range an analysis reads, built once per set of candles (see `analyseBitcoinBars`). */
export interface AnalysisInput {
  bars: Record<AnalysisTimeframe, OhlcBar[]>;
  /** Lowest low and highest high of the last 24 h; null without candles in that time. */
  dayRange: { low: number; high: number } | null;
}

/** Builds the bars and the 24 h range before `now` from 1-minute candles. */
export function analysisInput(minutes: CandleColumns, now: number): AnalysisInput {
  return { bars: analysisBars(minutes), dayRange: lowHighSince(minutes, now - DAY_MS) };
}

/**
 * The Bitcoin analysis of docs/analyses.md: pure, so the same candles, price and time give the same answer.
 * `minutes` are BTCUSDT 1-minute candles covering at least the last 24 h before `now` (ideally
 * ANALYSIS_LOOKBACK_MS); `currentPrice` is the last traded price.
 */
export function analyseBitcoin(minutes: CandleColumns, currentPrice: number, now: number): BitcoinAnalysis {
  return analyseBitcoinBars(analysisInput(minutes, now), currentPrice, now);
}

/** `analyseBitcoin` from bars already built: a caller holding the same candles builds them once. */
export function analyseBitcoinBars(input: AnalysisInput, currentPrice: number, now: number): BitcoinAnalysis {
  const { bars } = input;
  if (bars['1h'].length === 0) throw new RangeError('analyseBitcoin needs at least one candle');

  const snapshots = {} as Record<AnalysisTimeframe, IndicatorSnapshot>;
  const timeframeAnalysis = {} as Record<AnalysisTimeframe, TimeframeAnalysis>;
  const candidates: PriceLevel[] = [];
  let weighted = 0;
  let totalWeight = 0;
  for (const timeframe of ANALYSIS_TIMEFRAMES) {
    const snapshot = { ...indicatorSnapshot(bars[timeframe]), close: currentPrice };
    snapshots[timeframe] = snapshot;
    const signal = timeframeSignal(snapshot);
    timeframeAnalysis[timeframe] = {
      recommendation: signal.recommendation,
      confidence: signal.confidence,
      score: signal.score,
      signals: signal.votes.map((vote) => vote.note),
      indicators: {
        rsi: snapshot.rsi14,
        ema20: snapshot.ema20,
        ema50: snapshot.ema50,
        macdHistogram: snapshot.macd?.histogram ?? null,
        atr: snapshot.atr14,
      },
    };
    candidates.push(...candidateLevels(timeframe, bars[timeframe], snapshot));
    weighted += PREDICTION_RULE.weights[timeframe] * signal.score;
    totalWeight += PREDICTION_RULE.weights[timeframe];
  }

  const overallScore = weighted / totalWeight;
  const threshold = PREDICTION_RULE.directionScore;
  const prediction: Prediction =
    overallScore >= threshold ? 'BULLISH' : overallScore <= -threshold ? 'BEARISH' : 'NEUTRAL';
  const confidence = confidenceOfScore(overallScore);

  const range = input.dayRange ?? { low: currentPrice, high: currentPrice };
  const keyLevels = {
    dailyLow: Math.min(range.low, currentPrice),
    dailyHigh: Math.max(range.high, currentPrice),
  };
  const { supports, resistances } = supportsAndResistances(candidates, currentPrice);
  const shortBias = prediction === 'BEARISH';
  const entryZones = shortBias ? resistances : supports;
  const targets = shortBias ? supports : resistances;
  const texts = recommendationTexts({
    prediction,
    confidence,
    currentPrice,
    timeframeAnalysis,
    keyLevels,
    entryZones,
    targets,
  });

  return {
    currentPrice,
    lastUpdated: new Date(now).toISOString(),
    prediction,
    confidence,
    timeframeAnalysis,
    keyLevels,
    recommendations: {
      primary: texts.primary,
      secondary: texts.secondary,
      specificLevels: { entryZones, targets },
    },
  };
}
