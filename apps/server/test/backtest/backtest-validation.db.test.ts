import { DEFAULT_BACKTEST_CONFIG } from '@signaldesk/core/backtest/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BacktestTestApp, buildBacktestApp } from './support/backtest-app';

let t: BacktestTestApp;

beforeAll(async () => {
  t = await buildBacktestApp();
});
afterAll(() => t.close());

const run = (query: string, cookie = t.admin) =>
  t.app.inject({
    method: 'GET',
    url: `/api/backtesting/run${query ? `?${query}` : ''}`,
    headers: { cookie },
  });

describe('GET /api/backtesting/run: access', () => {
  it('answers 401 without a session', async () => {
    const response = await run('', '');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });

  it('is open to admin2 (backtesting only) as well as admin1', async () => {
    expect((await run('', t.backtester)).statusCode).toBe(200);
    expect((await run('', t.admin)).statusCode).toBe(200);
  });
});

describe('GET /api/backtesting/run: defaults', () => {
  it('gives every absent field its default (no positions: an empty result)', async () => {
    const response = await run('');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.config).toEqual(DEFAULT_BACKTEST_CONFIG);
    expect(body.trades).toEqual([]);
    expect(body.summary).toMatchObject({ totalTrades: 0, finalBalance: 10000, ignoredPositions: 0 });
  });

  it('takes the stringified values it is sent and defaults the rest', async () => {
    const response = await run(
      'positionCount=25&initialBalance=5000.5&useCacheOnly=true&enableBtcProtection=true&customFilterOperator=%3E%3D',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().config).toEqual({
      ...DEFAULT_BACKTEST_CONFIG,
      positionCount: 25,
      initialBalance: 5000.5,
      enableBtcProtection: true,
      customFilterOperator: '>=',
    });
  });

  it('ignores a parameter that is not a configuration field, and echoes what it ran', async () => {
    const response = await run('atr=1.5&patternCandles=0&positionCount=7');
    expect(response.statusCode).toBe(200);
    expect(response.json().config).toEqual({ ...DEFAULT_BACKTEST_CONFIG, positionCount: 7 });
  });

  it('accepts the date-range mode with valid UTC dates', async () => {
    const response = await run('useDateRange=true&startDate=2024-01-01&endDate=2024-01-31');
    expect(response.statusCode).toBe(200);
    expect(response.json().config).toMatchObject({
      useDateRange: true,
      startDate: '2024-01-01',
      endDate: '2024-01-31',
    });
  });
});

describe('GET /api/backtesting/run: validation (docs/backtest.md, API)', () => {
  const cases: [rule: string, query: string, field: string][] = [
    ['positionCount below 1', 'positionCount=0', 'positionCount'],
    ['positionCount above 2000', 'positionCount=2001', 'positionCount'],
    ['positionCount not an integer', 'positionCount=10.5', 'positionCount'],
    ['positionCount not a number', 'positionCount=many', 'positionCount'],
    ['pattern #1 min candles below 1', 'pattern1MinCandles=0', 'pattern1MinCandles'],
    ['pattern #1 min candles above 5', 'pattern1MinCandles=6', 'pattern1MinCandles'],
    ['pattern #2 min candles above 5', 'pattern2MinCandles=6', 'pattern2MinCandles'],
    ['candles to analyze below 3', 'totalCandlesToAnalyze=2', 'totalCandlesToAnalyze'],
    ['candles to analyze above 10', 'totalCandlesToAnalyze=11', 'totalCandlesToAnalyze'],
    ['negative wait between patterns', 'waitBetweenPatternsMinutes=-1', 'waitBetweenPatternsMinutes'],
    ['negative wait time', 'waitTimeMinutes=-5', 'waitTimeMinutes'],
    ['unknown custom filter field', 'customFilterField=score', 'customFilterField'],
    ['unknown custom filter operator', 'customFilterOperator=%3D%3D', 'customFilterOperator'],
    ['custom filter value not a number', 'customFilterValue=ten', 'customFilterValue'],
    ['a decimal that does not parse', 'stopLossPercent=-3.9.1', 'stopLossPercent'],
    ['an empty number', 'initialBalance=', 'initialBalance'],
    ['a boolean that is not true or false', 'useCacheOnly=yes', 'useCacheOnly'],
    ['date range without a start date', 'useDateRange=true&endDate=2024-01-31', 'startDate'],
    [
      'date range with an impossible date',
      'useDateRange=true&startDate=2024-02-30&endDate=2024-03-01',
      'startDate',
    ],
    [
      'date range with a malformed date',
      'useDateRange=true&startDate=2024-01-01&endDate=01/31/2024',
      'endDate',
    ],
    [
      'date range ending before it starts',
      'useDateRange=true&startDate=2024-02-01&endDate=2024-01-31',
      'endDate',
    ],
  ];

  it.each(cases)('%s → 400 naming the field', async (_rule, query, field) => {
    const response = await run(query);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(body.fields.map((issue: { path: string }) => issue.path)).toContain(field);
    expect(body.error).toContain(field);
  });

  it('names every offending field at once', async () => {
    const response = await run('positionCount=0&pattern1MinCandles=9&customFilterOperator=LIKE');
    expect(response.statusCode).toBe(400);
    const paths = response.json().fields.map((issue: { path: string }) => issue.path);
    expect(paths).toEqual(
      expect.arrayContaining(['positionCount', 'pattern1MinCandles', 'customFilterOperator']),
    );
  });

  it('accepts each of the six operators and the four filter fields', async () => {
    for (const operator of ['<', '<=', '>', '>=', '=', '!=']) {
      const response = await run(
        `customFilterEnabled=true&customFilterOperator=${encodeURIComponent(operator)}`,
      );
      expect(response.statusCode, operator).toBe(200);
    }
    for (const field of ['riskScore', 'atrValue', 'volumeRatio', 'marketVolatilityIndex']) {
      expect((await run(`customFilterField=${field}`)).statusCode, field).toBe(200);
    }
  });
});
