/**
 * Backtest engine benchmark (issue 5): the worst case of the performance reference, 2000 signals each
 * walked to the 210 h timeout with BTC protection on (≈ 25.2 M candle-steps), with and without block
 * skipping, and a realistic run on random-walk candles with the default configuration.
 * Run alone: `node --import tsx scripts/bench/backtest-engine.ts`.
 */
import { pathToFileURL } from 'node:url';
import { type BacktestConfig, DEFAULT_BACKTEST_CONFIG } from '@signaldesk/core/backtest/config';
import { type BacktestRunOptions, runBacktest } from '@signaldesk/core/backtest/engine';
import type { BacktestSignal } from '@signaldesk/core/backtest/types';
import {
  type CandleColumns,
  type CandleSet,
  emptyCandleColumns,
  MINUTE_MS,
} from '@signaldesk/core/market/candles';
import { randomSource } from '../../packages/core/test/backtest/random-world';
import { type BenchResult, median, timeRuns } from './bench-result';

const SIGNALS = 2000;
const SYMBOLS = 20;
const HOURS = 210;
const START = Date.UTC(2025, 0, 1);
const TARGET_MS = 250;
const RUNS = 7;

interface Scenario {
  signals: BacktestSignal[];
  candles: CandleSet;
  config: BacktestConfig;
  now: number;
}

function fill(
  series: CandleColumns,
  i: number,
  open: number,
  close: number,
  spread: number,
  volume: number,
): void {
  series.open[i] = open;
  series.close[i] = close;
  series.high[i] = Math.max(open, close) + spread;
  series.low[i] = Math.min(open, close) - spread;
  series.volume[i] = volume;
  series.quoteVolume[i] = volume * close;
  series.takerBuyVolume[i] = volume / 2;
  series.present[i] = 1;
}

/**
 * Timeout case. Per symbol, a signal every hour, directions alternating. Each signal's first candle is an
 * early reversal (a 1.2 % body against it), so it enters at once in the opposite direction; the price then
 * only moves between 100 and 98.8 (plus 0.01 noise), which reaches no stop or target (they are >= 1.6 %
 * away), and BTCUSDT stays flat with constant volume, so no BTC pattern ever forms: every trade runs to the
 * 210 h timeout.
 */
export function timeoutScenario(): Scenario {
  const perSymbol = SIGNALS / SYMBOLS;
  const minutes = perSymbol * 60 + 10 + 150 + HOURS * 60 + 60;
  const candles = new Map<string, CandleColumns>();
  const signals: BacktestSignal[] = [];
  for (let s = 0; s < SYMBOLS; s++) {
    const symbol = `SYM${s}USDT`;
    const series = emptyCandleColumns(START, minutes);
    let price = 100;
    for (let i = 0; i < minutes; i++) {
      const k = i / 60;
      if (i % 60 === 0 && k < perSymbol) {
        // Signal k: LONG when k is even (price drops 100 -> 98.8), SHORT when odd (98.8 -> 100).
        const next = k % 2 === 0 ? 98.8 : 100;
        fill(series, i, price, next, 0.01, 10);
        price = next;
      } else {
        fill(series, i, price, price, 0.01 * ((i * 7919) % 3), 10);
      }
    }
    candles.set(symbol, series);
    for (let k = 0; k < perSymbol; k++) {
      signals.push({
        id: s * perSymbol + k + 1,
        symbol,
        direction: k % 2 === 0 ? 'LONG' : 'SHORT',
        openedAt: START + k * 60 * MINUTE_MS,
      });
    }
  }
  const btc = emptyCandleColumns(START - 60 * MINUTE_MS, minutes + 60);
  for (let i = 0; i < btc.length; i++) fill(btc, i, 40_000, 40_000 + (i % 2 ? 5 : -5), 10, 100);
  candles.set('BTCUSDT', btc);
  const config = { ...DEFAULT_BACKTEST_CONFIG, positionCount: SIGNALS, enableBtcProtection: true };
  return { signals, candles, config, now: START + minutes * MINUTE_MS };
}

