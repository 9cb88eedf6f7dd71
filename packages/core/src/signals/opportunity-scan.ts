import { type CandleColumns, MINUTE_MS } from '../market/candles';

export type MarketStrategy = 'TREND' | 'SHAKY';
export type OpportunityDirection = 'LONG' | 'SHORT';

/** What the scanner reads from the trading parameters (docs/signals.md, "Opportunity scanner"). */
export interface OpportunitySettings {
  strategy: MarketStrategy;
  /** OPPORTUNITY_PLAY_SUPPORT_RESISTANCE: also score bounces on the range's support and resistance. */
  playSupportResistance: boolean;
  /** OPPORTUNITY_IS_INVERT_DIRECTION: the signal goes the other way than the setup. */
  invertDirection: boolean;
}

/** The thresholds of one market strategy. */
export interface StrategyThresholds {
  /** Least move over the momentum minutes, percent of the reference close. */
  movePercent: number;
  /** Least ratio of the momentum minutes' mean USDT volume to the base minutes' mean. */
  volumeRatio: number;
  /** How near (percent of the level) a low or high must come to the level to touch it. */
  touchPercent: number;
  /** Least width of the base range, (resistance − support) / support in percent, for its edges to be levels. */
  minRangePercent: number;
}

/**
 * The scanner's rules in one place (docs/signals.md, "Opportunity scanner"). A window of 30 closed minutes: the
 * first 25 are the base (the range and its usual volume), the last 5 the momentum minutes. A SHAKY market asks
 * for a larger move on a larger volume before it calls momentum, and takes a looser touch of a level.
 */
export const OPPORTUNITY_RULES = {
  windowMinutes: 30,
  momentumMinutes: 5,
  strategies: {
    TREND: { movePercent: 0.5, volumeRatio: 1.5, touchPercent: 0.1, minRangePercent: 0.8 },
    SHAKY: { movePercent: 1, volumeRatio: 2, touchPercent: 0.2, minRangePercent: 1 },
  } satisfies Record<MarketStrategy, StrategyThresholds>,
} as const;

export type OpportunitySetup = 'momentum' | 'support' | 'resistance';

export interface Opportunity {
  /** The signal's direction (inverted when the settings say so). */
  direction: OpportunityDirection;
  /** 0 to 100, a whole number. */
  score: number;
  setup: OpportunitySetup;
  /** The figures behind the score, in words. */
  detail: string;
  /** The last minute's close: the price the setup was seen at. */
  price: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The best setup of one symbol at the closed minute `at` (ms, a minute boundary: the last candle read is the one
 * closing at `at`), or null. Pure: the same candles and settings always give the same answer.
 *
 * - **Momentum with volume**: move = close of the last minute against the close before the 5 momentum minutes,
 *   in percent; volume ratio = mean USDT volume of the 5 momentum minutes over that of the 25 base minutes. A
 *   setup when |move| ≥ movePercent and ratio ≥ volumeRatio; score = 25 × |move| / movePercent + 25 × ratio /
 *   volumeRatio, at most 100 (50 at both thresholds, 100 at twice both); LONG on a rise, SHORT on a fall.
 * - **Support / resistance** (only with `playSupportResistance`): the support is the lowest low of the 25 base
 *   minutes, the resistance their highest high; they are levels only when the range between them is at least
 *   minRangePercent wide (a flat market has no edges). The last minute touches the support when its low comes within
 *   touchPercent of it (low ≤ support × (1 + touch)) and it closes above the support: LONG (a bounce). The
 *   resistance is mirrored: SHORT. Score = 50 + 15 × the base minutes whose low (high) lies within touchPercent of
 *   the level, at most 100 (a level tested twice before scores 80).
 *
 * The best score wins (momentum on a tie); every minute of the window must be present, else null.
 */
export function scanOpportunity(
  candles: CandleColumns,
  at: number,
  settings: OpportunitySettings,
): Opportunity | null {
  const { windowMinutes, momentumMinutes } = OPPORTUNITY_RULES;
  const rule = OPPORTUNITY_RULES.strategies[settings.strategy];
  const last = (at - MINUTE_MS - candles.startTime) / MINUTE_MS;
  const first = last - windowMinutes + 1;
  if (!Number.isInteger(last) || first < 0 || last >= candles.length) return null;
  for (let i = first; i <= last; i++) if (candles.present[i] !== 1) return null;
  const baseEnd = last - momentumMinutes; // the last base minute

  const found: Omit<Opportunity, 'price'>[] = [];
  const reference = candles.close[baseEnd]!;
  const move = ((candles.close[last]! - reference) / reference) * 100;
  let baseVolume = 0;
  for (let i = first; i <= baseEnd; i++) baseVolume += candles.quoteVolume[i]!;
  let recentVolume = 0;
  for (let i = baseEnd + 1; i <= last; i++) recentVolume += candles.quoteVolume[i]!;
  baseVolume /= windowMinutes - momentumMinutes;
  recentVolume /= momentumMinutes;
  const ratio = baseVolume > 0 ? recentVolume / baseVolume : 0;
  if (Math.abs(move) >= rule.movePercent && ratio >= rule.volumeRatio) {
    found.push({
      direction: move > 0 ? 'LONG' : 'SHORT',
      score: Math.min(
        100,
        Math.round((25 * Math.abs(move)) / rule.movePercent + (25 * ratio) / rule.volumeRatio),
      ),
      setup: 'momentum',
      detail: `move ${round2(move)} % over ${momentumMinutes} min on ${round2(ratio)}× volume`,
    });
  }

  if (settings.playSupportResistance) sideways(candles, first, baseEnd, last, rule, found);

  let best: Omit<Opportunity, 'price'> | null = null;
  for (const candidate of found) if (!best || candidate.score > best.score) best = candidate;
  if (!best) return null;
  const price = candles.close[last]!;
  if (!settings.invertDirection) return { ...best, price };
  return { ...best, price, direction: best.direction === 'LONG' ? 'SHORT' : 'LONG' };
}

/** The support and resistance setups of the window (see scanOpportunity), pushed onto `found`. */
function sideways(
  candles: CandleColumns,
  first: number,
  baseEnd: number,
  last: number,
  rule: StrategyThresholds,
  found: Omit<Opportunity, 'price'>[],
): void {
  let support = Number.POSITIVE_INFINITY;
  let resistance = Number.NEGATIVE_INFINITY;
  for (let i = first; i <= baseEnd; i++) {
    support = Math.min(support, candles.low[i]!);
    resistance = Math.max(resistance, candles.high[i]!);
  }
  if (((resistance - support) / support) * 100 < rule.minRangePercent) return;
  const touch = rule.touchPercent / 100;
  const levelScore = (near: (i: number) => boolean) => {
    let touches = 0;
    for (let i = first; i <= baseEnd; i++) if (near(i)) touches++;
    return Math.min(100, 50 + 15 * touches);
  };
  if (candles.low[last]! <= support * (1 + touch) && candles.close[last]! > support) {
    const score = levelScore((i) => candles.low[i]! <= support * (1 + touch));
    found.push({ direction: 'LONG', score, setup: 'support', detail: `bounce on support ${support}` });
  }
  if (candles.high[last]! >= resistance * (1 - touch) && candles.close[last]! < resistance) {
    const score = levelScore((i) => candles.high[i]! >= resistance * (1 - touch));
    found.push({
      direction: 'SHORT',
      score,
      setup: 'resistance',
      detail: `rejection at resistance ${resistance}`,
    });
  }
}
