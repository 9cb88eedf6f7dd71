import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BacktestTestApp, buildBacktestApp } from './support/backtest-app';
import { candleSeries, MIN, T0 } from './support/backtest-fixtures';

let t: BacktestTestApp;

beforeAll(async () => {
  t = await buildBacktestApp();
  // 00:00 to 00:06; 00:03 is missing.
  await t.store.write(
    'ETHUSDT',
    candleSeries(T0, [
      [100, 101, 99, 100.5, 1],
      [100.5, 103, 100, 102, 2],
      [102, 102, 98, 99, 3],
      null,
      [99, 100, 97, 98, 4],
      [98, 99, 96, 97, 5],
      [97, 97, 95, 96, 6],
    ]),
    { fetchedAt: T0 + 86_400_000 },
  );
});
afterAll(() => t.close());

const candles = (query: string, cookie = t.backtester) =>
  t.app.inject({ method: 'GET', url: `/api/backtesting/candles?${query}`, headers: { cookie } });

describe('GET /api/backtesting/candles', () => {
  it('answers the stored 1-minute candles of the span to admin2, missing minutes left out', async () => {
    const response = await candles(`symbol=ETHUSDT&from=${T0}&to=${T0 + 5 * MIN}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.step).toBe(1);
    expect(body.candles.map((c: { time: number }) => (c.time - T0) / MIN)).toEqual([0, 1, 2, 4]);
    expect(body.candles[1]).toEqual({
      time: T0 + MIN,
      open: 100.5,
      high: 103,
      low: 100,
      close: 102,
      volume: 2,
    });
  });

  it('groups them into coarser steps', async () => {
    const response = await candles(`symbol=ETHUSDT&from=${T0}&to=${T0 + 10 * MIN}&step=5`);
    expect(response.json().candles).toEqual([
      { time: T0, open: 100, high: 103, low: 97, close: 98, volume: 10 },
      { time: T0 + 5 * MIN, open: 98, high: 99, low: 95, close: 96, volume: 11 },
    ]);
  });

  it('answers an empty list for a symbol without stored candles', async () => {
    const response = await candles(`symbol=XRPUSDT&from=${T0}&to=${T0 + 5 * MIN}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().candles).toEqual([]);
  });

  it('refuses bad or unbounded requests with a 400 naming the field', async () => {
    const cases: [string, string][] = [
      [`symbol=eth&from=${T0}&to=${T0 + MIN}`, 'symbol must be an exchange symbol such as BTCUSDT'],
      [`symbol=ETHUSDT&from=abc&to=${T0 + MIN}`, 'from must be a time in ms'],
      [`symbol=ETHUSDT&from=${T0 + 1}&to=${T0 + MIN}`, 'from must be a whole minute'],
      [`symbol=ETHUSDT&from=${T0}&to=${T0}`, 'to must be after from'],
      [`symbol=ETHUSDT&from=${T0}&to=${T0 + MIN}&step=7`, 'step must be one of 1, 5, 15, 60, 240'],
      [
        `symbol=ETHUSDT&from=${T0}&to=${T0 + 2001 * MIN}`,
        'the span holds more than 2000 candles of 1 min: use a coarser step',
      ],
    ];
    for (const [query, message] of cases) {
      const response = await candles(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().fields.map((field: { message: string }) => field.message)).toContain(message);
    }
  });

  it('answers 401 without a session', async () => {
    expect((await candles(`symbol=ETHUSDT&from=${T0}&to=${T0 + MIN}`, '')).statusCode).toBe(401);
  });
});
