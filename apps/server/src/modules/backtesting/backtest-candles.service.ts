import type { BacktestCandles, TradeChartStep } from '@signaldesk/contracts/backtest-candles';
import { aggregateCandles } from '@signaldesk/core/market/aggregate-candles';
import { MINUTE_MS } from '@signaldesk/core/market/candles';
import type { CandleStore } from '../../market/candle-store';

export interface TradeChartQuery {
  symbol: string;
  from: number;
  to: number;
  step: TradeChartStep;
}

/**
 * A symbol's stored candles over [from, to) for a trade's chart, grouped into `step`-minute candles aligned on
 * the step (the first step starts at or before `from`). Reads the store only: nothing is fetched.
 */
export async function readTradeChartCandles(
  store: CandleStore,
  query: TradeChartQuery,
): Promise<BacktestCandles> {
  const stepMs = query.step * MINUTE_MS;
  const from = query.from - (query.from % stepMs);
  const columns = await store.read(query.symbol, from, query.to);
  return { symbol: query.symbol, step: query.step, candles: aggregateCandles(columns, query.step) };
}
