import type { IndicatorSnapshot } from './indicators';

export const TIMEFRAME_RECOMMENDATIONS = ['LONG', 'SHORT', 'NEUTRAL'] as const;
export type TimeframeRecommendation = (typeof TIMEFRAME_RECOMMENDATIONS)[number];

/** One indicator's vote: positive is bullish, negative bearish. */
export interface SignalVote {
  indicator: 'trend' | 'macd' | 'rsi' | 'bollinger';
  points: number;
  note: string;
}

export interface TimeframeSignal {
  recommendation: TimeframeRecommendation;
  /** 0 to 100. */
  confidence: number;
  /** Sum of the votes, from -5 (every vote bearish) to +5 (every vote bullish). */
  score: number;
  votes: SignalVote[];
}

/** Thresholds of the timeframe rule, in one place (docs/analyses.md, "A timeframe's recommendation"). */
export const TIMEFRAME_RULE = {
  /** A score at or above this is LONG, at or below its negative SHORT. */
  directionScore: 2,
  /** Confidence is this base plus `confidencePerPoint` for each point of |score|. */
  baseConfidence: 50,
  confidencePerPoint: 9,
  rsiOverbought: 70,
  rsiOversold: 30,
  rsiBullishMomentum: 55,
  rsiBearishMomentum: 45,
} as const;

/** The votes of the indicators at the last bar; an indicator without a value (short series) does not vote. */
export function signalVotes(s: IndicatorSnapshot): SignalVote[] {
  const r = TIMEFRAME_RULE;
  const votes: SignalVote[] = [];
  if (s.ema20 !== null && s.ema50 !== null) {
    if (s.close > s.ema20 && s.ema20 > s.ema50) {
      votes.push({ indicator: 'trend', points: 2, note: 'price above EMA20 above EMA50 (uptrend)' });
    } else if (s.close < s.ema20 && s.ema20 < s.ema50) {
      votes.push({ indicator: 'trend', points: -2, note: 'price below EMA20 below EMA50 (downtrend)' });
    } else if (s.close > s.ema50) {
      votes.push({ indicator: 'trend', points: 1, note: 'price above EMA50' });
    } else if (s.close < s.ema50) {
      votes.push({ indicator: 'trend', points: -1, note: 'price below EMA50' });
    }
  }
  if (s.macd !== null && s.macd.histogram !== 0) {
    const up = s.macd.histogram > 0;
    votes.push({
      indicator: 'macd',
      points: up ? 1 : -1,
      note: up ? 'MACD above its signal line' : 'MACD below its signal line',
    });
  }
  if (s.rsi14 !== null) {
    const rsi = s.rsi14;
    if (rsi >= r.rsiOverbought) votes.push({ indicator: 'rsi', points: -1, note: 'RSI overbought' });
    else if (rsi <= r.rsiOversold) votes.push({ indicator: 'rsi', points: 1, note: 'RSI oversold' });
    else if (rsi >= r.rsiBullishMomentum)
      votes.push({ indicator: 'rsi', points: 1, note: 'RSI momentum up' });
    else if (rsi <= r.rsiBearishMomentum)
      votes.push({ indicator: 'rsi', points: -1, note: 'RSI momentum down' });
  }
  if (s.bollinger !== null) {
    if (s.close > s.bollinger.upper) {
      votes.push({
        indicator: 'bollinger',
        points: -1,
        note: 'price above the upper Bollinger band (stretched)',
      });
    } else if (s.close < s.bollinger.lower) {
      votes.push({
        indicator: 'bollinger',
        points: 1,
        note: 'price below the lower Bollinger band (stretched)',
      });
    }
  }
  return votes;
}

/** Confidence for a score of any size: 50 at 0, plus 9 a point, 95 at the full ±5. */
export function confidenceOfScore(score: number): number {
  const r = TIMEFRAME_RULE;
  return Math.min(100, Math.round(r.baseConfidence + r.confidencePerPoint * Math.abs(score)));
}

/** LONG, SHORT or NEUTRAL with a confidence, from the indicator votes (docs/analyses.md). */
export function timeframeSignal(snapshot: IndicatorSnapshot): TimeframeSignal {
  const votes = signalVotes(snapshot);
  const score = votes.reduce((sum, vote) => sum + vote.points, 0);
  const threshold = TIMEFRAME_RULE.directionScore;
  const recommendation = score >= threshold ? 'LONG' : score <= -threshold ? 'SHORT' : 'NEUTRAL';
  return { recommendation, confidence: confidenceOfScore(score), score, votes };
}
