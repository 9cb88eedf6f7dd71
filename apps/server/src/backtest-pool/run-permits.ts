/**
 * At most `limit` holders at once, at most `maxWaiting` callers waiting for a place; more are refused at once.
 * A waiter whose signal aborts leaves the line.
 */
export class RunPermits {
  private holders = 0;
  private readonly waiting: { grant: () => void; signal: AbortSignal | undefined; onAbort: () => void }[] =
    [];

  constructor(
    private readonly limit: number,
    private readonly maxWaiting: number,
  ) {}

  get running(): number {
    return this.holders;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /** True when `acquire` would be refused right now. */
  get full(): boolean {
    return this.holders >= this.limit && this.waiting.length >= this.maxWaiting;
  }

  /**
   * Resolves with a release function once a place is free; returns null at once when the line is full.
   * Rejects with the signal's reason when it aborts while waiting.
   */
  acquire(signal?: AbortSignal): Promise<() => void> | null {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this.holders < this.limit) {
      this.holders++;
      return Promise.resolve(this.releaser());
    }
    if (this.waiting.length >= this.maxWaiting) return null;
    return new Promise((resolve, reject) => {
      const entry = {
        signal,
        grant: () => {
          signal?.removeEventListener('abort', entry.onAbort);
          resolve(this.releaser());
        },
        onAbort: () => {
          const index = this.waiting.indexOf(entry);
          if (index >= 0) this.waiting.splice(index, 1);
          reject(signal?.reason);
        },
      };
      signal?.addEventListener('abort', entry.onAbort, { once: true });
      this.waiting.push(entry);
    });
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      // The place passes straight to the next waiter; holders stays the same.
      if (next) next.grant();
      else this.holders--;
    };
  }
}
