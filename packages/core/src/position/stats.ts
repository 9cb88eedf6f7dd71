import { type CategoryFlags, positionCategory } from './category';
import { isWinningProfit } from './outcome';

/** A closed position as the statistics see it: its category flags and its final profit in percent. */
export interface StatsPosition extends CategoryFlags {
  finalProfitPercentage: number | null;
}

/** A statistic block of the history screen. Percentages are percent. */
export interface PositionStatistics {
  /** Positions with a final profit. */
  count: number;
  /** Share of them with profit > 0, percent; 0 when count is 0. */
  successRate: number;
  /** Highest profit; null when count is 0. */
  bestTrade: number | null;
  /** Lowest profit; null when count is 0. */
  worstTrade: number | null;
  /** Mean profit; 0 when count is 0. */
  averageGain: number;
}

/** Statistics over closed positions; positions without a finalProfitPercentage are left out. */
export function positionStatistics(positions: readonly StatsPosition[]): PositionStatistics {
  let count = 0;
  let wins = 0;
  let sum = 0;
  let best: number | null = null;
  let worst: number | null = null;
  for (const { finalProfitPercentage: profit } of positions) {
    if (profit === null || !Number.isFinite(profit)) continue;
    count += 1;
    if (isWinningProfit(profit)) wins += 1;
    sum += profit;
    if (best === null || profit > best) best = profit;
    if (worst === null || profit < worst) worst = profit;
  }
  return {
    count,
    successRate: count === 0 ? 0 : (wins * 100) / count,
    bestTrade: best,
    worstTrade: worst,
    averageGain: count === 0 ? 0 : sum / count,
  };
}

/** The blocks of the history screen: all closed positions, then one per precedence category but 'other'. */
export interface StatisticsByCategory {
  all: PositionStatistics;
  golden: PositionStatistics;
  admin: PositionStatistics;
  signal: PositionStatistics;
  opportunity: PositionStatistics;
}

export function statisticsByCategory(positions: readonly StatsPosition[]): StatisticsByCategory {
  const golden: StatsPosition[] = [];
  const admin: StatsPosition[] = [];
  const signal: StatsPosition[] = [];
  const opportunity: StatsPosition[] = [];
  const buckets = { golden, admin, signal, opportunity, other: [] as StatsPosition[] };
  for (const position of positions) buckets[positionCategory(position)].push(position);
  return {
    all: positionStatistics(positions),
    golden: positionStatistics(golden),
    admin: positionStatistics(admin),
    signal: positionStatistics(signal),
    opportunity: positionStatistics(opportunity),
  };
}
