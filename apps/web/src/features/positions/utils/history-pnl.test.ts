import { describe, expect, it } from 'vitest';
import { aPosition } from '../testing/position-fixture';
import { dailyPnl, pairPnl, sortPairs } from './history-pnl';

const closedAt = (day: string, profit: number | null, symbol = 'BTCUSDT') =>
  aPosition({ symbol, status: 'closed', closedAt: `${day}T10:00:00.000Z`, finalProfitPercentage: profit });

describe('history P&L', () => {
  it('sums each UTC day and runs the total, oldest day first', () => {
    const days = dailyPnl([
      closedAt('2026-11-21', 2),
      closedAt('2026-11-20', -1),
      closedAt('2026-11-21', 0.5),
      closedAt('2026-11-20', 4),
      closedAt('2026-11-22', null),
    ]);
    // 20th: -1 + 4 = 3; 21st: 2 + 0.5 = 2.5, running 5.5; the 22nd has no profit.
    expect(days).toEqual([
      { day: '2026-11-20', profit: 3, cumulative: 3, count: 2 },
      { day: '2026-11-21', profit: 2.5, cumulative: 5.5, count: 2 },
    ]);
  });

  it('gives each pair its count, win rate, total and average, and sorts by any column', () => {
    const pairs = pairPnl([
      closedAt('2026-11-20', 2, 'BTCUSDT'),
      closedAt('2026-11-20', -1, 'BTCUSDT'),
      closedAt('2026-11-20', 0, 'BTCUSDT'),
      closedAt('2026-11-20', 5, 'BTCUSDT'),
      closedAt('2026-11-21', -3, 'ETHUSDT'),
      closedAt('2026-11-21', null, 'SOLUSDT'),
    ]);
    // BTC: 2, -1, 0, 5 → 4 trades, 2 wins (0 is not one) = 50 %, total 6, average 1.5.
    expect(pairs.find((pair) => pair.symbol === 'BTCUSDT')).toMatchObject({
      count: 4,
      successRate: 50,
      totalProfit: 6,
      averageGain: 1.5,
    });
    expect(pairs.map((pair) => pair.symbol)).toEqual(['BTCUSDT', 'ETHUSDT']);
    expect(sortPairs(pairs, 'totalProfit', false).map((pair) => pair.symbol)).toEqual(['ETHUSDT', 'BTCUSDT']);
    expect(sortPairs(pairs, 'symbol', true).map((pair) => pair.symbol)).toEqual(['ETHUSDT', 'BTCUSDT']);
  });
});
