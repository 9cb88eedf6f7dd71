import { type CandleColumns, MINUTE_MS } from '@signaldesk/core/market/candles';
import { type CandleMonth, DAY_MS, type DayChunk } from './candle-month';
import type { TimeSpan } from './candle-store';

/** docs/market-data.md, The 20-minute rule: data fetched within this much of "now" was still growing. */
export const STALE_AFTER_MS = 20 * 60_000;

/**
 * True when the day chunk's stored span ended within 20 minutes of its fetch time and that fetch is older than
 * 20 minutes: the candles near the then-present may have been incomplete, so the chunk is fetched again.
 */
export function isStaleChunk(chunk: DayChunk, nowMs: number): boolean {
  return chunk.covered.toMs > chunk.fetchedAt - STALE_AFTER_MS && nowMs - chunk.fetchedAt > STALE_AFTER_MS;
}

/** Records a fetch of `covered` at `fetchedAt` in the day chunk (the fetch is clipped to the day). */
export function recordFetch(chunk: DayChunk | null, covered: TimeSpan, fetchedAt: number): DayChunk {
  if (!chunk) return { fetchedAt, covered };
  const old = chunk.covered;
  const touches = covered.fromMs <= old.toMs && old.fromMs <= covered.toMs;
  if (!touches) return covered.toMs >= old.toMs ? { fetchedAt, covered } : chunk;
  return {
    // The fetch time that matters is that of the fetch reaching the span's end (the part near "now").
    fetchedAt: covered.toMs >= old.toMs ? fetchedAt : chunk.fetchedAt,
    covered: { fromMs: Math.min(old.fromMs, covered.fromMs), toMs: Math.max(old.toMs, covered.toMs) },
  };
}

/** Appends [fromMs, toMs) to sorted spans, merging with the last one when they touch. */
export function appendSpan(spans: TimeSpan[], fromMs: number, toMs: number): void {
  if (toMs <= fromMs) return;
  const last = spans[spans.length - 1];
  if (last && last.toMs >= fromMs) last.toMs = Math.max(last.toMs, toMs);
  else spans.push({ fromMs, toMs });
}

/** Adds to `spans` the minutes of [fromMs, toMs) (inside `month`) that are missing or stale at `nowMs`. */
export function collectSpansToFetch(
  month: Pick<CandleMonth, 'monthStart' | 'days'> & { candles: Pick<CandleColumns, 'startTime' | 'present'> },
  fromMs: number,
  toMs: number,
  nowMs: number,
  spans: TimeSpan[],
): void {
  const { candles, days } = month;
  for (let dayStart = Math.floor(fromMs / DAY_MS) * DAY_MS; dayStart < toMs; dayStart += DAY_MS) {
    const from = Math.max(fromMs, dayStart);
    const to = Math.min(toMs, dayStart + DAY_MS);
    const chunk = days[(dayStart - month.monthStart) / DAY_MS] ?? null;
    if (chunk && isStaleChunk(chunk, nowMs)) {
      appendSpan(spans, from, to);
      continue;
    }
    let gapStart = -1;
    for (let t = from; t < to; t += MINUTE_MS) {
      const index = (t - candles.startTime) / MINUTE_MS;
      const known =
        candles.present[index] === 1 ||
        (chunk !== null && t >= chunk.covered.fromMs && t < chunk.covered.toMs);
      if (!known && gapStart < 0) gapStart = t;
      if (known && gapStart >= 0) {
        appendSpan(spans, gapStart, t);
        gapStart = -1;
      }
    }
    if (gapStart >= 0) appendSpan(spans, gapStart, to);
  }
}
