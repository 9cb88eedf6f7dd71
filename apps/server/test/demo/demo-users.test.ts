import { describe, expect, it } from 'vitest';
import { DEMO_USER_COUNT, demoUsers } from '../../src/demo/demo-users';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

describe('the demo subscribers', () => {
  const users = demoUsers(DEMO_USER_COUNT, NOW);

  it('are about 300, with unique emails, the same on every run', () => {
    expect(users).toHaveLength(300);
    expect(new Set(users.map((user) => user.email)).size).toBe(300);
    expect(demoUsers(DEMO_USER_COUNT, NOW)).toEqual(users);
  });

  it('spread across the plans, FREE ones never subscribed, lifetime ones always', () => {
    const byPlan = new Map<string | null | undefined, number>();
    for (const user of users) byPlan.set(user.subscriptionType, (byPlan.get(user.subscriptionType) ?? 0) + 1);
    for (const plan of [null, 'MONTHLY', 'YEARLY', 'LIFETIME'])
      expect(byPlan.get(plan), String(plan)).toBeGreaterThan(10);
    for (const user of users) {
      if (user.subscriptionType === null) expect(user.isSubscribed).toBe(false);
      if (user.subscriptionType === 'LIFETIME') expect(user.isSubscribed).toBe(true);
      if (user.subscriptionEndDate) expect(user.isSubscribed).toBe(user.subscriptionEndDate.getTime() > NOW);
    }
  });

  it('include running, lapsed and soon-ending subscriptions, and sign-ups in the past', () => {
    const ends = users.flatMap((user) =>
      user.subscriptionEndDate ? [user.subscriptionEndDate.getTime()] : [],
    );
    expect(ends.some((end) => end < NOW)).toBe(true);
    expect(ends.some((end) => end > NOW && end <= NOW + 7 * DAY)).toBe(true);
    expect(users.every((user) => user.createdAt!.getTime() <= NOW)).toBe(true);
    expect(users.some((user) => user.telegramUsername === null)).toBe(true);
  });
});
