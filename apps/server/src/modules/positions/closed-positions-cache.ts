import type { ClosedPositionsQuery } from '@signaldesk/contracts/positions';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { closedPositionsJson, executeRows } from './positions.queries';

/** Pages up to this many rows are not cached. */
const UNCACHED_PAGE_ROWS = 1000;

interface Entry {
  fingerprint: string;
  body: string;
}

/**
 * The last few closed-position bodies, reused while the set of closed positions is unchanged. Closed rows are
 * never edited (a close adds one, nothing reopens a closed one), so the count, the highest id and the latest close
 * of the closed rows, read through the partial index, tell when a body is stale, whichever server instance
 * closed a position. The fingerprint is read before the body, so a close in between only costs a rebuild.
 */
export class ClosedPositionsCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly maxEntries = 4,
    /** Bodies longer than this (about 45 000 rows) are not kept. */
    private readonly maxBodyChars = 32_000_000,
  ) {}

  async body(db: Database, query: ClosedPositionsQuery): Promise<string> {
    // A page walks the index and costs less than the fingerprint's count: build it every time.
    if (query.limit !== undefined && query.limit <= UNCACHED_PAGE_ROWS) return closedPositionsJson(db, query);
    const fingerprint = await closedFingerprint(db);
    const key = `${query.limit ?? ''}|${query.before ?? ''}|${query.beforeId ?? ''}`;
    const cached = this.entries.get(key);
    if (cached?.fingerprint === fingerprint) {
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached.body;
    }
    const body = await closedPositionsJson(db, query);
    this.entries.delete(key);
    if (body.length <= this.maxBodyChars) {
      this.entries.set(key, { fingerprint, body });
      if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    }
    return body;
  }
}

async function closedFingerprint(db: Database): Promise<string> {
  const result = await executeRows(
    db,
    sql`SELECT count(*)::int AS n, coalesce(max(id), 0)::int AS m, coalesce(max(closed_at)::text, '') AS c
        FROM positions WHERE status = 'closed'`,
  );
  const row = result.rows[0] as { n: number; m: number; c: string };
  return `${row.n}|${row.m}|${row.c}`;
}
