/**
 * Breakout entries (docs/signals.md, Breakout entries): "Enter above 200" waits for the price to cross. The one
 * rule the live Signal Manager and the backtester share, through the entry search (signal-walk.ts).
 */

/** A signal's breakout: it enters once a closed 1-minute candle closes at or beyond `price` on its side. */
export interface Breakout {
  condition: 'above' | 'below';
  price: number;
}

/** Whether a candle closing at `close` crossed the breakout's level. */
export function crossesBreakout(breakout: Breakout, close: number): boolean {
  return breakout.condition === 'above' ? close >= breakout.price : close <= breakout.price;
}
