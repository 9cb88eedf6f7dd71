import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, fstatSync, openSync, readFileSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { type CandleColumns, MINUTE_MS } from '@signaldesk/core/market/candles';
import { isExchangeSymbol } from '@signaldesk/core/rules/symbol-rule';
import { decodeMonth } from './arrow-month-codec';
import {
  type MonthLayout,
  type ReadAt,
  readMonthInto,
  readMonthLayout,
  readPresence,
  UnsupportedLayoutError,
} from './arrow-month-reader';
import { encodeMonthChunks, type FileChunk } from './arrow-month-writer';
import { clearMinutes, clipToGrid, copyOverlap, uninitializedColumns } from './candle-column-ops';
import {
  type CandleMonth,
  DAY_MS,
  type DayChunk,
  emptyMonth,
  monthKey,
  monthsOverlapping,
  nextMonthStart,
} from './candle-month';
import type { CandleStore, CandleWriteOptions, TimeSpan } from './candle-store';
import { appendSpan, collectSpansToFetch, recordFetch } from './day-chunks';
import { DirectorySync } from './directory-sync';
import { LruCache } from './lru-cache';
import { asyncReader, syncReader, writeAll } from './month-file-io';
import {
  appendTail,
  overlayCandles,
  overlayFetches,
  overlayPresence,
  readTail,
  TAIL_FOLD_RECORDS,
  TAIL_MAX_WRITE_MINUTES,
  tailPath,
  tailRecords,
} from './month-tail';

export interface FileCandleStoreOptions {
  /** The store's folder, usually `<DATA_DIR>/candles`. Created on the first write. */
  dir: string;
  /**
   * Months that writes merged kept decoded in memory (about 2.5 MB each) for the next merge into them (live
   * top-ups write the same months again and again). Reads go to the files. Default 48.
   */
  cacheMonths?: number;
  /**
   * fdatasync each file before the rename and fsync its folder after it (survives power loss, not only a
   * crash). Default true.
   */
  durable?: boolean;
  /**
   * Read month files with synchronous calls: faster and steadier on a local disk (a 90-day read from the page
   * cache holds the event loop for a few milliseconds, where thread-pool round trips for each column can wait
   * much longer on a busy machine). Set false when the folder is on network storage. Default true.
   */
  blockingReads?: boolean;
}

/** Month file layouts remembered (a few hundred bytes each). */
const LAYOUT_CACHE_SIZE = 1024;
const TEMP_SUFFIX = '.tmp';

/** A month file open for reading: its size, an identity that changes with every rewrite, and positioned reads. */
interface OpenMonthFile {
  size: number;
  /** inode, size, mtime and ctime in ns: a rename of a new file or a write in place changes it. */
  stamp: string;
  readAt: ReadAt;
}

/**
 * Candles in `<dir>/<SYMBOL>/<YYYY-MM>.arrow`, one Arrow IPC file per symbol and month (arrow-month-format.ts).
 * Reads go to the files (the page cache is the cache): each month's layout is parsed once per file version, then
 * each requested column range is read straight into the result. A write goes to a temporary file that is renamed
 * over the month file, so a crash leaves either the old or the new file; writes to one file are serialised within
 * the process; months that writes merged stay decoded in an LRU for the next merge.
 */
export class FileCandleStore implements CandleStore {
  readonly dir: string;
  private readonly cache: LruCache<string, CandleMonth>;
  private readonly layouts = new LruCache<string, { stamp: string; layout: MonthLayout }>(LAYOUT_CACHE_SIZE);
  private readonly durable: boolean;
  private readonly blockingReads: boolean;
  private readonly writeQueues = new Map<string, Promise<void>>();
  private readonly createdDirs = new Set<string>();
  private readonly directorySync = new DirectorySync();
  /** Finished writes per month file, for writeCount. */
  private readonly monthWrites = new Map<string, number>();

  constructor(options: FileCandleStoreOptions) {
    this.dir = options.dir;
    this.cache = new LruCache<string, CandleMonth>(options.cacheMonths ?? 48);
    this.durable = options.durable ?? true;
    this.blockingReads = options.blockingReads ?? true;
  }

