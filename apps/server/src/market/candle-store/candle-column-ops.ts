/** Copies, clips and clears on candle columns' minute grids, for the file store's reads and merges. */
import { type CandleColumns, MINUTE_MS } from '@signaldesk/core/market/candles';
import { VALUE_COLUMNS } from './arrow-month-format';

/** The part of `candles` inside [fromMs, toMs), as views (no copy). */
export function clipToGrid(candles: CandleColumns, fromMs: number, toMs: number): CandleColumns {
  const start = Math.max(candles.startTime, fromMs);
  const end = Math.max(start, Math.min(candles.startTime + candles.length * MINUTE_MS, toMs));
  const first = (start - candles.startTime) / MINUTE_MS;
  const last = (end - candles.startTime) / MINUTE_MS;
  if (first === 0 && last === candles.length) return candles;
  const clipped: CandleColumns = {
    ...candles,
    startTime: start,
    length: last - first,
    present: candles.present.subarray(first, last),
  };
  for (const [, key] of VALUE_COLUMNS) clipped[key] = candles[key].subarray(first, last);
  return clipped;
}

/**
 * Copies the minutes that both grids share from `source` into `target`; with `presentOnly`, only minutes
 * present in the source (a merge never erases stored candles).
 */
export function copyOverlap(source: CandleColumns, target: CandleColumns, presentOnly = false): void {
  const from = Math.max(source.startTime, target.startTime);
  const to = Math.min(
    source.startTime + source.length * MINUTE_MS,
    target.startTime + target.length * MINUTE_MS,
  );
  if (to <= from) return;
  const sourceFrom = (from - source.startTime) / MINUTE_MS;
  const count = (to - from) / MINUTE_MS;
  const targetFrom = (from - target.startTime) / MINUTE_MS;
  if (!presentOnly) {
    for (const [, key] of VALUE_COLUMNS)
      target[key].set(source[key].subarray(sourceFrom, sourceFrom + count), targetFrom);
    target.present.set(source.present.subarray(sourceFrom, sourceFrom + count), targetFrom);
    return;
  }
  // Copy runs of present minutes column by column.
  let i = 0;
  while (i < count) {
    while (i < count && source.present[sourceFrom + i] !== 1) i++;
    const runStart = i;
    while (i < count && source.present[sourceFrom + i] === 1) i++;
    if (i === runStart) break;
    for (const [, key] of VALUE_COLUMNS) {
      target[key].set(source[key].subarray(sourceFrom + runStart, sourceFrom + i), targetFrom + runStart);
    }
    target.present.fill(1, targetFrom + runStart, targetFrom + i);
  }
}

/**
 * Columns on a grid without zeroing them first: `read` writes every minute (file contents, or zeros where no
 * month file exists), so the kernel copies into memory the allocator may recycle instead of fresh zeroed pages.
 * One buffer per column, so callers can still transfer each to a worker.
 */
export function uninitializedColumns(startTime: number, length: number): CandleColumns {
  const float64 = () => new Float64Array(Buffer.allocUnsafeSlow(length * 8).buffer, 0, length);
  return {
    startTime,
    length,
    open: float64(),
    high: float64(),
    low: float64(),
    close: float64(),
    volume: float64(),
    quoteVolume: float64(),
    takerBuyVolume: float64(),
    present: new Uint8Array(Buffer.allocUnsafeSlow(length).buffer, 0, length),
  };
}

/** Zero values and `present` 0 for the minutes of `columns` in [fromMs, toMs). */
export function clearMinutes(columns: CandleColumns, fromMs: number, toMs: number): void {
  const from = (fromMs - columns.startTime) / MINUTE_MS;
  const to = (toMs - columns.startTime) / MINUTE_MS;
  for (const [, key] of VALUE_COLUMNS) columns[key].fill(0, from, to);
  columns.present.fill(0, from, to);
}
