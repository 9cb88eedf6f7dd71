import type { BacktestTrade } from './types';
import { isoTimeMs } from './utc-date';

/**
 * Risk and quality figures of a backtest, from its trades and the initial balance (docs/backtest.md, "Risk
 * metrics"). Pure. Money in USD, percentages as percent (5 = 5 %), times as ISO 8601 UTC strings.
 */

const DAY_MS = 86_400_000;
/** Crypto trades every day: returns are annualised on 365 days. */
export const DAYS_PER_YEAR = 365;

export interface MaxDrawdown {
  /** Largest fall of the balance from a peak, USD (0 without a fall). */
  amount: number;
  /** That fall in percent of the peak. */
  percent: number;
  /** When the peak was reached (the initial balance counts as a peak at the first entry); null without a fall. */
  start: string | null;
  /** When the lowest balance after that peak was reached; null without a fall. */
  end: string | null;
  /** When the balance first got back to the peak; null when it never did (or without a fall). */
  recovery: string | null;
}

export interface RiskMetrics {
  maxDrawdown: MaxDrawdown;
  /** Gross profit over gross loss; null without a losing trade. */
  profitFactor: number | null;
  /** Mean P&L per trade (0 without trades). */
  expectancy: number;
  /** Mean P&L of the trades above 0 (0 without one). */
  averageWin: number;
  /** Mean P&L of the trades below 0, a negative number (0 without one). */
  averageLoss: number;
  /** averageWin over |averageLoss|; null without a win or without a loss. */
  payoffRatio: number | null;
  /** Mean over sample standard deviation of the daily returns, × √365; null with under 2 days or no spread. */
  sharpeRatio: number | null;
  /** Mean daily return over the downside deviation (below 0), × √365; null with under 2 days or no down day. */
  sortinoRatio: number | null;
  /** Most trades above 0 in a row, in exit order. */
  longestWinStreak: number;
  /** Most trades below 0 in a row, in exit order (a trade at exactly 0 ends both streaks). */
  longestLossStreak: number;
  /** Most trades open at the same moment. */
  maxConcurrentTrades: number;
  /** Percent of the time from the first entry to the last exit with at least one trade open. */
  exposurePercent: number;
}

interface TimedTrade {
  entry: number;
  exit: number;
  profitLoss: number;
  positionId: number;
}

function timed(trades: readonly BacktestTrade[]): TimedTrade[] {
  return trades.map((trade) => ({
    entry: isoTimeMs(trade.entryTime),
    exit: isoTimeMs(trade.exitTime),
    profitLoss: trade.profitLoss,
    positionId: trade.positionId,
  }));
}

const iso = (ms: number) => new Date(ms).toISOString();

interface DrawdownEpisode {
  peak: number;
  peakTime: number;
  amount: number;
  end: number;
}

function episodeToDrawdown(episode: DrawdownEpisode, recovery: number | null): MaxDrawdown {
  return {
    amount: episode.amount,
    percent: (episode.amount / episode.peak) * 100,
    start: iso(episode.peakTime),
    end: iso(episode.end),
    recovery: recovery === null ? null : iso(recovery),
  };
}

/**
 * On the balance after each exit (exit order), starting from the initial balance at the first entry. An
 * episode runs from a peak until the balance is back at or above it (the recovery); the deepest one counts.
 */
export function maxDrawdown(
  byExit: readonly TimedTrade[],
  initialBalance: number,
  firstEntry: number,
): MaxDrawdown {
  let worst: MaxDrawdown = { amount: 0, percent: 0, start: null, end: null, recovery: null };
  let balance = initialBalance;
  let peak = initialBalance;
  let peakTime = firstEntry;
  let episode: DrawdownEpisode | null = null;
  for (const trade of byExit) {
    balance += trade.profitLoss;
    if (balance >= peak) {
      if (episode && episode.amount > worst.amount) worst = episodeToDrawdown(episode, trade.exit);
      episode = null;
      if (balance > peak) {
        peak = balance;
        peakTime = trade.exit;
      }
    } else if (!episode) {
      episode = { peak, peakTime, amount: peak - balance, end: trade.exit };
    } else if (peak - balance > episode.amount) {
      episode.amount = peak - balance;
      episode.end = trade.exit;
    }
  }
  if (episode && episode.amount > worst.amount) worst = episodeToDrawdown(episode, null);
  return worst;
}

