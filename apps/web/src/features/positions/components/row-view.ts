import type { Position } from '@signaldesk/contracts/positions';
import { activeStopLoss, type BreakevenSettings } from '@signaldesk/core/position/active-stop';
import { profitPercentage } from '@signaldesk/core/position/profit';
import type { PriceOf } from '../hooks/use-position-prices';
import type { PriceDecimalsOf } from '../hooks/use-price-decimals';

/**
 * What a row shows besides the stored fields: the current price, the profit at it, its prices' decimals, and the
 * stop it holds now (moved to the breakeven level at TP1 and to the entry at TP2 when the Position Manager's
 * switches say so, as the monitor moves it; the stored initial stop while the rules are unknown).
 */
export interface PositionRowView {
  position: Position;
  currentPrice: number | undefined;
  profit: number | null;
  priceDecimals: number;
  stop: number;
}

export function toRowView(
  position: Position,
  priceOf: PriceOf,
  decimalsOf: PriceDecimalsOf,
  breakevens: BreakevenSettings | null = null,
): PositionRowView {
  const currentPrice = priceOf(position.symbol);
  const profit =
    currentPrice === undefined
      ? null
      : profitPercentage(position.direction, position.entryPrice, currentPrice);
  return {
    position,
    currentPrice,
    profit,
    priceDecimals: decimalsOf(position.symbol, position.entryPrice),
    stop: breakevens && position.status === 'open' ? activeStopLoss(position, breakevens) : position.stopLoss,
  };
}

/** The colour of a profit percentage: teal for a gain, red for a loss, none for zero or unknown. */
export function profitColor(profit: number | null): string | undefined {
  if (profit === null || profit === 0) return undefined;
  return profit > 0 ? 'teal' : 'red';
}

/** Actions every layout offers on an open position. */
export interface PositionActions {
  onDetails: (position: Position) => void;
  onClose: (position: Position) => void;
  onReopen: (position: Position) => void;
}
