import type { TradeState } from '@signaldesk/core/backtest/exits';
import { openPositionTradeState } from '@signaldesk/core/position/active-stop';
import { profitPercentage } from '@signaldesk/core/position/profit';
import type { PositionManagerSettings } from '@signaldesk/core/rules/live-backtest-mapping';
import type { PositionRow, TargetHits } from '../modules/positions';

const HOUR_MS = 3_600_000;

/** When a position's clock starts: its reopening, else its opening. */
export function positionEntryTime(row: Pick<PositionRow, 'openedAt' | 'reopenedAt'>): number {
  return (row.reopenedAt ?? row.openedAt).getTime();
}

/**
 * The exit-rules state of a stored open position: core's `openPositionTradeState` (the one home of the replay of
 * its reached targets, shared with the Overview's active stop) with the Position Manager's settings.
 */
export function tradeStateOfPosition(row: PositionRow, settings: PositionManagerSettings): TradeState {
  return openPositionTradeState(
    row,
    settings,
    positionEntryTime(row),
    settings.maximumTimePositionExecution * HOUR_MS,
  );
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
