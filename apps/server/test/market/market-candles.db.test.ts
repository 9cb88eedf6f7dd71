import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { marketCandlesResponseSchema } from '@signaldesk/contracts/market';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileCandleStore } from '../../src/market/candle-store';
import type { Exchange } from '../../src/market/exchange';
import { candleSeries } from '../backtest/support/backtest-fixtures';
import { binanceAdapterOnFake, type FakeBinance } from '../support/fake-binance';
import { buildTestApp, signIn, type TestApp } from '../support/test-app';

const MIN = 60_000;
const NOW = Date.UTC(2026, 10, 20, 12, 0, 30);
/** 10:00 UTC: the store holds 10:00 to 11:00 but 10:10 to 10:14; the exchange has every minute. */
const S = Date.UTC(2026, 10, 20, 10, 0);
/** The fake exchange's close of the minute opening at `time` (test/support/fake-binance.ts). */
const exchangeClose = (time: number) => Number((100 + ((time / MIN) % 1000) / 100).toFixed(2));

let binance: FakeBinance;
let exchange: Exchange;
let storeDir: string;
let store: FileCandleStore;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  ({ binance, exchange } = await binanceAdapterOnFake(() => NOW));
  storeDir = await mkdtemp(join(tmpdir(), 'market-candles-'));
  store = new FileCandleStore({ dir: storeDir, durable: false });
  // Minute i: open 500 + i, high 501 + i, low 499 + i, close 500.5 + i, volume 1.
  const rows = Array.from({ length: 60 }, (_, i) =>
    i >= 10 && i < 15 ? null : ([500 + i, 501 + i, 499 + i, 500.5 + i, 1] as const),
  );
  await store.write('BTCUSDT', candleSeries(S, rows), { fetchedAt: S + 60 * MIN });
  t = await buildTestApp({ deps: { exchange, candleStore: store } });
  t.clock.now = NOW;
  admin = await signIn(t.app, 'admin');
});

afterAll(async () => {
  await t.close();
  await exchange.close();
  await binance.stop();
  await rm(storeDir, { recursive: true, force: true });
});

const candles = (query: string, cookie = admin) =>
  t.app.inject({ method: 'GET', url: `/api/market/candles?${query}`, headers: { cookie } });