function randomWalk(
  random: () => number,
  startTime: number,
  minutes: number,
  startPrice: number,
): CandleColumns {
  const series = emptyCandleColumns(startTime, minutes);
  let price = startPrice;
  for (let i = 0; i < minutes; i++) {
    const close = price * (1 + (random() - 0.5) * 0.012);
    const volume = (5 + random() * 20) * (random() < 0.05 ? 5 : 1);
    fill(series, i, price, close, price * random() * 0.001, volume);
    series.takerBuyVolume[i] = volume * random();
    price = close;
  }
  return series;
}

/** Realistic case: random-walk candles, default configuration with BTC protection, 2000 signals over 30 days. */
export function realisticScenario(): Scenario {
  const random = randomSource(42);
  const days = 30;
  const minutes = days * 1440 + HOURS * 60 + 200;
  const candles = new Map<string, CandleColumns>();
  for (let s = 0; s < SYMBOLS; s++)
    candles.set(`SYM${s}USDT`, randomWalk(random, START - 60 * MINUTE_MS, minutes, 1 + s));
  candles.set('BTCUSDT', randomWalk(random, START - 60 * MINUTE_MS, minutes, 40_000));
  const signals: BacktestSignal[] = Array.from({ length: SIGNALS }, (_, i) => ({
    id: i + 1,
    symbol: `SYM${i % SYMBOLS}USDT`,
    direction: random() < 0.5 ? 'LONG' : 'SHORT',
    openedAt: START + Math.floor(random() * days * 1440) * MINUTE_MS + 1000,
  }));
  const config = { ...DEFAULT_BACKTEST_CONFIG, positionCount: SIGNALS, enableBtcProtection: true };
  return { signals, candles, config, now: START + (minutes - 60) * MINUTE_MS };
}

async function measure(
  name: string,
  scenario: Scenario,
  options: BacktestRunOptions,
  candleSteps: number | null,
  target: number | null,
): Promise<BenchResult> {
  const run = () => runBacktest(scenario.signals, scenario.candles, scenario.config, scenario.now, options);
  // The machine is shared: CPU time is reported next to the wall-clock median.
  const cpuTimes: number[] = [];
  const durations = await timeRuns(
    () => {
      const before = process.cpuUsage();
      run();
      const used = process.cpuUsage(before);
      cpuTimes.push((used.user + used.system) / 1000);
    },
    RUNS,
    2,
  );
  const medianMs = median(durations);
  const cpuMs = median(cpuTimes.slice(2));
  const result = run();
  const rate = candleSteps
    ? `${(candleSteps / (medianMs / 1000) / 1e6).toFixed(1)} M candles/s`
    : `${((scenario.signals.length / medianMs) * 1000).toFixed(0)} signals/s, ${result.summary.totalTrades} trades`;
  return {
    name,
    median_ms: medianMs,
    unit_rate: `${rate}, cpu ${cpuMs.toFixed(0)} ms`,
    ...(target === null ? {} : { target: `< ${target} ms`, pass: medianMs < target }),
  };
}

export async function benchBacktestEngine(): Promise<BenchResult[]> {
  const timeout = timeoutScenario();
  const check = runBacktest(timeout.signals, timeout.candles, timeout.config, timeout.now);
  const timeouts = check.trades.filter((t) => t.exitReason === 'TIMEOUT').length;
  if (timeouts !== SIGNALS) throw new Error(`worst case is not all timeouts: ${timeouts} of ${SIGNALS}`);
  const steps = SIGNALS * HOURS * 60;
  const results = [
    await measure('engine worst case 2000 x 210 h, BTC on (block skipping)', timeout, {}, steps, TARGET_MS),
    await measure(
      'engine worst case 2000 x 210 h, BTC on (every minute)',
      timeout,
      { blockSkipping: false },
      steps,
      null,
    ),
  ];
  const realistic = realisticScenario();
  results.push(
    await measure('engine realistic 2000 signals, defaults + BTC (skipping)', realistic, {}, null, null),
  );
  results.push(
    await measure(
      'engine realistic 2000 signals, defaults + BTC (every minute)',
      realistic,
      { blockSkipping: false },
      null,
      null,
    ),
  );
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const result of await benchBacktestEngine()) {
    const verdict = result.pass === undefined ? '' : result.pass ? '  ok' : '  MISSED';
    const target = result.target ? `  (target ${result.target})` : '';
    console.log(
      `${result.name.padEnd(64)} ${result.median_ms.toFixed(2).padStart(9)} ms  ${result.unit_rate ?? ''}${target}${verdict}`,
    );
  }
}
