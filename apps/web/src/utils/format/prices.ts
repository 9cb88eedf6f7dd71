import { currentFormat } from './current';
import { formatFixedDecimals, isKnownNumber, type MaybeNumber } from './numbers';

/**
 * Prices and amounts of money. The names say what differs: the number of decimals, the currency mark, the sign.
 * See docs/console.md, Formats.
 */

/** US dollars with 2 decimals and grouping: `$1,234.50`, `-$3.20` (`1 234,50 $` in French). */
export function formatUsd(value: number): string {
  return currentFormat().money(value);
}

/** US dollars with an explicit sign for a gain (a P&L): `+$12.00`, `-$3.20`, `$0.00`. */
export function formatSignedUsd(value: number): string {
  return currentFormat().money(value, 'USD', { signed: true });
}

/** 2 decimals and a currency mark: `$` for USD, the code as suffix otherwise (`1,234.50 EUR`). */
export function formatCurrencyAmount(value: number, currency = 'USD'): string {
  return currency === 'USD' ? formatUsd(value) : `${formatFixedDecimals(value, 2)} ${currency}`;
}

/** Exactly 6 decimals, no grouping (top movers, backtest trades): `0.000123`, `65432.100000`. */
export function formatSixDecimalPrice(value: number): string {
  return value.toFixed(6);
}

/**
 * A position price with its symbol's decimals (the decimals of its tick size) and en-US grouping:
 * `91,853.9` (tick 0.1), `0.00264412` (tick 0.00000001); '-' for a price not known yet (before the stream's
 * first tick). Every price of one symbol keeps the same shape, so a column of them lines up. Position screens.
 */
export function formatTickPrice(value: MaybeNumber, priceDecimals: number): string {
  return formatFixedDecimals(value, priceDecimals);
}

const signalPrices = new Intl.NumberFormat('en-US', { maximumFractionDigits: 8 });

/** A price as a signal wrote it, without added zeros, en-US grouping: `105`, `0.01523`, `42,000.5`; '-' if none. */
export function formatSignalPrice(value: MaybeNumber): string {
  return isKnownNumber(value) ? signalPrices.format(value) : '-';
}