describe('GET /api/market/candles', () => {
  it('answers stored candles grouped by the interval without asking the exchange', async () => {
    const response = await candles(`symbol=BTCUSDT&interval=5m&from=${S}&to=${S + 10 * MIN}`);
    expect(response.statusCode).toBe(200);
    expect(marketCandlesResponseSchema.parse(response.json()).data).toEqual({
      symbol: 'BTCUSDT',
      interval: '5m',
      candles: [
        { time: S, open: 500, high: 505, low: 499, close: 504.5, volume: 5 },
        { time: S + 5 * MIN, open: 505, high: 510, low: 504, close: 509.5, volume: 5 },
      ],
    });
    expect(binance.requestsTo('/fapi/v1/klines')).toEqual([]);
  });

  it('fills the minutes the store lacks from the exchange, stores them, and asks no more the next time', async () => {
    const to = S + 120 * MIN; // 12:00, the current minute: 10:00 to 11:59 are closed.
    const response = await candles(`symbol=BTCUSDT&interval=1m&from=${S}&to=${to}`);
    expect(response.statusCode).toBe(200);
    const body = marketCandlesResponseSchema.parse(response.json()).data;
    expect(body.candles).toHaveLength(120);
    // Before the hole: the store's; from the hole on (to the end of the stored run) and after it: the exchange's.
    expect(body.candles[9]?.close).toBe(509.5);
    expect(body.candles[10]?.close).toBe(exchangeClose(S + 10 * MIN));
    expect(body.candles[119]?.close).toBe(exchangeClose(S + 119 * MIN));
    expect(
      binance
        .requestsTo('/fapi/v1/klines')
        .map((request) => [(Number(request.query.startTime) - S) / MIN, request.query.symbol]),
    ).toEqual([
      [10, 'BTCUSDT'],
      [60, 'BTCUSDT'],
    ]);

    binance.requests.length = 0;
    const again = await candles(`symbol=BTCUSDT&interval=1h&from=${S}&to=${to}`);
    expect(again.json().data.candles).toHaveLength(2);
    expect(binance.requestsTo('/fapi/v1/klines')).toEqual([]);
    const stored = await store.read('BTCUSDT', S, to);
    expect(stored.present.every((present) => present === 1)).toBe(true);
  });

  it('refuses bad or unbounded requests with a 400 naming the field', async () => {
    const cases: [string, string, string][] = [
      [`symbol=btc&from=${S}&to=${S + MIN}`, 'symbol', 'symbol must be an exchange symbol such as BTCUSDT'],
      [
        `symbol=BTCUSDT&interval=2m&from=${S}&to=${S + MIN}`,
        'interval',
        'interval must be one of 1m, 5m, 15m, 1h',
      ],
      [`symbol=BTCUSDT&from=${S + 1}&to=${S + MIN}`, 'from', 'from must be a whole minute'],
      [
        `symbol=BTCUSDT&from=${S}&to=${S + MIN}&market=margin`,
        'market',
        'market must be one of futures, spot',
      ],
      [`symbol=BTCUSDT&from=${S}&to=${S}`, 'to', 'to must be after from'],
      [
        `symbol=BTCUSDT&interval=1h&from=${S}&to=${S + 32 * 1440 * MIN}`,
        'to',
        'the range is longer than 31 days',
      ],
      [
        `symbol=BTCUSDT&interval=1m&from=${S}&to=${S + 1501 * MIN}`,
        'interval',
        'the range holds more than 1500 candles of 1m: use a coarser interval',
      ],
    ];
    for (const [query, path, message] of cases) {
      const response = await candles(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().fields, query).toContainEqual(expect.objectContaining({ path, message }));
    }
  });

  it("reads a spot chart from the exchange's spot klines only, never reading nor writing the store", async () => {
    binance.requests.length = 0;
    // The store holds BTCUSDT's futures 10:00 to 10:09 and nothing before 10:00.
    const from = S - 30 * MIN;
    const response = await candles(`symbol=BTCUSDT&interval=1m&from=${from}&to=${S + 10 * MIN}&market=spot`);
    expect(response.statusCode).toBe(200);
    const body = marketCandlesResponseSchema.parse(response.json()).data;
    expect(body.candles).toHaveLength(40);
    expect(body.partial).toBeUndefined();
    // 10:00 is the exchange's, not the stored futures candle (close 500.5).
    expect(body.candles[30]).toMatchObject({ time: S, close: exchangeClose(S) });
    expect(binance.requestsTo('/fapi/v1/klines')).toEqual([]);
    expect(
      binance
        .requestsTo('/api/v3/klines')
        .map((request) => [request.query.symbol, Number(request.query.startTime)]),
    ).toEqual([['BTCUSDT', from]]);
    const before = await store.read('BTCUSDT', from, S);
    expect(before.present.includes(1)).toBe(false);
    expect((await store.read('BTCUSDT', S, S + MIN)).close[0]).toBe(500.5);

    // A pair Binance lists on spot only gets its chart too, and stays out of the store.
    const uni = await candles(`symbol=UNIUSDT&interval=5m&from=${S}&to=${S + 10 * MIN}&market=spot`);
    expect(uni.statusCode).toBe(200);
    expect(uni.json().data.candles).toHaveLength(2);
    expect((await store.read('UNIUSDT', S, S + 10 * MIN)).present.includes(1)).toBe(false);
  });

  it('asks the futures klines for market=futures, as without market', async () => {
    binance.requests.length = 0;
    const from = S - 20 * MIN;
    const response = await candles(`symbol=BTCUSDT&interval=1m&from=${from}&to=${S}&market=futures`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.candles).toHaveLength(20);
    expect(binance.requestsTo('/api/v3/klines')).toEqual([]);
    expect(binance.requestsTo('/fapi/v1/klines').map((request) => Number(request.query.startTime))).toEqual([
      from,
    ]);
    // Stored for the next reader, as before.
    expect((await store.read('BTCUSDT', from, S)).present.every((present) => present === 1)).toBe(true);
  });

  it('answers the stored candles, flagged, when the exchange fails; a 502 when the store has none', async () => {
    // ETHUSDT: 10:00 to 10:04 stored (close 200.5 + i); 10:05 to 10:19 must come from the exchange, which fails.
    await store.write(
      'ETHUSDT',
      candleSeries(
        S,
        Array.from({ length: 5 }, (_, i) => [200 + i, 201 + i, 199 + i, 200.5 + i, 2] as const),
      ),
      { fetchedAt: S + 5 * MIN },
    );
    const failure = {
      status: 503,
      body: { code: -1001, msg: 'Internal error; unable to process your request.' },
    };
    binance.scripted.push(failure);
    const partial = await candles(`symbol=ETHUSDT&interval=5m&from=${S}&to=${S + 20 * MIN}`);
    expect(partial.statusCode).toBe(200);
    expect(marketCandlesResponseSchema.parse(partial.json()).data).toEqual({
      symbol: 'ETHUSDT',
      interval: '5m',
      candles: [{ time: S, open: 200, high: 205, low: 199, close: 204.5, volume: 10 }],
      partial: { note: 'The exchange did not answer: stored candles only.' },
    });

    binance.scripted.push(failure);
    const empty = await candles(`symbol=ETHUSDT&interval=5m&from=${S + 60 * MIN}&to=${S + 80 * MIN}`);
    expect(empty.statusCode).toBe(502);
    expect(empty.json().error).toContain('Internal error; unable to process your request.');

    // Spot has no store: its failure stays a 502 even where the store holds futures candles.
    binance.scripted.push(failure);
    const spot = await candles(`symbol=ETHUSDT&interval=5m&from=${S}&to=${S + 20 * MIN}&market=spot`);
    expect(spot.statusCode).toBe(502);
  });

  it('is for admin1 only', async () => {
    const query = `symbol=BTCUSDT&from=${S}&to=${S + MIN}`;
    expect((await candles(query, '')).statusCode).toBe(401);
    expect((await candles(query, await signIn(t.app, 'backtester'))).statusCode).toBe(403);
  });
});
