import { appendFile, copyFile, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type CandleColumns, MINUTE_MS } from '@signaldesk/core/market/candles';
import { describe, expect, it } from 'vitest';
import { FileCandleStore } from '../../../src/market/candle-store';
import { TAIL_FOLD_RECORDS, TAIL_RECORD_BYTES } from '../../../src/market/candle-store/month-tail';
import { numberedCandles, useTempDirs } from './helpers';

const DAY_START = Date.UTC(2026, 2, 10);
const newDir = useTempDirs();

/** The day before DAY_START filled in one write, as the appender's first step or a backtest's fill does. */
async function filledStore(dir: string): Promise<{ store: FileCandleStore; series: CandleColumns }> {
  const store = new FileCandleStore({ dir, durable: false });
  const series = numberedCandles(DAY_START - 86_400_000, 1440 + 120);
  await store.write('BTCUSDT', numberedCandles(DAY_START - 86_400_000, 1440), {
    fetchedAt: DAY_START + 2_000,
    covered: { fromMs: DAY_START - 86_400_000, toMs: DAY_START },
  });
  return { store, series };
}

/** What the appender writes when minute `index` of `series` (from DAY_START) has closed: that one minute. */
function closedMinute(
  series: CandleColumns,
  minute: number,
): [CandleColumns, { fetchedAt: number; covered: { fromMs: number; toMs: number } }] {
  const openTime = DAY_START + minute * MINUTE_MS;
  const offset = (openTime - series.startTime) / MINUTE_MS;
  const one = numberedCandles(openTime, 1, () => true, 100 + offset);
  return [
    one,
    { fetchedAt: openTime + MINUTE_MS + 2_000, covered: { fromMs: openTime, toMs: openTime + MINUTE_MS } },
  ];
}

const fileIdentity = async (path: string) => {
  const info = await stat(path, { bigint: true });
  return `${info.ino}:${info.mtimeNs}:${info.size}`;
};

