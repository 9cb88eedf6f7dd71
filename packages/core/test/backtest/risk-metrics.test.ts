import { describe, expect, it } from 'vitest';
import { computeBreakdowns } from '../../src/backtest/breakdowns';
import { computeRiskMetrics } from '../../src/backtest/risk-metrics';
import type { BacktestTrade } from '../../src/backtest/types';

function trade(
  positionId: number,
  entryTime: string,
  exitTime: string,
  profitLoss: number,
  more: Partial<BacktestTrade> = {},
): BacktestTrade {
  return {
    positionId,
    symbol: 'ETHUSDT',
    category: 'other',
    direction: 'LONG',
    exitReason: 'TP1',
    profitLoss,
    entryPrice: 100,
    exitPrice: 100,
    initialOpportunityTime: entryTime,
    entryTime,
    exitTime,
    duration: (Date.parse(exitTime) - Date.parse(entryTime)) / 60_000,
    tpsHit: [],
    ...more,
  };
}

/**
 * Five trades over three days on a 1000 USD balance (2025-01-01 is a Wednesday). Balance after each exit, in
 * exit order: 1100, 1050, 1020, 1080, 1060.
 */
const FIVE = [
  trade(1, '2025-01-01T10:00:00.000Z', '2025-01-01T11:00:00.000Z', 100, {
    exitReason: 'TP3',
    category: 'golden',
  }),
  trade(2, '2025-01-01T10:30:00.000Z', '2025-01-01T12:00:00.000Z', -50, {
    symbol: 'SOLUSDT',
    direction: 'SHORT',
    exitReason: 'SL',
  }),
  trade(3, '2025-01-02T09:00:00.000Z', '2025-01-02T10:00:00.000Z', -30, {
    exitReason: 'SL',
    category: 'golden',
  }),
  trade(4, '2025-01-03T08:00:00.000Z', '2025-01-03T09:00:00.000Z', 60, {
    direction: 'SHORT',
    exitReason: 'TP2',
    category: 'signal',
  }),
  trade(5, '2025-01-03T12:00:00.000Z', '2025-01-03T14:00:00.000Z', -20, {
    symbol: 'SOLUSDT',
    exitReason: 'TIMEOUT',
  }),
];

