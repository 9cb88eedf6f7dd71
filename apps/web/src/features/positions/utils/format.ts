import { formatNumber, formatSignedPercent } from '../../../utils/format';

/**
 * The positions screens' formatters: the shell's point-9 formatters (src/utils/format.ts), with '-' for a value
 * that is not known yet (a price before the stream's first tick, the profit of an open position), plus the two
 * shapes the shell does not have: local date-time and a human duration.
 */

const isKnown = (value: number | null | undefined): value is number =>
  value !== null && value !== undefined && Number.isFinite(value);

/** Prices: the number helper (4 decimals, or 6 when the fifth or sixth is not zero); '-' when unknown. */
export function formatPrice(value: number | null | undefined): string {
  return isKnown(value) ? formatNumber(value) : '-';
}

/** Signed percent with 2 decimals: '+1.94%', '-0.50%', '0.00%'; '-' when unknown. */
export function formatPercent(value: number | null | undefined): string {
  return isKnown(value) ? formatSignedPercent(value) : '-';
}

/** A date and time in the browser's local format; '-' when empty or invalid. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '-';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '-' : date.toLocaleString();
}

/** A compact local date-time for table cells: '11/21, 14:29' (the year is the current one on a live list). */
export function formatShortDateTime(iso: string | null | undefined): string {
  if (!iso) return '-';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '-';
  return date.toLocaleString(undefined, {
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
}

const MINUTE_MS = 60_000;

/** Human duration between two ISO times: '45m', '3h 12m', '2d 4h'; '-' when either is missing. */
export function formatDuration(fromIso: string | null | undefined, toIso: string | null | undefined): string {
  if (!fromIso || !toIso) return '-';
  const ms = new Date(toIso).getTime() - new Date(fromIso).getTime();
  if (!Number.isFinite(ms) || ms < 0) return '-';
  const totalMinutes = Math.floor(ms / MINUTE_MS);
  const days = Math.floor(totalMinutes / 1440);
  const hours = Math.floor((totalMinutes % 1440) / 60);
  const minutes = totalMinutes % 60;
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${minutes}m`;
  return `${minutes}m`;
}
