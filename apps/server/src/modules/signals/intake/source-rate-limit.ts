import { SOURCE_RATE_RULE } from '@signaldesk/contracts/signal-sources';

/** A token bucket's settings: tokens added per minute, and the most it holds (the burst). */
export interface SourceRate {
  perMinute: number;
  burst: number;
}

/**
 * Per-source rate limit of the intake (docs/signals.md, Rate limit): a token bucket per source, refilled at the
 * source's own rate (its row's `ratePerMinute` and `rateBurst`; default 60 a minute, burst 20). Kept in this
 * process's memory: with several instances behind a balancer each one grants its own share, which bounds a
 * runaway source all the same. A flood is refused at once: the check costs no database read.
 */
export class SourceRateLimit {
  private readonly buckets = new Map<number, { tokens: number; at: number }>();
  private readonly fallback: SourceRate;

  /** `perSecond` and `burst`: the rate of a call that names none (the defaults when absent). */
  constructor(perSecond?: number, burst?: number) {
    this.fallback = {
      perMinute: perSecond === undefined ? SOURCE_RATE_RULE.perMinute.default : perSecond * 60,
      burst: burst ?? SOURCE_RATE_RULE.burst.default,
    };
  }

  /** Takes one token for the source at `nowMs`; answers null when granted, else the whole seconds to wait. */
  take(sourceId: number, nowMs: number, rate: SourceRate = this.fallback): number | null {
    const perMs = rate.perMinute / 60_000;
    const bucket = this.buckets.get(sourceId) ?? { tokens: rate.burst, at: nowMs };
    const refilled = Math.min(rate.burst, bucket.tokens + Math.max(0, nowMs - bucket.at) * perMs);
    if (refilled >= 1) {
      this.buckets.set(sourceId, { tokens: refilled - 1, at: nowMs });
      return null;
    }
    this.buckets.set(sourceId, { tokens: refilled, at: nowMs });
    return Math.max(1, Math.ceil((1 - refilled) / perMs / 1000));
  }
}

/** The fallback of callers that name no rate (every intake call passes its source's own). */
export const WEBHOOK_RATE = { perSecond: 1, burst: 20 } as const;
