import { readFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { type CandleColumns, MINUTE_MS } from '@signaldesk/core/market/candles';
import { VALUE_COLUMNS } from './arrow-month-format';
import { DAY_MS, type DayChunk } from './candle-month';
import type { TimeSpan } from './candle-store';
import { recordFetch } from './day-chunks';

/**
 * A month's tail (docs/market-data.md, The month tail): the minutes the candle appender added since the month file
 * was last written, as fixed records appended to `<YYYY-MM>.tail` beside it, so a minute costs 72 bytes instead of
 * a rewrite of the whole month (about 2.8 MB). A record is the minute's open time, its fetch time and the seven
 * values (float64, little-endian); a minute the exchange did not have (a known gap) has NaN values.
 */
export const TAIL_RECORD_BYTES = (2 + VALUE_COLUMNS.length) * 8;

/** Minutes a tail holds before the next append folds it into the month file (one rewrite an hour per symbol). */
export const TAIL_FOLD_RECORDS = 60;

/** A write of at most this many minutes may go to the tail; a longer one (a fill, an import) rewrites the month. */
export const TAIL_MAX_WRITE_MINUTES = 15;

export interface TailRecord {
  openTime: number;
  fetchedAt: number;
  /** The seven values in VALUE_COLUMNS order; NaN for a minute the fetch covered without a candle. */
  values: Float64Array;
}

export function tailPath(monthPath: string): string {
  return monthPath.replace(/\.arrow$/, '.tail');
}

/** The records of the covered minutes of `candles` inside `covered` (one per minute, gaps as NaN). */
export function tailRecords(candles: CandleColumns, covered: TimeSpan, fetchedAt: number): TailRecord[] {
  const records: TailRecord[] = [];
  for (let openTime = covered.fromMs; openTime < covered.toMs; openTime += MINUTE_MS) {
    const index = (openTime - candles.startTime) / MINUTE_MS;
    const present = index >= 0 && index < candles.length && candles.present[index] === 1;
    const values = new Float64Array(VALUE_COLUMNS.length);
    VALUE_COLUMNS.forEach(([, key], column) => {
      values[column] = present ? candles[key][index]! : Number.NaN;
    });
    records.push({ openTime, fetchedAt, values });
  }
  return records;
}

/**
 * Appends records to the tail and returns how many it holds now. A record torn by a crash (a size that is not a
 * multiple of the record) is cut first, so the file stays aligned.
 */
export async function appendTail(
  path: string,
  records: readonly TailRecord[],
  durable: boolean,
): Promise<number> {
  const bytes = Buffer.alloc(records.length * TAIL_RECORD_BYTES);
  records.forEach((record, i) => {
    const at = i * TAIL_RECORD_BYTES;
    bytes.writeDoubleLE(record.openTime, at);
    bytes.writeDoubleLE(record.fetchedAt, at + 8);
    for (let column = 0; column < record.values.length; column++) {
      bytes.writeDoubleLE(record.values[column]!, at + 16 + column * 8);
    }
  });
  const handle = await open(path, 'a+');
  try {
    const { size } = await handle.stat();
    const whole = size - (size % TAIL_RECORD_BYTES);
    if (whole !== size) await handle.truncate(whole);
    await handle.write(bytes);
    if (durable) await handle.datasync();
    return whole / TAIL_RECORD_BYTES + records.length;
  } finally {
    await handle.close();
  }
}

/** The tail's whole records, oldest first; none when there is no tail. */
export function readTail(path: string): TailRecord[] {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const records: TailRecord[] = [];
  for (let at = 0; at + TAIL_RECORD_BYTES <= bytes.length; at += TAIL_RECORD_BYTES) {
    const values = new Float64Array(VALUE_COLUMNS.length);
    for (let column = 0; column < values.length; column++)
      values[column] = bytes.readDoubleLE(at + 16 + column * 8);
    records.push({ openTime: bytes.readDoubleLE(at), fetchedAt: bytes.readDoubleLE(at + 8), values });
  }
  return records;
}

/** Writes the tail's candles into `columns` where both grids share the minute (gaps leave what is there). */
export function overlayCandles(records: readonly TailRecord[], columns: CandleColumns): void {
  for (const record of records) {
    const index = (record.openTime - columns.startTime) / MINUTE_MS;
    if (index < 0 || index >= columns.length || Number.isNaN(record.values[0])) continue;
    VALUE_COLUMNS.forEach(([, key], column) => {
      columns[key][index] = record.values[column]!;
    });
    columns.present[index] = 1;
  }
}

/** Marks the tail's candles present in a month's presence (for the store's list of what to fetch). */
export function overlayPresence(
  records: readonly TailRecord[],
  startTime: number,
  present: Uint8Array,
): void {
  for (const record of records) {
    const index = (record.openTime - startTime) / MINUTE_MS;
    if (index >= 0 && index < present.length && !Number.isNaN(record.values[0])) present[index] = 1;
  }
}

/** Records each tail minute's fetch in the month's day chunks, as the write that made it would have. */
export function overlayFetches(
  records: readonly TailRecord[],
  monthStart: number,
  days: (DayChunk | null)[],
): void {
  for (const record of records) {
    const dayIndex = Math.floor((record.openTime - monthStart) / DAY_MS);
    if (dayIndex < 0 || dayIndex >= days.length) continue;
    const minute = { fromMs: record.openTime, toMs: record.openTime + MINUTE_MS };
    days[dayIndex] = recordFetch(days[dayIndex] ?? null, minute, record.fetchedAt);
  }
}
