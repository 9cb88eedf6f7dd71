import { aggregateCandles, type StepCandle } from '@signaldesk/core/market/aggregate-candles';
import { MINUTE_MS } from '@signaldesk/core/market/candles';
import { readCandleRange } from './candle-range';
import type { CandleStore } from './candle-store';
import type { Exchange } from './exchange';

export interface ChartCandlesQuery {
  symbol: string;
  /** Whole minutes, ms; `from` is moved back to the start of its step. */
  from: number;
  to: number;
  stepMinutes: number;
}

export interface ChartCandlesSource {
  store: CandleStore;
  /** Where the minutes the store lacks come from (and are then stored); absent: the store only. */
  fill?: { exchange: Exchange; now: () => number };
}

/**
 * A symbol's candles over [from, to) for a chart, grouped into `stepMinutes` candles aligned on the step
 * (docs/market-data.md, "Candles for a range"). Steps without any candle are left out. The one reader behind the
 * backtest's trade chart (store only) and the position chart (store, then the exchange).
 */
export async function readChartCandles(
  source: ChartCandlesSource,
  query: ChartCandlesQuery,
): Promise<StepCandle[]> {
  const stepMs = query.stepMinutes * MINUTE_MS;
  const from = query.from - (query.from % stepMs);
  const { store, fill } = source;
  const minutes = fill
    ? await readCandleRange({ store, ...fill }, query.symbol, from, query.to)
    : await store.read(query.symbol, from, query.to);
  return aggregateCandles(minutes, query.stepMinutes);
}
