import type { BitcoinAnalysis, Prediction, TimeframeAnalysis } from './bitcoin-analysis';
import type { AnalysisTimeframe, PriceLevel } from './price-levels';
import { TIMEFRAME_RULE } from './timeframe-signal';

export interface RecommendationFacts {
  prediction: Prediction;
  confidence: number;
  currentPrice: number;
  timeframeAnalysis: Record<AnalysisTimeframe, TimeframeAnalysis>;
  keyLevels: BitcoinAnalysis['keyLevels'];
  entryZones: readonly PriceLevel[];
  targets: readonly PriceLevel[];
}

/** A price in US dollars with thousands separators and 2 decimals (`89,250.50`). */
export function usd(value: number): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

function levelPhrase(level: PriceLevel | undefined): string | null {
  return level ? `${usd(level.price)} (${level.reason})` : null;
}

/** The primary and secondary recommendations in words (docs/analyses.md, "Recommendations in words"). */
export function recommendationTexts(facts: RecommendationFacts): { primary: string; secondary: string } {
  const { prediction, confidence, timeframeAnalysis: tf, keyLevels } = facts;
  const entry = levelPhrase(facts.entryZones[0]);
  const target = levelPhrase(facts.targets[0]);
  const votes = `1h ${tf['1h'].recommendation}, 4h ${tf['4h'].recommendation}, 1d ${tf['1d'].recommendation}`;

  let primary: string;
  if (prediction === 'BULLISH') {
    primary = `Bullish bias at ${confidence}% confidence (${votes}): favour longs.`;
    if (entry) primary += ` Look to buy pullbacks near ${entry}.`;
    if (target) primary += ` First target ${target}.`;
  } else if (prediction === 'BEARISH') {
    primary = `Bearish bias at ${confidence}% confidence (${votes}): favour shorts.`;
    if (entry) primary += ` Look to sell bounces near ${entry}.`;
    if (target) primary += ` First target ${target}.`;
  } else {
    primary = `No clear direction (${votes}): stay flat or trade small until the timeframes agree.`;
    const support = levelPhrase(facts.entryZones[0]);
    const resistance = levelPhrase(facts.targets[0]);
    if (support && resistance) primary += ` Range between ${support} and ${resistance}.`;
  }

  const notes: string[] = [];
  if (prediction === 'BEARISH') {
    notes.push(`Invalidation above the 24 h high at ${usd(keyLevels.dailyHigh)}.`);
  } else {
    notes.push(`Invalidation below the 24 h low at ${usd(keyLevels.dailyLow)}.`);
  }
  const rsi = tf['1h'].indicators.rsi;
  if (rsi !== null && rsi >= TIMEFRAME_RULE.rsiOverbought) {
    notes.push(`1h RSI at ${rsi.toFixed(0)} is overbought: wait for a pullback rather than chase.`);
  } else if (rsi !== null && rsi <= TIMEFRAME_RULE.rsiOversold) {
    notes.push(`1h RSI at ${rsi.toFixed(0)} is oversold: wait for a bounce rather than sell the low.`);
  }
  const atr = tf['1h'].indicators.atr;
  if (atr !== null && facts.currentPrice > 0) {
    const share = (atr / facts.currentPrice) * 100;
    notes.push(`An hour moves about ${usd(atr)} (${share.toFixed(2)}%): keep stops at least that far away.`);
  }
  return { primary, secondary: notes.join(' ') };
}
