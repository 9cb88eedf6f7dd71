import { ATR, BollingerBands, EMA, MACD, RSI } from 'trading-signals';
import type { OhlcBar } from './ohlc-bars';

/**
 * The indicator values of one timeframe at its last bar, all computed by trading-signals (no hand-written
 * indicator math). A value is null while the series is too short for it (see docs/analyses.md, "Indicators").
 */
export interface IndicatorSnapshot {
  close: number;
  ema20: number | null;
  ema50: number | null;
  rsi14: number | null;
  macd: { macd: number; signal: number; histogram: number } | null;
  bollinger: { upper: number; middle: number; lower: number } | null;
  atr14: number | null;
}

/** Periods of every indicator, in bars of the timeframe. */
export const INDICATOR_PERIODS = {
  fastAverage: 20,
  slowAverage: 50,
  rsi: 14,
  macd: { fast: 12, slow: 26, signal: 9 },
  bollinger: { period: 20, deviations: 2 },
  atr: 14,
} as const;

/** Runs every indicator over the bars' closes (and high/low/close for ATR) and keeps the last values. */
export function indicatorSnapshot(bars: readonly OhlcBar[]): IndicatorSnapshot {
  const last = bars[bars.length - 1];
  if (!last) throw new RangeError('indicatorSnapshot needs at least one bar');
  const p = INDICATOR_PERIODS;
  const ema20 = new EMA(p.fastAverage);
  const ema50 = new EMA(p.slowAverage);
  const rsi = new RSI(p.rsi);
  const macd = new MACD(new EMA(p.macd.fast), new EMA(p.macd.slow), new EMA(p.macd.signal));
  const bollinger = new BollingerBands(p.bollinger.period, p.bollinger.deviations);
  const atr = new ATR(p.atr);
  for (const bar of bars) {
    ema20.add(bar.close);
    ema50.add(bar.close);
    rsi.add(bar.close);
    macd.add(bar.close);
    bollinger.add(bar.close);
    atr.add({ high: bar.high, low: bar.low, close: bar.close });
  }
  const macdResult = macd.isStable ? macd.getResult() : null;
  const bands = bollinger.isStable ? bollinger.getResult() : null;
  return {
    close: last.close,
    ema20: stableValue(ema20, bars.length, p.fastAverage),
    ema50: stableValue(ema50, bars.length, p.slowAverage),
    rsi14: rsi.isStable ? rsi.getResult() : null,
    macd: macdResult
      ? { macd: macdResult.macd, signal: macdResult.signal, histogram: macdResult.histogram }
      : null,
    bollinger: bands ? { upper: bands.upper, middle: bands.middle, lower: bands.lower } : null,
    atr14: atr.isStable ? atr.getResult() : null,
  };
}

/** An EMA counts once it has seen as many bars as its period. */
function stableValue(average: EMA, seen: number, period: number): number | null {
  return seen >= period ? average.getResult() : null;
}
