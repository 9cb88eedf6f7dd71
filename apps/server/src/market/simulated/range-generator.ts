import { type CandleColumns, emptyCandleColumns, MINUTE_MS } from '@signaldesk/core/market/candles';
import type { DayCandles } from './day-generator';
import { DAY_MS, isSimulatedDay } from './model';

/**
 * Candles of [startTime, startTime + length minutes) assembled from whole generated days; minutes at or after
 * `closedEnd` (not closed yet) and days outside the model's range stay not present.
 */
export function assembleRange(
  startTime: number,
  length: number,
  closedEnd: number,
  dayCandles: (day: number) => DayCandles,
): CandleColumns {
  const out = emptyCandleColumns(startTime, length);
  const end = Math.min(startTime + length * MINUTE_MS, closedEnd);
  for (let dayStart = Math.floor(startTime / DAY_MS) * DAY_MS; dayStart < end; dayStart += DAY_MS) {
    const day = dayStart / DAY_MS;
    if (!isSimulatedDay(day)) continue;
    const candles = dayCandles(day);
    const sourceFrom = (Math.max(startTime, dayStart) - dayStart) / MINUTE_MS;
    const sourceTo = (Math.min(end, dayStart + DAY_MS) - dayStart) / MINUTE_MS;
    const target = (Math.max(startTime, dayStart) - startTime) / MINUTE_MS;
    out.open.set(candles.open.subarray(sourceFrom, sourceTo), target);
    out.high.set(candles.high.subarray(sourceFrom, sourceTo), target);
    out.low.set(candles.low.subarray(sourceFrom, sourceTo), target);
    out.close.set(candles.close.subarray(sourceFrom, sourceTo), target);
    out.volume.set(candles.volume.subarray(sourceFrom, sourceTo), target);
    out.quoteVolume.set(candles.quoteVolume.subarray(sourceFrom, sourceTo), target);
    out.takerBuyVolume.set(candles.takerBuyVolume.subarray(sourceFrom, sourceTo), target);
    out.present.fill(1, target, target + sourceTo - sourceFrom);
  }
  return out;
}

/** Consecutive ranges (as generated in parallel) copied into one series of `length` minutes from `startTime`. */
export function joinRanges(
  startTime: number,
  length: number,
  parts: readonly CandleColumns[],
): CandleColumns {
  const out = emptyCandleColumns(startTime, length);
  for (const part of parts) {
    const at = (part.startTime - startTime) / MINUTE_MS;
    out.open.set(part.open, at);
    out.high.set(part.high, at);
    out.low.set(part.low, at);
    out.close.set(part.close, at);
    out.volume.set(part.volume, at);
    out.quoteVolume.set(part.quoteVolume, at);
    out.takerBuyVolume.set(part.takerBuyVolume, at);
    out.present.set(part.present, at);
  }
  return out;
}
