/**
 * Backtest results benchmark (issue 16): the screen's figures for 2000 trades (risk metrics, breakdowns, daily
 * rows and the drawdown series; target < 5 ms) and one trade chart's candles read from a file candle store and
 * grouped (target < 50 ms), for a 4-hour trade at 1 minute and a 210-hour trade at 15 minutes.
 * Run alone: `node --import tsx scripts/bench/backtest-results.ts`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tradeChartStep } from '@signaldesk/contracts/backtest-candles';
import { computeBreakdowns } from '@signaldesk/core/backtest/breakdowns';
import { buildDailyPerformance, drawdownSeries } from '@signaldesk/core/backtest/daily';
import { computeRiskMetrics } from '@signaldesk/core/backtest/risk-metrics';
import type { BacktestTrade } from '@signaldesk/core/backtest/types';
import { emptyCandleColumns, MINUTE_MS } from '@signaldesk/core/market/candles';
import { FileCandleStore } from '../../apps/server/src/market/candle-store/file-candle-store';
import { readTradeChartCandles } from '../../apps/server/src/modules/backtesting/backtest-candles.service';
import { randomSource } from '../../packages/core/test/backtest/random-world';
import { type BenchResult, median, timeRuns } from './bench-result';

const TRADES = 2000;
const START = Date.UTC(2025, 0, 1);
const DAY_MS = 86_400_000;
const EXIT_REASONS = ['TP1', 'TP2', 'TP3', 'SL', 'BREAKEVEN_1', 'BREAKEVEN_2', 'TIMEOUT'] as const;
const CATEGORIES = ['golden', 'admin', 'signal', 'opportunity', 'other'] as const;

/** 2000 trades over 90 days on 40 symbols, up to 210 h long, P&L between -40 and +60 USD. */
export function randomTrades(seed = 16): BacktestTrade[] {
  const random = randomSource(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  return Array.from({ length: TRADES }, (_, i) => {
    const entry = START + Math.floor(random() * 90 * 1440) * MINUTE_MS;
    const duration = 1 + Math.floor(random() * 210 * 60);
    return {
      positionId: i + 1,
      symbol: `SYM${i % 40}USDT`,
      category: pick(CATEGORIES),
      direction: random() < 0.5 ? 'LONG' : 'SHORT',
      exitReason: pick(EXIT_REASONS),
      profitLoss: random() * 100 - 40,
      entryPrice: 100,
      exitPrice: 101,
      initialOpportunityTime: new Date(entry - 10 * MINUTE_MS).toISOString(),
      entryTime: new Date(entry).toISOString(),
      exitTime: new Date(entry + duration * MINUTE_MS).toISOString(),
      duration,
      tpsHit: [],
    } satisfies BacktestTrade;
  }).sort((a, b) => a.entryTime.localeCompare(b.entryTime));
}

function benchFigures(): BenchResult {
  const trades = randomTrades();
  const durations: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < 60; run++) {
    const start = performance.now();
    const startCpu = process.cpuUsage();
    computeRiskMetrics(trades, 10_000);
    computeBreakdowns(trades);
    drawdownSeries(buildDailyPerformance(trades, 10_000), 10_000);
    const used = process.cpuUsage(startCpu);
    if (run >= 10) {
      durations.push(performance.now() - start);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  const ms = median(durations);
  return {
    name: 'risk metrics + breakdowns + daily rows + drawdown, 2000 trades',
    median_ms: ms,
    // On a shared, loaded machine the wall time includes waiting for a core; the CPU time does not.
    unit_rate: `CPU ${median(cpu).toFixed(2)} ms`,
    target: '< 5 ms',
    pass: ms < 5,
  };
}

/** 30 days of 1-minute ETHUSDT candles in a temporary file store. */
async function storeWithMonth(dir: string): Promise<FileCandleStore> {
  const store = new FileCandleStore({ dir, durable: false });
  const minutes = 30 * 1440;
  const columns = emptyCandleColumns(START, minutes);
  const random = randomSource(5);
  let price = 2500;
  for (let i = 0; i < minutes; i++) {
    const next = price * (1 + (random() - 0.5) * 0.004);
    columns.open[i] = price;
    columns.close[i] = next;
    columns.high[i] = Math.max(price, next) * 1.001;
    columns.low[i] = Math.min(price, next) * 0.999;
    columns.volume[i] = 10 + random() * 5;
    columns.quoteVolume[i] = columns.volume[i]! * next;
    columns.takerBuyVolume[i] = columns.volume[i]! / 2;
    columns.present[i] = 1;
    price = next;
  }
  await store.write('ETHUSDT', columns, { fetchedAt: START + 31 * DAY_MS });
  return store;
}

async function benchChartCandles(): Promise<BenchResult[]> {
  const root = await mkdtemp(join(tmpdir(), 'bench-trade-chart-'));
  try {
    const store = await storeWithMonth(join(root, 'candles'));
    const results: BenchResult[] = [];
    for (const [label, hours] of [
      ['4 h trade', 4],
      ['210 h trade', 210],
    ] as const) {
      // The chart's window: 30 min before the signal to 30 min after the exit.
      const from = START + 10 * DAY_MS - 30 * MINUTE_MS;
      const to = START + 10 * DAY_MS + hours * 3_600_000 + 30 * MINUTE_MS;
      const step = tradeChartStep(from, to);
      let count = 0;
      const durations = await timeRuns(async () => {
        count = (await readTradeChartCandles(store, { symbol: 'ETHUSDT', from, to, step })).candles.length;
      }, 30);
      const ms = median(durations);
      results.push({
        name: `trade chart candles, ${label} (${count} candles of ${step} min)`,
        median_ms: ms,
        target: '< 50 ms',
        pass: ms < 50,
      });
    }
    return results;
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

export async function benchBacktestResults(): Promise<BenchResult[]> {
  return [benchFigures(), ...(await benchChartCandles())];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const result of await benchBacktestResults()) {
    process.stdout.write(`${result.name}: ${result.median_ms.toFixed(2)} ms (${result.target})\n`);
  }
}