describe('risk metrics', () => {
  const metrics = computeRiskMetrics(FIVE, 1000);

  it('finds the deepest fall from a peak: 1100 down to 1020, not recovered', () => {
    expect(metrics.maxDrawdown.amount).toBeCloseTo(80, 10);
    expect(metrics.maxDrawdown.percent).toBeCloseTo((80 / 1100) * 100, 10); // 7.27 %
    expect(metrics.maxDrawdown.start).toBe('2025-01-01T11:00:00.000Z');
    expect(metrics.maxDrawdown.end).toBe('2025-01-02T10:00:00.000Z');
    expect(metrics.maxDrawdown.recovery).toBeNull();
  });

  it('dates the recovery: the first exit back at or above the peak', () => {
    // 1100, 1050, 1020, 1110 (recovered), then 1100: a later 10 USD dip does not replace the 80 USD one.
    const drawdown = computeRiskMetrics(
      [
        trade(1, '2025-01-01T00:00:00.000Z', '2025-01-01T01:00:00.000Z', 100),
        trade(2, '2025-01-01T01:00:00.000Z', '2025-01-01T02:00:00.000Z', -50),
        trade(3, '2025-01-01T02:00:00.000Z', '2025-01-01T03:00:00.000Z', -30),
        trade(4, '2025-01-01T03:00:00.000Z', '2025-01-01T04:00:00.000Z', 90),
        trade(5, '2025-01-01T04:00:00.000Z', '2025-01-01T05:00:00.000Z', -10),
      ],
      1000,
    ).maxDrawdown;
    expect(drawdown).toEqual({
      amount: 80,
      percent: (80 / 1100) * 100,
      start: '2025-01-01T01:00:00.000Z',
      end: '2025-01-01T03:00:00.000Z',
      recovery: '2025-01-01T04:00:00.000Z',
    });
  });

  it('counts the initial balance as the first peak, at the first entry', () => {
    const drawdown = computeRiskMetrics(
      [
        trade(1, '2025-01-01T00:00:00.000Z', '2025-01-01T01:00:00.000Z', -20),
        trade(2, '2025-01-01T00:30:00.000Z', '2025-01-01T02:00:00.000Z', -30),
      ],
      1000,
    ).maxDrawdown;
    expect(drawdown).toEqual({
      amount: 50,
      percent: 5,
      start: '2025-01-01T00:00:00.000Z',
      end: '2025-01-01T02:00:00.000Z',
      recovery: null,
    });
  });

  it('gives profit factor, expectancy, average win and loss and payoff', () => {
    expect(metrics.profitFactor).toBeCloseTo(160 / 100, 10); // gross profit 100 + 60, gross loss 50 + 30 + 20
    expect(metrics.expectancy).toBeCloseTo(60 / 5, 10); // 12 per trade
    expect(metrics.averageWin).toBeCloseTo(80, 10);
    expect(metrics.averageLoss).toBeCloseTo(-100 / 3, 10);
    expect(metrics.payoffRatio).toBeCloseTo(80 / (100 / 3), 10); // 2.4
  });

  it('annualises Sharpe and Sortino of the daily returns on 365 days', () => {
    // Day returns on the balance at the start of each day: +50/1000, -30/1050, +40/1020.
    const returns = [50 / 1000, -30 / 1050, 40 / 1020];
    const mean = (returns[0]! + returns[1]! + returns[2]!) / 3;
    const sample = Math.sqrt(returns.reduce((sum, r) => sum + (r - mean) ** 2, 0) / 2);
    const downside = Math.sqrt(returns[1]! ** 2 / 3);
    expect(metrics.sharpeRatio).toBeCloseTo((mean / sample) * Math.sqrt(365), 10);
    expect(metrics.sharpeRatio).toBeCloseTo(9.0673, 3);
    expect(metrics.sortinoRatio).toBeCloseTo((mean / downside) * Math.sqrt(365), 10);
    expect(metrics.sortinoRatio).toBeCloseTo(23.4123, 3);
  });

  it('counts days without exits as 0 % days', () => {
    const sparse = computeRiskMetrics(
      [
        trade(1, '2025-01-01T00:00:00.000Z', '2025-01-01T01:00:00.000Z', 100),
        trade(2, '2025-01-03T00:00:00.000Z', '2025-01-03T01:00:00.000Z', -110),
      ],
      1000,
    );
    // Returns 0.1, 0, -0.1: mean 0.
    expect(sparse.sharpeRatio).toBeCloseTo(0, 12);
    expect(sparse.sortinoRatio).toBeCloseTo(0, 12);
  });

  it('finds the streaks in exit order, the most concurrent trades and the exposure', () => {
    // Exit order: +, -, -, +, -.
    expect(metrics.longestWinStreak).toBe(1);
    expect(metrics.longestLossStreak).toBe(2);
    // Trades 1 and 2 overlap from 10:30 to 11:00 on the first day.
    expect(metrics.maxConcurrentTrades).toBe(2);
    // Open 2 h + 1 h + 1 h + 2 h of the 52 h from the first entry to the last exit.
    expect(metrics.exposurePercent).toBeCloseTo((6 / 52) * 100, 10);
  });

  it('does not count a trade that exits as another enters as concurrent', () => {
    const backToBack = computeRiskMetrics(
      [
        trade(1, '2025-01-01T00:00:00.000Z', '2025-01-01T01:00:00.000Z', 1),
        trade(2, '2025-01-01T01:00:00.000Z', '2025-01-01T02:00:00.000Z', 1),
      ],
      1000,
    );
    expect(backToBack.maxConcurrentTrades).toBe(1);
    expect(backToBack.exposurePercent).toBe(100);
  });

  it('has neutral values without trades and nulls where a ratio has no denominator', () => {
    expect(computeRiskMetrics([], 1000)).toEqual({
      maxDrawdown: { amount: 0, percent: 0, start: null, end: null, recovery: null },
      profitFactor: null,
      expectancy: 0,
      averageWin: 0,
      averageLoss: 0,
      payoffRatio: null,
      sharpeRatio: null,
      sortinoRatio: null,
      longestWinStreak: 0,
      longestLossStreak: 0,
      maxConcurrentTrades: 0,
      exposurePercent: 0,
    });
    const allWins = computeRiskMetrics(
      [trade(1, '2025-01-01T00:00:00.000Z', '2025-01-01T01:00:00.000Z', 5)],
      1000,
    );
    expect([allWins.profitFactor, allWins.payoffRatio, allWins.sharpeRatio]).toEqual([null, null, null]);
  });
});

describe('breakdowns', () => {
  const breakdowns = computeBreakdowns(FIVE);

  it('splits by exit reason, largest P&L first', () => {
    expect(breakdowns.byExitReason.map((row) => [row.key, row.trades, row.profitLoss])).toEqual([
      ['TP3', 1, 100],
      ['TP2', 1, 60],
      ['TIMEOUT', 1, -20],
      ['SL', 2, -80],
    ]);
  });

  it('splits by symbol with wins, win rate and mean P&L', () => {
    expect(breakdowns.bySymbol).toEqual([
      {
        key: 'ETHUSDT',
        trades: 3,
        wins: 2,
        winRate: (2 / 3) * 100,
        profitLoss: 130,
        averageProfitLoss: 130 / 3,
      },
      { key: 'SOLUSDT', trades: 2, wins: 0, winRate: 0, profitLoss: -70, averageProfitLoss: -35 },
    ]);
  });

  it('splits by category and by direction', () => {
    expect(breakdowns.byCategory.map((row) => [row.key, row.trades, row.profitLoss])).toEqual([
      ['golden', 2, 70],
      ['signal', 1, 60],
      ['other', 2, -70],
    ]);
    expect(breakdowns.byDirection.map((row) => [row.key, row.trades, row.profitLoss])).toEqual([
      ['LONG', 3, 50],
      ['SHORT', 2, 10],
    ]);
  });

  it('adds P&L by UTC entry weekday and hour', () => {
    const map = breakdowns.entryHeatMap;
    expect(map).toHaveLength(7);
    expect(map.every((day) => day.length === 24)).toBe(true);
    expect(map[3]![10]).toEqual({ trades: 2, profitLoss: 50 }); // Wednesday 10:00 and 10:30
    expect(map[4]![9]).toEqual({ trades: 1, profitLoss: -30 }); // Thursday
    expect(map[5]![8]).toEqual({ trades: 1, profitLoss: 60 }); // Friday
    expect(map[5]![12]).toEqual({ trades: 1, profitLoss: -20 });
    const total = map.flat().reduce((sum, cell) => sum + cell.trades, 0);
    expect(total).toBe(5);
  });
});
