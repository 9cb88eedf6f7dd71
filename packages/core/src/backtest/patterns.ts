/**
 * Candle-shape rules of the entry search (docs/backtest.md, sections 1, 3 and 4), on candle columns by
 * index. `sign` is +1 for LONG, -1 for SHORT. The caller has checked that every index read exists.
 */
import type { CandleColumns } from '../market/candles';
import type { BacktestConfig } from './config';

/** Body of a candle in percent of its open. */
export function bodyPercent(open: number, close: number): number {
  return (Math.abs(close - open) / open) * 100;
}

/** The candle closes in direction `sign` (bullish for LONG, bearish for SHORT). */
export function isWith(sign: number, open: number, close: number): boolean {
  return sign * (close - open) > 0;
}

export type EarlyReversalRules = Pick<
  BacktestConfig,
  'singleCandleReversalThreshold' | 'earlyReversalCandles' | 'earlyReversalThreshold'
>;

/**
 * Whether the wait candle at `index` (the `position`-th of the wait, from 0) is an early reversal against
 * the signal's direction `sign`: a single candle against it with a body above the single-candle threshold,
 * or it and the `earlyReversalCandles - 1` wait candles before it all against it with a cumulative move
 * (open of the first to close of this one, against `sign`) above the consecutive threshold.
 */
export function isEarlyReversal(
  candles: CandleColumns,
  index: number,
  position: number,
  sign: number,
  rules: EarlyReversalRules,
): boolean {
  const { open, close } = candles;
  const o = open[index]!;
  const c = close[index]!;
  if (!isWith(-sign, o, c)) return false;
  if (bodyPercent(o, c) > rules.singleCandleReversalThreshold) return true;
  const count = rules.earlyReversalCandles;
  if (position < count - 1) return false;
  const first = index - count + 1;
  for (let k = first; k < index; k++) {
    if (!isWith(-sign, open[k]!, close[k]!)) return false;
  }
  const firstOpen = open[first]!;
  return (-sign * (c - firstOpen) * 100) / firstOpen > rules.earlyReversalThreshold;
}

export type PatternRules = Pick<
  BacktestConfig,
  | 'totalCandlesToAnalyze'
  | 'minPriceSpreadPercent'
  | 'maxPriceSpreadPercent'
  | 'maxCandleSize'
  | 'minVolumeMultiplier'
  | 'minBuyerRatioMultiplier'
  | 'volumeLookbackPeriod'
>;

/** How many of the `count` candles from `start` close in direction `sign` (the count rule's figure). */
export function withCandles(candles: CandleColumns, start: number, sign: number, count: number): number {
  let found = 0;
  for (let k = start; k < start + count; k++) if (isWith(sign, candles.open[k]!, candles.close[k]!)) found++;
  return found;
}

/**
 * Whether the run of `totalCandlesToAnalyze` candles from `start` is a pattern in direction `sign` with at
 * least `minWith` candles: count, spread, size, volume and taker-pressure checks of section 4. Reads the
 * `volumeLookbackPeriod` candles before `start` too.
 */
export function isPattern(
  candles: CandleColumns,
  start: number,
  sign: number,
  minWith: number,
  rules: PatternRules,
): boolean {
  const { open, close, volume, takerBuyVolume } = candles;
  const n = rules.totalCandlesToAnalyze;
  const end = start + n;
  let withCount = 0;
  let runVolume = 0;
  let runTakerBuy = 0;
  for (let k = start; k < end; k++) {
    const o = open[k]!;
    const c = close[k]!;
    if (bodyPercent(o, c) > rules.maxCandleSize) return false;
    if (isWith(sign, o, c)) withCount++;
    runVolume += volume[k]!;
    runTakerBuy += takerBuyVolume[k]!;
  }
  if (withCount < minWith) return false;

  const firstOpen = open[start]!;
  const move = close[end - 1]! - firstOpen;
  if (!(sign * move > 0)) return false;
  const spread = (Math.abs(move) / firstOpen) * 100;
  if (spread < rules.minPriceSpreadPercent || spread > rules.maxPriceSpreadPercent) return false;

  const lookback = rules.volumeLookbackPeriod;
  let lookVolume = 0;
  let lookTakerBuy = 0;
  for (let k = start - lookback; k < start; k++) {
    lookVolume += volume[k]!;
    lookTakerBuy += takerBuyVolume[k]!;
  }
  if (!(runVolume / n >= rules.minVolumeMultiplier * (lookVolume / lookback))) return false;
  if (runVolume === 0 || lookVolume === 0) return false;
  return (
    takerShare(sign, runTakerBuy, runVolume) >=
    rules.minBuyerRatioMultiplier * takerShare(sign, lookTakerBuy, lookVolume)
  );
}

/** Share of the volume on the side of `sign`: taker buys for LONG, the rest for SHORT. */
function takerShare(sign: number, takerBuy: number, volume: number): number {
  const buyShare = takerBuy / volume;
  return sign === 1 ? buyShare : 1 - buyShare;
}
