import { describe, expect, it } from 'vitest';
import {
  buildDailyPerformance,
  dailyChartStats,
  exitDate,
  groupTradesByExitDate,
  testingPeriodDays,
} from '../../src/backtest/daily';
import type { BacktestTrade, ExitReason, TargetName } from '../../src/backtest/types';

function trade(
  positionId: number,
  exitTime: string,
  profitLoss: number,
  exitReason: ExitReason,
  tpsHit: TargetName[] = [],
): BacktestTrade {
  return {
    positionId,
    symbol: 'ETHUSDT',
    category: 'other',
    direction: 'LONG',
    exitReason,
    profitLoss,
    entryPrice: 100,
    exitPrice: 100,
    initialOpportunityTime: '2025-01-01T00:00:00.000Z',
    entryTime: '2025-01-01T00:10:00.000Z',
    exitTime,
    duration: 60,
    tpsHit,
  };
}

// In entry order, as the engine returns them: exits are not sorted.
const A = trade(1, '2025-01-01T10:00:00.000Z', 50, 'TP3', ['TP1', 'TP2', 'TP3']);
const B = trade(2, '2025-01-01T23:59:59.999Z', -39, 'SL');
const C = trade(3, '2025-01-03T00:00:00.000Z', -2.5, 'BREAKEVEN_1', ['TP1']);
const D = trade(4, '2025-01-02T12:00:00.000Z', 0, 'BREAKEVEN_2', ['TP1', 'TP2']);
const E = trade(5, '2025-01-03T05:30:00.000Z', 12.25, 'TIMEOUT');
const TRADES = [A, B, C, D, E];

describe('buildDailyPerformance', () => {
  it('gives one ascending row per UTC exit day with running balance and hit counts', () => {
    expect(buildDailyPerformance(TRADES, 10_000)).toEqual([
      {
        date: '2025-01-01',
        trades: 2,
        dailyPnL: 11,
        cumulativePnL: 11,
        balance: 10_011,
        tp3Hits: 1,
        breakEven1Hits: 0,
        breakEven2Hits: 0,
        slHits: 1,
      },
      {
        date: '2025-01-02',
        trades: 1,
        dailyPnL: 0,
        cumulativePnL: 11,
        balance: 10_011,
        tp3Hits: 0,
        breakEven1Hits: 0,
        breakEven2Hits: 1,
        slHits: 0,
      },
      {
        date: '2025-01-03',
        trades: 2,
        dailyPnL: 9.75,
        cumulativePnL: 20.75,
        balance: 10_020.75,
        tp3Hits: 0,
        breakEven1Hits: 1,
        breakEven2Hits: 0,
        slHits: 0,
      },
    ]);
  });

  it('is empty without trades', () => {
    expect(buildDailyPerformance([], 10_000)).toEqual([]);
  });

  it('rejects a trade whose exit time cannot be read', () => {
    expect(() => buildDailyPerformance([trade(9, 'yesterday', 1, 'TP1')], 100)).toThrow(
      'Trade 9 has an invalid exitTime',
    );
  });
});

describe('exitDate', () => {
  it('takes the UTC day, whatever the offset of the string', () => {
    expect(exitDate(trade(1, '2025-01-02T01:00:00.000+02:00', 0, 'SL'))).toBe('2025-01-01');
  });
});

describe('dailyChartStats', () => {
  it('counts days, averages trades per day and picks the best and worst day', () => {
    const stats = dailyChartStats(buildDailyPerformance(TRADES, 10_000));
    expect(stats.tradingDays).toBe(3);
    expect(stats.avgDailyTrades).toBeCloseTo(5 / 3, 12);
    expect(stats.bestDay).toBe(11);
    expect(stats.worstDay).toBe(0);
  });

  it('gives zeros without days', () => {
    expect(dailyChartStats([])).toEqual({ tradingDays: 0, avgDailyTrades: 0, bestDay: 0, worstDay: 0 });
  });

  it('reports a losing best day when every day lost', () => {
    const stats = dailyChartStats(buildDailyPerformance([B, C], 1_000));
    expect(stats.bestDay).toBe(-2.5);
    expect(stats.worstDay).toBe(-39);
  });
});

describe('testingPeriodDays', () => {
  it('is the ceiling of the span between the first and the last exit', () => {
    // 2025-01-01T10:00 to 2025-01-03T05:30 is 1 day 19.5 hours.
    expect(testingPeriodDays(TRADES)).toBe(2);
  });

  it('does not round an exact number of days up', () => {
    expect(
      testingPeriodDays([
        trade(1, '2025-01-01T00:00:00.000Z', 0, 'SL'),
        trade(2, '2025-01-03T00:00:00.000Z', 0, 'SL'),
      ]),
    ).toBe(2);
  });

  it('is 0 for no trade or one exit', () => {
    expect(testingPeriodDays([])).toBe(0);
    expect(testingPeriodDays([A])).toBe(0);
  });
});

describe('groupTradesByExitDate', () => {
  it('groups by UTC exit day, newest day and newest exit first, with count, wins and P&L', () => {
    const groups = groupTradesByExitDate(TRADES);
    expect(groups.map((group) => group.date)).toEqual(['2025-01-03', '2025-01-02', '2025-01-01']);
    expect(groups.map((group) => group.trades.map((t) => t.positionId))).toEqual([[5, 3], [4], [2, 1]]);
    expect(groups.map(({ count, wins, profitLoss }) => ({ count, wins, profitLoss }))).toEqual([
      { count: 2, wins: 1, profitLoss: 9.75 },
      { count: 1, wins: 0, profitLoss: 0 },
      { count: 2, wins: 1, profitLoss: 11 },
    ]);
  });
});
