import { hashUniform } from './random';

export interface MinuteRange {
  open: number;
  high: number;
  low: number;
  close: number;
}

/** Share of the minute after which the live price rests on the close. */
export const CLOSE_SETTLES_AT = 0.9;

/**
 * The live price at `fraction` (0..1) of a minute whose final candle is `candle`: a path open → first extreme →
 * second extreme → close, with a small wiggle, always inside [low, high] and equal to the close from
 * CLOSE_SETTLES_AT on. A bullish minute visits its low first, a bearish one its high first (a doji: by hash).
 * `seed` is a hash of (symbol, minute); `scale` is 10^decimals of the symbol's price.
 */
export function priceInsideMinute(
  candle: MinuteRange,
  fraction: number,
  seed: number,
  scale: number,
): number {
  const { open, high, low, close } = candle;
  if (fraction >= CLOSE_SETTLES_AT) return close;
  if (fraction <= 0) return open;
  const lowFirst = close > open || (close === open && hashUniform(seed, 1) < 0.5);
  const firstExtreme = lowFirst ? low : high;
  const secondExtreme = lowFirst ? high : low;
  const firstAt = 0.1 + 0.25 * hashUniform(seed, 2);
  const secondAt = 0.45 + 0.3 * hashUniform(seed, 3);
  let price: number;
  if (fraction < firstAt) price = open + (firstExtreme - open) * (fraction / firstAt);
  else if (fraction < secondAt)
    price = firstExtreme + (secondExtreme - firstExtreme) * ((fraction - firstAt) / (secondAt - firstAt));
  else
    price = secondExtreme + (close - secondExtreme) * ((fraction - secondAt) / (CLOSE_SETTLES_AT - secondAt));
  const wiggle = 0.08 * (high - low) * Math.sin(2 * Math.PI * (5 * fraction + hashUniform(seed, 4)));
  const rounded = Math.round((price + wiggle) * scale) / scale;
  return Math.min(high, Math.max(low, rounded));
}
