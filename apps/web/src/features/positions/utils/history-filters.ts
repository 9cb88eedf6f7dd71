import type { Position } from '@signaldesk/contracts/positions';
import {
  POSITION_CATEGORY_LABELS,
  type PositionCategory,
  positionCategory,
} from '@signaldesk/core/position/category';

/**
 * The Position History filters (docs/positions.md, Performance Analysis). An empty value does not filter. Dates
 * are UTC days (`YYYY-MM-DD`) and both ends are included; they apply to the close time.
 */
export interface HistoryFilters {
  category: PositionCategory | '';
  pair: string;
  direction: 'LONG' | 'SHORT' | '';
  closeReason: string;
  closedFrom: string;
  closedTo: string;
  /** Matched, case-insensitively, against the pair, the type, the reason and the id. */
  search: string;
}

export const NO_HISTORY_FILTERS: HistoryFilters = {
  category: '',
  pair: '',
  direction: '',
  closeReason: '',
  closedFrom: '',
  closedTo: '',
  search: '',
};

export function hasHistoryFilters(filters: HistoryFilters): boolean {
  return Object.values(filters).some((value) => value.trim() !== '');
}

const DAY_MS = 86_400_000;

function dayStart(day: string): number | undefined {
  const time = Date.parse(`${day}T00:00:00.000Z`);
  return Number.isNaN(time) ? undefined : time;
}

export function filterHistory(positions: readonly Position[], filters: HistoryFilters): Position[] {
  const from = filters.closedFrom ? dayStart(filters.closedFrom) : undefined;
  const toStart = filters.closedTo ? dayStart(filters.closedTo) : undefined;
  const to = toStart === undefined ? undefined : toStart + DAY_MS;
  const search = filters.search.trim().toLowerCase();
  return positions.filter((position) => {
    const category = positionCategory(position);
    if (filters.category && category !== filters.category) return false;
    if (filters.pair && position.symbol !== filters.pair) return false;
    if (filters.direction && position.direction !== filters.direction) return false;
    if (filters.closeReason && position.closeReason !== filters.closeReason) return false;
    if (from !== undefined || to !== undefined) {
      const closed = position.closedAt ? Date.parse(position.closedAt) : Number.NaN;
      if (Number.isNaN(closed)) return false;
      if (from !== undefined && closed < from) return false;
      if (to !== undefined && closed >= to) return false;
    }
    if (search) {
      const text = [
        position.symbol,
        POSITION_CATEGORY_LABELS[category],
        position.closeReason ?? '',
        String(position.id),
      ]
        .join(' ')
        .toLowerCase();
      if (!text.includes(search)) return false;
    }
    return true;
  });
}

/** The distinct values of one field, sorted, for a filter's choices. */
export function distinctValues(
  positions: readonly Position[],
  pick: (position: Position) => string | null,
): string[] {
  return [...new Set(positions.map(pick).filter((value): value is string => Boolean(value)))].sort();
}
