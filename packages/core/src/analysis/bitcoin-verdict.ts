import type { Prediction } from './bitcoin-analysis';
import type { AnalysisTimeframe } from './price-levels';
import type { TimeframeRecommendation } from './timeframe-signal';

export type BitcoinVerdict = 'BUY' | 'SELL' | 'WAIT';

/** The fields of an analysis the card's rules read. */
export interface VerdictInput {
  prediction: Prediction;
  confidence: number;
  timeframeAnalysis: Record<
    AnalysisTimeframe,
    { recommendation: TimeframeRecommendation; confidence: number }
  >;
}

/** Above this overall confidence, a matching 1h call alone is enough for a verdict. */
export const VERDICT_CONFIDENCE = 70;

/**
 * The card's 'ACTION NOW' (docs/analyses.md, "The card's verdict"): BUY when 1h and 4h both say LONG, or the
 * prediction is BULLISH above 70% confidence and 1h says LONG; SELL is the mirror; otherwise WAIT.
 */
export function bitcoinVerdict(analysis: VerdictInput): BitcoinVerdict {
  const h1 = analysis.timeframeAnalysis['1h'].recommendation;
  const h4 = analysis.timeframeAnalysis['4h'].recommendation;
  const strong = analysis.confidence > VERDICT_CONFIDENCE;
  if ((h1 === 'LONG' && h4 === 'LONG') || (analysis.prediction === 'BULLISH' && strong && h1 === 'LONG')) {
    return 'BUY';
  }
  if ((h1 === 'SHORT' && h4 === 'SHORT') || (analysis.prediction === 'BEARISH' && strong && h1 === 'SHORT')) {
    return 'SELL';
  }
  return 'WAIT';
}

export interface CardPrediction {
  label: '15min' | '1h' | '4h' | '24h';
  recommendation: TimeframeRecommendation;
  confidence: number;
}

/** The 15min call borrows the 1h call with this much more confidence, up to FIFTEEN_MINUTE_CAP. */
export const FIFTEEN_MINUTE_BONUS = 10;
export const FIFTEEN_MINUTE_CAP = 90;

/** The card's four predictions: 15min (from 1h, +10 confidence capped at 90), 1h, 4h and 24h (from 1d). */
export function cardPredictions(analysis: VerdictInput): CardPrediction[] {
  const tf = analysis.timeframeAnalysis;
  return [
    {
      label: '15min',
      recommendation: tf['1h'].recommendation,
      confidence: Math.min(FIFTEEN_MINUTE_CAP, tf['1h'].confidence + FIFTEEN_MINUTE_BONUS),
    },
    { label: '1h', ...pick(tf['1h']) },
    { label: '4h', ...pick(tf['4h']) },
    { label: '24h', ...pick(tf['1d']) },
  ];
}

function pick(t: { recommendation: TimeframeRecommendation; confidence: number }) {
  return { recommendation: t.recommendation, confidence: t.confidence };
}
