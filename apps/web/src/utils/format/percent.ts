import { isKnownNumber, type MaybeNumber } from './numbers';

/** Percentages. See docs/console.md, Formats. */

/** A rate (win rate, ROI, success rate): 1 decimal, no sign for a gain (`62.5%`, `-3.0%`). */
export function formatOneDecimalPercent(value: number): string {
  return `${value.toFixed(1)}%`;
}

/**
 * A profit or change with its sign and 2 decimals (`+1.25%`, `-0.40%`, and `0.00%` for anything that rounds to
 * zero); '-' when unknown (the profit of a position without a price yet, the best trade of an empty category).
 */
export function formatSignedPercent(value: MaybeNumber): string {
  if (!isKnownNumber(value)) return '-';
  const text = value.toFixed(2);
  if (Number(text) === 0) return '0.00%';
  return value > 0 ? `+${text}%` : `${text}%`;
}