  async read(symbol: string, fromMs: number, toMs: number): Promise<CandleColumns> {
    checkSymbol(symbol);
    const startTime = Math.ceil(fromMs / MINUTE_MS) * MINUTE_MS;
    const out = uninitializedColumns(startTime, Math.max(0, Math.ceil((toMs - startTime) / MINUTE_MS)));
    const endTime = startTime + out.length * MINUTE_MS;
    let filledTo = startTime;
    for (const monthStart of monthsOverlapping(startTime, endTime)) {
      const found = await this.readMonth(symbol, monthStart, {
        fromMonth: (month) => {
          copyOverlap(month.candles, out);
          return true;
        },
        fromFile: async (file, layout) => {
          await readMonthInto(file.readAt, layout, monthStart, out);
          return true;
        },
      });
      const monthEnd = Math.min(endTime, nextMonthStart(monthStart));
      if (found) overlayCandles(readTail(tailPath(this.monthPath(symbol, monthStart))), out);
      else clearMinutes(out, filledTo, monthEnd);
      filledTo = monthEnd;
    }
    return out;
  }

  async write(symbol: string, candles: CandleColumns, options: CandleWriteOptions): Promise<void> {
    checkSymbol(symbol);
    const gridEnd = candles.startTime + candles.length * MINUTE_MS;
    const covered = options.covered ?? {
      fromMs: candles.startTime,
      toMs: Math.min(gridEnd, Math.floor(options.fetchedAt / MINUTE_MS) * MINUTE_MS),
    };
    const fromMs = Math.min(candles.startTime, covered.fromMs);
    const toMs = Math.max(gridEnd, covered.toMs);
    if (toMs <= fromMs) return;
    await Promise.all(
      monthsOverlapping(fromMs, toMs).map((monthStart) =>
        this.serialised(this.monthPath(symbol, monthStart), async () => {
          const path = this.monthPath(symbol, monthStart);
          const tailed = this.fitsTail(path, monthStart, candles, covered)
            ? await appendTail(tailPath(path), tailRecords(candles, covered, options.fetchedAt), this.durable)
            : null;
          // A full tail is folded into the month file with this write (already in the tail: the same minutes again).
          if (tailed === null || tailed >= TAIL_FOLD_RECORDS)
            await this.mergeMonth(symbol, monthStart, candles, covered, options.fetchedAt);
          else this.cache.delete(path);
          this.monthWrites.set(path, (this.monthWrites.get(path) ?? 0) + 1);
        }),
      ),
    );
  }

  /**
   * A write goes to the month's tail (month-tail.ts) when it is a few minutes of a month whose file exists and
   * every candle it brings is inside the span it covers: what the candle appender writes each minute.
   */
  private fitsTail(path: string, monthStart: number, candles: CandleColumns, covered: TimeSpan): boolean {
    const gridEnd = candles.startTime + candles.length * MINUTE_MS;
    return (
      covered.toMs - covered.fromMs <= TAIL_MAX_WRITE_MINUTES * MINUTE_MS &&
      covered.fromMs >= monthStart &&
      covered.toMs <= nextMonthStart(monthStart) &&
      candles.startTime >= covered.fromMs &&
      gridEnd <= covered.toMs &&
      existsSync(path)
    );
  }

  writeCount(symbol: string, fromMs: number, toMs: number): number {
    let count = 0;
    for (const monthStart of monthsOverlapping(fromMs, toMs)) {
      count += this.monthWrites.get(this.monthPath(symbol, monthStart)) ?? 0;
    }
    return count;
  }

  async spansToFetch(symbol: string, fromMs: number, toMs: number, nowMs: number): Promise<TimeSpan[]> {
    checkSymbol(symbol);
    const startTime = Math.ceil(fromMs / MINUTE_MS) * MINUTE_MS;
    const endTime = Math.min(
      Math.ceil(toMs / MINUTE_MS) * MINUTE_MS,
      Math.floor(nowMs / MINUTE_MS) * MINUTE_MS,
    );
    const spans: TimeSpan[] = [];
    for (const monthStart of monthsOverlapping(startTime, endTime)) {
      const from = Math.max(startTime, monthStart);
      const to = Math.min(endTime, nextMonthStart(monthStart));
      const presence = await this.monthPresence(symbol, monthStart);
      if (presence) collectSpansToFetch(presence, from, to, nowMs, spans);
      else appendSpan(spans, from, to);
    }
    return spans;
  }

  async listSymbols(): Promise<string[]> {
    try {
      const entries = await readdir(this.dir, { withFileTypes: true });
      return entries
        .filter((entry) => entry.isDirectory() && isExchangeSymbol(entry.name))
        .map((entry) => entry.name)
        .sort();
    } catch (error) {
      if (isNotFound(error)) return [];
      throw error;
    }
  }

  /** Forgets the decoded months and file layouts (the next reads parse the files again). */
  clearCache(): void {
    this.cache.clear();
    this.layouts.clear();
  }

