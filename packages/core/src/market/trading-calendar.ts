/**
 * Trading-day and trading-hour quality shown in the console header (docs/console.md, Trading day and hour).
 * Pure: the caller passes the moment to judge.
 */

/** Wednesday, as a local day of week (0 = Sunday), is a poor trading day. */
export const POOR_TRADING_WEEKDAY = 3;

/** UTC hours (0-23) that are poor for trading; every other hour is good. */
export const POOR_TRADING_HOURS_UTC: readonly number[] = [0, 3, 8, 9, 10, 16, 18, 20];

function toDate(at: Date | number): Date {
  const date = typeof at === 'number' ? new Date(at) : at;
  if (Number.isNaN(date.getTime()))
    throw new RangeError('trading-calendar: expected a valid date or epoch milliseconds');
  return date;
}

/** False on Wednesday in the viewer's local time zone, true on every other day. */
export function isGoodTradingDay(at: Date | number): boolean {
  return toDate(at).getDay() !== POOR_TRADING_WEEKDAY;
}

/** False during the poor UTC hours, true otherwise. */
export function isGoodTradingHour(at: Date | number): boolean {
  return !POOR_TRADING_HOURS_UTC.includes(toDate(at).getUTCHours());
}
