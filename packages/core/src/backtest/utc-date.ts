const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** ms of `YYYY-MM-DD` 00:00:00.000 UTC, or NaN when it is not a real calendar date. */
export function utcDayStart(date: string): number {
  if (!DATE_PATTERN.test(date)) return Number.NaN;
  const ms = Date.parse(`${date}T00:00:00.000Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().startsWith(date) ? ms : Number.NaN;
}
