import { aggregateCandles, type StepCandle } from '@signaldesk/core/market/aggregate-candles';
import { MINUTE_MS } from '@signaldesk/core/market/candles';
import { readCandleRangeOrStored } from './candle-range';
import type { CandleStore } from './candle-store';
import type { Exchange, Market } from './exchange';

export interface ChartCandlesQuery {
  symbol: string;
  /** Whole minutes, ms; `from` is moved back to the start of its step. */
  from: number;
  to: number;
  stepMinutes: number;
}

export interface ChartCandlesSource {
  store: CandleStore;
  /**
   * Where the minutes the store lacks come from (and are then stored), from which market (default futures; spot
   * reads the exchange only, never the store); absent: the store only.
   */
  fill?: { exchange: Exchange; now: () => number; market?: Market };
}

export interface ChartCandles {
  candles: StepCandle[];
  /** What the exchange threw after the store answered part of the range: `candles` are the stored ones only. */
  exchangeFailure: { error: unknown } | null;
}

/**
 * A symbol's candles over [from, to) for a chart, grouped into `stepMinutes` candles aligned on the step
 * (docs/market-data.md, "Candles for a range"). Steps without any candle are left out. The one reader behind the
 * backtest's trade chart (store only) and the position chart (store, then the exchange; spot: the exchange only).
 * When the exchange fails, the stored candles are answered if there are any; else its error is thrown.
 */
export async function readChartCandles(
  source: ChartCandlesSource,
  query: ChartCandlesQuery,
): Promise<ChartCandles> {
  const stepMs = query.stepMinutes * MINUTE_MS;
  const from = query.from - (query.from % stepMs);
  const { store, fill } = source;
  if (!fill) {
    const minutes = await store.read(query.symbol, from, query.to);
    return { candles: aggregateCandles(minutes, query.stepMinutes), exchangeFailure: null };
  }
  const read = await readCandleRangeOrStored({ store, ...fill }, query.symbol, from, query.to);
  if (read.exchangeFailure && !read.candles.present.includes(1)) throw read.exchangeFailure.error;
  return {
    candles: aggregateCandles(read.candles, query.stepMinutes),
    exchangeFailure: read.exchangeFailure,
  };
}
