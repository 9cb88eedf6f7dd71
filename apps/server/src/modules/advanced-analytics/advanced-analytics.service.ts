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

const HOUR_MS = 3_600_000;
const HOURS_A_DAY = 24;

/** A share in percent; 0 of nothing is 0. */
function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : (part * 100) / whole;
}

/** Count, wins and total profit of a group, summed as the cells are read. */
interface Tally {
  count: number;
  wins: number;
  totalProfit: number;
}

const emptyTally = (): Tally => ({ count: 0, wins: 0, totalProfit: 0 });

function add(tally: Tally, cell: AnalyticsCell): void {
  tally.count += cell.count;
  tally.wins += cell.wins;
  tally.totalProfit += cell.totalProfit;
}

/** Count, win rate, average and total profit of a group. */
function groupOf(tally: Tally): AnalyticsGroup {
  return {
    count: tally.count,
    winRate: percent(tally.wins, tally.count),
    averageProfit: tally.count === 0 ? 0 : tally.totalProfit / tally.count,
    totalProfit: tally.totalProfit,
  };
}

/** Every figure of the answer, from the grouped cells in one pass (see docs/advanced-analytics.md, Answer). */
export function summariseCells(cells: readonly AnalyticsCell[]): AdvancedAnalytics {
  const all = emptyTally();
  const byHour = UTC_HOURS.map(emptyTally);
  const byWeekday = WEEKDAYS.map(emptyTally);
  const grid = WEEKDAYS.flatMap(() => UTC_HOURS.map(emptyTally));
  const byCategory = POSITION_CATEGORIES.map(emptyTally);
  const byDirection = DIRECTIONS.map(emptyTally);
  const hits = { tp1: 0, tp2: 0, tp3: 0, breakevens: 0, tradersExits: 0, slHits: 0 };
  for (const cell of cells) {
    add(all, cell);
    add(byHour[cell.hour]!, cell);
    add(byWeekday[cell.day]!, cell);
    add(grid[cell.day * UTC_HOURS.length + cell.hour]!, cell);
    add(byCategory[POSITION_CATEGORIES.indexOf(cell.category)]!, cell);
    add(byDirection[DIRECTIONS.indexOf(cell.direction)]!, cell);
    hits.tp1 += cell.tp1Hits;
    hits.tp2 += cell.tp2Hits;
    hits.tp3 += cell.tp3Hits;
    hits.breakevens += cell.breakevens;
    hits.tradersExits += cell.tradersExits;
    hits.slHits += cell.slHits;
  }
  const total = groupOf(all);
  return {
    totalPositions: total.count,
    winRate: total.winRate,
    averageProfit: total.averageProfit,
    totalProfit: total.totalProfit,
    tp1HitRate: percent(hits.tp1, total.count),
    tp2HitRate: percent(hits.tp2, total.count),
    tp3HitRate: percent(hits.tp3, total.count),
    breakevenRate: percent(hits.breakevens, total.count),
    tradersExitRate: percent(hits.tradersExits, total.count),
    slHitRate: percent(hits.slHits, total.count),
    longPositions: byDirection[DIRECTIONS.indexOf('LONG')]!.count,
    shortPositions: byDirection[DIRECTIONS.indexOf('SHORT')]!.count,
    byHour: UTC_HOURS.map((hour) => ({ hour, ...groupOf(byHour[hour]!) })),
    byWeekday: WEEKDAYS.map((day) => ({ day, ...groupOf(byWeekday[day]!) })),
    grid: WEEKDAYS.flatMap((day) =>
      UTC_HOURS.map((hour) => ({ day, hour, ...groupOf(grid[day * UTC_HOURS.length + hour]!) })),
    ),
    byCategory: POSITION_CATEGORIES.map((category, index) => ({ category, ...groupOf(byCategory[index]!) })),
    byDirection: DIRECTIONS.map((direction, index) => ({ direction, ...groupOf(byDirection[index]!) })),
  };
}

/** The advanced analytics of the filter: dates are whole UTC days, both included. */
export async function advancedAnalytics(
  db: Database,
  filter: AdvancedAnalyticsFilter,
): Promise<AdvancedAnalytics> {
  const fromHour = Date.parse(`${filter.startDate}T00:00:00.000Z`) / HOUR_MS;
  const toHour = Date.parse(`${filter.endDate}T00:00:00.000Z`) / HOUR_MS + HOURS_A_DAY;
  const cells = await analyticsCells(db, { fromHour, toHour, hours: filter.hours, days: filter.days });
  return summariseCells(cells);
}
