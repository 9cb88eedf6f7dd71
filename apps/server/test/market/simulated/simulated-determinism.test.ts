import { MINUTE_MS } from '@signaldesk/core/market/candles';
import { describe, expect, it } from 'vitest';
import { SECTORS } from '../../../src/market/exchange';
import { SIMULATED_SYMBOLS, SimulatedExchange } from '../../../src/market/simulated';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 30);
const DAY = 86_400_000;

function candleAt(candles: Awaited<ReturnType<SimulatedExchange['fetchKlines']>>, openTime: number) {
  const i = (openTime - candles.startTime) / MINUTE_MS;
  return {
    open: candles.open[i],
    high: candles.high[i],
    low: candles.low[i],
    close: candles.close[i],
    volume: candles.volume[i],
    quoteVolume: candles.quoteVolume[i],
    takerBuyVolume: candles.takerBuyVolume[i],
    present: candles.present[i],
  };
}

describe('simulated market: catalogue', () => {
  it('lists about 40 USDT perpetuals, also on spot, across the five sectors, BTC and ETH included', async () => {
    const exchange = new SimulatedExchange({ clock: () => NOW });
    const symbols = await exchange.listSymbols();
    expect(symbols.length).toBeGreaterThanOrEqual(38);
    expect(symbols.map((s) => s.symbol)).toEqual(expect.arrayContaining(['BTCUSDT', 'ETHUSDT']));
    for (const symbol of symbols) {
      expect(symbol.quoteAsset).toBe('USDT');
      expect(symbol.symbol).toBe(`${symbol.baseAsset}USDT`);
      expect(symbol.isUsdtPerpetual).toBe(true);
      expect(symbol.markets).toEqual(['futures', 'spot']);
    }
    expect(new Set(symbols.map((s) => s.sector))).toEqual(new Set(SECTORS));
  });

  it('trades near the catalogue price on the reference day', async () => {
    const exchange = new SimulatedExchange({ clock: () => NOW });
    for (const spec of SIMULATED_SYMBOLS) {
      const candles = await exchange.fetchKlines(
        spec.symbol,
        Date.UTC(2026, 0, 1),
        Date.UTC(2026, 0, 1, 0, 1),
      );
      expect(candles.open[0]! / spec.referencePrice).toBeCloseTo(1, 3);
    }
  });
});

