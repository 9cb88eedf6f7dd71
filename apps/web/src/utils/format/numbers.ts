import { currentFormat } from './current';

/** Plain numbers, counts and volumes, with the operator's language's separators. See docs/console.md, Formats. */

/** An empty, unknown or non-finite value, for the formatters that show '-' instead of a number. */
export type MaybeNumber = number | null | undefined;

export const isKnownNumber = (value: MaybeNumber): value is number =>
  value !== null && value !== undefined && Number.isFinite(value);

/**
 * The number helper: empty gives '0.00', non-numeric '0.000'; otherwise 4 decimals, or 6 when the fifth or sixth
 * decimal digit is not zero (`1.2345`, `0.000012`).
 */
export function formatNumber(value: number | string | null | undefined): string {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
    return '0.00';
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return '0.000';
  const six = number.toFixed(6);
  return six.endsWith('00') ? number.toFixed(4) : six;
}

/**
 * Exactly `decimals` decimals with grouping (`91,853.90` for 2, `72.6` for 1; `91 853,90` in French); '-' when
 * unknown; no sign on a value that rounds to zero. Decimals outside 0-12 are clamped.
 */
export function formatFixedDecimals(value: MaybeNumber, decimals: number): string {
  if (!isKnownNumber(value)) return '-';
  const digits = Math.max(0, Math.min(12, Math.round(decimals)));
  return currentFormat().number(value, { decimals: digits });
}

/** A score of a signal (Score, Score2): 1 decimal with grouping (`72.6`, `39.0`); '-' when unknown. */
export function formatScore(value: MaybeNumber): string {
  return formatFixedDecimals(value, 1);
}

/** A count with grouping: `1,234` (`1 234` in French). */
export function formatCount(value: number): string {
  return currentFormat().count(value);
}

/** Top-mover volume: USDT in millions with 1 decimal (`1234.6M`). */
export function formatVolumeMillions(value: number): string {
  return `${(value / 1_000_000).toFixed(1)}M`;
}

/** Volume with a B, M or K suffix and 2 decimals; below a thousand, the plain number with 2 decimals. */
export function formatVolume(value: number): string {
  const size = Math.abs(value);
  if (size >= 1e9) return `${(value / 1e9).toFixed(2)}B`;
  if (size >= 1e6) return `${(value / 1e6).toFixed(2)}M`;
  if (size >= 1e3) return `${(value / 1e3).toFixed(2)}K`;
  return value.toFixed(2);
}
