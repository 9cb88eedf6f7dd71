/**
 * The Signal Manager's work per closed minute (issue 22): 1 000 waiting signals on 400 symbols, each judged by
 * core's live rules (arrival filters, repetition, the entry search at this minute) on 1-minute candles, with the
 * backtest's default configuration. Target: under 100 ms of CPU per minute. The candles are in memory here (the
 * server fetches them from the exchange once per symbol and minute; that I/O is not CPU of the manager).
 *
 * Alone: `node --import tsx scripts/bench/signal-manager.ts`.
 */
import { pathToFileURL } from 'node:url';
import { DEFAULT_BACKTEST_CONFIG } from '@signaldesk/core/backtest/config';
import type { BacktestSignal } from '@signaldesk/core/backtest/types';
import { type CandleColumns, emptyCandleColumns, MINUTE_MS } from '@signaldesk/core/market/candles';
import { arrivalFailure, entryDecision, isRepetition } from '@signaldesk/core/signals/live-signals';
import { type BenchResult, median, timeRuns } from './bench-result';

const SYMBOLS = 400;
const SIGNALS = 1_000;
const MINUTES = 400;
const TARGET_MS = 100;
const NOW = Date.UTC(2026, 10, 25, 12, 0);

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
}

function series(next: () => number): CandleColumns {
  const columns = emptyCandleColumns(NOW - MINUTES * MINUTE_MS, MINUTES);
  let price = 10 + next() * 1000;
  for (let i = 0; i < MINUTES; i++) {
    const open = price;
    const close = open * (1 + (next() - 0.5) * 0.01);
    columns.open[i] = open;
    columns.close[i] = close;
    columns.high[i] = Math.max(open, close) * (1 + next() * 0.003);
    columns.low[i] = Math.min(open, close) * (1 - next() * 0.003);
    columns.volume[i] = 5 + next() * 20;
    columns.quoteVolume[i] = columns.volume[i]! * close;
    columns.takerBuyVolume[i] = columns.volume[i]! * next();
    columns.present[i] = 1;
    price = close;
  }
  return columns;
}

export async function benchSignalManager(): Promise<BenchResult[]> {
  const next = random(7);
  const candles = new Map<string, CandleColumns>();
  for (let s = 0; s < SYMBOLS; s++) candles.set(`S${s}USDT`, series(next));
  const config = { ...DEFAULT_BACKTEST_CONFIG, riskScore: 10, forcePercentage: 0, trendConfidence: 0 };
  // Waiting signals received over the last 160 minutes (the wait plus the pattern search of the defaults).
  const signals: BacktestSignal[] = Array.from({ length: SIGNALS }, (_, id) => ({
    id: id + 1,
    symbol: `S${Math.floor(next() * SYMBOLS)}USDT`,
    direction: next() < 0.5 ? 'LONG' : 'SHORT',
    openedAt: NOW - Math.floor(next() * 160 * MINUTE_MS),
    riskScore: 5,
    forcePercentage: 60,
  }));
  let decided = 0;
  const step = () => {
    decided = 0;
    for (const signal of signals) {
      if (arrivalFailure(signal, signals, config) || isRepetition(signal, [], config)) continue;
      if (entryDecision(signal, candles.get(signal.symbol), config, NOW).state !== 'waiting') decided++;
    }
  };
  const times = await timeRuns(step, 7, 2);
  const ms = median(times);
  return [
    {
      name: `one closed minute: ${SIGNALS} waiting signals on ${SYMBOLS} symbols (${decided} decided)`,
      median_ms: ms,
      target: `< ${TARGET_MS} ms`,
      pass: ms < TARGET_MS,
    },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const result of await benchSignalManager()) console.log(result);
}
