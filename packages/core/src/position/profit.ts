/** The two directions of a position or trade. */
export const DIRECTIONS = ['LONG', 'SHORT'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/**
 * The ONE place the LONG/SHORT sign lives: +1 for LONG, -1 for SHORT.
 * Every profit, level and "with/against the trade" rule multiplies by this.
 */
export function directionSign(direction: Direction): 1 | -1 {
  return direction === 'LONG' ? 1 : -1;
}

/**
 * Profit in percent of the entry: (price - entry) / entry * 100 for LONG, the reverse for SHORT
 * (docs/positions.md, Profit).
 */
export function profitPercentage(direction: Direction, entryPrice: number, price: number): number {
  if (!(entryPrice > 0)) return 0;
  return (directionSign(direction) * (price - entryPrice) * 100) / entryPrice;
}

/** A percentage `p` applied to a price in a direction: `price * (1 + sign * p / 100)`. */
export function movePrice(direction: Direction, price: number, percent: number): number {
  return price * (1 + (directionSign(direction) * percent) / 100);
}
