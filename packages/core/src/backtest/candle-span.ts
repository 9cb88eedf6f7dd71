/** Which candles a signal's walk can read (docs/backtest.md, 7. Data): what the candle store must hold. */
import { MINUTE_MS } from '../market/candles';
import { BTC_SYMBOL } from './btc-protection';
import type { BacktestConfig } from './config';
import type { BacktestSignal } from './types';

const HOUR_MS = 3_600_000;

/** Candles of `symbol` opening in [fromMs, toMs), ms since epoch on the minute grid. */
export interface CandleSpan {
  symbol: string;
  fromMs: number;
  toMs: number;
}

export type SpanRules = Pick<
  BacktestConfig,
  | 'waitTimeMinutes'
  | 'maxPatternSearchMinutes'
  | 'maximumTimePositionExecution'
  | 'volumeLookbackPeriod'
  | 'enableReversal'
  | 'reversalWaitTimeMinutes'
  | 'enableBtcProtection'
  | 'btcLookbackPeriod'
>;

/** The first candle S of a signal: the first one opening at or after openedAt. */
export function firstCandleTime(openedAt: number): number {
  return Math.ceil(openedAt / MINUTE_MS) * MINUTE_MS;
}

/**
 * The candles a signal's walk may read: its symbol from the first pattern run's volume lookback (or S) to
 * S + wait + search + maximum duration (+ the reversal window when the reversal is on), and with BTC
 * protection (symbol not BTCUSDT) the BTCUSDT candles of the rule's window for every trade candle.
 */
export function requiredCandleSpans(signal: BacktestSignal, config: SpanRules): CandleSpan[] {
  const start = firstCandleTime(signal.openedAt);
  const searchStart = start + config.waitTimeMinutes * MINUTE_MS;
  const fromMs = Math.min(start, searchStart - config.volumeLookbackPeriod * MINUTE_MS);
  const latestEntry = searchStart + config.maxPatternSearchMinutes * MINUTE_MS;
  const reversal = config.enableReversal ? config.reversalWaitTimeMinutes * MINUTE_MS : 0;
  const toMs = latestEntry + reversal + config.maximumTimePositionExecution * HOUR_MS;
  const spans: CandleSpan[] = [{ symbol: signal.symbol, fromMs, toMs }];
  if (config.enableBtcProtection && signal.symbol !== BTC_SYMBOL) {
    // The earliest trade candle opens at S + 1 min (an early reversal on S); the rule reads 2 + lookback before it.
    const btcFrom = start + MINUTE_MS - (2 + config.btcLookbackPeriod) * MINUTE_MS;
    spans.push({ symbol: BTC_SYMBOL, fromMs: btcFrom, toMs });
  }
  return spans;
}
