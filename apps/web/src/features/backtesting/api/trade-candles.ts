import { type BacktestCandles, tradeChartStep } from '@signaldesk/contracts/backtest-candles';
import { endpoints } from '@signaldesk/contracts/endpoints';
import type { BacktestTrade } from '@signaldesk/core/backtest/types';
import { useEffect, useState } from 'react';
import { translate } from '../../../i18n';
import { getErrorMessage } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';

const MINUTE_MS = 60_000;
/** Candles shown before the signal and after the exit. */
const MARGIN_MS = 30 * MINUTE_MS;

/** The span a trade's chart shows: from 30 min before its signal to 30 min after its exit, whole minutes. */
export function tradeChartWindow(trade: BacktestTrade): { from: number; to: number; step: number } {
  const signal = Date.parse(trade.initialOpportunityTime);
  const from = Math.floor((signal - MARGIN_MS) / MINUTE_MS) * MINUTE_MS;
  const to = Math.ceil((Date.parse(trade.exitTime) + MARGIN_MS) / MINUTE_MS) * MINUTE_MS;
  return { from, to, step: tradeChartStep(from, to) };
}

export type TradeCandlesState =
  | { status: 'loading' }
  | { status: 'success'; data: BacktestCandles }
  | { status: 'error'; message: string };

/** The candles of one trade's chart, fetched when the trade changes; leaving aborts the request. */
export function useTradeCandles(trade: BacktestTrade | null): TradeCandlesState {
  const [state, setState] = useState<TradeCandlesState>({ status: 'loading' });
  useEffect(() => {
    if (!trade) return;
    const controller = new AbortController();
    const window = tradeChartWindow(trade);
    setState({ status: 'loading' });
    callEndpoint(endpoints.backtestCandles, {
      query: {
        symbol: trade.symbol,
        from: String(window.from),
        to: String(window.to),
        step: String(window.step),
      },
      signal: controller.signal,
    }).then(
      (data) => setState({ status: 'success', data }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState({
            status: 'error',
            message: getErrorMessage(error, translate('backtesting.tradeCandles.couldNotLoad')),
          });
      },
    );
    return () => controller.abort();
  }, [trade]);
  return state;
}
