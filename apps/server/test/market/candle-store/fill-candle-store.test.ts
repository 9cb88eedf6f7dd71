import { MINUTE_MS } from '@signaldesk/core/market/candles';
import { describe, expect, it } from 'vitest';
import { startDemoCandleFill } from '../../../src/demo/demo-candle-fill';
import { FileCandleStore, type FillProgress, fillCandleStore } from '../../../src/market/candle-store';
import { SimulatedExchange } from '../../../src/market/simulated';
import { useTempDirs } from './helpers';

const newDir = useTempDirs();
const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 3, 7, 30, 20);

describe('filling the candle store from the exchange', () => {
  it('stores what the exchange serves, reports progress, and fetches nothing the second time', async () => {
    const exchange = new SimulatedExchange({ clock: () => NOW });
    const store = new FileCandleStore({ dir: await newDir(), durable: false });
    const fromMs = NOW - 5 * DAY;
    const progress: FillProgress[] = [];
    const result = await fillCandleStore({
      exchange,
      store,
      symbols: ['BTCUSDT', 'FETUSDT'],
      fromMs,
      toMs: NOW,
      now: () => NOW,
      onProgress: (step) => progress.push(step),
    });
    const closedMinutes = Math.floor((NOW - fromMs) / MINUTE_MS); // the forming minute is not fetched
    const expectedMinutes = closedMinutes - 1; // fromMs is mid-minute: the grid starts at the next minute
    expect(result).toMatchObject({ symbols: 2, cancelled: false });
    expect(result.storedCandles).toBe(2 * expectedMinutes);
    const last = progress[progress.length - 1]!;
    expect(last).toMatchObject({ doneCandles: last.totalCandles, symbolsDone: 2, symbolCount: 2 });
    for (let k = 1; k < progress.length; k++) {
      expect(progress[k]!.doneCandles).toBeGreaterThanOrEqual(progress[k - 1]!.doneCandles);
    }

    const stored = await store.read('FETUSDT', fromMs, NOW);
    const served = await exchange.fetchKlines('FETUSDT', fromMs, NOW);
    expect(Array.from(stored.present)).toEqual(Array.from(served.present));
    expect(Array.from(stored.close)).toEqual(Array.from(served.close));
    expect(Array.from(stored.volume)).toEqual(Array.from(served.volume));

    const again = await fillCandleStore({
      exchange,
      store,
      symbols: ['BTCUSDT', 'FETUSDT'],
      fromMs,
      toMs: NOW,
      now: () => NOW,
    });
    expect(again.fetchedCandles).toBe(0);
  });

  it('stops between chunks when cancelled', async () => {
    const exchange = new SimulatedExchange({ clock: () => NOW });
    const store = new FileCandleStore({ dir: await newDir(), durable: false });
    const controller = new AbortController();
    const result = await fillCandleStore({
      exchange,
      store,
      symbols: ['BTCUSDT', 'ETHUSDT', 'SOLUSDT'],
      fromMs: NOW - 3 * DAY,
      toMs: NOW,
      now: () => NOW,
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    expect(result.cancelled).toBe(true);
    expect(await store.listSymbols()).toEqual(['BTCUSDT']);
  });

  it('fills the demo store in the background, logging progress, and tops it up on the next start', async () => {
    const lines: { level: string; data: unknown; message: string }[] = [];
    const logAt =
      (level: string) =>
      (data: unknown, message?: string): void => {
        lines.push({ level, data, message: message ?? '' });
      };
    const log = { debug: logAt('debug'), info: logAt('info'), warn: logAt('warn'), error: logAt('error') };
    const exchange = new SimulatedExchange({ clock: () => NOW });
    const dir = await newDir();
    const store = new FileCandleStore({ dir, durable: false });
    const fill = startDemoCandleFill({
      exchange,
      store,
      log,
      days: 2,
      clock: () => NOW,
      symbols: ['BTCUSDT', 'WLDUSDT'],
    });
    const result = await fill.done;
    expect(result?.storedCandles).toBe(2 * (2 * 1440 - 1));
    const messages = lines.map((line) => line.message);
    expect(messages[0]).toBe('candle store: filling in the background');
    expect(messages).toContain('candle store: fill progress');
    expect(messages[messages.length - 1]).toBe('candle store: fill done');
    expect(lines.some((line) => line.level === 'error')).toBe(false);

    const read = await new FileCandleStore({ dir }).read('WLDUSDT', NOW - 2 * DAY, NOW);
    expect(read.present.reduce((sum, value) => sum + value, 0)).toBe(2 * 1440 - 1);

    const later = NOW + 10 * MINUTE_MS;
    const laterExchange = new SimulatedExchange({ clock: () => later });
    const topUp = startDemoCandleFill({
      exchange: laterExchange,
      store,
      log,
      days: 2,
      clock: () => later,
      symbols: ['BTCUSDT'],
    });
    expect((await topUp.done)?.fetchedCandles).toBe(10);
  });

  it('logs a failure instead of rejecting', async () => {
    const errors: unknown[] = [];
    const noop = () => {};
    const log = { debug: noop, info: noop, warn: noop, error: (data: unknown) => errors.push(data) };
    const exchange = new SimulatedExchange({ clock: () => NOW });
    const store = new FileCandleStore({ dir: await newDir() });
    const fill = startDemoCandleFill({ exchange, store, log, days: 1, now: NOW, symbols: ['NOPEUSDT'] });
    expect(await fill.done).toBeNull();
    expect(errors).toHaveLength(1);
  });
});
