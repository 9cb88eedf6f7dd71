import { type Direction, profitPercentage } from './profit';

/** The fields of a position that its performance depends on. Sizes and profits are percent. */
export interface PerformancePosition {
  symbol: string;
  direction: Direction;
  entryPrice: number;
  tp3: number;
  tp1Size: number;
  tp2Size: number;
  hitTp1: boolean;
  hitTp2: boolean;
  hitTp3: boolean;
  tp1ProfitPercentage: number | null;
  tp2ProfitPercentage: number | null;
  shouldWork: boolean;
}

/**
 * Weighted profit of one position in percent of its entry (docs/positions.md, Weighted profit and Total
 * Performance):
 *
 *   realised   = (hitTp1 ? tp1Size/100 × tp1Profit : 0) + (hitTp2 ? tp2Size/100 × tp2Profit : 0)
 *   remaining  = 1 − (hitTp1 ? tp1Size/100 : 0) − (hitTp2 ? tp2Size/100 : 0)      (never below 0)
 *   remainder  = remaining × profitPercentage(direction, entryPrice, price)
 *   result     = realised + remainder
 *
 * tpNProfit is the recorded tpNProfitPercentage (the profit at the TP level when it was not recorded). Once TP3 is
 * hit the remainder is closed at tp3, so `price` no longer matters. Without a price (`undefined`) the remainder
 * counts 0. With `price` = exitPrice this is the position's finalProfitPercentage.
 *
 * Example, LONG entry 100, tp1Size 15, tp2Size 60, TP1 hit with 1.6 %, price 102:
 *   0.15 × 1.6 + (1 − 0.15) × 2 = 0.24 + 1.7 = 1.94 %.
 */
export function weightedProfitPercentage(position: PerformancePosition, price: number | undefined): number {
  const { direction, entryPrice } = position;
  let realised = 0;
  let closedShare = 0;
  if (position.hitTp1) {
    const share = position.tp1Size / 100;
    realised += share * (position.tp1ProfitPercentage ?? 0);
    closedShare += share;
  }
  if (position.hitTp2) {
    const share = position.tp2Size / 100;
    realised += share * (position.tp2ProfitPercentage ?? 0);
    closedShare += share;
  }
  const remaining = Math.max(0, 1 - closedShare);
  const remainderPrice = position.hitTp3 ? position.tp3 : price;
  const remainder =
    remainderPrice === undefined ? 0 : remaining * profitPercentage(direction, entryPrice, remainderPrice);
  return realised + remainder;
}

/**
 * Total Performance of the dashboard, in percent: the sum of weightedProfitPercentage over the positions with
 * shouldWork (tracked signals that are not worked do not count), each at its current price.
 */
export function totalPerformance(
  positions: readonly PerformancePosition[],
  currentPrice: (symbol: string) => number | undefined,
): number {
  let total = 0;
  for (const position of positions) {
    if (!position.shouldWork) continue;
    total += weightedProfitPercentage(position, currentPrice(position.symbol));
  }
  return total;
}
