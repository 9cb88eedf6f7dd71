import { frenchScreenFormat } from './current';

/**
 * The formats of the screens the spec writes in French (Advanced Analytics, a subscriber's payments): French until
 * the operator chooses a language, then that language's (docs/console.md, Formats). French: decimal comma, digit
 * groups and the space before `%` as no-break spaces, so a figure never wraps.
 */

/** A rate: 1 decimal (`62,5 %`). */
export function formatFrenchOneDecimalPercent(value: number): string {
  return frenchScreenFormat().percent(value, { decimals: 1 });
}

/** A profit with its sign and 2 decimals (`+1,25 %`, `-0,40 %`, `0,00 %`). */
export function formatFrenchSignedPercent(value: number): string {
  return frenchScreenFormat().percent(value, { decimals: 2, signed: true });
}

/** A count with French digit groups (`1 938`). */
export function formatFrenchCount(value: number): string {
  return frenchScreenFormat().count(value);
}

/** A `YYYY-MM-DD` day in the date style (`02/11/2026`); the text itself when it is not such a day. */
export function formatFrenchDay(day: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? frenchScreenFormat().day(day) : day;
}

/**
 * An amount Stripe gives in the currency's minor unit, in French (`2990, 'eur'` → `29,90 €`); the currency's own
 * decimals decide the unit (none for yen). An unknown currency code shows as its letters.
 */
export function formatFrenchMoney(minorUnits: number, currency: string): string {
  const code = currency.toUpperCase();
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(frenchScreenFormat().locale, { style: 'currency', currency: code });
  } catch {
    return `${formatFrenchCount(minorUnits)}\u00a0${code}`;
  }
  const decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minorUnits / 10 ** decimals);
}

/** A day on a French screen (the subscribers' dates): `22/11/2026` until the operator chooses another language. */
export function formatFrenchDate(value: Date | number | string | null | undefined): string {
  return frenchScreenFormat().date(value);
}
