/**
 * The live sources found by their key hash, kept for a few seconds so a busy webhook does not read the same row on
 * every call (docs/signals.md, Webhook; docs/performance.md, Signal intake). Only found sources are kept (an
 * unknown key is read again each time, so guessing keys cannot fill the memory); every write to the sources of
 * this process empties it, and another instance's revocation is seen within `ttlMs`.
 */
export class SourceKeyCache<Row> {
  private readonly rows = new Map<string, { row: Row; until: number }>();
  /** Counts the clears: a row read before a clear is not kept after it (a revocation racing a lookup). */
  generation = 0;

  constructor(
    readonly ttlMs: number,
    readonly capacity: number,
  ) {}

  get(keyHash: string, nowMs: number): Row | undefined {
    const kept = this.rows.get(keyHash);
    if (!kept) return undefined;
    if (kept.until > nowMs) return kept.row;
    this.rows.delete(keyHash);
    return undefined;
  }

  /** Keeps `row`, read when `generation` was `readAt`; a row read before the last clear is dropped. */
  set(keyHash: string, row: Row, nowMs: number, readAt: number): void {
    if (readAt !== this.generation) return;
    // A Map keeps insertion order: past capacity the oldest entry goes first.
    if (this.rows.size >= this.capacity && !this.rows.has(keyHash)) {
      this.rows.delete(this.rows.keys().next().value!);
    }
    this.rows.set(keyHash, { row, until: nowMs + this.ttlMs });
  }

  clear(): void {
    this.generation++;
    this.rows.clear();
  }
}

/** How long a found source is trusted without reading it again, and how many are kept. */
export const SOURCE_KEY_CACHE = { ttlMs: 5_000, capacity: 10_000 } as const;
