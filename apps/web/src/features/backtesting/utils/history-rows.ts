import type { TradeDayGroup } from '@signaldesk/core/backtest/daily';
import type { BacktestTrade } from '@signaldesk/core/backtest/types';

export type HistoryRow =
  | { kind: 'day'; group: TradeDayGroup }
  | { kind: 'trade'; trade: BacktestTrade; date: string };

/** The trade history flattened for the virtual list: each day's heading followed by its trades. */
export function historyRows(groups: readonly TradeDayGroup[]): HistoryRow[] {
  const rows: HistoryRow[] = [];
  for (const group of groups) {
    rows.push({ kind: 'day', group });
    for (const trade of group.trades) rows.push({ kind: 'trade', trade, date: group.date });
  }
  return rows;
}
