import { describe, expect, it } from 'vitest';
import { positionStatistics, type StatsPosition, statisticsByCategory } from '../../src/position/stats';

const flags = { isGolden: false, openByAdmin: false, isSignalFromTelegram: false, isOpportunity: false };
const closed = (finalProfitPercentage: number | null, extra: Partial<StatsPosition> = {}): StatsPosition => ({
  ...flags,
  finalProfitPercentage,
  ...extra,
});

describe('statistics over closed positions', () => {
  it('profits 2, −1, 0, 5 (and one without profit): 4 counted, 50 % success, best 5, worst −1, average 1.5', () => {
    expect(positionStatistics([closed(2), closed(-1), closed(0), closed(5), closed(null)])).toEqual({
      count: 4,
      successRate: 50,
      bestTrade: 5,
      worstTrade: -1,
      averageGain: 1.5,
    });
  });
  it('a zero profit is not a success', () => {
    expect(positionStatistics([closed(0), closed(0), closed(3)]).successRate).toBeCloseTo(100 / 3, 10);
  });
  it('no position gives zeros and no best or worst', () => {
    expect(positionStatistics([])).toEqual({
      count: 0,
      successRate: 0,
      bestTrade: null,
      worstTrade: null,
      averageGain: 0,
    });
  });
});

describe('statistics per category', () => {
  it('each position counts once in its precedence category and always in all', () => {
    const stats = statisticsByCategory([
      closed(4, { isGolden: true, openByAdmin: true }),
      closed(-2, { openByAdmin: true, isSignalFromTelegram: true }),
      closed(1, { isSignalFromTelegram: true }),
      closed(3, { isOpportunity: true }),
      closed(-1, { isOpportunity: true }),
      closed(10),
    ]);
    expect(stats.all).toEqual({
      count: 6,
      successRate: (4 * 100) / 6,
      bestTrade: 10,
      worstTrade: -2,
      averageGain: 2.5,
    });
    expect(stats.golden).toEqual({ count: 1, successRate: 100, bestTrade: 4, worstTrade: 4, averageGain: 4 });
    expect(stats.admin).toEqual({ count: 1, successRate: 0, bestTrade: -2, worstTrade: -2, averageGain: -2 });
    expect(stats.signal).toEqual({ count: 1, successRate: 100, bestTrade: 1, worstTrade: 1, averageGain: 1 });
    expect(stats.opportunity).toEqual({
      count: 2,
      successRate: 50,
      bestTrade: 3,
      worstTrade: -1,
      averageGain: 1,
    });
  });
});
