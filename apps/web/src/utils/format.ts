/** Every display formatter of docs/console.md, Formats. Pure; each one is table-tested in format.test.ts. */

type Numeric = number | string | null | undefined;

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Backtest currency and USD prices: `$1,234.50`, `-$3.20`. */
export function formatUsd(value: number): string {
  return usd.format(value);
}

/** A price with 2 decimals: `$` prefix for USD, the code as suffix otherwise (`1,234.50 EUR`). */
export function formatPrice(value: number, currency = 'USD'): string {
  return currency === 'USD' ? formatUsd(value) : `${twoDecimals.format(value)} ${currency}`;
}

/** Top-mover and backtest prices: 6 decimals, no grouping (`0.000123`, `65432.100000`). */
export function formatPrecisePrice(value: number): string {
  return value.toFixed(6);
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

/**
 * The number helper: empty gives '0.00', non-numeric '0.000'; otherwise 4 decimals, or 6 when the fifth or sixth
 * decimal digit is not zero (`1.2345`, `0.000012`).
 */
export function formatNumber(value: Numeric): string {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
    return '0.00';
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return '0.000';
  const six = number.toFixed(6);
  return six.endsWith('00') ? number.toFixed(4) : six;
}

function toDate(value: Date | number | string | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '-' for an empty or invalid date, otherwise the viewer's local date format (or `locale`'s). */
export function formatDate(value: Date | number | string | null | undefined, locale?: string): string {
  const date = toDate(value);
  return date ? date.toLocaleDateString(locale) : '-';
}

/** Backtest dates: en-US, UTC (`3/5/2026`); '-' when empty or invalid. */
export function formatUtcDate(value: Date | number | string | null | undefined): string {
  const date = toDate(value);
  return date ? date.toLocaleDateString('en-US', { timeZone: 'UTC' }) : '-';
}

/** Backtest times: en-US, UTC (`3/5/2026, 2:07:00 PM`); '-' when empty or invalid. */
export function formatUtcDateTime(value: Date | number | string | null | undefined): string {
  const date = toDate(value);
  return date ? date.toLocaleString('en-US', { timeZone: 'UTC' }) : '-';
}

/** Backtest rates (win rate, ROI): 1 decimal and `%` (`62.5%`). */
export function formatPercent(value: number): string {
  return `${value.toFixed(1)}%`;
}

/** Backtest average duration: whole minutes (`95 min`). */
export function formatDurationMinutes(minutes: number): string {
  return `${minutes.toFixed(0)} min`;
}

/** A profit or change percent with its sign and 2 decimals (`+1.25%`, `-0.40%`, `0.00%`). */
export function formatSignedPercent(value: number): string {
  const text = value.toFixed(2);
  const isZero = Number(text) === 0;
  if (isZero) return '0.00%';
  return value > 0 ? `+${text}%` : `${text}%`;
}

/** Local clock time, hours and minutes (`14:05` in en-GB, `02:05 PM` in en-US); '-' when empty or invalid. */
export function formatClockTime(value: Date | number | string | null | undefined, locale?: string): string {
  const date = toDate(value);
  return date ? date.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' }) : '-';
}
