import {
  altcoinOverviewResponseSchema,
  altcoinQuickStatsResponseSchema,
  altcoinWithReportResponseSchema,
  bitcoinCandlesResponseSchema,
  bitcoinQuickResponseSchema,
  bitcoinWithReportResponseSchema,
} from '@signaldesk/contracts/analyses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimulatedExchange } from '../../src/market/simulated';
import { ScriptedExchange } from '../support/scripted-exchange';
import { buildTestApp, signIn, type TestApp } from '../support/test-app';
import { ANALYSIS_NOW, simulatedMarket } from './analyses-fixture';

const ROUTES = [
  '/api/bitcoin-analysis/quick',
  '/api/bitcoin-analysis/with-report',
  '/api/bitcoin-analysis/candles',
  '/api/altcoin-analysis/quick-stats',
  '/api/altcoin-analysis/overview',
  '/api/altcoin-analysis/overview/with-report',
];

describe('analyses on the simulated market, built-in writer', () => {
  let exchange: SimulatedExchange;
  let testApp: TestApp | undefined;
  let admin1: string;

  const get = async (url: string, cookie = admin1) =>
    testApp!.app.inject({ method: 'GET', url, headers: { cookie } });

  beforeAll(async () => {
    // The market follows the app's clock, fixed at ANALYSIS_NOW.
    exchange = simulatedMarket(() => testApp?.clock.now ?? ANALYSIS_NOW);
    testApp = await buildTestApp({ deps: { exchange } });
    testApp.clock.now = ANALYSIS_NOW;
    admin1 = await signIn(testApp.app, 'admin');
  });

  afterAll(async () => {
    await testApp?.close();
    await exchange.close();
  });

  it('answers every route to admin1 only: 401 without a session, 403 for admin2', async () => {
    const { app } = testApp!;
    const admin2 = await signIn(app, 'backtester');
    for (const url of ROUTES) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      const refused = await get(url, admin2);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
  });

  it('analyses Bitcoin from 60 days of candles, the same answer for the same minute', async () => {
    const first = await get('/api/bitcoin-analysis/quick');
    expect(first.statusCode).toBe(200);
    const { data } = bitcoinQuickResponseSchema.parse(first.json());
    expect(data.lastUpdated).toBe(new Date(ANALYSIS_NOW).toISOString());
    expect(data.keyLevels.dailyLow).toBeLessThanOrEqual(data.currentPrice);
    expect(data.keyLevels.dailyHigh).toBeGreaterThanOrEqual(data.currentPrice);
    // 60 daily bars: every indicator of 1d has a value.
    expect(Object.values(data.timeframeAnalysis['1d'].indicators).every((v) => v !== null)).toBe(true);
    const { entryZones, targets } = data.recommendations.specificLevels;
    expect(entryZones.length + targets.length).toBeGreaterThan(0);
    const short = data.prediction === 'BEARISH';
    for (const level of entryZones) {
      expect(short ? level.price > data.currentPrice : level.price < data.currentPrice).toBe(true);
    }
    expect(data.recommendations.primary.length).toBeGreaterThan(20);

    const again = bitcoinQuickResponseSchema.parse((await get('/api/bitcoin-analysis/quick')).json());
    expect(again.data).toEqual(data);
  });

  it('writes a several-paragraph report with the built-in writer and says so', async () => {
    const answer = await get('/api/bitcoin-analysis/with-report');
    expect(answer.statusCode).toBe(200);
    const { data } = bitcoinWithReportResponseSchema.parse(answer.json());
    expect(data.reportSource).toEqual({
      writer: 'builtin',
      model: null,
      generatedAt: new Date(ANALYSIS_NOW).toISOString(),
    });
    const paragraphs = data.tradingReport.split('\n\n');
    expect(paragraphs.length).toBeGreaterThanOrEqual(4);
    expect(data.tradingReport).toContain(`${data.prediction} at ${data.confidence}% confidence`);
    expect(data.tradingReport).toMatch(/- 1h: (LONG|SHORT|NEUTRAL) at \d+%/);
    expect(data.tradingReport).toContain(data.recommendations.primary);
  });

  it('serves 1h and 4h bars for the chart, oldest first, and names a bad interval', async () => {
    for (const interval of ['1h', '4h'] as const) {
      const answer = await get(`/api/bitcoin-analysis/candles?interval=${interval}`);
      const { data } = bitcoinCandlesResponseSchema.parse(answer.json());
      expect(data.interval).toBe(interval);
      expect(data.candles).toHaveLength(200);
      const step = interval === '1h' ? 3600 : 4 * 3600;
      expect(data.candles[1]!.time - data.candles[0]!.time).toBe(step);
      for (const bar of data.candles) expect(bar.high).toBeGreaterThanOrEqual(Math.max(bar.open, bar.close));
    }
    const bad = await get('/api/bitcoin-analysis/candles?interval=5m');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(JSON.stringify(bad.json())).toContain('interval');
  });

  it('sums the altcoin market of the 39 alts, with BTC dominance as a volume share', async () => {
    const stats = altcoinQuickStatsResponseSchema.parse(
      (await get('/api/altcoin-analysis/quick-stats')).json(),
    );
    expect(stats.data.altCount).toBe(39);
    expect(stats.data.btcDominanceMeasure).toBe('QUOTE_VOLUME_SHARE');
    expect(stats.data.btcDominance).toBeGreaterThan(0);
    expect(stats.data.btcDominance).toBeLessThan(100);

    const overview = altcoinOverviewResponseSchema.parse(
      (await get('/api/altcoin-analysis/overview')).json(),
    );
    const d = overview.data.marketDistribution;
    expect(d.pumping + d.stable + d.dumping).toBe(39);
    expect(overview.data.quickStats).toEqual(stats.data);
    expect(overview.data.quickStats.pumpingPercentage).toBeCloseTo((d.pumping / 39) * 100, 10);
    expect(Object.keys(overview.data.sectorPerformance).sort()).toEqual([
      'ai',
      'defi',
      'gaming',
      'layer1',
      'other',
    ]);
    expect(overview.data.topGainers.every((m) => m.change > 0)).toBe(true);
    expect(overview.data.topLosers.every((m) => m.change < 0)).toBe(true);
    expect(
      [...overview.data.topGainers, ...overview.data.topLosers].some((m) => m.symbol === 'BTCUSDT'),
    ).toBe(false);

    const withReport = altcoinWithReportResponseSchema.parse(
      (await get('/api/altcoin-analysis/overview/with-report')).json(),
    );
    expect(withReport.data.overview).toEqual(overview.data);
    expect(withReport.data.reportSource.writer).toBe('builtin');
    expect(withReport.data.report.split('\n\n').length).toBeGreaterThanOrEqual(4);
    expect(withReport.data.report).toContain('Across 39 altcoins');
  });
});

describe('analyses when the exchange fails', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    const exchange = new ScriptedExchange().listPerpetuals(['BTCUSDT', 'ETHUSDT']);
    exchange.fetchKlines = async () => {
      throw new Error('connect ECONNREFUSED');
    };
    exchange.get24hTickers = async () => {
      throw new Error('HTTP 503 from the exchange');
    };
    testApp = await buildTestApp({ deps: { exchange } });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('answers 502 with the exchange message, no internals', async () => {
    const cookie = await signIn(testApp.app, 'admin');
    for (const [url, detail] of [
      ['/api/bitcoin-analysis/quick', 'connect ECONNREFUSED'],
      ['/api/altcoin-analysis/overview', 'HTTP 503 from the exchange'],
    ]) {
      const answer = await testApp.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(answer.statusCode, url).toBe(502);
      // Coded for the console, which words it with the exchange's own detail (docs/console.md, Server calls).
      expect(answer.json()).toEqual({
        success: false,
        code: 'UPSTREAM_ERROR',
        error: `The exchange failed: ${detail}`,
        reason: 'upstream.exchange',
        params: { detail },
      });
    }
  });
});
