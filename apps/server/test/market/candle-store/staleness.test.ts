import { MINUTE_MS } from '@signaldesk/core/market/candles';
import { describe, expect, it } from 'vitest';
import { FileCandleStore, STALE_AFTER_MS } from '../../../src/market/candle-store';
import { numberedCandles, useTempDirs } from './helpers';

const newDir = useTempDirs();
const DAY = 86_400_000;
const D = Date.UTC(2026, 2, 10);
const at = (hours: number, minutes = 0) => D + hours * 3_600_000 + minutes * MINUTE_MS;

describe('candle store: what to fetch (docs/market-data.md, The 20-minute rule)', () => {
  it('lists every closed minute of an empty store, nothing at or after now', async () => {
    const store = new FileCandleStore({ dir: await newDir() });
    const now = at(12, 0) + 30_000;
    expect(await store.spansToFetch('BTCUSDT', at(10), at(14), now)).toEqual([
      { fromMs: at(10), toMs: at(12) },
    ]);
  });

  it('lists only what a past fetch did not cover; gaps inside a fetched span are known, not missing', async () => {
    const store = new FileCandleStore({ dir: await newDir() });
    const candles = numberedCandles(at(1), 120, (i) => i < 50 || i >= 60);
    await store.write('BTCUSDT', candles, { fetchedAt: D + 5 * DAY });
    expect(await store.spansToFetch('BTCUSDT', at(0), at(4), D + 6 * DAY)).toEqual([
      { fromMs: at(0), toMs: at(1) },
      { fromMs: at(3), toMs: at(4) },
    ]);
    expect(await store.spansToFetch('BTCUSDT', at(1), at(3), D + 400 * DAY)).toEqual([]);
  });

  it('re-fetches a day chunk whose span ended within 20 minutes of its fetch, once that fetch is 20 minutes old', async () => {
    const store = new FileCandleStore({ dir: await newDir() });
    const fetchedAt = at(12, 0) + 10_000;
    // fetched up to the minute then forming: span [08:00, 12:00) fetched at 12:00:10
    await store.write('ETHUSDT', numberedCandles(at(8), 240), { fetchedAt });

    // 10 minutes later: the stored span stands, only the minutes since are missing
    expect(await store.spansToFetch('ETHUSDT', at(8), at(13), at(12, 10) + 30_000)).toEqual([
      { fromMs: at(12), toMs: at(12, 10) },
    ]);
    // more than 20 minutes after the fetch: that day chunk is stale and fetched again
    const later = fetchedAt + STALE_AFTER_MS + 1;
    expect(await store.spansToFetch('ETHUSDT', at(8), at(13), later)).toEqual([
      { fromMs: at(8), toMs: at(12, 20) },
    ]);
    // a day before it, fetched long after its end, is never stale
    await store.write('ETHUSDT', numberedCandles(D - DAY, 1440), { fetchedAt });
    expect(await store.spansToFetch('ETHUSDT', D - DAY, D, later)).toEqual([]);

    // once re-fetched well after the span's end, the chunk is settled
    await store.write('ETHUSDT', numberedCandles(at(8), 240), { fetchedAt: at(16) });
    expect(await store.spansToFetch('ETHUSDT', at(8), at(12), at(20))).toEqual([]);
  });

  it('keeps the fetch time of the fetch that reached furthest (an older, shorter import does not reset it)', async () => {
    const store = new FileCandleStore({ dir: await newDir() });
    const fetchedAt = at(6) + 5_000;
    await store.write('SOLUSDT', numberedCandles(at(0), 360), { fetchedAt });
    await store.write('SOLUSDT', numberedCandles(at(0), 60), {
      fetchedAt: at(23),
      covered: { fromMs: at(0), toMs: at(1) },
    });
    // still judged by the 06:00:05 fetch, whose span ended at 06:00
    expect(await store.spansToFetch('SOLUSDT', at(0), at(6), at(6, 30))).toEqual([
      { fromMs: at(0), toMs: at(6) },
    ]);
  });
});
