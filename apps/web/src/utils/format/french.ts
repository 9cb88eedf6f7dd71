/**
 * French display of the French screens (Advanced Analytics): decimal comma, digit groups and the space before `%`
 * as no-break spaces, so a figure never wraps. See docs/console.md, Formats.
 */

const oneDecimal = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const signedTwoDecimals = new Intl.NumberFormat('fr-FR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});
const whole = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/** A rate: 1 decimal (`62,5 %`). */
export function formatFrenchOneDecimalPercent(value: number): string {
  return `${oneDecimal.format(value)}\u00a0%`;
}

/** A profit with its sign and 2 decimals (`+1,25 %`, `-0,40 %`, `0,00 %`). */
export function formatFrenchSignedPercent(value: number): string {
  return `${signedTwoDecimals.format(value)}\u00a0%`;
}

/** A count with French digit groups (`1 938`). */
export function formatFrenchCount(value: number): string {
  return whole.format(value);
}

/** A `YYYY-MM-DD` day as French writes it (`02/11/2026`); the text itself when it is not such a day. */
export function formatFrenchDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}

/**
 * An amount Stripe gives in the currency's minor unit, in French (`2990, 'eur'` → `29,90 €`); the currency's own
 * decimals decide the unit (none for yen). An unknown currency code shows as its letters.
 */
export function formatFrenchMoney(minorUnits: number, currency: string): string {
  const code = currency.toUpperCase();
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: code });
  } catch {
    return `${formatFrenchCount(minorUnits)}\u00a0${code}`;
  }
  const decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minorUnits / 10 ** decimals);
}
