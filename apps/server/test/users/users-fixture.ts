import { users } from '../../src/db/schema';
import { buildTestApp, signIn, type TestApp } from '../support/test-app';

export const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

/**
 * Six subscribers covering the plans, the statuses and the cases an export must survive (a comma, quotes, a line
 * break, leading formula characters), signed up one day apart (ids 1 to 6, oldest first).
 */
export const SUBSCRIBERS = [
  {
    email: 'alice@example.com',
    username: 'Alice',
    isSubscribed: true,
    subscriptionType: 'MONTHLY' as const,
    subscriptionEndDate: new Date(NOW + 3 * DAY),
    telegramUsername: 'alice_tg',
  },
  {
    email: 'bob@example.com',
    username: 'Dupont, "Bob"',
    isSubscribed: false,
    subscriptionType: null,
    subscriptionEndDate: null,
    telegramUsername: null,
  },
  {
    email: 'carol@example.org',
    username: '=HYPERLINK("http://x")',
    isSubscribed: true,
    subscriptionType: 'YEARLY' as const,
    subscriptionEndDate: new Date(NOW + 200 * DAY),
    telegramUsername: '@carol',
  },
  {
    email: 'dan@example.org',
    username: '-dan-',
    isSubscribed: false,
    subscriptionType: 'MONTHLY' as const,
    subscriptionEndDate: new Date(NOW - 10 * DAY),
    telegramUsername: '+dan',
  },
  {
    email: 'eve@example.net',
    username: 'Eve\nSecond line',
    isSubscribed: true,
    subscriptionType: 'LIFETIME' as const,
    subscriptionEndDate: null,
    telegramUsername: 'eve_100%',
  },
  {
    email: 'frank@example.net',
    username: 'Frank',
    isSubscribed: true,
    subscriptionType: 'MONTHLY' as const,
    subscriptionEndDate: new Date(NOW + 6 * DAY),
    telegramUsername: 'frank',
  },
].map((row, index) => ({ ...row, createdAt: new Date(NOW - (10 - index) * DAY) }));

/** The app with the six subscribers, its clock at NOW, signed in as admin1 and admin2. */
export async function buildUsersApp() {
  const t: TestApp = await buildTestApp();
  t.clock.now = NOW;
  await t.database.db.insert(users).values(SUBSCRIBERS);
  const admin = await signIn(t.app, 'admin');
  const backtester = await signIn(t.app, 'backtester');
  return { t, admin, backtester };
}
