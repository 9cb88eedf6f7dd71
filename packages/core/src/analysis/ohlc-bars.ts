import { aggregateCandles } from '../market/aggregate-candles';
import { type CandleColumns, MINUTE_MS } from '../market/candles';

/** One bar of a longer timeframe, built from 1-minute candles. Times are ms since epoch (UTC). */
export interface OhlcBar {
  /** Start of the bar, a multiple of its length (UTC midnight for daily bars). */
  openTime: number;
  open: number;
  high: number;
  low: number;
  close: number;
  /** Base-asset volume. */
  volume: number;
}

export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/**
 * Groups 1-minute candles into bars of `barMs` (a multiple of a minute) aligned on the UTC epoch grid, so 1h
 * bars start on the hour, 4h bars at 00, 04, 08... UTC and daily bars at midnight UTC. Missing minutes are
 * skipped; a bar without any present minute is left out. The last bar may still be forming (fewer minutes).
 * The grouping is the charts' own (`aggregateCandles`); see docs/analyses.md, "Candles".
 */
export function barsFromMinutes(candles: CandleColumns, barMs: number): OhlcBar[] {
  if (barMs <= 0 || barMs % MINUTE_MS !== 0) throw new RangeError(`bar length ${barMs} is not whole minutes`);
  return aggregateCandles(candles, barMs / MINUTE_MS).map(({ time, ...bar }) => ({ openTime: time, ...bar }));
}

/** Groups bars into longer bars of `barMs` aligned on the UTC epoch grid (1h bars into 4h or daily bars). */
export function mergeBars(bars: readonly OhlcBar[], barMs: number): OhlcBar[] {
  const merged: OhlcBar[] = [];
  let current: OhlcBar | null = null;
  for (const bar of bars) {
    const barOpen = bar.openTime - (bar.openTime % barMs);
    if (!current || current.openTime !== barOpen) {
      current = { ...bar, openTime: barOpen };
      merged.push(current);
    } else {
      if (bar.high > current.high) current.high = bar.high;
      if (bar.low < current.low) current.low = bar.low;
      current.close = bar.close;
      current.volume += bar.volume;
    }
  }
  return merged;
}

/** Lowest low and highest high of the candles opening in [fromMs, end of series); null when none is present. */
export function lowHighSince(candles: CandleColumns, fromMs: number): { low: number; high: number } | null {
  const first = Math.max(0, Math.ceil((fromMs - candles.startTime) / MINUTE_MS));
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (let i = first; i < candles.length; i++) {
    if (candles.present[i] !== 1) continue;
    if (candles.low[i]! < low) low = candles.low[i]!;
    if (candles.high[i]! > high) high = candles.high[i]!;
  }
  return high === Number.NEGATIVE_INFINITY ? null : { low, high };
}
