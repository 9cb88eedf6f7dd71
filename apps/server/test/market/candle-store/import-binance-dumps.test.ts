import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MINUTE_MS } from '@signaldesk/core/market/candles';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { FileCandleStore, importBinanceDumps } from '../../../src/market/candle-store';
import { useTempDirs } from './helpers';

const newDir = useTempDirs();
const HEADER =
  'open_time,open,high,low,close,volume,close_time,quote_volume,count,taker_buy_volume,taker_buy_quote_volume,ignore';
const DAY_START = Date.UTC(2025, 2, 14);

/** Binance kline rows for the minutes of a day, skipping `missing` minute indexes. */
function klineCsv(options: {
  header: boolean;
  microseconds: boolean;
  missing: number[];
  minutes?: number;
}): string {
  const unit = options.microseconds ? 1000 : 1;
  const rows: string[] = options.header ? [HEADER] : [];
  for (let i = 0; i < (options.minutes ?? 1440); i++) {
    if (options.missing.includes(i)) continue;
    const openTime = DAY_START + i * MINUTE_MS;
    const price = (83000 + i / 10).toFixed(2);
    rows.push(
      [
        openTime * unit,
        price,
        (83001 + i / 10).toFixed(2),
        (82999 + i / 10).toFixed(2),
        price,
        '12.345',
        (openTime + MINUTE_MS - 1) * unit,
        '1024681.5',
        '321',
        '6.789',
        '563000.1',
        '0',
      ].join(','),
    );
  }
  return `${rows.join('\n')}\n`;
}

async function writeDump(
  dir: string,
  name: string,
  csv: string,
  checksum: 'ok' | 'bad' | 'none',
): Promise<string> {
  const zip = zipSync({ [name.replace('.zip', '.csv')]: strToU8(csv) });
  const path = join(dir, name);
  await writeFile(path, zip);
  if (checksum !== 'none') {
    const hash = createHash('sha256')
      .update(checksum === 'ok' ? zip : strToU8('something else'))
      .digest('hex');
    await writeFile(`${path}.CHECKSUM`, `${hash}  ${name}\n`);
  }
  return path;
}

describe('import of Binance kline dumps', () => {
  it('imports a daily dump with a header row and a good CHECKSUM, and reports its gaps', async () => {
    const dumps = await newDir();
    const store = new FileCandleStore({ dir: await newDir() });
    const file = await writeDump(
      dumps,
      'BTCUSDT-1m-2025-03-14.zip',
      klineCsv({ header: true, microseconds: false, missing: [0, 700, 701, 702, 1439] }),
      'ok',
    );
    const [result] = await importBinanceDumps({ store, paths: [file], now: Date.UTC(2025, 5, 1) });
    expect(result).toMatchObject({ symbol: 'BTCUSDT', candles: 1435, checksum: 'ok', hadHeader: true });
    expect(result!.error).toBeUndefined();
    expect(result!.gaps).toEqual([
      { fromMs: DAY_START, toMs: DAY_START + MINUTE_MS },
      { fromMs: DAY_START + 700 * MINUTE_MS, toMs: DAY_START + 703 * MINUTE_MS },
      { fromMs: DAY_START + 1439 * MINUTE_MS, toMs: DAY_START + 1440 * MINUTE_MS },
    ]);
    const candles = await store.read('BTCUSDT', DAY_START, DAY_START + 1440 * MINUTE_MS);
    expect(candles.present[0]).toBe(0);
    expect(candles.present[1]).toBe(1);
    expect(candles.open[1]).toBe(83000.1);
    expect(candles.high[1]).toBe(83001.1);
    expect(candles.low[1]).toBe(82999.1);
    expect(candles.volume[1]).toBe(12.345);
    expect(candles.quoteVolume[1]).toBe(1024681.5);
    expect(candles.takerBuyVolume[1]).toBe(6.789);
    // the dump's day is fully known: its gaps are the exchange's, not something to fetch
    expect(
      await store.spansToFetch('BTCUSDT', DAY_START, DAY_START + 1440 * MINUTE_MS, Date.UTC(2025, 6, 1)),
    ).toEqual([]);
  });

  it('imports a spot dump without header and with microsecond timestamps, with no CHECKSUM file', async () => {
    const dumps = await newDir();
    const store = new FileCandleStore({ dir: await newDir() });
    await writeDump(
      dumps,
      'ETHUSDT-1m-2025-03-14.zip',
      klineCsv({ header: false, microseconds: true, missing: [] }),
      'none',
    );
    const [result] = await importBinanceDumps({ store, paths: [dumps] });
    expect(result).toMatchObject({
      symbol: 'ETHUSDT',
      candles: 1440,
      checksum: 'absent',
      hadHeader: false,
      microseconds: true,
      gaps: [],
    });
    const candles = await store.read('ETHUSDT', DAY_START, DAY_START + 1440 * MINUTE_MS);
    expect(candles.startTime).toBe(DAY_START);
    expect(candles.present.every((value) => value === 1)).toBe(true);
    expect(candles.close[1439]).toBe(83143.9);
  });

  it('refuses a dump whose CHECKSUM disagrees, and imports nothing from it', async () => {
    const dumps = await newDir();
    const storeDir = await newDir();
    const store = new FileCandleStore({ dir: storeDir });
    const file = await writeDump(
      dumps,
      'SOLUSDT-1m-2025-03-14.zip',
      klineCsv({ header: true, microseconds: false, missing: [] }),
      'bad',
    );
    const [result] = await importBinanceDumps({ store, paths: [file] });
    expect(result).toMatchObject({ symbol: 'SOLUSDT', candles: 0, checksum: 'mismatch' });
    expect(result!.error).toMatch(/sha256/);
    expect(await store.listSymbols()).toEqual([]);
  });

  it('reports the whole month as gaps around a partial monthly dump, and takes --symbol for odd names', async () => {
    const dumps = await newDir();
    const store = new FileCandleStore({ dir: await newDir() });
    await mkdir(join(dumps, 'nested'));
    const monthly = await writeDump(
      join(dumps, 'nested'),
      'XRPUSDT-1m-2025-03.zip',
      klineCsv({ header: true, microseconds: false, missing: [], minutes: 60 }),
      'ok',
    );
    const renamed = await writeDump(
      dumps,
      'my-download.zip',
      klineCsv({ header: true, microseconds: false, missing: [], minutes: 2 }),
      'none',
    );
    const [result] = await importBinanceDumps({ store, paths: [monthly] });
    expect(result!.gaps).toEqual([
      { fromMs: Date.UTC(2025, 2, 1), toMs: DAY_START },
      { fromMs: DAY_START + 60 * MINUTE_MS, toMs: Date.UTC(2025, 3, 1) },
    ]);
    const [unnamed] = await importBinanceDumps({ store, paths: [renamed] });
    expect(unnamed!.error).toMatch(/--symbol/);
    const [named] = await importBinanceDumps({ store, paths: [renamed], symbol: 'DOGEUSDT' });
    expect(named).toMatchObject({ symbol: 'DOGEUSDT', candles: 2 });
    expect((await store.listSymbols()).sort()).toEqual(['DOGEUSDT', 'XRPUSDT']);
  });

  it('refuses intervals other than 1m', async () => {
    const dumps = await newDir();
    const store = new FileCandleStore({ dir: await newDir() });
    const file = await writeDump(
      dumps,
      'BTCUSDT-1h-2025-03.zip',
      klineCsv({ header: true, microseconds: false, missing: [] }),
      'none',
    );
    const [result] = await importBinanceDumps({ store, paths: [file] });
    expect(result!.error).toMatch(/1h is not 1m/);
  });
});
