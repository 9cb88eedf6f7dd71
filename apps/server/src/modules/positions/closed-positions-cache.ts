import type { ClosedPositionsQuery } from '@signaldesk/contracts/positions';
import type { Database } from '../../db/client';
import {
  CLOSED_BODY_END,
  CLOSED_BODY_START,
  closedPositionIds,
  closedPositionObjects,
  closedPositionObjectsInOrder,
  closedPositionsJson,
} from './closed-positions-json';

/** Pages up to this many rows are built whole by PostgreSQL every call (an index walk, cheaper than lookups). */
const DIRECT_PAGE_ROWS = 1000;

/**
 * The JSON object text of each closed position, kept by id. A closed row is never edited (a close adds one,
 * nothing reopens or changes a closed one), so its text stays right for as long as the row exists. Each call reads
 * the answer's ids in order (an index walk), asks PostgreSQL only for the texts it does not hold yet (after a
 * close: the rows closed since, whichever instance closed them) and joins them. A list is never stale: its ids are
 * read on every call.
 */
export class ClosedPositionsCache {
  private objects = new Map<number, string>();

  /** At most this many texts are kept (about 720 characters each). */
  constructor(private readonly maxObjects = 60_000) {}

  async body(db: Database, query: ClosedPositionsQuery): Promise<string> {
    if (query.limit !== undefined && query.limit <= DIRECT_PAGE_ROWS) return closedPositionsJson(db, query);
    if (this.objects.size === 0) return this.firstBody(db, query);
    const ids = await closedPositionIds(db, query);
    if (ids.length > this.maxObjects) return closedPositionsJson(db, query);
    const missing = ids.filter((id) => !this.objects.has(id));
    if (missing.length > 0) {
      const fetched = await closedPositionObjects(db, missing);
      // Deleted since the ids were read: build the whole answer again rather than leave a hole.
      if (fetched.length < missing.length) return closedPositionsJson(db, query);
      if (this.objects.size + fetched.length > this.maxObjects) this.keepOnly(ids);
      for (const [id, text] of fetched) this.objects.set(id, text);
    }
    return `${CLOSED_BODY_START}${ids.map((id) => this.objects.get(id)).join(',')}${CLOSED_BODY_END}`;
  }

  /** Nothing held yet: one ordered statement gives the answer and fills the texts. */
  private async firstBody(db: Database, query: ClosedPositionsQuery): Promise<string> {
    const objects = await closedPositionObjectsInOrder(db, query);
    if (objects.length <= this.maxObjects) this.objects = new Map(objects);
    return `${CLOSED_BODY_START}${objects.map(([, text]) => text).join(',')}${CLOSED_BODY_END}`;
  }

  private keepOnly(ids: readonly number[]): void {
    const kept = new Map<number, string>();
    for (const id of ids) {
      const text = this.objects.get(id);
      if (text !== undefined) kept.set(id, text);
    }
    this.objects = kept;
  }
}
