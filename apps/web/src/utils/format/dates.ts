/** Dates and times. See docs/console.md, Formats. */

type DateInput = Date | number | string | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '-' for an empty or invalid date, otherwise the viewer's local date format (or `locale`'s). */
export function formatDate(value: DateInput, locale?: string): string {
  const date = toDate(value);
  return date ? date.toLocaleDateString(locale) : '-';
}

/** Local clock time, hours and minutes (`14:05` in en-GB, `02:05 PM` in en-US); '-' when empty or invalid. */
export function formatClockTime(value: DateInput, locale?: string): string {
  const date = toDate(value);
  return date ? date.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' }) : '-';
}

/** Backtest dates: en-US, UTC (`3/5/2026`); '-' when empty or invalid. */
export function formatUtcDate(value: DateInput): string {
  const date = toDate(value);
  return date ? date.toLocaleDateString('en-US', { timeZone: 'UTC' }) : '-';
}

/** Backtest times: en-US, UTC (`3/5/2026, 2:07:00 PM`); '-' when empty or invalid. */
export function formatUtcDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? date.toLocaleString('en-US', { timeZone: 'UTC' }) : '-';
}

const dayHeading = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** A UTC day `YYYY-MM-DD` as an en-US heading: `Fri, Jan 3, 2025`; '-' when it does not parse. */
export function formatUtcDayHeading(day: string): string {
  const time = Date.parse(`${day}T00:00:00.000Z`);
  return Number.isFinite(time) ? dayHeading.format(time) : '-';
}

/**
 * Position times, the one date style of the position tables, cards and details: year, minutes and the zone,
 * `2026-11-21 19:20 UTC`; '-' when empty or invalid.
 */
export function formatUtcStamp(value: DateInput): string {
  const date = toDate(value);
  return date ? `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC` : '-';
}
