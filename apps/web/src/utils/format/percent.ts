import { currentFormat } from './current';
import { isKnownNumber, type MaybeNumber } from './numbers';

/** Percentages. See docs/console.md, Formats. */

/** A rate (win rate, ROI, success rate): 1 decimal, no sign for a gain (`62.5%`, `-3.0%`). */
export function formatOneDecimalPercent(value: number): string {
  return currentFormat().percent(value, { decimals: 1 });
}

/**
 * A profit or change with its sign, 2 decimals and grouping (`+1.25%`, `-0.40%`, `+1,234.50%`, and `0.00%` for
 * anything that rounds to zero); '-' when unknown (the profit of a position without a price yet, the best trade
 * of an empty category).
 */
export function formatSignedPercent(value: MaybeNumber): string {
  if (!isKnownNumber(value)) return '-';
  return currentFormat().percent(value, { decimals: 2, signed: true });
}
