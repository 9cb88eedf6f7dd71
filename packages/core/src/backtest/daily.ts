import type { BacktestTrade } from './types';

/**
 * The derived per-day data of a backtest (docs/backtesting-screen.md, Results): one row per UTC exit date,
 * the chart's stats, the testing period and the trade-history groups. Pure: trades and the initial balance
 * in.
 */

const DAY_MS = 86_400_000;

/** One UTC day on which at least one trade exited. Money in USD. */
export interface DailyPerformance {
  /** UTC date `YYYY-MM-DD` of the exits. */
  date: string;
  trades: number;
  dailyPnL: number;
  /** Sum of dailyPnL up to and including this day. */
  cumulativePnL: number;
  /** initialBalance + cumulativePnL. */
  balance: number;
  /** Trades that reached TP3 (their tpsHit holds TP3), as the summary counts them. */
  tp3Hits: number;
  breakEven1Hits: number;
  breakEven2Hits: number;
  slHits: number;
}

export interface DailyChartStats {
  tradingDays: number;
  /** Total trades over trading days (0 with no day); the screen shows 1 decimal. */
  avgDailyTrades: number;
  /** Highest dailyPnL, USD (0 with no day). */
  bestDay: number;
  /** Lowest dailyPnL, USD (0 with no day). */
  worstDay: number;
}

/** The trades that exited on one UTC day, for the trade history. */
export interface TradeDayGroup {
  date: string;
  /** Newest exit first. */
  trades: BacktestTrade[];
  count: number;
  /** Trades with profitLoss > 0 (the summary's win rule). */
  wins: number;
  profitLoss: number;
}

function exitMs(trade: BacktestTrade): number {
  const time = Date.parse(trade.exitTime);
  if (!Number.isFinite(time))
    throw new RangeError(`Trade ${trade.positionId} has an invalid exitTime: ${trade.exitTime}`);
  return time;
}

/** UTC date `YYYY-MM-DD` of a trade's exit. */
export function exitDate(trade: BacktestTrade): string {
  return new Date(exitMs(trade)).toISOString().slice(0, 10);
}

/** Per exit day, ascending by date. */
export function buildDailyPerformance(
  trades: readonly BacktestTrade[],
  initialBalance: number,
): DailyPerformance[] {
  const byDate = new Map<string, DailyPerformance>();
  for (const trade of trades) {
    const date = exitDate(trade);
    let day = byDate.get(date);
    if (!day) {
      day = {
        date,
        trades: 0,
        dailyPnL: 0,
        cumulativePnL: 0,
        balance: 0,
        tp3Hits: 0,
        breakEven1Hits: 0,
        breakEven2Hits: 0,
        slHits: 0,
      };
      byDate.set(date, day);
    }
    day.trades += 1;
    day.dailyPnL += trade.profitLoss;
    if (trade.tpsHit.includes('TP3')) day.tp3Hits += 1;
    if (trade.exitReason === 'BREAKEVEN_1') day.breakEven1Hits += 1;
    if (trade.exitReason === 'BREAKEVEN_2') day.breakEven2Hits += 1;
    if (trade.exitReason === 'SL') day.slHits += 1;
  }
  const days = [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : 1));
  let cumulative = 0;
  for (const day of days) {
    cumulative += day.dailyPnL;
    day.cumulativePnL = cumulative;
    day.balance = initialBalance + cumulative;
  }
  return days;
}

export function dailyChartStats(days: readonly DailyPerformance[]): DailyChartStats {
  if (days.length === 0) return { tradingDays: 0, avgDailyTrades: 0, bestDay: 0, worstDay: 0 };
  let totalTrades = 0;
  let bestDay = Number.NEGATIVE_INFINITY;
  let worstDay = Number.POSITIVE_INFINITY;
  for (const day of days) {
    totalTrades += day.trades;
    bestDay = Math.max(bestDay, day.dailyPnL);
    worstDay = Math.min(worstDay, day.dailyPnL);
  }
  return { tradingDays: days.length, avgDailyTrades: totalTrades / days.length, bestDay, worstDay };
}

/** Ceiling of the span between the first and the last exit, in days (0 with fewer than two exits apart). */
export function testingPeriodDays(trades: readonly BacktestTrade[]): number {
  if (trades.length === 0) return 0;
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const trade of trades) {
    const time = exitMs(trade);
    first = Math.min(first, time);
    last = Math.max(last, time);
  }
  return Math.ceil((last - first) / DAY_MS);
}

/** Trades grouped by UTC exit date, newest day first, newest exit first inside a day. */
export function groupTradesByExitDate(trades: readonly BacktestTrade[]): TradeDayGroup[] {
  const withTime = trades.map((trade) => ({ trade, time: exitMs(trade) }));
  withTime.sort((a, b) => b.time - a.time || b.trade.positionId - a.trade.positionId);
  const groups: TradeDayGroup[] = [];
  let current: TradeDayGroup | undefined;
  for (const { trade, time } of withTime) {
    const date = new Date(time).toISOString().slice(0, 10);
    if (current?.date !== date) {
      current = { date, trades: [], count: 0, wins: 0, profitLoss: 0 };
      groups.push(current);
    }
    current.trades.push(trade);
    current.count += 1;
    if (trade.profitLoss > 0) current.wins += 1;
    current.profitLoss += trade.profitLoss;
  }
  return groups;
}
