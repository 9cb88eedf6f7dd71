import type { Position } from '@signaldesk/contracts/positions';
import { type PositionStatistics, positionStatistics } from '@signaldesk/core/position/stats';

/**
 * The Analytics screen's P&L views over the filtered history (docs/positions.md, P&L charts and pairs). A
 * position's P&L is its final profit in percent; positions without one are left out, as in the statistics.
 */

export interface DayPnl {
  /** UTC day of the close, `YYYY-MM-DD`. */
  day: string;
  /** Sum of the day's final profits, percent points. */
  profit: number;
  /** Sum of the profits of this day and every day before it. */
  cumulative: number;
  count: number;
}

/** One entry per UTC day with a close, oldest first. */
export function dailyPnl(positions: readonly Position[]): DayPnl[] {
  const days = new Map<string, { profit: number; count: number }>();
  for (const position of positions) {
    const profit = position.finalProfitPercentage;
    if (profit === null || !Number.isFinite(profit) || !position.closedAt) continue;
    const day = position.closedAt.slice(0, 10);
    const entry = days.get(day) ?? { profit: 0, count: 0 };
    entry.profit += profit;
    entry.count += 1;
    days.set(day, entry);
  }
  let cumulative = 0;
  return [...days.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([day, { profit, count }]) => {
      cumulative += profit;
      return { day, profit, cumulative, count };
    });
}

export interface PairPnl extends PositionStatistics {
  symbol: string;
  /** Sum of the final profits, percent points. */
  totalProfit: number;
}

/** The statistics of each pair (the same rules as the statistic blocks), pairs without a profit left out. */
export function pairPnl(positions: readonly Position[]): PairPnl[] {
  const bySymbol = new Map<string, Position[]>();
  for (const position of positions) {
    const list = bySymbol.get(position.symbol);
    if (list) list.push(position);
    else bySymbol.set(position.symbol, [position]);
  }
  return [...bySymbol.entries()].flatMap(([symbol, list]) => {
    const stats = positionStatistics(list);
    return stats.count === 0 ? [] : [{ symbol, ...stats, totalProfit: stats.averageGain * stats.count }];
  });
}

export type PairSortKey = 'symbol' | 'count' | 'successRate' | 'totalProfit' | 'averageGain';

/** Sorted by one column; ties by pair name. Descending puts the highest (or Z) first. */
export function sortPairs(pairs: readonly PairPnl[], key: PairSortKey, descending: boolean): PairPnl[] {
  const sign = descending ? -1 : 1;
  return [...pairs].sort((a, b) => {
    const order = key === 'symbol' ? a.symbol.localeCompare(b.symbol) : a[key] - b[key];
    return order !== 0 ? sign * order : a.symbol.localeCompare(b.symbol);
  });
}
