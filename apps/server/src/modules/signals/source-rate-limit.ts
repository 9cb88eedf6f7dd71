/**
 * Per-source rate limit of the webhook (docs/signals.md, Webhook): a token bucket per source, `perSecond` tokens a
 * second up to `burst`. Kept in this process's memory: with several instances behind a balancer each one grants
 * its own share, which bounds a runaway source all the same.
 */
export class SourceRateLimit {
  private readonly buckets = new Map<number, { tokens: number; at: number }>();

  constructor(
    readonly perSecond: number,
    readonly burst: number,
  ) {}

  /** Takes one token for the source at `nowMs`; answers null when granted, else the seconds to wait. */
  take(sourceId: number, nowMs: number): number | null {
    const bucket = this.buckets.get(sourceId) ?? { tokens: this.burst, at: nowMs };
    const refilled = Math.min(this.burst, bucket.tokens + ((nowMs - bucket.at) / 1000) * this.perSecond);
    if (refilled >= 1) {
      this.buckets.set(sourceId, { tokens: refilled - 1, at: nowMs });
      return null;
    }
    this.buckets.set(sourceId, { tokens: refilled, at: nowMs });
    return Math.max(1, Math.ceil((1 - refilled) / this.perSecond));
  }
}

/** The webhook's limit per source: ample for alerts and bots, tight enough for a loop gone wrong. */
export const WEBHOOK_RATE = { perSecond: 250, burst: 500 } as const;
