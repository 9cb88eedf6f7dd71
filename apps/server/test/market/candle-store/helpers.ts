import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CandleColumns, emptyCandleColumns } from '@signaldesk/core/market/candles';
import { afterEach } from 'vitest';

/** A fresh folder under the OS temp dir, removed after the test. */
export function useTempDirs(): () => Promise<string> {
  const dirs: string[] = [];
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });
  return async () => {
    const dir = await mkdtemp(join(tmpdir(), 'candle-store-test-'));
    dirs.push(dir);
    return dir;
  };
}

/** Candles whose values encode their minute index (close = 100 + i, ...), present where `isPresent(i)`. */
export function numberedCandles(
  startTime: number,
  length: number,
  isPresent: (i: number) => boolean = () => true,
  base = 100,
): CandleColumns {
  const candles = emptyCandleColumns(startTime, length);
  for (let i = 0; i < length; i++) {
    if (!isPresent(i)) continue;
    candles.open[i] = base + i - 0.5;
    candles.high[i] = base + i + 1;
    candles.low[i] = base + i - 1;
    candles.close[i] = base + i;
    candles.volume[i] = 10 + i;
    candles.quoteVolume[i] = (10 + i) * (base + i);
    candles.takerBuyVolume[i] = 5 + i / 2;
    candles.present[i] = 1;
  }
  return candles;
}
