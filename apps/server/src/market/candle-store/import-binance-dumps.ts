import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { unzipSync } from 'fflate';
import { DAY_MS, nextMonthStart } from './candle-month';
import type { CandleStore, TimeSpan } from './candle-store';
import { findGaps, parseKlineCsv } from './kline-csv';

export type ChecksumStatus = 'ok' | 'absent' | 'mismatch';

export interface DumpImportResult {
  file: string;
  symbol: string | null;
  /** Candles written (0 when the file was refused). */
  candles: number;
  /** Runs of minutes missing inside the file's period. */
  gaps: TimeSpan[];
  checksum: ChecksumStatus;
  hadHeader: boolean;
  microseconds: boolean;
  /** Why the file was refused, when it was. */
  error?: string;
}

export interface ImportDumpsOptions {
  store: CandleStore;
  /** Zip files and/or folders (searched recursively for `.zip`). */
  paths: readonly string[];
  /** Overrides the symbol read from the file name. */
  symbol?: string;
  /** Recorded as the fetch time of the imported days. Default Date.now(). */
  now?: number;
  onFile?: (result: DumpImportResult) => void;
}

/** `BTCUSDT-1m-2024-01.zip` (monthly) or `BTCUSDT-1m-2024-01-15.zip` (daily). */
const DUMP_NAME = /^([A-Z0-9]+)-([0-9]+[smhdwM])-(\d{4})-(\d{2})(?:-(\d{2}))?\.zip$/;

interface DumpName {
  symbol: string;
  interval: string;
  period: TimeSpan;
}

export function parseDumpName(fileName: string): DumpName | null {
  const match = DUMP_NAME.exec(fileName);
  if (!match) return null;
  const [, symbol, interval, year, month, day] = match;
  const fromMs = Date.UTC(Number(year), Number(month) - 1, day ? Number(day) : 1);
  return {
    symbol: symbol!,
    interval: interval!,
    period: { fromMs, toMs: day ? fromMs + DAY_MS : nextMonthStart(fromMs) },
  };
}

/** Compares the zip's sha256 with `<zip>.CHECKSUM` (`<hex>  <file name>`), when that file exists. */
async function verifyChecksum(zipPath: string, bytes: Uint8Array): Promise<ChecksumStatus> {
  let expected: string;
  try {
    expected = await readFile(`${zipPath}.CHECKSUM`, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'absent';
    throw error;
  }
  const expectedHash = expected.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  const actualHash = createHash('sha256').update(bytes).digest('hex');
  return actualHash === expectedHash ? 'ok' : 'mismatch';
}

async function listZipFiles(paths: readonly string[]): Promise<string[]> {
  const files: string[] = [];
  for (const path of paths) {
    if ((await stat(path)).isDirectory()) {
      const entries = await readdir(path, { recursive: true });
      files.push(
        ...entries
          .filter((entry) => entry.endsWith('.zip'))
          .map((entry) => join(path, entry))
          .sort(),
      );
    } else {
      files.push(path);
    }
  }
  return files;
}

async function importOne(
  store: CandleStore,
  file: string,
  symbolOverride: string | undefined,
  now: number,
): Promise<DumpImportResult> {
  const name = parseDumpName(basename(file));
  const symbol = symbolOverride ?? name?.symbol ?? null;
  const result: DumpImportResult = {
    file,
    symbol,
    candles: 0,
    gaps: [],
    checksum: 'absent',
    hadHeader: false,
    microseconds: false,
  };
  const refuse = (error: string) => ({ ...result, error });
  if (!symbol) return refuse('cannot tell the symbol from the file name; pass --symbol');
  if (name && name.interval !== '1m') return refuse(`interval ${name.interval} is not 1m`);
  const bytes = new Uint8Array(await readFile(file));
  result.checksum = await verifyChecksum(file, bytes);
  if (result.checksum === 'mismatch') return refuse('sha256 differs from the .CHECKSUM file');
  const entries = unzipSync(bytes, { filter: (entry) => entry.name.toLowerCase().endsWith('.csv') });
  const csv = Object.values(entries)[0];
  if (!csv) return refuse('the zip holds no .csv file');
  let parsed: ReturnType<typeof parseKlineCsv>;
  try {
    parsed = parseKlineCsv(new TextDecoder().decode(csv), name?.period);
  } catch (error) {
    return refuse((error as Error).message);
  }
  result.hadHeader = parsed.hadHeader;
  result.microseconds = parsed.microseconds;
  result.gaps = findGaps(parsed.candles);
  const gridEnd = parsed.candles.startTime + parsed.candles.length * 60_000;
  await store.write(symbol, parsed.candles, {
    fetchedAt: now,
    covered: { fromMs: parsed.candles.startTime, toMs: gridEnd },
  });
  result.candles = parsed.rows;
  return result;
}

/**
 * Imports Binance's public kline dumps (data.binance.vision monthly or daily zips of one CSV) into the store,
 * file by file: a file whose `.CHECKSUM` disagrees, or that is not 1m, is refused and reported, not imported.
 */
export async function importBinanceDumps(options: ImportDumpsOptions): Promise<DumpImportResult[]> {
  const now = options.now ?? Date.now();
  const results: DumpImportResult[] = [];
  for (const file of await listZipFiles(options.paths)) {
    const result = await importOne(options.store, file, options.symbol, now);
    options.onFile?.(result);
    results.push(result);
  }
  return results;
}
