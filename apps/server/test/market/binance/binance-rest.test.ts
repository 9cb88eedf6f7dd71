import { MINUTE_MS } from '@signaldesk/core/market/candles';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UpstreamError } from '../../../src/lib/errors';
import { BinanceRestClient } from '../../../src/market/binance/rest-client';
import type { Exchange } from '../../../src/market/exchange';
import { binanceAdapterOnFake, FakeBinance } from '../../support/fake-binance';

/** A clock that only moves when the client sleeps: waits are recorded, never slept. */
function fakeClock(start: number) {
  const clock = { time: start, sleeps: [] as number[] };
  return {
    clock,
    now: () => clock.time,
    sleep: async (ms: number) => {
      clock.sleeps.push(ms);
      clock.time += ms;
    },
  };
}

const NOW = Date.UTC(2026, 10, 20, 12, 0, 30);

describe('Binance REST adapter against a local Binance', () => {
  let binance: FakeBinance;
  let exchange: Exchange;

  beforeEach(async () => {
    ({ binance, exchange } = await binanceAdapterOnFake(() => NOW));
  });

  afterEach(async () => {
    await exchange.close();
    await binance.stop();
  });

  it('pages 2000 futures candles as 1500 then 500, with the weight of each limit', async () => {
    const to = Math.floor(NOW / MINUTE_MS) * MINUTE_MS;
    const from = to - 2000 * MINUTE_MS;
    const candles = await exchange.fetchKlines('BTCUSDT', from, to);

    const pages = binance.requestsTo('/fapi/v1/klines');
    expect(pages.map((p) => p.query.limit)).toEqual(['1500', '500']);
    expect(pages[1]!.query.startTime).toBe(String(from + 1500 * MINUTE_MS));
    expect(binance.usedWeight).toBe(10 + 5);
    expect(candles.startTime).toBe(from);
    expect(candles.length).toBe(2000);
    expect(candles.present.every((p) => p === 1)).toBe(true);
    // minute index m closes at 100 + (m % 1000) / 100, written with 2 decimals
    const lastMinute = to / MINUTE_MS - 1;
    expect(candles.close[1999]).toBe(Number((100 + (lastMinute % 1000) / 100).toFixed(2)));
    expect(candles.quoteVolume[0]).toBe(1234.56789);
    expect(candles.takerBuyVolume[0]).toBe(6.5);
  });

  it('pages spot klines by 1000', async () => {
    const to = Math.floor(NOW / MINUTE_MS) * MINUTE_MS;
    const candles = await exchange.fetchKlines('BTCUSDT', to - 1200 * MINUTE_MS, to, 'spot');
    expect(binance.requestsTo('/api/v3/klines').map((p) => p.query.limit)).toEqual(['1000', '200']);
    expect(candles.present.reduce((sum, p) => sum + p, 0)).toBe(1200);
  });

  it('parses eight-decimal strings exactly and leaves out the candle still open', async () => {
    const currentMinute = Math.floor(NOW / MINUTE_MS) * MINUTE_MS;
    const candles = await exchange.fetchKlines(
      'PEPEUSDT',
      currentMinute - 2 * MINUTE_MS,
      currentMinute + MINUTE_MS,
    );
    expect(candles.length).toBe(3);
    expect([...candles.present]).toEqual([1, 1, 0]);
    expect(candles.close[0]).toBe(0.00001234);
    expect(candles.high[0]).toBe(Number((0.00001234 * 1.001).toFixed(8)));

    const prices = await exchange.getLastPrices(['PEPEUSDT']);
    expect(prices.get('PEPEUSDT')).toBe(0.00001234);
    const tickers = await exchange.get24hTickers();
    expect(tickers.find((t) => t.symbol === 'ETHUSDT')).toMatchObject({
      lastPrice: 101.23,
      priceChangePercent: -2.345,
      quoteVolume: 123456790.87654321,
    });
  });

  it('lists USDT perpetuals that trade, with sectors and spot availability', async () => {
    const symbols = await exchange.listSymbols();
    const bySymbol = new Map(symbols.map((s) => [s.symbol, s]));
    expect(bySymbol.get('BTCUSDT')).toEqual({
      symbol: 'BTCUSDT',
      baseAsset: 'BTC',
      quoteAsset: 'USDT',
      markets: ['futures', 'spot'],
      sector: 'layer1',
      isUsdtPerpetual: true,
      tickSize: 0.1,
      priceDecimals: 1,
    });
    expect(bySymbol.get('BTCUSDT_260626')?.isUsdtPerpetual).toBe(false);
    expect(bySymbol.has('OLDUSDT')).toBe(false);
    expect(bySymbol.has('BTCBUSD')).toBe(false);
    expect(bySymbol.get('UNIUSDT')).toMatchObject({
      markets: ['spot'],
      sector: 'defi',
      isUsdtPerpetual: false,
      tickSize: 0.001,
      priceDecimals: 3,
    });
    // No PRICE_FILTER: the step is not known.
    expect(bySymbol.get('ETHUSDT')?.priceDecimals).toBeUndefined();
    await exchange.listSymbols();
    expect(binance.requestsTo('/fapi/v1/exchangeInfo')).toHaveLength(1);
  });

  it("surfaces Binance's error message", async () => {
    const failure = exchange.fetchKlines('NOPEUSDT', NOW - 10 * MINUTE_MS, NOW);
    await expect(failure).rejects.toBeInstanceOf(UpstreamError);
    await expect(failure).rejects.toThrow('Invalid symbol. (code -1121)');
  });

  it('asks for all prices at once when many symbols are wanted', async () => {
    const prices = await exchange.getLastPrices(['BTCUSDT', 'ETHUSDT', 'PEPEUSDT']);
    expect(binance.requestsTo('/fapi/v2/ticker/price')).toEqual([
      { path: '/fapi/v2/ticker/price', query: {} },
    ]);
    expect(prices.get('BTCUSDT')).toBe(67321.1);
    expect(prices.get('ETHUSDT')).toBe(67322.1);
    expect(prices.size).toBe(3);
  });
});

