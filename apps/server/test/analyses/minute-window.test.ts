import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileCandleStore } from '../../src/market/candle-store';
import type { Exchange } from '../../src/market/exchange';
import type { SimulatedExchange } from '../../src/market/simulated';
import { MinuteWindow } from '../../src/modules/analyses/minute-window';
import { ANALYSIS_NOW, MINUTE_MS, simulatedMarket } from './analyses-fixture';

const DAY_MS = 86_400_000;
const CURRENT_MINUTE = ANALYSIS_NOW - (ANALYSIS_NOW % MINUTE_MS);

describe('the BTC minute window: the store where it holds candles, the exchange for the rest', () => {
  const clock = { now: ANALYSIS_NOW };
  let dir: string;
  let market: SimulatedExchange;
  let store: FileCandleStore;
  const calls: Array<{ fromMs: number; toMs: number }> = [];
  let counted: Exchange;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'minute-window-'));
    market = simulatedMarket(() => clock.now);
    store = new FileCandleStore({ dir, durable: false });
    // The store holds the first 8 of the last 10 days, minus one hour in the middle.
    const from = CURRENT_MINUTE - 10 * DAY_MS;
    const stored = await market.fetchKlines('BTCUSDT', from, CURRENT_MINUTE - 2 * DAY_MS);
    for (let i = 3 * 1440; i < 3 * 1440 + 60; i++) stored.present[i] = 0;
    await store.write('BTCUSDT', stored, { fetchedAt: ANALYSIS_NOW });
    counted = new Proxy(market, {
      get(target, key, receiver) {
        if (key === 'fetchKlines') {
          return (symbol: string, fromMs: number, toMs: number) => {
            calls.push({ fromMs, toMs });
            return target.fetchKlines(symbol, fromMs, toMs);
          };
        }
        return Reflect.get(target, key, receiver);
      },
    });
  });

  afterAll(async () => {
    await market.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('asks the exchange for the stored gap and the last two days only, then minute by minute', async () => {
    const window = new MinuteWindow({
      exchange: counted,
      store,
      symbol: 'BTCUSDT',
      lookbackMs: 10 * DAY_MS,
      now: () => clock.now,
    });
    const from = CURRENT_MINUTE - 10 * DAY_MS;
    const candles = await window.get();
    const gapStart = from + 3 * DAY_MS;
    const storedEnd = CURRENT_MINUTE - 2 * DAY_MS;
    expect(calls).toEqual([
      { fromMs: gapStart, toMs: storedEnd },
      { fromMs: storedEnd, toMs: CURRENT_MINUTE },
    ]);
    // Every minute is there, with the exchange's own values.
    expect(candles.startTime).toBe(from);
    expect(candles.length).toBe(10 * 1440);
    expect(candles.present.every((p) => p === 1)).toBe(true);
    const direct = await market.fetchKlines('BTCUSDT', from, CURRENT_MINUTE);
    expect(candles.close).toEqual(direct.close);

    // The same minute: nothing asked. Three minutes later: those three minutes only.
    calls.length = 0;
    clock.now += 20_000;
    await window.get();
    expect(calls).toEqual([]);
    clock.now = ANALYSIS_NOW + 3 * MINUTE_MS;
    const moved = await window.get();
    expect(calls).toEqual([{ fromMs: CURRENT_MINUTE, toMs: CURRENT_MINUTE + 3 * MINUTE_MS }]);
    expect(moved.startTime).toBe(from + 3 * MINUTE_MS);
    expect(moved.present.every((p) => p === 1)).toBe(true);
    expect(moved.close[moved.length - 1]).toBe(
      (await market.fetchKlines('BTCUSDT', CURRENT_MINUTE + 2 * MINUTE_MS, CURRENT_MINUTE + 3 * MINUTE_MS))
        .close[0],
    );
  });

  it('keeps what the exchange filled in the store for the next start', async () => {
    const again = await store.read('BTCUSDT', CURRENT_MINUTE - 10 * DAY_MS, CURRENT_MINUTE);
    expect(again.present.every((p) => p === 1)).toBe(true);
  });
});