  monthPath(symbol: string, monthStart: number): string {
    return join(this.dir, symbol, `${monthKey(monthStart)}.arrow`);
  }

  /** The month's presence and day chunks: from the cache, else the file's metadata and bitmap only. */
  private async monthPresence(symbol: string, monthStart: number): Promise<MonthPresence | null> {
    const presence = await this.readMonth<MonthPresence>(symbol, monthStart, {
      fromMonth: (month) => month,
      fromFile: async (file, layout) => {
        const present = new Uint8Array(layout.rows);
        await readPresence(file.readAt, layout, 0, layout.rows, present, 0);
        return { monthStart, days: layout.metadata.days, candles: { startTime: monthStart, present } };
      },
    });
    const tail = presence ? readTail(tailPath(this.monthPath(symbol, monthStart))) : [];
    if (!presence || tail.length === 0) return presence;
    const present = presence.candles.present.slice();
    const days = presence.days.slice();
    overlayPresence(tail, monthStart, present);
    overlayFetches(tail, monthStart, days);
    return { monthStart, days, candles: { startTime: monthStart, present } };
  }

  /** The whole month from the cache or its file (null when there is no file). */
  private loadMonth(symbol: string, monthStart: number): Promise<CandleMonth | null> {
    return this.readMonth(symbol, monthStart, {
      fromMonth: (month) => month,
      fromFile: async (file, layout) => {
        const month = emptyMonth(symbol, monthStart);
        await readMonthInto(file.readAt, layout, monthStart, month.candles);
        month.days = layout.metadata.days.slice();
        return month;
      },
    });
  }

  /**
   * One month, from the cache when it holds it (`fromMonth`), else from its file: `fromFile` reads the parts it
   * needs through the file's layout, and a file laid out otherwise is decoded whole for `fromMonth` (not cached).
   * Null when the month has no file.
   */
  private async readMonth<T>(
    symbol: string,
    monthStart: number,
    read: {
      fromMonth: (month: CandleMonth) => T;
      fromFile: (file: OpenMonthFile, layout: MonthLayout) => Promise<T>;
    },
  ): Promise<T | null> {
    const path = this.monthPath(symbol, monthStart);
    const cached = this.cache.get(path);
    if (cached) return read.fromMonth(cached);
    return this.withMonthFile(path, async (file) => {
      const layout = await this.layoutOf(path, file, symbol, monthStart);
      if (layout) return read.fromFile(file, layout);
      return read.fromMonth(await this.decodeWhole(path, symbol, monthStart));
    });
  }

  /** The file's layout (cached per file version), or null for an Arrow layout only `decodeWhole` handles. */
  private async layoutOf(
    path: string,
    file: OpenMonthFile,
    symbol: string,
    monthStart: number,
  ): Promise<MonthLayout | null> {
    const known = this.layouts.get(path);
    if (known && known.stamp === file.stamp) return known.layout;
    try {
      const layout = await readMonthLayout(file.readAt, file.size, symbol, monthStart);
      this.layouts.set(path, { stamp: file.stamp, layout });
      return layout;
    } catch (error) {
      if (error instanceof UnsupportedLayoutError) return null;
      throw error;
    }
  }

  /** apache-arrow's own reader over the whole file: for valid Arrow files laid out otherwise than we write. */
  private async decodeWhole(path: string, symbol: string, monthStart: number): Promise<CandleMonth> {
    const bytes = this.blockingReads ? readFileSync(path) : await readFile(path);
    const month = decodeMonth(bytes, symbol, monthStart);
    return month;
  }

