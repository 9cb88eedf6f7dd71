/**
 * How many decimals a price of a symbol shows (docs/console.md, Formats): the decimals of the exchange's tick size,
 * so that every price of one symbol keeps the same shape. Pure.
 */

/** More decimals than any exchange quotes; a longer tick is refused as nonsense. */
const MAX_PRICE_DECIMALS = 12;

/**
 * The decimals of a tick size: Binance's `"0.00010000"` → 4, `"0.5"` → 1, `"1.00000000"` → 0; a number works
 * too (`1e-7` → 7). Undefined for a tick that is not a positive decimal.
 */
export function decimalsOfTickSize(tickSize: string | number): number | undefined {
  const text = typeof tickSize === 'number' ? tickSizeText(tickSize) : tickSize.trim();
  if (text === undefined || !/^\d+(\.\d+)?$/.test(text) || !(Number(text) > 0)) return undefined;
  const fraction = text.split('.')[1]?.replace(/0+$/, '') ?? '';
  return fraction.length <= MAX_PRICE_DECIMALS ? fraction.length : undefined;
}

/** A number as a plain decimal string (`1e-7` → `0.0000001`); undefined when not finite. */
function tickSizeText(value: number): string | undefined {
  if (!Number.isFinite(value)) return undefined;
  return value.toFixed(MAX_PRICE_DECIMALS + 2).replace(/\.?0+$/, '') || '0';
}

/**
 * The decimals a price of this size needs for about five significant digits, as Binance's tick sizes give
 * (90 000 → 1, 3 100 → 2, 0.41 → 6, 0.004 → 8). The simulated exchange's ticks, and the console's guess for a
 * symbol whose tick size it does not know.
 */
export function significantPriceDecimals(referencePrice: number): number {
  if (!(referencePrice > 0) || !Number.isFinite(referencePrice)) return 2;
  return Math.max(0, Math.min(10, 5 - Math.floor(Math.log10(referencePrice))));
}
