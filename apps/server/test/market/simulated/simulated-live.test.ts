import { MINUTE_MS } from '@signaldesk/core/market/candles';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookTicker } from '../../../src/market/exchange';
import { SimulatedExchange } from '../../../src/market/simulated';

const MINUTE = Date.UTC(2026, 10, 21, 9, 41);

/** The tick timers run on a fake clock: a test moves it, so "no tick after unsubscribing" is checked, not slept on. */
const fakeTickTimers = () => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });

describe('simulated market: live prices', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('walks inside the minute’s final candle and rests on its close at the end of the minute', async () => {
    const exchange = new SimulatedExchange({ clock: () => MINUTE + 2 * MINUTE_MS });
    for (const symbol of ['BTCUSDT', 'ETHUSDT', 'GALAUSDT', 'TAOUSDT']) {
      const candle = await exchange.fetchKlines(symbol, MINUTE, MINUTE + MINUTE_MS);
      const [low, high, open, close] = [candle.low[0]!, candle.high[0]!, candle.open[0]!, candle.close[0]!];
      const asks: number[] = [];
      for (let ms = 0; ms < MINUTE_MS; ms += 250) {
        const tick = exchange.bookTickerAt(symbol, MINUTE + ms);
        asks.push(tick.askPrice);
        expect(tick.bidPrice).toBeLessThan(tick.askPrice);
        expect(tick.bidQty).toBeGreaterThan(0);
      }
      expect(Math.min(...asks), symbol).toBeGreaterThanOrEqual(low);
      expect(Math.max(...asks), symbol).toBeLessThanOrEqual(high);
      expect(asks[0], symbol).toBe(open);
      expect(asks[asks.length - 1], symbol).toBe(close);
      // the path moves during the minute (unless the candle is flat)
      if (high > low) expect(new Set(asks).size, symbol).toBeGreaterThan(3);
    }
  });

  it('streams ticks from a clock, inside the current minute’s candle, until unsubscribed or closed', async () => {
    fakeTickTimers();
    let now = MINUTE + 10_000;
    const exchange = new SimulatedExchange({ clock: () => now, ticksPerSecond: 50 });
    const ticks: BookTicker[] = [];
    const unsubscribe = exchange.subscribeBookTicker('SOLUSDT', (tick) => {
      ticks.push(tick);
      now += 2_000;
    });
    vi.advanceTimersByTime(700);
    // 50 ticks a second: one every 20 ms.
    expect(ticks).toHaveLength(35);
    unsubscribe();
    vi.advanceTimersByTime(1_000);
    expect(ticks).toHaveLength(35);
    vi.useRealTimers();

    const candles = await new SimulatedExchange({ clock: () => now + 3 * MINUTE_MS }).fetchKlines(
      'SOLUSDT',
      MINUTE,
      now + MINUTE_MS,
    );
    for (let k = 0; k < ticks.length; k++) {
      const tick = ticks[k]!;
      expect(tick.symbol).toBe('SOLUSDT');
      if (k > 0) expect(tick.updateId).toBeGreaterThan(ticks[k - 1]!.updateId);
      const i = Math.floor((tick.eventTime - candles.startTime) / MINUTE_MS);
      expect(tick.askPrice).toBeGreaterThanOrEqual(candles.low[i]!);
      expect(tick.askPrice).toBeLessThanOrEqual(candles.high[i]!);
    }

    fakeTickTimers();
    const second: BookTicker[] = [];
    exchange.subscribeBookTicker('SOLUSDT', (tick) => second.push(tick));
    await exchange.close();
    vi.advanceTimersByTime(1_000);
    expect(second).toEqual([]);
  });

  it('sends nothing for an unknown symbol', async () => {
    fakeTickTimers();
    const exchange = new SimulatedExchange({ clock: () => MINUTE, ticksPerSecond: 50 });
    const ticks: BookTicker[] = [];
    exchange.subscribeBookTicker('NOPEUSDT', (tick) => ticks.push(tick));
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(1_000);
    expect(ticks).toEqual([]);
    await exchange.close();
  });

  it('agrees between last prices, 24 h tickers, the book and the candles', async () => {
    const now = MINUTE + 59_500;
    const exchange = new SimulatedExchange({ clock: () => now });
    const prices = await exchange.getLastPrices(['BTCUSDT', 'ETHUSDT', 'NOPEUSDT']);
    expect([...prices.keys()]).toEqual(['BTCUSDT', 'ETHUSDT']);
    const later = new SimulatedExchange({ clock: () => MINUTE + 5 * MINUTE_MS });
    const minute = await later.fetchKlines('BTCUSDT', MINUTE, MINUTE + MINUTE_MS);
    expect(prices.get('BTCUSDT')).toBe(minute.close[0]);
    expect(exchange.bookTickerAt('BTCUSDT', now).askPrice).toBe(minute.close[0]);

    const tickers = await exchange.get24hTickers();
    expect(tickers.length).toBe((await exchange.listSymbols()).length);
    const eth = tickers.find((ticker) => ticker.symbol === 'ETHUSDT')!;
    const day = await exchange.fetchKlines('ETHUSDT', MINUTE - 86_400_000, MINUTE);
    let high = 0;
    let low = Number.POSITIVE_INFINITY;
    let quoteVolume = 0;
    for (let i = 0; i < day.length; i++) {
      high = Math.max(high, day.high[i]!);
      low = Math.min(low, day.low[i]!);
      quoteVolume += day.quoteVolume[i]!;
    }
    expect(eth.lastPrice).toBe(prices.get('ETHUSDT'));
    expect(eth.openPrice).toBe(day.open[0]);
    expect(eth.highPrice).toBe(Math.max(high, eth.lastPrice));
    expect(eth.lowPrice).toBe(Math.min(low, eth.lastPrice));
    expect(eth.quoteVolume).toBeCloseTo(quoteVolume, 0);
    expect(eth.priceChangePercent).toBeCloseTo(((eth.lastPrice - eth.openPrice) / eth.openPrice) * 100, 10);
  });
});
