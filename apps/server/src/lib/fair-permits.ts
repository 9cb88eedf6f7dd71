/** Gives the place back; calling it again does nothing. */
export type Release = () => void;

interface Waiter {
  grant: (release: Release | null) => void;
}

/**
 * At most `limit` holders at once and at most `maxWaiting` callers waiting, like a semaphore with a bounded line,
 * but fair between keys (client addresses): waiters are served one key at a time in turn, so that one client's
 * burst cannot keep another client behind all of it; and when the line is full, a newcomer whose key has fewer
 * waiters than the key with the most takes that key's newest place (that waiter is refused) instead of being
 * refused itself (docs/operations.md, Login limits).
 */
export class FairPermits {
  private holders = 0;
  private waiting = 0;
  /** Each key's waiters, oldest first; the map's order is the turn order. */
  private readonly lines = new Map<string, Waiter[]>();

  constructor(
    private readonly limit: number,
    private readonly maxWaiting: number,
  ) {}

  get queued(): number {
    return this.waiting;
  }

  /**
   * True when `acquire(key)` would be refused right now: the callers refused anyway can be answered before any
   * other work (the login limits then write nothing for them).
   */
  wouldRefuse(key: string): boolean {
    return this.holders >= this.limit && this.waiting >= this.maxWaiting && !this.evictable(key);
  }

  /** Resolves with the release function once `key` has a place, or with null when it is refused (now or later). */
  acquire(key: string): Promise<Release | null> {
    if (this.holders < this.limit) {
      this.holders++;
      return Promise.resolve(this.releaser());
    }
    if (this.waiting >= this.maxWaiting && !this.evictForNewcomer(key)) return Promise.resolve(null);
    return new Promise((grant) => {
      const line = this.lines.get(key);
      if (line) line.push({ grant });
      else this.lines.set(key, [{ grant }]);
      this.waiting++;
    });
  }

  /** The key with the longest line, when it is longer than `key`'s own plus one: its newest waiter may be refused. */
  private evictable(key: string): [string, Waiter[]] | undefined {
    let longest: Waiter[] | undefined;
    let longestKey = '';
    for (const [candidate, line] of this.lines) {
      if (!longest || line.length > longest.length) {
        longest = line;
        longestKey = candidate;
      }
    }
    const own = this.lines.get(key)?.length ?? 0;
    return !longest || longest.length <= own + 1 ? undefined : [longestKey, longest];
  }

  /** Refuses the newest waiter of the key with the longest line, when it is longer than `key`'s own plus one. */
  private evictForNewcomer(key: string): boolean {
    const found = this.evictable(key);
    if (!found) return false;
    const [longestKey, longest] = found;
    longest.pop()?.grant(null);
    this.waiting--;
    if (longest.length === 0) this.lines.delete(longestKey);
    return true;
  }

  private releaser(): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.nextWaiter();
      // The place passes straight to the next waiter; holders stays the same.
      if (next) next.grant(this.releaser());
      else this.holders--;
    };
  }

  /** The first waiter of the key whose turn it is; that key then goes to the back of the turn order. */
  private nextWaiter(): Waiter | undefined {
    const first = this.lines.entries().next();
    if (first.done) return undefined;
    const [key, line] = first.value;
    const waiter = line.shift();
    this.lines.delete(key);
    if (line.length > 0) this.lines.set(key, line);
    this.waiting--;
    return waiter;
  }
}