/** The balance's return on every UTC calendar day from the first to the last exit day (days without exits: 0). */
export function dailyReturns(byExit: readonly TimedTrade[], initialBalance: number): number[] {
  if (byExit.length === 0) return [];
  const dayOf = (ms: number) => Math.floor(ms / DAY_MS);
  const firstDay = dayOf(byExit[0]!.exit);
  const pnl = new Array<number>(dayOf(byExit[byExit.length - 1]!.exit) - firstDay + 1).fill(0);
  for (const trade of byExit) pnl[dayOf(trade.exit) - firstDay]! += trade.profitLoss;
  let balance = initialBalance;
  return pnl.map((dayPnl) => {
    const dayReturn = balance === 0 ? 0 : dayPnl / balance;
    balance += dayPnl;
    return dayReturn;
  });
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

export function sharpeRatio(returns: readonly number[]): number | null {
  if (returns.length < 2) return null;
  const average = mean(returns);
  const variance = returns.reduce((sum, value) => sum + (value - average) ** 2, 0) / (returns.length - 1);
  return variance > 0 ? (average / Math.sqrt(variance)) * Math.sqrt(DAYS_PER_YEAR) : null;
}

export function sortinoRatio(returns: readonly number[]): number | null {
  if (returns.length < 2) return null;
  const downside = Math.sqrt(
    returns.reduce((sum, value) => sum + Math.min(value, 0) ** 2, 0) / returns.length,
  );
  return downside > 0 ? (mean(returns) / downside) * Math.sqrt(DAYS_PER_YEAR) : null;
}

function streaks(byExit: readonly TimedTrade[]): { win: number; loss: number } {
  let win = 0;
  let loss = 0;
  let currentWin = 0;
  let currentLoss = 0;
  for (const { profitLoss } of byExit) {
    currentWin = profitLoss > 0 ? currentWin + 1 : 0;
    currentLoss = profitLoss < 0 ? currentLoss + 1 : 0;
    win = Math.max(win, currentWin);
    loss = Math.max(loss, currentLoss);
  }
  return { win, loss };
}

/**
 * A trade is open in [entry, exit): one exiting when another enters does not overlap it. A sweep over the
 * sorted entry and exit times (typed arrays: numeric sorts).
 */
function concurrencyAndExposure(list: readonly TimedTrade[]): { max: number; exposurePercent: number } {
  if (list.length === 0) return { max: 0, exposurePercent: 0 };
  const entries = new Float64Array(list.length);
  const exits = new Float64Array(list.length);
  for (let k = 0; k < list.length; k++) {
    entries[k] = list[k]!.entry;
    exits[k] = list[k]!.exit;
  }
  entries.sort();
  exits.sort();
  let open = 0;
  let max = 0;
  let openSince = 0;
  let covered = 0;
  let i = 0;
  let j = 0;
  while (i < entries.length) {
    // At equal times the exit comes first.
    if (exits[j]! <= entries[i]!) {
      open--;
      if (open === 0) covered += exits[j]! - openSince;
      j++;
    } else {
      if (open === 0) openSince = entries[i]!;
      open++;
      max = Math.max(max, open);
      i++;
    }
  }
  const lastExit = exits[exits.length - 1]!;
  if (open > 0) covered += lastExit - openSince;
  const span = lastExit - entries[0]!;
  return { max, exposurePercent: span > 0 ? (covered / span) * 100 : 0 };
}

export function computeRiskMetrics(trades: readonly BacktestTrade[], initialBalance: number): RiskMetrics {
  const list = timed(trades);
  const byExit = [...list].sort((a, b) => a.exit - b.exit || a.positionId - b.positionId);
  let grossProfit = 0;
  let grossLoss = 0;
  let wins = 0;
  let losses = 0;
  let firstEntry = Number.POSITIVE_INFINITY;
  for (const trade of list) {
    if (trade.profitLoss > 0) {
      grossProfit += trade.profitLoss;
      wins++;
    } else if (trade.profitLoss < 0) {
      grossLoss -= trade.profitLoss;
      losses++;
    }
    firstEntry = Math.min(firstEntry, trade.entry);
  }
  const averageWin = wins ? grossProfit / wins : 0;
  const averageLoss = losses ? -grossLoss / losses : 0;
  const returns = dailyReturns(byExit, initialBalance);
  const streak = streaks(byExit);
  const { max, exposurePercent } = concurrencyAndExposure(list);
  return {
    maxDrawdown: maxDrawdown(byExit, initialBalance, firstEntry),
    profitFactor: losses ? grossProfit / grossLoss : null,
    expectancy: list.length ? (grossProfit - grossLoss) / list.length : 0,
    averageWin,
    averageLoss,
    payoffRatio: wins && losses ? averageWin / -averageLoss : null,
    sharpeRatio: sharpeRatio(returns),
    sortinoRatio: sortinoRatio(returns),
    longestWinStreak: streak.win,
    longestLossStreak: streak.loss,
    maxConcurrentTrades: max,
    exposurePercent,
  };
}
