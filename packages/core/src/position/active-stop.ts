import { breakevenStopAfter, createTradeState, stepTrade, type TradeState } from '../backtest/exits';
import type { Direction } from './profit';
import { movePrice } from './profit';

/** The Position Manager's breakeven rules that move a live position's stop (docs/positions-server.md). */
export interface BreakevenSettings {
  breakEvenPercent: number;
  enableBreakeven1: boolean;
  enableBreakeven2: boolean;
}

/** What of an open position the exit rules read: its levels and sizes, the targets it reached, its clock. */
export interface OpenPositionLevels {
  direction: Direction;
  entryPrice: number;
  stopLoss: number;
  tp1: number;
  tp2: number;
  tp3: number;
  tp1Size: number;
  tp2Size: number;
  hitTp1: boolean;
  hitTp2: boolean;
}

/**
 * The exit-rules state of an open position (core/backtest/exits, shared with the backtest): its own levels and sizes,
 * the breakeven percent and switches, the maximum duration. Targets already reached are replayed through the stepper
 * itself (a price at each hit target), so the stop moves to the breakevens exactly as it did live. The monitor
 * follows the position from it; the Overview reads its active stop.
 */
export function openPositionTradeState(
  position: OpenPositionLevels,
  settings: BreakevenSettings,
  entryTime: number,
  maxDurationMs: number,
): TradeState {
  const state = createTradeState({
    direction: position.direction,
    entryPrice: position.entryPrice,
    entryTime,
    levels: {
      stopLoss: position.stopLoss,
      tp1: position.tp1,
      tp2: position.tp2,
      tp3: position.tp3,
      breakEven1: movePrice(position.direction, position.entryPrice, settings.breakEvenPercent),
    },
    portions: { tp1Fraction: position.tp1Size / 100, tp2Fraction: position.tp2Size / 100 },
    enableBreakeven1: settings.enableBreakeven1,
    enableBreakeven2: settings.enableBreakeven2,
    maxDurationMs,
    reversal: null,
  });
  const reached = position.hitTp2 ? position.tp2 : position.hitTp1 ? position.tp1 : null;
  if (reached !== null) stepTrade(state, reached, reached, reached, reached, entryTime, false);
  return state;
}

/**
 * The stop a position holds now: its initial stop until TP1, then the breakeven 1 level once TP1 is reached (when
 * switched on), then the entry once TP2 is reached (breakeven 2), as the monitor moves it.
 */
export function activeStopLoss(position: OpenPositionLevels, settings: BreakevenSettings): number {
  return openPositionTradeState(position, settings, 0, Number.MAX_SAFE_INTEGER).activeStop;
}

/**
 * Where reaching a target moved a position's stop (TP1 or TP2), or null when the stop stayed: the stepper's own
 * breakeven rule (core/backtest/exits, breakevenStopAfter) applied to the stop the position held just before. The
 * Telegram announcer announces a breakeven exactly when this is not null (docs/telegram.md, Announcements).
 */
export function stopMovedByTarget(
  position: Omit<OpenPositionLevels, 'hitTp1' | 'hitTp2'>,
  settings: BreakevenSettings,
  target: 'tp1' | 'tp2',
): number | null {
  const before = { ...position, hitTp1: target === 'tp2', hitTp2: false };
  return breakevenStopAfter(
    openPositionTradeState(before, settings, 0, Number.MAX_SAFE_INTEGER),
    target === 'tp1' ? 0 : 1,
  );
}
