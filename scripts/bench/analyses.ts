import { analyseAltcoins, type PairDay } from '@signaldesk/core/analysis/altcoin-market';
import { openDatabase } from '../../apps/server/src/db/client';
import { SimulatedExchange } from '../../apps/server/src/market/simulated';
import { AnalysesService } from '../../apps/server/src/modules/analyses/analyses.service';
import { ALTCOIN_CACHE_MS } from '../../apps/server/src/modules/analyses/analyses-limits';
import { startBenchApp } from './bench-app';
import { type BenchResult, median, timeRuns } from './bench-result';

const RUNS = 30;

/** Warm `quick` over HTTP (60 days of BTC minutes held), the demo's 40-pair overview, and 400 pairs in core. */
export async function benchAnalyses(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const database = await openDatabase({ dataDir: ':memory:' });
  const exchange = new SimulatedExchange();
  const bench = await startBenchApp(database, { exchange });
  const { app, cookie } = bench;
  try {
    const quick = async () => {
      const answer = await app.inject({
        method: 'GET',
        url: '/api/bitcoin-analysis/quick',
        headers: { cookie },
      });
      if (answer.statusCode !== 200) throw new Error(`quick answered ${answer.statusCode}`);
    };
    const cold = await timeRuns(quick, 1, 0);
    results.push({ name: 'bitcoin quick, cold (60 days of BTC minutes loaded)', median_ms: median(cold) });
    const warm = await timeRuns(quick, RUNS, 3);
    const warmMedian = median(warm);
    results.push({
      name: 'bitcoin quick, warm, over HTTP',
      median_ms: warmMedian,
      target: '< 50 ms',
      pass: warmMedian < 50,
    });

    // The overview route keeps an answer 15 s; a clock that jumps past that measures a full computation each run.
    const clock = { now: Date.now() };
    const service = new AnalysesService({
      config: bench.config,
      exchange,
      candleStore: bench.services.candleStore,
      now: () => clock.now,
    });
    const overview = await timeRuns(
      async () => {
        clock.now += ALTCOIN_CACHE_MS + 1;
        await service.altcoinOverview();
      },
      RUNS,
      3,
    );
    const overviewMedian = median(overview);
    results.push({
      name: 'altcoin overview, 40 demo pairs, uncached',
      median_ms: overviewMedian,
      target: '< 100 ms',
      pass: overviewMedian < 100,
    });

    // Binance lists about 400 USDT perpetuals: the figures themselves, in core, over 400 pairs.
    const pairs: PairDay[] = Array.from({ length: 400 }, (_, i) => ({
      symbol: `C${i}USDT`,
      baseAsset: `C${i}`,
      sector: (['defi', 'layer1', 'gaming', 'ai', 'other'] as const)[i % 5]!,
      priceChangePercent: Math.sin(i) * 8,
      quoteVolume: 1e6 * (1 + (i % 17)),
    }));
    const btc = { ...pairs[0]!, symbol: 'BTCUSDT', baseAsset: 'BTC' };
    const scaled = await timeRuns(() => analyseAltcoins(pairs, btc), RUNS * 10, 20);
    results.push({
      name: 'altcoin figures over 400 pairs (core only; + one 24 h tickers call on Binance)',
      median_ms: median(scaled),
    });
  } finally {
    await bench.close();
    await exchange.close();
    await database.close();
  }
  return results;
}
