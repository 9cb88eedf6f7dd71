import { currentFormat } from './current';

/** Dates and times: one style per language, the zone always named. See docs/console.md, Formats. */

type DateInput = Date | number | string | null | undefined;

/** The day in the operator's date style and zone (`2026-03-05`, `05/03/2026`); '-' when empty or invalid. */
export function formatDate(value: DateInput): string {
  return currentFormat().date(value);
}

/** The time of day, the zone named (`14:05 UTC`); '-' when empty or invalid. The header's Last update. */
export function formatClockTime(value: DateInput): string {
  return currentFormat().time(value);
}

/** A day of a backtest: the date style of the language (`2026-03-05`, `05/03/2026`). */
export function formatUtcDate(value: DateInput): string {
  return currentFormat().date(value);
}

/** A moment of a backtest: the one date-and-time style (`2026-03-05 14:07 UTC`). */
export function formatUtcDateTime(value: DateInput): string {
  return currentFormat().dateTime(value);
}

/** A day `YYYY-MM-DD` as a heading: its weekday, then the day (`Fri 2025-01-03`, `ven. 03/01/2025`). */
export function formatUtcDayHeading(day: string): string {
  const time = Date.parse(`${day}T00:00:00.000Z`);
  if (!Number.isFinite(time)) return '-';
  const format = currentFormat();
  const weekday = new Intl.DateTimeFormat(format.locale, { timeZone: 'UTC', weekday: 'short' }).format(time);
  return `${weekday} ${format.day(day)}`;
}

/**
 * The one date style of the console (docs/console.md, Formats): year, minutes and the zone,
 * `2026-11-21 19:20 UTC` in English, `21/11/2026 19:20 UTC` in French; '-' when empty or invalid.
 */
export function formatUtcStamp(value: DateInput): string {
  return currentFormat().dateTime(value);
}
