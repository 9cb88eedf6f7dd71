import type { AdvancedAnalyticsFilter } from '@signaldesk/contracts/advanced-analytics';

/**
 * The filter as it lives in the URL, so a view can be shared and reloaded:
 * `?startDate=2026-10-23&endDate=2026-11-22&hours=0,3,8&days=0,6`. Absent `hours` or `days` mean all of them.
 */

const DAY_MS = 86_400_000;
/** The default range: the last 30 days, today included. */
export const DEFAULT_RANGE_DAYS = 30;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function defaultFilter(nowMs: number): AdvancedAnalyticsFilter {
  return {
    startDate: utcDay(nowMs - (DEFAULT_RANGE_DAYS - 1) * DAY_MS),
    endDate: utcDay(nowMs),
    hours: [],
    days: [],
  };
}

function parseList(text: string | null, max: number): number[] | null {
  if (text === null || text === '') return [];
  const values = text.split(',').map(Number);
  if (values.some((value) => !Number.isInteger(value) || value < 0 || value > max)) return null;
  return [...new Set(values)].sort((a, b) => a - b);
}

/** The filter of the URL, or null when it holds none (or one the screen cannot read). */
export function filterFromParams(params: URLSearchParams): AdvancedAnalyticsFilter | null {
  const startDate = params.get('startDate');
  const endDate = params.get('endDate');
  if (!startDate || !endDate || !DATE.test(startDate) || !DATE.test(endDate)) return null;
  const hours = parseList(params.get('hours'), 23);
  const days = parseList(params.get('days'), 6);
  if (!hours || !days) return null;
  return { startDate, endDate, hours, days };
}

/** The URL parameters of a filter; a list holding every value is written as absent (all). */
export function filterToParams(filter: AdvancedAnalyticsFilter): URLSearchParams {
  const params = new URLSearchParams({ startDate: filter.startDate, endDate: filter.endDate });
  if (filter.hours.length > 0 && filter.hours.length < 24)
    params.set('hours', [...filter.hours].sort((a, b) => a - b).join(','));
  if (filter.days.length > 0 && filter.days.length < 7)
    params.set('days', [...filter.days].sort((a, b) => a - b).join(','));
  return params;
}
