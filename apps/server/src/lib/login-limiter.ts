/**
 * Counts login attempts per key (an address, a username, a username from one address) in a sliding window.
 * An attempt counts from the moment it starts (`reserve`), so a burst of parallel attempts cannot slip past the
 * limit while the first ones are still being checked; a successful attempt gives its place back (`release`).
 * In memory, for one process (PGlite); on PostgreSQL the limits are counted in the database instead
 * (lib/login-limit-store.ts, docs/operations.md, Login limits).
 */
export class LoginLimiter {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    private readonly maxAttempts: number,
    private readonly windowMs: number,
    private readonly maxKeys = 100_000,
  ) {}

  /** Seconds until the key may try again, or 0 when it may try now. */
  retryAfterSeconds(key: string, now: number): number {
    const recent = this.recent(key, now);
    if (recent.length < this.maxAttempts) return 0;
    const oldest = recent[recent.length - this.maxAttempts]!;
    return Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000));
  }

  /** Counts one attempt of `key` at `now`; a failed attempt keeps it, a successful one calls `release`. */
  reserve(key: string, now: number): void {
    const recent = this.recent(key, now);
    recent.push(now);
    this.attempts.set(key, recent);
    if (this.attempts.size > this.maxKeys) this.evictOldest();
  }

  /** Gives back the attempt reserved at `reservedAt`. */
  release(key: string, reservedAt: number): void {
    const times = this.attempts.get(key);
    if (!times) return;
    const index = times.lastIndexOf(reservedAt);
    if (index >= 0) times.splice(index, 1);
    if (times.length === 0) this.attempts.delete(key);
  }

  /** Forgets every attempt of `key`. */
  reset(key: string): void {
    this.attempts.delete(key);
  }

  private recent(key: string, now: number): number[] {
    const times = this.attempts.get(key);
    if (!times) return [];
    const kept = times.filter((time) => time > now - this.windowMs);
    if (kept.length === 0) this.attempts.delete(key);
    else this.attempts.set(key, kept);
    return kept;
  }

  private evictOldest(): void {
    const firstKey = this.attempts.keys().next().value;
    if (firstKey !== undefined) this.attempts.delete(firstKey);
  }
}