/** docs/market-data.md, The month tail. */
describe('the month tail', () => {
  it('appends a closed minute in 72 bytes without rewriting the month, and every reader sees it', async () => {
    const dir = await newDir();
    const { store, series } = await filledStore(dir);
    const monthFile = join(dir, 'BTCUSDT', '2026-03.arrow');
    const before = await fileIdentity(monthFile);
    for (let minute = 0; minute < 10; minute++) await store.write('BTCUSDT', ...closedMinute(series, minute));

    expect(await fileIdentity(monthFile)).toBe(before);
    expect((await stat(join(dir, 'BTCUSDT', '2026-03.tail'))).size).toBe(10 * TAIL_RECORD_BYTES);
    for (const reader of [
      store,
      new FileCandleStore({ dir }),
      new FileCandleStore({ dir, blockingReads: false }),
    ]) {
      const read = await reader.read('BTCUSDT', DAY_START - 5 * MINUTE_MS, DAY_START + 11 * MINUTE_MS);
      expect(Array.from(read.present)).toEqual([...new Array(15).fill(1), 0]);
      const offset = (DAY_START - 5 * MINUTE_MS - series.startTime) / MINUTE_MS;
      expect(Array.from(read.close.subarray(0, 15))).toEqual(
        Array.from(series.close.subarray(offset, offset + 15)),
      );
      expect(Array.from(read.high.subarray(0, 15))).toEqual(
        Array.from(series.high.subarray(offset, offset + 15)),
      );
      // Nothing the tail holds is fetched again; the next minute is.
      const now = DAY_START + 11 * MINUTE_MS + 2_000;
      expect(await reader.spansToFetch('BTCUSDT', DAY_START - 86_400_000, now, now)).toEqual([
        { fromMs: DAY_START + 10 * MINUTE_MS, toMs: DAY_START + 11 * MINUTE_MS },
      ]);
    }
  });

  it(`folds the tail into the month file at ${TAIL_FOLD_RECORDS} minutes: one rewrite an hour, nothing lost`, async () => {
    const dir = await newDir();
    const { store, series } = await filledStore(dir);
    const monthFile = join(dir, 'BTCUSDT', '2026-03.arrow');
    const before = await fileIdentity(monthFile);
    for (let minute = 0; minute < TAIL_FOLD_RECORDS - 1; minute++) {
      await store.write('BTCUSDT', ...closedMinute(series, minute));
    }
    expect(await fileIdentity(monthFile)).toBe(before);
    await store.write('BTCUSDT', ...closedMinute(series, TAIL_FOLD_RECORDS - 1));
    expect(await fileIdentity(monthFile)).not.toBe(before);
    expect((await readdir(join(dir, 'BTCUSDT'))).sort()).toEqual(['2026-03.arrow']);

    const fresh = new FileCandleStore({ dir });
    const read = await fresh.read('BTCUSDT', DAY_START, DAY_START + TAIL_FOLD_RECORDS * MINUTE_MS);
    expect(read.present.every((flag) => flag === 1)).toBe(true);
    const offset = (DAY_START - series.startTime) / MINUTE_MS;
    expect(Array.from(read.open)).toEqual(
      Array.from(series.open.subarray(offset, offset + TAIL_FOLD_RECORDS)),
    );
    // The fetch records came along: today's minutes are known (the day before is another matter: fetched 2 s after
    // its last minute closed, the 20-minute rule fetches it again).
    const now = DAY_START + TAIL_FOLD_RECORDS * MINUTE_MS + 2_000;
    expect(await fresh.spansToFetch('BTCUSDT', DAY_START, now, now)).toEqual([]);
  });

  it('keeps a minute the exchange did not have as a known gap: not present, not fetched again', async () => {
    const dir = await newDir();
    const { store } = await filledStore(dir);
    const openTime = DAY_START;
    await store.write(
      'BTCUSDT',
      numberedCandles(openTime, 1, () => false),
      {
        fetchedAt: openTime + MINUTE_MS + 2_000,
        covered: { fromMs: openTime, toMs: openTime + MINUTE_MS },
      },
    );
    const reader = new FileCandleStore({ dir });
    expect((await reader.read('BTCUSDT', openTime, openTime + MINUTE_MS)).present[0]).toBe(0);
    const now = openTime + MINUTE_MS + 3_000;
    expect(await reader.spansToFetch('BTCUSDT', DAY_START - 86_400_000, now, now)).toEqual([]);
  });

  it('ignores a record torn by a crash and cuts it at the next append', async () => {
    const dir = await newDir();
    const { store, series } = await filledStore(dir);
    await store.write('BTCUSDT', ...closedMinute(series, 0));
    const tail = join(dir, 'BTCUSDT', '2026-03.tail');
    await appendFile(tail, Buffer.alloc(30, 0xff));
    const torn = await new FileCandleStore({ dir }).read('BTCUSDT', DAY_START, DAY_START + 2 * MINUTE_MS);
    expect(Array.from(torn.present)).toEqual([1, 0]);

    await store.write('BTCUSDT', ...closedMinute(series, 1));
    expect((await stat(tail)).size).toBe(2 * TAIL_RECORD_BYTES);
    const read = await new FileCandleStore({ dir }).read('BTCUSDT', DAY_START, DAY_START + 2 * MINUTE_MS);
    expect(Array.from(read.present)).toEqual([1, 1]);
    const offset = (DAY_START - series.startTime) / MINUTE_MS;
    expect(Array.from(read.close)).toEqual(Array.from(series.close.subarray(offset, offset + 2)));
  });

  it('reads the same after a crash between a fold and the removal of its tail, and the next write removes it', async () => {
    const dir = await newDir();
    const { store, series } = await filledStore(dir);
    const tail = join(dir, 'BTCUSDT', '2026-03.tail');
    for (let minute = 0; minute < 5; minute++) await store.write('BTCUSDT', ...closedMinute(series, minute));
    await copyFile(tail, `${tail}.kept`);
    // A long write (a backtest's fill) rewrites the month and folds the tail in.
    await store.write('BTCUSDT', numberedCandles(DAY_START - 86_400_000, 1440), {
      fetchedAt: DAY_START + 6 * MINUTE_MS,
      covered: { fromMs: DAY_START - 86_400_000, toMs: DAY_START },
    });
    const folded = await new FileCandleStore({ dir }).read(
      'BTCUSDT',
      DAY_START - MINUTE_MS,
      DAY_START + 6 * MINUTE_MS,
    );
    expect(Array.from(folded.present)).toEqual([1, 1, 1, 1, 1, 1, 0]);

    await copyFile(`${tail}.kept`, tail);
    const again = await new FileCandleStore({ dir }).read(
      'BTCUSDT',
      DAY_START - MINUTE_MS,
      DAY_START + 6 * MINUTE_MS,
    );
    expect(Array.from(again.present)).toEqual(Array.from(folded.present));
    expect(Array.from(again.close)).toEqual(Array.from(folded.close));

    await store.write('BTCUSDT', numberedCandles(DAY_START - 86_400_000, 1440), {
      fetchedAt: DAY_START + 7 * MINUTE_MS,
      covered: { fromMs: DAY_START - 86_400_000, toMs: DAY_START },
    });
    expect((await readdir(join(dir, 'BTCUSDT'))).sort()).toEqual(['2026-03.arrow', '2026-03.tail.kept']);
  });

  it('writes a new month whole: a tail only ever follows a month file', async () => {
    const dir = await newDir();
    const store = new FileCandleStore({ dir, durable: false });
    await store.write('ETHUSDT', numberedCandles(DAY_START, 1), {
      fetchedAt: DAY_START + MINUTE_MS + 2_000,
      covered: { fromMs: DAY_START, toMs: DAY_START + MINUTE_MS },
    });
    expect(await readdir(join(dir, 'ETHUSDT'))).toEqual(['2026-03.arrow']);
  });
});