describe('Binance REST client limits', () => {
  let binance: FakeBinance;

  beforeEach(async () => {
    binance = await new FakeBinance().start();
  });

  afterEach(async () => {
    await binance.stop();
  });

  function client(clockStart = NOW) {
    const time = fakeClock(clockStart);
    const rest = new BinanceRestClient({
      baseUrl: binance.httpUrl,
      weightLimitPerMinute: 2400,
      now: time.now,
      sleep: time.sleep,
    });
    return { rest, clock: time.clock };
  }

  it('waits the Retry-After of a 429 and then retries', async () => {
    binance.scripted.push({
      status: 429,
      body: { code: -1003, msg: 'Too many requests; current limit is 2400 request weight per 1 MINUTE.' },
      headers: { 'retry-after': '7' },
    });
    const { rest, clock } = client();
    const info = await rest.get<{ symbols: unknown[] }>('/fapi/v1/exchangeInfo', {}, 1);
    expect(info.symbols.length).toBe(binance.futuresSymbols.length);
    expect(clock.sleeps).toEqual([7000]);
    expect(binance.requestsTo('/fapi/v1/exchangeInfo')).toHaveLength(2);
  });

  it('gives up on a 429 whose Retry-After is too long, with the message', async () => {
    binance.scripted.push({
      status: 429,
      body: { code: -1003, msg: 'Way too many requests.' },
      headers: { 'retry-after': '600' },
    });
    const { rest } = client();
    await expect(rest.get('/fapi/v1/exchangeInfo', {}, 1)).rejects.toThrow(
      'Binance rate limit exceeded (retry after 600 s): Way too many requests. (code -1003)',
    );
  });

  it('after a 418 refuses every call until the ban ends, without calling Binance', async () => {
    binance.scripted.push({
      status: 418,
      body: { code: -1003, msg: 'Way too much request weight used; IP banned until 1700000120000.' },
      headers: { 'retry-after': '120' },
    });
    const { rest, clock } = client();
    await expect(rest.get('/fapi/v1/exchangeInfo', {}, 1)).rejects.toThrow(/IP banned, retry after 120 s/);
    await expect(rest.get('/fapi/v1/exchangeInfo', {}, 1)).rejects.toThrow(
      /banned this address; calls resume in 120 s/,
    );
    expect(binance.requests).toHaveLength(1);

    clock.time += 120_000;
    await rest.get('/fapi/v1/exchangeInfo', {}, 1);
    expect(binance.requests).toHaveLength(2);
  });

  it('slows down to the next minute when the reported weight is near the limit', async () => {
    binance.pinnedUsedWeight = 2155;
    const { rest, clock } = client(Date.UTC(2026, 10, 20, 12, 0, 45));
    await rest.get('/fapi/v1/exchangeInfo', {}, 1);
    expect(rest.usedWeightThisMinute).toBe(2155);
    expect(clock.sleeps).toEqual([]);

    // 2155 + 10 is over 90 % of 2400 (2160): wait the 15 s left in this minute.
    await rest.get('/fapi/v1/klines', { symbol: 'BTCUSDT', interval: '1m', limit: 1500 }, 10);
    expect(clock.sleeps).toEqual([15_000]);
  });
});
