import type { DailyPerformance } from '@signaldesk/core/backtest/daily';

export const BALANCE_UP_COLOR = '#2f9e44';
export const BALANCE_DOWN_COLOR = '#e03131';
export const INITIAL_BALANCE_COLOR = '#868e96';

export interface BalancePoint {
  /** UTC business day `YYYY-MM-DD`, as lightweight-charts takes it. */
  time: string;
  value: number;
}

function previousDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) - 86_400_000).toISOString().slice(0, 10);
}

/**
 * One point per trading day at that day's closing balance, preceded by the initial balance on the day
 * before the first exit, so the curve starts where the account started.
 */
export function balancePoints(days: readonly DailyPerformance[], initialBalance: number): BalancePoint[] {
  const first = days[0];
  if (!first) return [];
  return [
    { time: previousDay(first.date), value: initialBalance },
    ...days.map((day) => ({ time: day.date, value: day.balance })),
  ];
}

/**
 * Green when the final balance is at or above the initial balance, red otherwise (docs/console.md, Colours).
 */
export function balanceLineColor(finalBalance: number, initialBalance: number): string {
  return finalBalance >= initialBalance ? BALANCE_UP_COLOR : BALANCE_DOWN_COLOR;
}
