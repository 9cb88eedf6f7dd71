import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MINUTE_MS } from '@signaldesk/core/market/candles';
import { Table, tableFromIPC, tableToIPC } from 'apache-arrow';
import { describe, expect, it } from 'vitest';
import { FileCandleStore } from '../../../src/market/candle-store';
import type { FileChunk } from '../../../src/market/candle-store/arrow-month-writer';
import { numberedCandles, useTempDirs } from './helpers';

const JAN_31_22H = Date.UTC(2026, 0, 31, 22);
const FETCHED = Date.UTC(2026, 5, 1);
const newDir = useTempDirs();

describe('FileCandleStore', () => {
  it('round-trips candles across a month boundary, with missing minutes not present', async () => {
    const dir = await newDir();
    const store = new FileCandleStore({ dir });
    const written = numberedCandles(JAN_31_22H, 240, (i) => i % 7 !== 3);
    await store.write('BTCUSDT', written, { fetchedAt: FETCHED });
    expect((await readdir(join(dir, 'BTCUSDT'))).sort()).toEqual(['2026-01.arrow', '2026-02.arrow']);

    for (const reader of [
      store,
      new FileCandleStore({ dir }),
      new FileCandleStore({ dir, blockingReads: false }),
    ]) {
      const read = await reader.read('BTCUSDT', JAN_31_22H - 60 * MINUTE_MS, JAN_31_22H + 300 * MINUTE_MS);
      expect(read.startTime).toBe(JAN_31_22H - 60 * MINUTE_MS);
      expect(read.length).toBe(360);
      expect(Array.from(read.present.subarray(0, 60))).toEqual(new Array(60).fill(0));
      expect(Array.from(read.present.subarray(60, 300))).toEqual(Array.from(written.present));
      expect(Array.from(read.close.subarray(60, 300))).toEqual(Array.from(written.close));
      expect(Array.from(read.takerBuyVolume.subarray(60, 300))).toEqual(Array.from(written.takerBuyVolume));
      expect(Array.from(read.quoteVolume.subarray(60, 300))).toEqual(Array.from(written.quoteVolume));
      expect(Array.from(read.present.subarray(300))).toEqual(new Array(60).fill(0));
    }
  });

  it('writes genuine Arrow IPC files: open_time, float64 columns, missing minutes as nulls', async () => {
    const dir = await newDir();
    const store = new FileCandleStore({ dir });
    await store.write(
      'ETHUSDT',
      numberedCandles(JAN_31_22H, 120, (i) => i !== 5),
      { fetchedAt: FETCHED },
    );
    const table = tableFromIPC(await readFile(join(dir, 'ETHUSDT', '2026-01.arrow')));
    expect(table.schema.fields.map((field) => field.name)).toEqual([
      'open_time',
      'open',
      'high',
      'low',
      'close',
      'volume',
      'quote_volume',
      'taker_buy_volume',
    ]);
    expect(table.numRows).toBe(31 * 1440);
    const row = (JAN_31_22H - Date.UTC(2026, 0, 1)) / MINUTE_MS;
    expect(Number(table.getChild('open_time')!.get(row))).toBe(JAN_31_22H);
    expect(table.getChild('close')!.get(row)).toBe(100);
    expect(table.getChild('close')!.get(row + 5)).toBeNull();
    expect(table.getChild('close')!.get(row + 6)).toBe(106);
    expect(table.getChild('close')!.get(0)).toBeNull();
  });

  it('merges writes: new minutes are added, overlapping ones replaced, absent ones never erased', async () => {
    const dir = await newDir();
    const store = new FileCandleStore({ dir });
    await store.write('SOLUSDT', numberedCandles(JAN_31_22H, 60), { fetchedAt: FETCHED });
    // minutes 30..89, with 40..49 absent, at another price level
    await store.write(
      'SOLUSDT',
      numberedCandles(JAN_31_22H + 30 * MINUTE_MS, 60, (i) => i < 10 || i >= 20, 500),
      { fetchedAt: FETCHED },
    );
    const read = await new FileCandleStore({ dir }).read('SOLUSDT', JAN_31_22H, JAN_31_22H + 90 * MINUTE_MS);
    expect(Array.from(read.present)).toEqual(new Array(90).fill(1));
    expect(read.close[29]).toBe(129);
    expect(read.close[30]).toBe(500);
    expect(read.close[45]).toBe(145);
    expect(read.close[50]).toBe(520);
    expect(read.close[89]).toBe(559);
  });

  it('serialises concurrent writes to one file: none is lost', async () => {
    const dir = await newDir();
    const store = new FileCandleStore({ dir });
    await Promise.all(
      Array.from({ length: 8 }, (_, k) =>
        store.write(
          'XRPUSDT',
          numberedCandles(JAN_31_22H + k * 10 * MINUTE_MS, 10, () => true, k * 1000),
          {
            fetchedAt: FETCHED,
          },
        ),
      ),
    );
    const read = await new FileCandleStore({ dir }).read('XRPUSDT', JAN_31_22H, JAN_31_22H + 80 * MINUTE_MS);
    expect(Array.from(read.present)).toEqual(new Array(80).fill(1));
    for (let k = 0; k < 8; k++) expect(read.close[k * 10 + 9]).toBe(k * 1000 + 9);
  });

  it('reads a month file again once another writer has replaced it', async () => {
    const dir = await newDir();
    const january = Date.UTC(2026, 0, 10);
    await new FileCandleStore({ dir }).write('ADAUSDT', numberedCandles(january, 10), { fetchedAt: FETCHED });
    const reader = new FileCandleStore({ dir });
    expect((await reader.read('ADAUSDT', january, january + 10 * MINUTE_MS)).close[9]).toBe(109);
    // Same size and layout, other values: the reader must not trust what it learned of the old file.
    await new FileCandleStore({ dir }).write(
      'ADAUSDT',
      numberedCandles(january, 10, () => true, 700),
      {
        fetchedAt: FETCHED,
      },
    );
    expect((await reader.read('ADAUSDT', january, january + 10 * MINUTE_MS)).close[9]).toBe(709);
    await rm(join(dir, 'ADAUSDT', '2026-01.arrow'));
    expect((await reader.read('ADAUSDT', january, january + 10 * MINUTE_MS)).present[0]).toBe(0);
    expect(await reader.spansToFetch('ADAUSDT', january, january + 10 * MINUTE_MS, FETCHED)).toEqual([
      { fromMs: january, toMs: january + 10 * MINUTE_MS },
    ]);
  });

  it('writes every minute of a new month as apache-arrow reads it, and reads every minute back', async () => {
    const dir = await newDir();
    const store = new FileCandleStore({ dir });
    const from = Date.UTC(2026, 1, 3, 7, 13);
    const written = numberedCandles(from, 5000, (i) => i % 11 !== 4);
    await store.write('BNBUSDT', written, { fetchedAt: FETCHED });
    const table = tableFromIPC(await readFile(join(dir, 'BNBUSDT', '2026-02.arrow')));
    const first = (from - Date.UTC(2026, 1, 1)) / MINUTE_MS;
    const read = await new FileCandleStore({ dir }).read(
      'BNBUSDT',
      Date.UTC(2026, 1, 1),
      Date.UTC(2026, 2, 1),
    );
    expect(table.numRows).toBe(28 * 1440);
    expect(read.length).toBe(28 * 1440);
    const columns = [
      ['open', 'open'],
      ['high', 'high'],
      ['low', 'low'],
      ['close', 'close'],
      ['volume', 'volume'],
      ['quote_volume', 'quoteVolume'],
      ['taker_buy_volume', 'takerBuyVolume'],
    ] as const;
    const isPresent = (row: number) => {
      const i = row - first;
      return i >= 0 && i < written.length && written.present[i] === 1;
    };
    const rows = Array.from({ length: table.numRows }, (_, row) => row);
    expect(Array.from(read.present)).toEqual(rows.map((row) => (isPresent(row) ? 1 : 0)));
    for (const [name, key] of columns) {
      const column = table.getChild(name)!;
      const expected = rows.map((row) => (isPresent(row) ? written[key][row - first]! : null));
      expect(rows.map((row) => column.get(row))).toEqual(expected);
      expect(rows.map((row) => (isPresent(row) ? read[key][row] : null))).toEqual(expected);
    }
  });

  it('reads month files that apache-arrow laid out otherwise (several record batches)', async () => {
    const dir = await newDir();
    const store = new FileCandleStore({ dir });
    await store.write('TRXUSDT', numberedCandles(JAN_31_22H, 60), { fetchedAt: FETCHED });
    const path = join(dir, 'TRXUSDT', '2026-01.arrow');
    const table = tableFromIPC(await readFile(path));
    const split = new Table([...table.slice(0, 44000).batches, ...table.slice(44000).batches]);
    expect(split.batches.length).toBe(2);
    await writeFile(path, tableToIPC(split, 'file'));
    const fresh = new FileCandleStore({ dir });
    const read = await fresh.read('TRXUSDT', JAN_31_22H, JAN_31_22H + 60 * MINUTE_MS);
    expect(Array.from(read.present)).toEqual(new Array(60).fill(1));
    expect(read.close[59]).toBe(159);
    expect(await fresh.spansToFetch('TRXUSDT', JAN_31_22H, JAN_31_22H + 60 * MINUTE_MS, FETCHED)).toEqual([]);
  });

  it('ignores a temporary file left by a crash mid-write', async () => {
    const dir = await newDir();
    const store = new FileCandleStore({ dir });
    await store.write('DOTUSDT', numberedCandles(JAN_31_22H, 30), { fetchedAt: FETCHED });
    await writeFile(join(dir, 'DOTUSDT', '2026-01.arrow.4242.deadbeef.tmp'), 'ARROW1 half a file');
    const fresh = new FileCandleStore({ dir });
    expect(await fresh.listSymbols()).toEqual(['DOTUSDT']);
    expect((await fresh.read('DOTUSDT', JAN_31_22H, JAN_31_22H + 30 * MINUTE_MS)).close[29]).toBe(129);
    await fresh.write(
      'DOTUSDT',
      numberedCandles(JAN_31_22H + 30 * MINUTE_MS, 30, () => true, 130),
      {
        fetchedAt: FETCHED,
      },
    );
    const read = await new FileCandleStore({ dir }).read('DOTUSDT', JAN_31_22H, JAN_31_22H + 60 * MINUTE_MS);
    expect(Array.from(read.present)).toEqual(new Array(60).fill(1));
    expect(read.close[59]).toBe(159);
  });

  it('leaves the minutes a month has not reached as holes in its file, new or merged', async () => {
    const dir = await newDir();
    const store = new FileCandleStore({ dir });
    const path = join(dir, 'XRPUSDT', '2026-01.arrow');
    const monthValueBytes = 31 * 1440 * 8 * 7;
    await store.write('XRPUSDT', numberedCandles(JAN_31_22H, 60), { fetchedAt: FETCHED });
    await store.write(
      'XRPUSDT',
      numberedCandles(JAN_31_22H + 60 * MINUTE_MS, 60, () => true, 160),
      {
        fetchedAt: FETCHED,
      },
    );
    const file = await stat(path);
    expect(file.size).toBeGreaterThan(monthValueBytes);
    // On disk: the open_time column (357 kB), the bitmaps and two hours of values; not 30 days of zeros.
    expect(file.blocks * 512).toBeLessThan(monthValueBytes / 4);
    const table = tableFromIPC(await readFile(path));
    expect(table.numRows).toBe(31 * 1440);
    const row = (JAN_31_22H - Date.UTC(2026, 0, 1)) / MINUTE_MS;
    expect(table.getChild('close')!.get(0)).toBeNull();
    expect(table.getChild('close')!.get(row + 119)).toBe(219);
    const read = await new FileCandleStore({ dir }).read('XRPUSDT', JAN_31_22H, JAN_31_22H + 120 * MINUTE_MS);
    expect(Array.from(read.close)).toEqual(Array.from({ length: 120 }, (_, i) => 100 + i));
  });

  it('leaves the old file, and the old month in memory, when a write fails', async () => {
    class CrashingStore extends FileCandleStore {
      protected override async writeAtomically(path: string, chunks: readonly FileChunk[]): Promise<void> {
        const bytes = Buffer.concat(
          chunks.map((chunk) => (typeof chunk === 'number' ? Buffer.alloc(chunk) : chunk)),
        );
        await writeFile(`${path}.1.crash.tmp`, bytes.subarray(0, bytes.length / 2));
        throw new Error('disk full');
      }
    }
    const dir = await newDir();
    await new FileCandleStore({ dir }).write('LTCUSDT', numberedCandles(JAN_31_22H, 30), {
      fetchedAt: FETCHED,
    });
    const store = new CrashingStore({ dir });
    expect((await store.read('LTCUSDT', JAN_31_22H, JAN_31_22H + 30 * MINUTE_MS)).close[0]).toBe(100);
    await expect(
      store.write(
        'LTCUSDT',
        numberedCandles(JAN_31_22H, 30, () => true, 900),
        { fetchedAt: FETCHED },
      ),
    ).rejects.toThrow('disk full');
    expect((await store.read('LTCUSDT', JAN_31_22H, JAN_31_22H + 30 * MINUTE_MS)).close[0]).toBe(100);
    expect(
      (await new FileCandleStore({ dir }).read('LTCUSDT', JAN_31_22H, JAN_31_22H + MINUTE_MS)).close[0],
    ).toBe(100);
  });

  it('names an unreadable month file in its error', async () => {
    const dir = await newDir();
    const store = new FileCandleStore({ dir });
    await store.write('AVAXUSDT', numberedCandles(JAN_31_22H, 10), { fetchedAt: FETCHED });
    await writeFile(join(dir, 'AVAXUSDT', '2026-01.arrow'), 'not arrow at all');
    await expect(
      new FileCandleStore({ dir }).read('AVAXUSDT', JAN_31_22H, JAN_31_22H + MINUTE_MS),
    ).rejects.toThrow(/AVAXUSDT\/2026-01\.arrow is unreadable/);
  });

  it('lists stored symbols and refuses names that are not symbols', async () => {
    const dir = await newDir();
    const store = new FileCandleStore({ dir });
    expect(await store.listSymbols()).toEqual([]);
    await store.write('LINKUSDT', numberedCandles(JAN_31_22H, 1), { fetchedAt: FETCHED });
    await store.write('BTCUSDT', numberedCandles(JAN_31_22H, 1), { fetchedAt: FETCHED });
    expect(await store.listSymbols()).toEqual(['BTCUSDT', 'LINKUSDT']);
    await expect(store.read('../etc', 0, MINUTE_MS)).rejects.toThrow(/Invalid symbol/);
  });
});
