const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** ms of `YYYY-MM-DD` 00:00:00.000 UTC, or NaN when it is not a real calendar date. */
export function utcDayStart(date: string): number {
  if (!DATE_PATTERN.test(date)) return Number.NaN;
  const ms = Date.parse(`${date}T00:00:00.000Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().startsWith(date) ? ms : Number.NaN;
}

const digit = (text: string, at: number) => text.charCodeAt(at) - 48;
const digits = (text: string, from: number, count: number) => {
  let value = 0;
  for (let i = from; i < from + count; i++) value = value * 10 + digit(text, i);
  return value;
};

/**
 * ms of an ISO 8601 UTC time as the engine writes it (`YYYY-MM-DDTHH:MM:SS.sssZ`), read digit by digit (several
 * times faster than Date.parse on thousands of trades); any other text goes through Date.parse.
 */
export function isoTimeMs(text: string): number {
  if (text.length !== 24 || text[10] !== 'T' || text[23] !== 'Z' || text[19] !== '.') return Date.parse(text);
  return Date.UTC(
    digits(text, 0, 4),
    digits(text, 5, 2) - 1,
    digits(text, 8, 2),
    digits(text, 11, 2),
    digits(text, 14, 2),
    digits(text, 17, 2),
    digits(text, 20, 3),
  );
}
