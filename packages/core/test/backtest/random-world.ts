/**
 * Random but reproducible backtest inputs for the property tests: candle series (with gaps, jumps and
 * volume spikes), signals, a configuration and a `now`, all drawn from one seed.
 */
import type { BacktestConfig } from '../../src/backtest/config';
import type { BacktestSignal } from '../../src/backtest/types';
import { type CandleColumns, type CandleSet, emptyCandleColumns, MINUTE_MS } from '../../src/market/candles';
import { setCandle } from '../support/candle-series';
import { makeConfig, T0 } from './helpers';

export interface World {
  candles: CandleSet;
  signals: BacktestSignal[];
  config: BacktestConfig;
  now: number;
}

/** mulberry32: a small deterministic generator in [0, 1). */
export function randomSource(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const WORLD_START = T0 - 100 * MINUTE_MS;
export const WORLD_MINUTES = 900;
export const WORLD_SYMBOLS = ['AAAUSDT', 'BBBUSDT', 'BTCUSDT'] as const;

/** `maxVolatility` bounds the per-minute move; quiet series let trades run long between events. */
export function randomSeries(
  random: () => number,
  startPrice: number,
  missingRate: number,
  maxVolatility: number,
): CandleColumns {
  const series = emptyCandleColumns(WORLD_START, WORLD_MINUTES);
  const volatility = 0.0001 * (maxVolatility / 0.0001) ** random();
  let price = startPrice;
  for (let i = 0; i < WORLD_MINUTES; i++) {
    const open = random() < 0.01 ? price * (1 + (random() - 0.5) * 0.06) : price;
    const close = open * (1 + (random() - 0.5) * 2 * volatility);
    const high = Math.max(open, close) * (1 + random() * volatility);
    const low = Math.min(open, close) * (1 - random() * volatility);
    const volume = (5 + random() * 20) * (random() < 0.05 ? 6 : 1);
    price = close;
    if (random() < missingRate) continue;
    setCandle(series, i, [open, high, low, close, volume, volume * random()]);
  }
  return series;
}

const pick = <T>(random: () => number, values: readonly T[]): T =>
  values[Math.floor(random() * values.length)]!;
const between = (random: () => number, min: number, max: number): number => min + random() * (max - min);
const integer = (random: () => number, min: number, max: number): number =>
  Math.floor(between(random, min, max + 1));

export function randomConfig(random: () => number): BacktestConfig {
  const totalCandlesToAnalyze = integer(random, 1, 5);
  const tp1Percent = between(random, 0.2, 3);
  const tp2Percent = tp1Percent + between(random, 0, 1.5);
  return makeConfig({
    waitTimeMinutes: integer(random, 0, 10),
    maxPatternSearchMinutes: integer(random, 0, 60),
    totalCandlesToAnalyze,
    pattern1MinCandles: integer(random, 1, totalCandlesToAnalyze),
    pattern2MinCandles: integer(random, 1, totalCandlesToAnalyze),
    waitBetweenPatternsMinutes: integer(random, 0, 5),
    openAfterFirstPatternOnly: random() < 0.5,
    acceptInversePatterns: random() < 0.5,
    followInitialDirection: random() < 0.5,
    volumeLookbackPeriod: integer(random, 1, 20),
    minPriceSpreadPercent: between(random, 0, 0.3),
    maxPriceSpreadPercent: between(random, 0.5, 5),
    maxCandleSize: between(random, 0.3, 5),
    minVolumeMultiplier: between(random, 0, 1.1),
    minBuyerRatioMultiplier: between(random, 0, 1.1),
    earlyReversalCandles: integer(random, 1, 5),
    earlyReversalThreshold: between(random, 0.2, 2),
    singleCandleReversalThreshold: between(random, 0.2, 2),
    stopLossPercent: -between(random, 0.3, 5),
    tp1Percent,
    tp2Percent,
    tp3Percent: tp2Percent + between(random, 0, 2),
    breakEvenPercent: between(random, -1, 0.5),
    tp1ExitPercent: integer(random, 0, 100),
    tp2ExitPercent: integer(random, 0, 100),
    enableBreakeven1: random() < 0.7,
    enableBreakeven2: random() < 0.7,
    maximumTimePositionExecution: integer(random, 1, 5),
    enableReversal: random() < 0.4,
    reversalWaitTimeMinutes: integer(random, 0, 90),
    reversalThresholdPercent: between(random, 0.2, 2),
    enableBtcProtection: random() < 0.5,
    btcLookbackPeriod: integer(random, 1, 20),
    btcVolumeMultiplier: between(random, 0.5, 3),
    btcMinCandleSize: between(random, 0, 0.4),
    nbrRepetition: integer(random, 1, 3),
    timeWindows: integer(random, 0, 30),
    signalsRequired: pick(random, [1, 1, 1, 2]),
    signalTimeWindowMinutes: integer(random, 0, 10),
    riskScore: 10,
    feePercent: pick(random, [0, 0, 0.04]),
  });
}

/** In quiet worlds, entries are easy to find and levels far, so trades run long. */
const QUIET_OVERRIDES: Partial<BacktestConfig> = {
  minPriceSpreadPercent: 0,
  minVolumeMultiplier: 0,
  minBuyerRatioMultiplier: 0,
  signalsRequired: 1,
  stopLossPercent: -2.5,
  tp1Percent: 1.2,
  tp2Percent: 1.8,
  tp3Percent: 2.5,
};

export function randomWorld(seed: number): World {
  const random = randomSource(seed);
  // A third of the worlds are quiet and gapless, so that whole blocks get skipped often.
  const quiet = random() < 0.35;
  const missingRate = quiet ? 0 : pick(random, [0, 0, 0.001, 0.01]);
  const maxVolatility = quiet ? 0.0008 : 0.006;
  const candles = new Map<string, CandleColumns>([
    ['AAAUSDT', randomSeries(random, 100, missingRate, maxVolatility)],
    ['BBBUSDT', randomSeries(random, 2.5, missingRate, maxVolatility)],
    ['BTCUSDT', randomSeries(random, 40_000, missingRate, maxVolatility)],
  ]);
  const signals: BacktestSignal[] = Array.from({ length: integer(random, 1, 8) }, (_, i) => ({
    id: i + 1,
    symbol: pick(random, WORLD_SYMBOLS),
    direction: random() < 0.5 ? 'LONG' : 'SHORT',
    openedAt: T0 + Math.floor(random() * 200 * MINUTE_MS),
    riskScore: integer(random, 0, 10),
  }));
  const config = randomConfig(random);
  const now =
    random() < 0.3 ? WORLD_START + WORLD_MINUTES * MINUTE_MS : T0 + Math.floor(random() * 800 * MINUTE_MS);
  return { candles, signals, config: quiet ? { ...config, ...QUIET_OVERRIDES } : config, now };
}
