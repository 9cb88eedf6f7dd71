/**
 * Levels that make sense (docs/signals.md, "Levels that make sense"): after a signal is read, it is checked as a
 * trader would. The stop and the targets on their sides of the entries, in order (text/checks.ts, the parser's own
 * rule, with the market price standing for a missing entry); each target within a distance of the entry that
 * shrinks with the leverage (a target's move × leverage at most MAX_TARGET_LEVERED_MOVE_PERCENT, and within
 * MAX_TARGET_FACTOR of the entry either way); each entry within MAX_ENTRY_DISTANCE_PERCENT of the market price. Pure: the
 * caller gives the market price (none: the market rule is skipped).
 */
import { type Direction, directionSign } from '../position/profit';
import type { SignalText } from './parse-signal-text';
import { priceIssue } from './text/checks';

/** A target's move from the entry, times the leverage, at most this (20x: a target at most 50 % away). */
export const MAX_TARGET_LEVERED_MOVE_PERCENT = 1000;
/**
 * A target within this factor of the entry either way, whatever the leverage: a LONG's target at most 5 times the
 * entry (+400 %), a SHORT's at least a fifth of it (-80 %). Beyond, it is an order-of-magnitude typo.
 */
export const MAX_TARGET_FACTOR = 5;
/** Each entry at most this far from the market price. */
export const MAX_ENTRY_DISTANCE_PERCENT = 25;

export interface SanityContext {
  /** The symbol's price now; without it, entries are not compared with the market. */
  marketPrice?: number;
  /** The leverage the position will take; default: the signal's, else 1. */
  leverage?: number;
}

type Levels = Pick<SignalText, 'direction' | 'entries' | 'targets' | 'stopLoss' | 'leverage'>;

const percentFrom = (reference: number, price: number) => (Math.abs(price - reference) / reference) * 100;
const round = (value: number) => Math.round(value * 100) / 100;

/** The entry a target is measured from: the one farthest from the stop (a LONG's highest). */
function targetReference(direction: Direction, entries: number[]): number {
  return directionSign(direction) > 0 ? Math.max(...entries) : Math.min(...entries);
}

/** The first rule the signal's levels break, in words; null when they make sense. */
export function levelSanityIssue(signal: Levels, context: SanityContext = {}): string | null {
  const { marketPrice } = context;
  const entries = signal.entries.length || marketPrice === undefined ? signal.entries : [marketPrice];
  const sides = priceIssue({ ...signal, entries });
  if (sides) return sides;
  if (marketPrice !== undefined) {
    for (const entry of signal.entries) {
      const away = percentFrom(marketPrice, entry);
      if (away > MAX_ENTRY_DISTANCE_PERCENT) {
        return `the entry ${entry} is ${round(away)} % from the market price ${marketPrice} (at most ${MAX_ENTRY_DISTANCE_PERCENT} %)`;
      }
    }
  }
  if (entries.length === 0) return null;
  const leverage = Math.max(1, context.leverage ?? signal.leverage ?? 1);
  const bound = MAX_TARGET_LEVERED_MOVE_PERCENT / leverage;
  const reference = targetReference(signal.direction, entries);
  for (const [k, target] of signal.targets.entries()) {
    const factor = Math.max(target / reference, reference / target);
    if (factor > MAX_TARGET_FACTOR) {
      return `TP${k + 1} ${target} is ${round(factor)} times the entry ${reference} (at most ${MAX_TARGET_FACTOR} times either way)`;
    }
    const move = percentFrom(reference, target);
    if (move > bound) {
      return `TP${k + 1} ${target} is ${round(move)} % from the entry ${reference}: at ${leverage}x a target is at most ${round(bound)} % away`;
    }
  }
  return null;
}
