import type { PositionCategory } from '../position/category';
import type { Direction } from '../position/profit';
import type { BacktestTrade, ExitReason } from './types';
import { isoTimeMs } from './utc-date';

/**
 * The trades of a backtest split by exit reason, symbol, position category and direction, and their P&L by
 * entry hour and weekday (docs/backtest.md, "Breakdowns"). Pure; times in UTC.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

export interface BreakdownRow<K extends string = string> {
  key: K;
  trades: number;
  /** Trades with P&L above 0. */
  wins: number;
  /** Percent of the trades. */
  winRate: number;
  /** Sum of P&L, USD. */
  profitLoss: number;
  /** Mean P&L per trade, USD. */
  averageProfitLoss: number;
}

/** One cell of the heat map: the trades that entered in that UTC hour of that UTC weekday. */
export interface HeatCell {
  trades: number;
  profitLoss: number;
}

export interface BacktestBreakdowns {
  byExitReason: BreakdownRow<ExitReason>[];
  bySymbol: BreakdownRow[];
  byCategory: BreakdownRow<PositionCategory>[];
  byDirection: BreakdownRow<Direction>[];
  /** `entryHeatMap[weekday][hour]`: weekday 0 is Sunday, hour 0 to 23 (UTC). */
  entryHeatMap: HeatCell[][];
}

/** Rows by key, largest P&L first (ties by key). */
export function groupTrades<K extends string>(
  trades: readonly BacktestTrade[],
  keyOf: (trade: BacktestTrade) => K,
): BreakdownRow<K>[] {
  const rows = new Map<K, BreakdownRow<K>>();
  for (const trade of trades) {
    const key = keyOf(trade);
    let row = rows.get(key);
    if (!row) {
      row = { key, trades: 0, wins: 0, winRate: 0, profitLoss: 0, averageProfitLoss: 0 };
      rows.set(key, row);
    }
    row.trades++;
    if (trade.profitLoss > 0) row.wins++;
    row.profitLoss += trade.profitLoss;
  }
  const list = [...rows.values()];
  for (const row of list) {
    row.winRate = (row.wins / row.trades) * 100;
    row.averageProfitLoss = row.profitLoss / row.trades;
  }
  return list.sort((a, b) => b.profitLoss - a.profitLoss || (a.key < b.key ? -1 : 1));
}

export function entryHeatMap(trades: readonly BacktestTrade[]): HeatCell[][] {
  const grid = Array.from({ length: 7 }, () =>
    Array.from({ length: 24 }, () => ({ trades: 0, profitLoss: 0 })),
  );
  for (const trade of trades) {
    const entry = isoTimeMs(trade.entryTime);
    const day = Math.floor(entry / DAY_MS);
    // 1970-01-01 was a Thursday (weekday 4).
    const cell = grid[(day + 4) % 7]![Math.floor((entry - day * DAY_MS) / HOUR_MS)]!;
    cell.trades++;
    cell.profitLoss += trade.profitLoss;
  }
  return grid;
}

export function computeBreakdowns(trades: readonly BacktestTrade[]): BacktestBreakdowns {
  return {
    byExitReason: groupTrades(trades, (trade) => trade.exitReason),
    bySymbol: groupTrades(trades, (trade) => trade.symbol),
    byCategory: groupTrades(trades, (trade) => trade.category),
    byDirection: groupTrades(trades, (trade) => trade.direction),
    entryHeatMap: entryHeatMap(trades),
  };
}
