import type { BacktestCandles, TradeChartStep } from '@signaldesk/contracts/backtest-candles';
import type { CandleStore } from '../../market/candle-store';
import { readChartCandles } from '../../market/chart-candles';

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
  const { candles } = await readChartCandles({ store }, { ...query, stepMinutes: query.step });
  return { symbol: query.symbol, step: query.step, candles };
}
