import { type CandleColumns, emptyCandleColumns, MINUTE_MS } from '@signaldesk/core/market/candles';
import type { TimeSpan } from './candle-store';

export const DAY_MS = 86_400_000;

/** What is known of one UTC day chunk: the last fetch that reached furthest, and the span fetches covered. */
export interface DayChunk {
  /** When the fetch that covered up to `covered.toMs` ran, ms since epoch. */
  fetchedAt: number;
  /** Minutes of the day that fetches covered (one span: overlapping or touching fetches are merged). */
  covered: TimeSpan;
}

/** One symbol's month in memory: the file's content. */
export interface CandleMonth {
  symbol: string;
  /** 00:00 UTC of the 1st, ms. */
  monthStart: number;
  /** startTime = monthStart, one entry per minute of the month. */
  candles: CandleColumns;
  /** One entry per day of the month; null for a day never fetched. */
  days: (DayChunk | null)[];
}

export function monthStartOf(ms: number): number {
  const date = new Date(ms);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
}

export function nextMonthStart(monthStart: number): number {
  const date = new Date(monthStart);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
}

/** `2026-01` for January 2026. */
export function monthKey(monthStart: number): string {
  return new Date(monthStart).toISOString().slice(0, 7);
}

export function emptyMonth(symbol: string, monthStart: number): CandleMonth {
  const end = nextMonthStart(monthStart);
  return {
    symbol,
    monthStart,
    candles: emptyCandleColumns(monthStart, (end - monthStart) / MINUTE_MS),
    days: new Array<DayChunk | null>((end - monthStart) / DAY_MS).fill(null),
  };
}

/** Month starts of every month that [fromMs, toMs) touches. */
export function monthsOverlapping(fromMs: number, toMs: number): number[] {
  const months: number[] = [];
  for (let month = monthStartOf(fromMs); month < toMs; month = nextMonthStart(month)) months.push(month);
  return months;
}
