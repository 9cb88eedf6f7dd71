import { describe, expect, it } from 'vitest';
import {
  extendedEndDate,
  grantedEndDate,
  planOfPrice,
  statusGrantsAccess,
} from '../../src/billing/subscription-rules';

const NOW = new Date('2026-11-22T12:00:00.000Z');
const PRICES = { monthly: 'price_m', yearly: 'price_y' };

describe('subscription rules', () => {
  it('gives access while active, trialing or past due (Stripe retrying), not otherwise', () => {
    expect(['active', 'trialing', 'past_due'].map(statusGrantsAccess)).toEqual([true, true, true]);
    expect(
      ['canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'paused'].map(statusGrantsAccess),
    ).toEqual([false, false, false, false, false]);
  });

  it('reads the plan of a price id; an unknown or absent price is no plan', () => {
    expect(planOfPrice('price_m', PRICES)).toBe('MONTHLY');
    expect(planOfPrice('price_y', PRICES)).toBe('YEARLY');
    expect(planOfPrice('price_other', PRICES)).toBeNull();
    expect(planOfPrice(null, PRICES)).toBeNull();
    expect(planOfPrice('', { monthly: '', yearly: '' })).toBeNull();
  });

  it('extends from the end while it is ahead, from now once it has passed or when there is none', () => {
    const ahead = new Date('2026-11-25T12:00:00.000Z');
    expect(extendedEndDate(ahead, 30, NOW).toISOString()).toBe('2026-12-25T12:00:00.000Z');
    const passed = new Date('2026-11-12T12:00:00.000Z');
    expect(extendedEndDate(passed, 30, NOW).toISOString()).toBe('2026-12-22T12:00:00.000Z');
    expect(extendedEndDate(null, 1, NOW).toISOString()).toBe('2026-11-23T12:00:00.000Z');
  });

  it('grants 30 days for monthly, 365 for yearly, the given days when set, and no end for lifetime', () => {
    expect(grantedEndDate('MONTHLY', NOW)?.toISOString()).toBe('2026-12-22T12:00:00.000Z');
    expect(grantedEndDate('YEARLY', NOW)?.toISOString()).toBe('2027-11-22T12:00:00.000Z');
    expect(grantedEndDate('MONTHLY', NOW, 10)?.toISOString()).toBe('2026-12-02T12:00:00.000Z');
    expect(grantedEndDate('LIFETIME', NOW, 10)).toBeNull();
  });
});
