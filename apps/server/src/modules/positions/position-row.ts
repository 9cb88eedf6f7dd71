import type { Position } from '@signaldesk/contracts/positions';
import type { positions } from '../../db/schema';

export type PositionRow = typeof positions.$inferSelect;
export type NewPositionRow = typeof positions.$inferInsert;

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** A row as the wire carries it: times as ISO strings, every other field as stored. */
export function toPosition(row: PositionRow): Position {
  return {
    ...row,
    openedAt: row.openedAt.toISOString(),
    closedAt: iso(row.closedAt),
    reopenedAt: iso(row.reopenedAt),
  };
}
