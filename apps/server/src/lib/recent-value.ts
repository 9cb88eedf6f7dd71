/**
 * A value computed at most once per `ttlMs`: callers within that time get the same value, and callers while it
 * is being computed share that computation. A failed computation is not kept (the next caller tries again).
 */
export class RecentValue<T> {
  private kept: { at: number; value: T } | null = null;
  private inFlight: Promise<T> | null = null;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  get(compute: () => Promise<T>): Promise<T> {
    if (this.kept && this.now() - this.kept.at < this.ttlMs) return Promise.resolve(this.kept.value);
    if (!this.inFlight) {
      this.inFlight = compute()
        .then((value) => {
          this.kept = { at: this.now(), value };
          return value;
        })
        .finally(() => {
          this.inFlight = null;
        });
    }
    return this.inFlight;
  }
}