  /**
   * Opens the month file and runs `use` on it; null when there is no file. Errors name the file.
   * Blocking reads by default: on a local disk, a thread-pool round trip per read costs more than the read.
   */
  private async withMonthFile<T>(path: string, use: (file: OpenMonthFile) => Promise<T>): Promise<T | null> {
    let close: () => unknown;
    let file: OpenMonthFile;
    try {
      if (this.blockingReads) {
        const descriptor = openSync(path, 'r');
        close = () => closeSync(descriptor);
        file = { ...identify(fstatSync(descriptor, { bigint: true })), readAt: syncReader(descriptor) };
      } else {
        const handle = await open(path, 'r');
        close = () => handle.close();
        file = { ...identify(await handle.stat({ bigint: true })), readAt: asyncReader(handle) };
      }
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
    try {
      return await use(file);
    } catch (error) {
      throw new Error(`Candle file ${path} is unreadable: ${(error as Error).message}`);
    } finally {
      await close();
    }
  }

  private async mergeMonth(
    symbol: string,
    monthStart: number,
    candles: CandleColumns,
    covered: TimeSpan,
    fetchedAt: number,
  ): Promise<void> {
    const existing = await this.loadMonth(symbol, monthStart);
    const monthEnd = nextMonthStart(monthStart);
    // Copy on write: readers keep seeing the old month until the new file is in place.
    const month: CandleMonth | null = existing ? cloneMonth(existing) : null;
    const path = this.monthPath(symbol, monthStart);
    if (month) {
      // The tail's minutes first, this write's after: the write is the newer fetch.
      const tail = readTail(tailPath(path));
      overlayCandles(tail, month.candles);
      overlayFetches(tail, monthStart, month.days);
      copyOverlap(candles, month.candles, true);
    }
    const days = month ? month.days : emptyMonthDays(monthStart);
    const coverFrom = Math.max(covered.fromMs, monthStart);
    const coverTo = Math.min(covered.toMs, monthEnd);
    for (let dayStart = Math.floor(coverFrom / DAY_MS) * DAY_MS; dayStart < coverTo; dayStart += DAY_MS) {
      const dayIndex = (dayStart - monthStart) / DAY_MS;
      const span = { fromMs: Math.max(coverFrom, dayStart), toMs: Math.min(coverTo, dayStart + DAY_MS) };
      days[dayIndex] = recordFetch(days[dayIndex] ?? null, span, fetchedAt);
    }
    // A new month is encoded from the caller's arrays as they are (no month-sized copy), and not cached.
    const chunks = month
      ? encodeMonthChunks(month, month.candles)
      : encodeMonthChunks({ symbol, monthStart, days }, clipToGrid(candles, monthStart, monthEnd));
    await this.writeAtomically(path, chunks);
    // After the new file is in place: a crash in between applies the tail again on the next read, to the same values.
    await rm(tailPath(path), { force: true });
    if (month) this.cache.set(path, month);
    else this.cache.delete(path);
  }

  /**
   * Temporary file, then rename: readers and crashes see the old file or the new one, never a mix. When durable,
   * the file is fsync'ed before the rename and the folder after it; concurrent writes share the folder's fsync.
   */
  protected async writeAtomically(path: string, chunks: readonly FileChunk[]): Promise<void> {
    const folder = dirname(path);
    if (!this.createdDirs.has(folder)) {
      await mkdir(folder, { recursive: true });
      this.createdDirs.add(folder);
    }
    const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}${TEMP_SUFFIX}`;
    try {
      const handle = await open(temporary, 'w');
      try {
        await writeAll(handle, chunks);
        if (this.durable) await handle.datasync();
      } finally {
        await handle.close();
      }
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      if (isNotFound(error)) this.createdDirs.delete(folder);
      throw error;
    }
    if (this.durable) await this.directorySync.sync(folder);
  }

  /** Runs `task` after the previous task on the same file has settled. */
  private serialised(path: string, task: () => Promise<void>): Promise<void> {
    const previous = this.writeQueues.get(path) ?? Promise.resolve();
    const next = previous.catch(() => {}).then(task);
    this.writeQueues.set(path, next);
    const forget = () => {
      if (this.writeQueues.get(path) === next) this.writeQueues.delete(path);
    };
    next.then(forget, forget);
    return next;
  }
}

/** What spansToFetch needs of a month. */
type MonthPresence = Pick<CandleMonth, 'monthStart' | 'days'> & {
  candles: Pick<CandleColumns, 'startTime' | 'present'>;
};

function identify(stats: {
  ino: bigint;
  size: bigint;
  mtimeNs: bigint;
  ctimeNs: bigint;
}): Pick<OpenMonthFile, 'size' | 'stamp'> {
  return { size: Number(stats.size), stamp: `${stats.ino}:${stats.size}:${stats.mtimeNs}:${stats.ctimeNs}` };
}

/** The day chunks of a month never fetched. */
function emptyMonthDays(monthStart: number): (DayChunk | null)[] {
  return new Array<DayChunk | null>((nextMonthStart(monthStart) - monthStart) / DAY_MS).fill(null);
}

function cloneMonth(month: CandleMonth): CandleMonth {
  const copy = emptyMonth(month.symbol, month.monthStart);
  copyOverlap(month.candles, copy.candles);
  copy.days = month.days.slice();
  return copy;
}

function checkSymbol(symbol: string): void {
  if (!isExchangeSymbol(symbol)) throw new RangeError(`Invalid symbol ${JSON.stringify(symbol)}`);
}

function isNotFound(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}
