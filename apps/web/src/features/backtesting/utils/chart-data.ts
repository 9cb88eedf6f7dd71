import { type DailyPerformance, drawdownSeries } from '@signaldesk/core/backtest/daily';
import { CHART_GRID_COLOR, consoleChartOptions } from '../../../components/charts/chart-options';

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
  return startedBalancePoints(
    days.map((day) => ({ time: day.date, value: day.balance })),
    initialBalance,
  );
}

/** End-of-day balances preceded by the initial balance on the day before the first one (none without a day). */
export function startedBalancePoints(
  points: readonly BalancePoint[],
  initialBalance: number,
): BalancePoint[] {
  const first = points[0];
  if (!first) return [];
  return [{ time: previousDay(first.time), value: initialBalance }, ...points];
}

/**
 * Green when the final balance is at or above the initial balance, red otherwise (docs/console.md, Colours).
 */
export function balanceLineColor(finalBalance: number, initialBalance: number): string {
  return finalBalance >= initialBalance ? BALANCE_UP_COLOR : BALANCE_DOWN_COLOR;
}

export const DRAWDOWN_COLOR = '#e03131';

/** The drawdown in percent on the balance chart's days (0 on the day before the first exit): the same time axis. */
export function drawdownPoints(days: readonly DailyPerformance[], initialBalance: number): BalancePoint[] {
  const first = days[0];
  if (!first) return [];
  return [
    { time: previousDay(first.date), value: 0 },
    ...drawdownSeries(days, initialBalance).map((point) => ({
      time: point.date,
      value: point.drawdownPercent,
    })),
  ];
}

/** The look both result charts share; a fixed price-scale width keeps their time axes aligned. */
/** Built when a chart is drawn, so its axis follows the operator's language. */
export const resultChartOptions = () =>
  consoleChartOptions({
    grid: { vertLines: { color: CHART_GRID_COLOR } },
    rightPriceScale: { minimumWidth: 88 },
    handleScroll: false,
    handleScale: false,
  });
