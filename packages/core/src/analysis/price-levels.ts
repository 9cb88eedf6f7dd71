import type { IndicatorSnapshot } from './indicators';
import type { OhlcBar } from './ohlc-bars';

export const ANALYSIS_TIMEFRAMES = ['1h', '4h', '1d'] as const;
export type AnalysisTimeframe = (typeof ANALYSIS_TIMEFRAMES)[number];

/** A price worth acting at, with where it comes from. */
export interface PriceLevel {
  timeframe: AnalysisTimeframe;
  price: number;
  reason: string;
}

/** Rules of support and resistance, in one place (docs/analyses.md, "Entry zones and targets"). */
export const LEVEL_RULE = {
  /** A swing high (low) is a bar whose high (low) beats that of this many bars on each side. */
  swingWing: 2,
  /** Only swings among this many last bars of each timeframe count. */
  swingLookbackBars: 60,
  /** A level closer to the price than this share of it is not an entry or a target. */
  minDistanceShare: 0.001,
  /** A level closer than this share to one already chosen on the same side is a duplicate. */
  duplicateShare: 0.0025,
  /** Levels kept on each side. */
  perSide: 3,
} as const;

/** Swing highs and lows among the last bars: bars that beat `swingWing` neighbours on each side. */
export function swingPoints(bars: readonly OhlcBar[]): { highs: number[]; lows: number[] } {
  const wing = LEVEL_RULE.swingWing;
  const first = Math.max(wing, bars.length - LEVEL_RULE.swingLookbackBars);
  const highs: number[] = [];
  const lows: number[] = [];
  for (let i = first; i < bars.length - wing; i++) {
    const bar = bars[i]!;
    let isHigh = true;
    let isLow = true;
    for (let k = 1; k <= wing; k++) {
      const before = bars[i - k]!;
      const after = bars[i + k]!;
      if (!(bar.high > before.high && bar.high > after.high)) isHigh = false;
      if (!(bar.low < before.low && bar.low < after.low)) isLow = false;
    }
    if (isHigh) highs.push(bar.high);
    if (isLow) lows.push(bar.low);
  }
  return { highs, lows };
}

/**
 * The swing points among the candidates: named by the side of the price they end up on (a support below, a
 * resistance above), since a former swing low above the price is a resistance to the trade, not a "low" (the card
 * once labelled an entry above the price "Swing low" and a target below it "Swing high").
 */
const SWING_LEVELS = new WeakSet<PriceLevel>();

/** Every candidate level of one timeframe: swing points, the two averages and the Bollinger bands. */
export function candidateLevels(
  timeframe: AnalysisTimeframe,
  bars: readonly OhlcBar[],
  snapshot: IndicatorSnapshot,
): PriceLevel[] {
  const levels: PriceLevel[] = [];
  const { highs, lows } = swingPoints(bars);
  for (const price of [...highs, ...lows]) {
    const swing = { timeframe, price, reason: `Swing point on ${timeframe}` };
    SWING_LEVELS.add(swing);
    levels.push(swing);
  }
  if (snapshot.ema20 !== null)
    levels.push({ timeframe, price: snapshot.ema20, reason: `EMA20 on ${timeframe}` });
  if (snapshot.ema50 !== null)
    levels.push({ timeframe, price: snapshot.ema50, reason: `EMA50 on ${timeframe}` });
  if (snapshot.bollinger !== null) {
    levels.push({
      timeframe,
      price: snapshot.bollinger.upper,
      reason: `Upper Bollinger band on ${timeframe}`,
    });
    levels.push({
      timeframe,
      price: snapshot.bollinger.lower,
      reason: `Lower Bollinger band on ${timeframe}`,
    });
  }
  return levels;
}

/**
 * Supports (below the price, nearest first) and resistances (above it, nearest first). Levels too close to the
 * price are dropped, and a level too close to a nearer one already kept on its side is a duplicate.
 */
export function supportsAndResistances(
  candidates: readonly PriceLevel[],
  price: number,
): { supports: PriceLevel[]; resistances: PriceLevel[] } {
  const gap = price * LEVEL_RULE.minDistanceShare;
  const side = (level: PriceLevel, name: 'Support' | 'Resistance'): PriceLevel =>
    SWING_LEVELS.has(level) ? { ...level, reason: `${name} on ${level.timeframe}` } : level;
  const below = candidates
    .filter((l) => l.price < price - gap)
    .sort((a, b) => b.price - a.price)
    .map((l) => side(l, 'Support'));
  const above = candidates
    .filter((l) => l.price > price + gap)
    .sort((a, b) => a.price - b.price)
    .map((l) => side(l, 'Resistance'));
  return { supports: distinct(below, price), resistances: distinct(above, price) };
}

function distinct(sortedNearestFirst: readonly PriceLevel[], price: number): PriceLevel[] {
  const kept: PriceLevel[] = [];
  for (const level of sortedNearestFirst) {
    if (kept.length === LEVEL_RULE.perSide) break;
    const previous = kept[kept.length - 1];
    if (previous && Math.abs(level.price - previous.price) < price * LEVEL_RULE.duplicateShare) continue;
    kept.push(level);
  }
  return kept;
}