describe('simulated market: determinism and random access', () => {
  it('gives the same candle for a symbol and minute whatever range, order or instance asked for it', async () => {
    const minute = Date.UTC(2025, 5, 17, 13, 37);
    const first = new SimulatedExchange({ clock: () => NOW });
    const wide = await first.fetchKlines('SOLUSDT', minute - 3 * DAY, minute + 2 * DAY);
    const second = new SimulatedExchange({ clock: () => NOW + 5 * DAY });
    await second.fetchKlines('ETHUSDT', Date.UTC(2020, 0, 1), Date.UTC(2020, 0, 2));
    const narrow = await second.fetchKlines('SOLUSDT', minute, minute + MINUTE_MS);
    const single = candleAt(narrow, minute);
    expect(single.present).toBe(1);
    expect(candleAt(wide, minute)).toEqual(single);
  });

  it('generates a far day alone, equal to the same day inside a longer range', async () => {
    const exchange = new SimulatedExchange({ clock: () => Date.UTC(2040, 0, 1) });
    const day = Date.UTC(2031, 2, 3);
    const alone = await exchange.fetchKlines('DOGEUSDT', day, day + DAY);
    const within = await exchange.fetchKlines('DOGEUSDT', day - 40 * DAY, day + 10 * DAY);
    const offset = (day - within.startTime) / MINUTE_MS;
    expect(Array.from(alone.close)).toEqual(Array.from(within.close.subarray(offset, offset + 1440)));
    expect(Array.from(alone.takerBuyVolume)).toEqual(
      Array.from(within.takerBuyVolume.subarray(offset, offset + 1440)),
    );
  });

  it('generates the same candles in a worker thread as on the calling thread', async () => {
    const from = Date.UTC(2026, 6, 3, 5, 17);
    const inline = new SimulatedExchange({ clock: () => NOW, generatorThreads: 0 });
    const threaded = new SimulatedExchange({ clock: () => NOW, generatorThreads: 1 });
    try {
      const [a, b] = await Promise.all([
        inline.fetchKlines('AAVEUSDT', from, from + 9 * DAY),
        threaded.fetchKlines('AAVEUSDT', from, from + 9 * DAY),
      ]);
      expect(b.startTime).toBe(a.startTime);
      expect(b.length).toBe(9 * 1440);
      expect(Array.from(b.close)).toEqual(Array.from(a.close));
      expect(Array.from(b.quoteVolume)).toEqual(Array.from(a.quoteVolume));
      expect(Array.from(b.present)).toEqual(Array.from(a.present));
    } finally {
      await threaded.close();
    }
  });

  it('makes well-formed, continuous candles on the tick grid, across day boundaries', async () => {
    const exchange = new SimulatedExchange({ clock: () => NOW });
    const candles = await exchange.fetchKlines('BTCUSDT', Date.UTC(2026, 3, 1), Date.UTC(2026, 3, 4));
    expect(candles.length).toBe(3 * 1440);
    const { open, high, low, close, volume, takerBuyVolume, quoteVolume, present } = candles;
    const faults: string[] = [];
    const check = (ok: boolean, what: string, i: number) => {
      if (!ok) faults.push(`${what} at ${i}`);
    };
    for (let i = 0; i < candles.length; i++) {
      check(present[i] === 1, 'present', i);
      check(low[i]! <= Math.min(open[i]!, close[i]!) && low[i]! > 0, 'low', i);
      check(high[i]! >= Math.max(open[i]!, close[i]!), 'high', i);
      check(volume[i]! > 0 && takerBuyVolume[i]! <= volume[i]!, 'volumes', i);
      const averagePrice = quoteVolume[i]! / volume[i]!;
      check(averagePrice >= low[i]! * 0.999999 && averagePrice <= high[i]! * 1.000001, 'quote volume', i);
      // BTCUSDT prices carry one decimal, as on Binance futures
      check(Math.abs(close[i]! * 10 - Math.round(close[i]! * 10)) < 1e-6, 'tick', i);
      if (i > 0) check(open[i] === close[i - 1], 'continuity', i);
    }
    expect(faults).toEqual([]);
  });

  it('returns only candles whose close time has passed, on the full requested grid', async () => {
    const exchange = new SimulatedExchange({ clock: () => NOW });
    const from = Date.UTC(2026, 10, 21, 11, 58);
    const candles = await exchange.fetchKlines('ETHUSDT', from, from + 5 * MINUTE_MS);
    expect(candles.startTime).toBe(from);
    expect(candles.length).toBe(5);
    // 11:58 and 11:59 are closed at 12:00:30; 12:00 is still forming; 12:01, 12:02 lie ahead
    expect(Array.from(candles.present)).toEqual([1, 1, 0, 0, 0]);
    expect(candles.close[2]).toBe(0);
  });

  it('starts the grid at the first minute opening at or after fromMs', async () => {
    const exchange = new SimulatedExchange({ clock: () => NOW });
    const candles = await exchange.fetchKlines(
      'ETHUSDT',
      Date.UTC(2026, 0, 5, 10, 0, 1),
      Date.UTC(2026, 0, 5, 10, 3),
    );
    expect(candles.startTime).toBe(Date.UTC(2026, 0, 5, 10, 1));
    expect(candles.length).toBe(2);
  });

  it('refuses an unknown symbol', async () => {
    const exchange = new SimulatedExchange({ clock: () => NOW });
    await expect(exchange.fetchKlines('NOPEUSDT', NOW - DAY, NOW)).rejects.toThrow(/Unknown symbol NOPEUSDT/);
  });
});
