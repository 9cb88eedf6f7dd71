import { createTradeState, stepTrade, type TradeState } from '@signaldesk/core/backtest/exits';
import { movePrice, profitPercentage } from '@signaldesk/core/position/profit';
import type { PositionRow } from '../modules/positions/position-row';
import type { TargetHits } from '../modules/positions/positions.repository';
import type { PositionManagerSettings } from '../modules/trading-parameters/trading-parameters.service';

const HOUR_MS = 3_600_000;

/** When a position's clock starts: its reopening, else its opening. */
export function positionEntryTime(row: Pick<PositionRow, 'openedAt' | 'reopenedAt'>): number {
  return (row.reopenedAt ?? row.openedAt).getTime();
}

/**
 * The exit-rules state of a stored open position (core/backtest/exits, shared with the backtest): its own levels
 * and sizes, the Position Manager's breakeven percent and switches and maximum duration. Targets already
 * recorded are replayed through the stepper itself (a price at each hit target), so the stop moves to the
 * breakevens exactly as it did live.
 */
export function tradeStateOfPosition(row: PositionRow, settings: PositionManagerSettings): TradeState {
  const entryTime = positionEntryTime(row);
  const state = createTradeState({
    direction: row.direction,
    entryPrice: row.entryPrice,
    entryTime,
    levels: {
      stopLoss: row.stopLoss,
      tp1: row.tp1,
      tp2: row.tp2,
      tp3: row.tp3,
      breakEven1: movePrice(row.direction, row.entryPrice, settings.breakEvenPercent),
    },
    portions: { tp1Fraction: row.tp1Size / 100, tp2Fraction: row.tp2Size / 100 },
    enableBreakeven1: settings.enableBreakeven1,
    enableBreakeven2: settings.enableBreakeven2,
    maxDurationMs: settings.maxDurationHours * HOUR_MS,
    reversal: null,
  });
  const reached = row.hitTp2 ? row.tp2 : row.hitTp1 ? row.tp1 : null;
  if (reached !== null) stepTrade(state, reached, reached, reached, reached, entryTime, false);
  return state;
}

/** The take-profit columns of a state: hit flags and the profit at each hit target, percent. */
export function targetHitsOfState(state: TradeState): TargetHits {
  const profitAt = (k: number) =>
    state.targetsHit > k ? profitPercentage(state.direction, state.entryPrice, state.targets[k]!) : null;
  return {
    hitTp1: state.targetsHit >= 1,
    hitTp2: state.targetsHit >= 2,
    hitTp3: state.targetsHit >= 3,
    tp1ProfitPercentage: profitAt(0),
    tp2ProfitPercentage: profitAt(1),
  };
}
