/**
 * The subscription rules of billing (docs/billing.md, What each event does): which Stripe subscription statuses
 * give access, which plan a price id is, and the end dates of the actions by hand. Times are passed in.
 */

export type PaidPlan = 'MONTHLY' | 'YEARLY' | 'LIFETIME';

/**
 * Statuses whose subscriber keeps access. `past_due` keeps it while Stripe retries the payment (it ends as
 * `canceled` or `unpaid` when the retries run out); `incomplete` has not been paid yet.
 */
export const ACCESS_GRANTING_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing', 'past_due']);

/** True when a subscription in this Stripe status gives access. */
export function statusGrantsAccess(status: string): boolean {
  return ACCESS_GRANTING_STATUSES.has(status);
}

/** The price ids of the plans sold through Stripe (trading parameters STRIPE_MONTHLY_PRICE_ID, STRIPE_YEARLY_PRICE_ID). */
export interface PlanPrices {
  monthly: string;
  yearly: string;
}

/** The plan a price id sells, or null for a price that is neither (an empty parameter matches nothing). */
export function planOfPrice(priceId: string | null, prices: PlanPrices): PaidPlan | null {
  if (!priceId) return null;
  if (priceId === prices.monthly) return 'MONTHLY';
  if (priceId === prices.yearly) return 'YEARLY';
  return null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Default length of a plan granted by hand, in days; a lifetime plan has no end. */
export const GRANT_DAYS: Record<Exclude<PaidPlan, 'LIFETIME'>, number> = { MONTHLY: 30, YEARLY: 365 };

/**
 * The end date after extending by `days`: counted from the current end while it is still ahead, from `now` once it
 * has passed (or when there is none), so lapsed days are never sold back.
 */
export function extendedEndDate(currentEnd: Date | null, days: number, now: Date): Date {
  const from = currentEnd && currentEnd.getTime() > now.getTime() ? currentEnd : now;
  return new Date(from.getTime() + days * DAY_MS);
}

/** The end date of a plan granted at `now`: none for lifetime, else `days` (default GRANT_DAYS) from now. */
export function grantedEndDate(plan: PaidPlan, now: Date, days?: number): Date | null {
  if (plan === 'LIFETIME') return null;
  return new Date(now.getTime() + (days ?? GRANT_DAYS[plan]) * DAY_MS);
}
