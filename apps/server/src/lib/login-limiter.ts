/**
 * Counts failed logins per key (a username, an address) in a sliding window.
 * In memory: each server process counts its own; behind a load balancer with N processes the
 * effective limit is at most N times the configured one (documented in docs/operations.md).
 */
export class LoginLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly maxKeys = 100_000,
  ) {}

  /** Seconds until the key may try again, or 0 when it may try now. */
  retryAfterSeconds(key: string, now: number): number {
    const recent = this.recent(key, now);
    if (recent.length < this.maxFailures) return 0;
    const oldest = recent[recent.length - this.maxFailures]!;
    return Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000));
  }

  recordFailure(key: string, now: number): void {
    const recent = this.recent(key, now);
    recent.push(now);
    this.failures.set(key, recent);
    if (this.failures.size > this.maxKeys) this.evictOldest();
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string, now: number): number[] {
    const times = this.failures.get(key);
    if (!times) return [];
    const kept = times.filter((time) => time > now - this.windowMs);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }

  private evictOldest(): void {
    const firstKey = this.failures.keys().next().value;
    if (firstKey !== undefined) this.failures.delete(firstKey);
  }
}
