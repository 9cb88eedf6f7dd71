import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { DemoRandom } from './demo-random';

type NewUser = typeof users.$inferInsert;

/** How many subscribers the demo holds. */
export const DEMO_USER_COUNT = 300;

const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST_NAMES = [
  'Camille',
  'Léa',
  'Hugo',
  'Lucas',
  'Chloé',
  'Manon',
  'Louis',
  'Inès',
  'Jules',
  'Emma',
  'Nathan',
  'Zoé',
  'Gabriel',
  'Sarah',
  'Théo',
  'Élodie',
  'Antoine',
  'Julie',
  'Mathis',
  'Clara',
  'Yanis',
  'Amélie',
  'Karim',
  'Sofia',
  'Maxime',
  'Hélène',
  'Bastien',
  'Noémie',
  'Rayan',
  'Océane',
] as const;
const LAST_NAMES = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
  'Lefèvre',
  'Michel',
  'Garcia',
  'Roux',
  'Fontaine',
  'Chevalier',
  'Girard',
  'Bonnet',
  'Dupré',
  'Benali',
  'Rousseau',
  'Mercier',
  'Faure',
  'Lemaire',
  'Gauthier',
  'Perrin',
  'Morel',
  'Nguyen',
] as const;
const DOMAINS = ['gmail.com', 'outlook.fr', 'proton.me', 'yahoo.fr', 'free.fr', 'orange.fr'] as const;

/**
 * Usernames as people really type them, among them the cases an export must survive: leading characters a
 * spreadsheet reads as a formula, a comma, quotes (docs/users.md, CSV export).
 */
const AWKWARD_USERNAMES = [
  '-moonboy-',
  '@lex_crypto',
  '+33 Trader',
  'Müller, Jürgen',
  '"Le Sniper"',
  '=TheWhale',
];

/** Lower-case ASCII: accents dropped, spaces and apostrophes removed (for emails and handles). */
function ascii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase();
}

function usernameOf(random: DemoRandom, first: string, last: string, index: number): string {
  switch (random.integer(0, 3)) {
    case 0:
      return `${first} ${last}`;
    case 1:
      return `${ascii(first)}${ascii(last).slice(0, 1)}${index % 100}`;
    case 2:
      return `${ascii(first)}_${ascii(last)}`;
    default:
      return `${first}${random.integer(1, 99)}`;
  }
}

/**
 * `count` subscribers across the plans, the same for the same seed and `now`: about 45 % without a plan (FREE),
 * 30 % monthly, 18 % yearly, 7 % lifetime; monthly and yearly subscriptions partly lapsed (not subscribed any
 * more), partly running, some ending within days; two in three with a Telegram username; sign-ups over the last
 * 18 months. Emails are unique (they carry the index).
 */
export function demoUsers(count: number, now: number, seed = 12): NewUser[] {
  const random = new DemoRandom(seed);
  const rows: NewUser[] = [];
  for (let index = 0; index < count; index++) {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const createdAt = now - random.between(0, 540) * DAY_MS;
    const draw = random.next();
    const plan = draw < 0.45 ? null : draw < 0.75 ? 'MONTHLY' : draw < 0.93 ? 'YEARLY' : 'LIFETIME';
    let endDate: number | null = null;
    if (plan === 'MONTHLY') endDate = now + random.between(-25, 30) * DAY_MS;
    if (plan === 'YEARLY') endDate = now + random.between(-60, 365) * DAY_MS;
    const isSubscribed = plan === 'LIFETIME' || (endDate !== null && endDate > now);
    const awkward =
      index % 50 === 7 ? AWKWARD_USERNAMES[((index / 50) % AWKWARD_USERNAMES.length) | 0] : undefined;
    rows.push({
      email: `${ascii(first)}.${ascii(last)}.${index + 1}@${random.pick(DOMAINS)}`,
      username: awkward ?? usernameOf(random, first, last, index),
      isSubscribed,
      subscriptionType: plan,
      subscriptionEndDate: endDate === null ? null : new Date(Math.round(endDate)),
      createdAt: new Date(Math.round(createdAt)),
      telegramUsername: random.chance(0.66)
        ? `${ascii(first)}_${ascii(last)}${random.integer(1, 999)}`
        : null,
    });
  }
  return rows;
}

/** Rows per INSERT (8 columns each stay far below PostgreSQL's 65 535 parameters). */
const INSERT_BATCH = 2000;

/**
 * Writes `rows` in batches, then vacuums and analyses the table: PGlite has no autovacuum, and the list's counts
 * and deep pages read the indexes alone only once the table is vacuumed (docs/users.md, Speed).
 */
export async function insertDemoUsers(db: Database, rows: NewUser[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await db.insert(users).values(rows.slice(start, start + INSERT_BATCH));
  }
  await db.execute(sql`VACUUM ANALYZE users`);
}

/** The demo's subscribers, on a first start only (nothing is written when any subscriber exists). */
export async function seedDemoUsers(db: Database, now: number): Promise<number> {
  const existing = await db.select({ id: users.id }).from(users).limit(1);
  if (existing.length) return 0;
  const rows = demoUsers(DEMO_USER_COUNT, now);
  await insertDemoUsers(db, rows);
  return rows.length;
}
