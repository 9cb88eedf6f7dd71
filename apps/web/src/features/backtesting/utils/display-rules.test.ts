import { buildDailyPerformance, groupTradesByExitDate } from '@signaldesk/core/backtest/daily';
import { EXIT_REASONS } from '@signaldesk/core/backtest/types';
import { describe, expect, it } from 'vitest';
import { SAMPLE_RESULT } from '../testing/sample-result';
import { BALANCE_DOWN_COLOR, BALANCE_UP_COLOR, balanceLineColor, balancePoints } from './chart-data';
import { exitReasonColor } from './exit-reason-color';
import { historyRows } from './history-rows';

describe('exit reason colours', () => {
  it('paints TP green, SL red, breakeven yellow, TIMEOUT orange and the rest grey', () => {
    expect(Object.fromEntries(EXIT_REASONS.map((reason) => [reason, exitReasonColor(reason)]))).toEqual({
      TP1: 'green',
      TP2: 'green',
      TP3: 'green',
      SL: 'red',
      BREAKEVEN_1: 'yellow',
      BREAKEVEN_2: 'yellow',
      TIMEOUT: 'orange',
      BTC_EMERGENCY: 'gray',
      REVERSAL: 'gray',
    });
  });
});

describe('the portfolio chart data', () => {
  it('has one point per day, after a starting point at the initial balance the day before', () => {
    const days = buildDailyPerformance(SAMPLE_RESULT.trades, 10_000);
    expect(balancePoints(days, 10_000)).toEqual([
      { time: '2025-03-03', value: 10_000 },
      { time: '2025-03-04', value: 10_052.5 },
      { time: '2025-03-06', value: 10_012.5 },
    ]);
    expect(balancePoints([], 10_000)).toEqual([]);
  });

  it('draws the balance green at or above the initial balance, red below', () => {
    expect(balanceLineColor(10_012.5, 10_000)).toBe(BALANCE_UP_COLOR);
    expect(balanceLineColor(10_000, 10_000)).toBe(BALANCE_UP_COLOR);
    expect(balanceLineColor(9_999.99, 10_000)).toBe(BALANCE_DOWN_COLOR);
  });
});

describe('the trade history rows', () => {
  it("puts each day's heading before its trades, newest day first", () => {
    const rows = historyRows(groupTradesByExitDate(SAMPLE_RESULT.trades));
    expect(
      rows.map((row) => (row.kind === 'day' ? `day ${row.group.date}` : `trade ${row.trade.positionId}`)),
    ).toEqual(['day 2025-03-06', 'trade 12', 'day 2025-03-04', 'trade 11']);
  });
});
