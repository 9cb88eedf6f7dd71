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
  'ignoredDiffers',
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
  state: 'waiting' | 'entered' | 'ignored';
  ignoredReason: string | null;
  /** Minutes after its entry candle a late step took the entry (docs/signals.md, Late entries); null on time. */
  lateMinutes?: number | null;
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

/**
 * What the backtest did with the same signal: its trade (legs merged), a trade still open at `now` (its entry), or
 * the reason it counts as ignored.
 */
export type BacktestOutcome =
  | { kind: 'open'; entryPrice: number; entryTime: number }
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

/**
 * How far a live exit price may lie from the backtest's and still be the same exit, percent of the backtest's
 * (docs/advanced-analytics.md, Live against backtest): the monitor fills a stop at the first tick beyond the level
 * (the gap rule) where the backtest fills at the level, a few hundredths of a percent apart on a liquid pair.
 */
export const EXIT_PRICE_TOLERANCE_PERCENT = 0.1;

const MINUTE_MS = 60_000;

/** A live exit at a tick of the minute whose close is the backtest's exit time. */
function sameExitMinute(closedAt: number, exitTime: number): boolean {
  return closedAt > exitTime - MINUTE_MS && closedAt <= exitTime;
}

function sameExitPrice(live: number | null, backtest: number): boolean {
  return live !== null && (Math.abs(live - backtest) / backtest) * 100 <= EXIT_PRICE_TOLERANCE_PERCENT;
}

/**
 * The reason a signal's live outcome differs from its backtest, judged in DIFFERENCE_REASONS' order: a signal live
 * still waits on; the backtest lacking a candle in the store; one side entering and the other not (a late step
 * that skipped the entry is `enteredLate`); both not trading for different reasons; the entry taken late or
 * elsewhere live; a live position still open (its entry checked first); closed by hand; another exit. A closed
 * trade is `same` when its entry is the backtest's, its close reason is the backtest's exit reason, its exit price
 * lies within EXIT_PRICE_TOLERANCE_PERCENT of the backtest's and it closed inside the backtest's exit minute.
 */
export function differenceReason(live: LiveOutcome, backtest: BacktestOutcome): DifferenceReason {
  if (live.state === 'waiting') return 'stillWaiting';
  if (backtest.kind === 'ignored' && backtest.reason === 'data' && live.ignoredReason !== 'data') {
    return 'missingCandle';
  }
  const position = live.position;
  if (!position) {
    if (backtest.kind !== 'ignored') {
      return live.ignoredReason === 'lateEntry' ? 'enteredLate' : 'ignoredLiveEnteredBacktest';
    }
    return live.ignoredReason === backtest.reason ? 'same' : 'ignoredDiffers';
  }
  if (backtest.kind === 'ignored') return 'enteredLiveIgnoredBacktest';
  if ((live.lateMinutes ?? 0) > 0 || position.openedAt > backtest.entryTime) return 'enteredLate';
  if (position.openedAt !== backtest.entryTime || position.entryPrice !== backtest.entryPrice) {
    return 'entryDiffers';
  }
  if (position.closedAt === null) return 'stillOpen';
  if (position.closeReason === MANUAL_CLOSE_REASON) return 'closedByHand';
  if (
    backtest.kind === 'open' ||
    position.closeReason !== backtest.exitReason ||
    !sameExitPrice(position.exitPrice, backtest.exitPrice) ||
    !sameExitMinute(position.closedAt, backtest.exitTime)
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
