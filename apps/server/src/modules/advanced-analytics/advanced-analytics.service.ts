import {
  type AdvancedAnalytics,
  type AdvancedAnalyticsFilter,
  type AnalyticsGroup,
  UTC_HOURS,
  WEEKDAYS,
} from '@signaldesk/contracts/advanced-analytics';
import { POSITION_CATEGORIES } from '@signaldesk/core/position/category';
import { DIRECTIONS } from '@signaldesk/core/position/profit';
import type { Database } from '../../db/client';
import { type AnalyticsCell, analyticsCells } from './advanced-analytics.repository';

const DAY_MS = 86_400_000;

/** A share in percent; 0 of nothing is 0. */
function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : (part * 100) / whole;
}

/** Sums a field over cells. */
function sum(cells: readonly AnalyticsCell[], field: keyof AnalyticsCell): number {
  let total = 0;
  for (const cell of cells) total += cell[field] as number;
  return total;
}

/** Count, win rate, average and total profit of a group of cells. */
export function groupOf(cells: readonly AnalyticsCell[]): AnalyticsGroup {
  const count = sum(cells, 'count');
  const totalProfit = sum(cells, 'totalProfit');
  return {
    count,
    winRate: percent(sum(cells, 'wins'), count),
    averageProfit: count === 0 ? 0 : totalProfit / count,
    totalProfit,
  };
}

/** Every figure of the answer, from the grouped cells (see docs/advanced-analytics.md, Answer). */
export function summariseCells(cells: readonly AnalyticsCell[]): AdvancedAnalytics {
  const all = groupOf(cells);
  const where = (keep: (cell: AnalyticsCell) => boolean) => groupOf(cells.filter(keep));
  return {
    totalPositions: all.count,
    winRate: all.winRate,
    averageProfit: all.averageProfit,
    totalProfit: all.totalProfit,
    tp1HitRate: percent(sum(cells, 'tp1Hits'), all.count),
    tp2HitRate: percent(sum(cells, 'tp2Hits'), all.count),
    tp3HitRate: percent(sum(cells, 'tp3Hits'), all.count),
    breakevenRate: percent(sum(cells, 'breakevens'), all.count),
    tradersExitRate: percent(sum(cells, 'tradersExits'), all.count),
    slHitRate: percent(sum(cells, 'slHits'), all.count),
    longPositions: sum(
      cells.filter((cell) => cell.direction === 'LONG'),
      'count',
    ),
    shortPositions: sum(
      cells.filter((cell) => cell.direction === 'SHORT'),
      'count',
    ),
    byHour: UTC_HOURS.map((hour) => ({ hour, ...where((cell) => cell.hour === hour) })),
    byWeekday: WEEKDAYS.map((day) => ({ day, ...where((cell) => cell.day === day) })),
    grid: WEEKDAYS.flatMap((day) =>
      UTC_HOURS.map((hour) => ({ day, hour, ...where((cell) => cell.day === day && cell.hour === hour) })),
    ),
    byCategory: POSITION_CATEGORIES.map((category) => ({
      category,
      ...where((cell) => cell.category === category),
    })),
    byDirection: DIRECTIONS.map((direction) => ({
      direction,
      ...where((cell) => cell.direction === direction),
    })),
  };
}

/** The advanced analytics of the filter: dates are whole UTC days, both included. */
export async function advancedAnalytics(
  db: Database,
  filter: AdvancedAnalyticsFilter,
): Promise<AdvancedAnalytics> {
  const fromMs = Date.parse(`${filter.startDate}T00:00:00.000Z`);
  const toMs = Date.parse(`${filter.endDate}T00:00:00.000Z`) + DAY_MS;
  const cells = await analyticsCells(db, { fromMs, toMs, hours: filter.hours, days: filter.days });
  return summariseCells(cells);
}
