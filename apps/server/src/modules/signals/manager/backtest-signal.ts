import type { Breakout } from '@signaldesk/core/backtest/breakout';
import type { BacktestSignal } from '@signaldesk/core/backtest/types';
import type { PositionCategory } from '@signaldesk/core/position/category';
import type { SignalRow } from '../signals.repository';

const CATEGORY: Record<SignalRow['category'], PositionCategory> = {
  signal: 'signal',
  opportunity: 'opportunity',
  golden: 'golden',
  regular: 'other',
};

/**
 * A stored signal as the backtest sees a signal: its time is when it was received. The one reading of a signal row
 * for the engine, so the Signal Manager's live decisions and the live-against-backtest replay agree.
 */
export function asBacktestSignal(row: SignalRow): BacktestSignal {
  return {
    id: row.id,
    symbol: row.symbol,
    direction: row.direction,
    openedAt: row.receivedAt.getTime(),
    riskScore: row.riskScore,
    forcePercentage: row.forcePercentage,
    category: CATEGORY[row.category],
    ...breakoutOf(row),
  };
}

/** A breakout entry's level (docs/signals.md, Breakout entries): the signal's entry, crossed on its side. */
function breakoutOf(row: Pick<SignalRow, 'entryCondition' | 'entry'>): { breakout?: Breakout } {
  return row.entryCondition === 'at' || row.entry === null
    ? {}
    : { breakout: { condition: row.entryCondition, price: row.entry } };
}
