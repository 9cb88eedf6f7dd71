import { type BacktestTrade, type IgnoredReason, MANUAL_CLOSE_REASON } from '../backtest/types';
import type { Direction } from '../position/profit';

/**
 * Live against backtest (docs/advanced-analytics.md, "Live against backtest"): each signal that arrived since an
 * apply, what live did with it (its state and position) beside what the backtest of the same signal, configuration
 * and stored candles does, and the reason they differ, named: never "noise". Pure: the server reads the rows.
 */

/** Why a signal's live outcome differs from its backtest, in the order they are judged; `same` when it does not. */
export const DIFFERENCE_REASONS = [
  'same',
  'stillWaiting',
  'missingCandle',
  'ignoredLiveEnteredBacktest',
  'enteredLiveIgnoredBacktest',
  'enteredLate',
  'entryDiffers',
  'stillOpen',
  'closedByHand',
  'exitDiffers',
] as const;
export type DifferenceReason = (typeof DIFFERENCE_REASONS)[number];

/** What live did with a signal. Times in ms. */
export interface LiveOutcome {
  signalId: number;
  symbol: string;
  direction: Direction;
  receivedAt: number;
  state: 'waiting' | 'entered' | 'ignored' | 'expired';
  ignoredReason: string | null;
  position: {
    id: number;
    entryPrice: number;
    openedAt: number;
    closedAt: number | null;
    exitPrice: number | null;
    closeReason: string | null;
    /** finalProfitPercentage: percent of the notional, weighted by the portions closed. */
    profitPercent: number | null;
  } | null;
}

/** What the backtest did with the same signal: its trade (legs merged), or the reason it counts as ignored. */
export type BacktestOutcome =
  | {
      kind: 'trade';
      entryPrice: number;
      entryTime: number;
      exitPrice: number;
      exitTime: number;
      exitReason: string;
      profitLoss: number;
    }
  | { kind: 'ignored'; reason: IgnoredReason };

/** The trade of each signal in a backtest's trades: the first leg's entry, the last leg's exit, the P&L summed. */
export function tradesBySignal(trades: readonly BacktestTrade[]): Map<number, BacktestOutcome> {
  const bySignal = new Map<number, BacktestOutcome>();
  for (const trade of trades) {
    const found = bySignal.get(trade.positionId);
    const exit = {
      exitPrice: trade.exitPrice,
      exitTime: Date.parse(trade.exitTime),
      exitReason: trade.exitReason,
    };
    if (found?.kind === 'trade') {
      Object.assign(found, exit, { profitLoss: found.profitLoss + trade.profitLoss });
    } else {
      bySignal.set(trade.positionId, {
        kind: 'trade',
        entryPrice: trade.entryPrice,
        entryTime: Date.parse(trade.entryTime),
        profitLoss: trade.profitLoss,
        ...exit,
      });
    }
  }
  return bySignal;
}

/** Live P&L in USD on the backtest's notional (a live position keeps no size): notional × percent / 100. */
export function liveProfitLoss(live: LiveOutcome, notional: number): number | null {
  const position = live.position;
  if (!position || position.closedAt === null || position.profitPercent === null) return null;
  return (notional * position.profitPercent) / 100;
}

/** P&L equal to the cent's hundredth: both sides compute it with the same formula, so only rounding may differ. */
const SAME_MONEY = 1e-6;

/**
 * The reason a signal's live outcome differs from its backtest, judged in DIFFERENCE_REASONS' order: a signal live
 * still waits on; the backtest lacking a candle in the store; one side entering and the other not; the entry
 * later or elsewhere live; a live position still open; closed by hand; another exit (the monitor steps on live
 * prices, the backtest on closed candles). Two sides that both did not trade are the same, whatever each reason.
 */
export function differenceReason(
  live: LiveOutcome,
  backtest: BacktestOutcome,
  notional: number,
): DifferenceReason {
  if (live.state === 'waiting') return 'stillWaiting';
  if (backtest.kind === 'ignored' && backtest.reason === 'data' && live.ignoredReason !== 'data') {
    return 'missingCandle';
  }
  const position = live.position;
  if (!position) return backtest.kind === 'trade' ? 'ignoredLiveEnteredBacktest' : 'same';
  if (backtest.kind === 'ignored') {
    return backtest.reason === 'pending' && position.closedAt === null
      ? 'stillOpen'
      : 'enteredLiveIgnoredBacktest';
  }
  if (position.openedAt > backtest.entryTime) return 'enteredLate';
  if (position.openedAt !== backtest.entryTime || position.entryPrice !== backtest.entryPrice) {
    return 'entryDiffers';
  }
  if (position.closedAt === null) return 'stillOpen';
  if (position.closeReason === MANUAL_CLOSE_REASON) return 'closedByHand';
  const money = liveProfitLoss(live, notional);
  if (
    position.closeReason !== backtest.exitReason ||
    position.closedAt !== backtest.exitTime ||
    money === null ||
    Math.abs(money - backtest.profitLoss) > SAME_MONEY
  ) {
    return 'exitDiffers';
  }
  return 'same';
}

/** Trades, wins, win rate (percent) and P&L (USD) of one side. */
export interface SideFigures {
  trades: number;
  wins: number;
  winRate: number;
  profitLoss: number;
}

/** The figures of closed trades' P&L (null: not closed, left out). */
export function sideFigures(profits: readonly (number | null)[]): SideFigures {
  const closed = profits.filter((p): p is number => p !== null);
  const wins = closed.filter((p) => p > 0).length;
  return {
    trades: closed.length,
    wins,
    winRate: closed.length === 0 ? 0 : (wins / closed.length) * 100,
    profitLoss: closed.reduce((sum, p) => sum + p, 0),
  };
}
