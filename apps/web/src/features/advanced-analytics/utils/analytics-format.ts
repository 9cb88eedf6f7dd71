/** French number display of the Advanced Analytics screen: `62,5 %`, `+1,25 %`, `1 234` (no-break spaces). */

const oneDecimal = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const twoDecimals = new Intl.NumberFormat('fr-FR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});
const whole = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/** A rate: one decimal and a percent sign. */
export function formatRate(value: number): string {
  return `${oneDecimal.format(value)}\u00a0%`;
}

/** A profit in percent with its sign: `+1,25 %`, `-0,40 %`, `0,00 %`. */
export function formatProfit(value: number): string {
  return `${twoDecimals.format(value)}\u00a0%`;
}

export function formatCount(value: number): string {
  return whole.format(value);
}
