/**
 * The late-entry rule (docs/signals.md, "Late entries"): an entry is taken at the close of the minute in which the
 * step that found it ran. When that step ran on time, this is the entry candle itself; when it ran late (a
 * restart, a gap with no instance running, a parameter change that put an entry in the past), the entry is taken
 * at the close of the last minute closed at the step, stamped with that minute, never at the entry candle's
 * past price and time. It is skipped (`lateEntry`) when the price moved from the entry candle's close by more than
 * `maxCandleSize` percent, either way: the move since the entry reads as one more candle, and the entry rules
 * accept no candle larger than that inside a pattern. The live Signal Manager applies it at each late step; the
 * backtest applies it when asked to model late steps (`entryDelayMinutes`, engine.ts).
 */
import { type CandleColumns, MINUTE_MS } from '../market/candles';
import type { BacktestConfig } from './config';

/** An entry the search found: the close of its entry candle, and that candle's close time. */
export interface FoundEntry {
  entryPrice: number;
  entryTime: number;
}

export type LateEntry =
  /** Taken at `entryTime` (ms) and `entryPrice`, `lateMinutes` after the entry candle closed (0: on time). */
  | { outcome: 'entry'; entryPrice: number; entryTime: number; lateMinutes: number }
  /** Skipped: the price moved `movePercent` (absolute) since the entry candle, more than the tolerance. */
  | { outcome: 'lateEntry'; movePercent: number }
  /** The minute of the step has not closed at `now` (pending) or its candle is missing (data). */
  | { outcome: 'pending' | 'data' };

/** The rule's tolerance: the entry rules' largest accepted candle body, percent. */
export const lateEntryTolerance = (config: Pick<BacktestConfig, 'maxCandleSize'>) => config.maxCandleSize;

/**
 * The entry a step taken at `stepAt` (a minute's close, ms) makes of `found`: `found` itself when the step ran at
 * the entry candle's close, else the late-entry rule on the candle closing at `stepAt`.
 */
export function lateEntry(
  found: FoundEntry,
  candles: CandleColumns | undefined,
  stepAt: number,
  now: number,
  config: Pick<BacktestConfig, 'maxCandleSize'>,
): LateEntry {
  if (stepAt <= found.entryTime) return { outcome: 'entry', ...found, lateMinutes: 0 };
  if (stepAt > now) return { outcome: 'pending' };
  const index = candles ? (stepAt - MINUTE_MS - candles.startTime) / MINUTE_MS : -1;
  if (!candles || index < 0 || index >= candles.length || candles.present[index] !== 1)
    return { outcome: 'data' };
  const price = candles.close[index]!;
  const movePercent = (Math.abs(price - found.entryPrice) / found.entryPrice) * 100;
  if (movePercent > lateEntryTolerance(config)) return { outcome: 'lateEntry', movePercent };
  return {
    outcome: 'entry',
    entryPrice: price,
    entryTime: stepAt,
    lateMinutes: Math.round((stepAt - found.entryTime) / MINUTE_MS),
  };
}
