import { userCountsResponseSchema, usersResponseSchema } from '@signaldesk/contracts/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app';
import { buildUsersApp, NOW } from './users-fixture';

let t: TestApp;
let admin: string;
let backtester: string;

beforeAll(async () => {
  ({ t, admin, backtester } = await buildUsersApp());
});
afterAll(() => t.close());

const get = (url: string, cookie = admin) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const emailsOf = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode).toBe(200);
  return usersResponseSchema.parse(response.json()).data.map((user) => user.email.split('@')[0]);
};

describe('GET /api/users', () => {
  it('answers every subscriber with the spec fields, newest sign-up first, without query parameters', async () => {
    const response = await get('/api/users');
    expect(response.statusCode).toBe(200);
    const body = usersResponseSchema.parse(response.json());
    expect(body.total).toBe(6);
    expect(body.page).toBeUndefined();
    expect(body.data.map((user) => user.username)).toEqual([
      'Frank',
      'Eve\nSecond line',
      '-dan-',
      '=HYPERLINK("http://x")',
      'Dupont, "Bob"',
      'Alice',
    ]);
    expect(body.data[5]).toEqual({
      id: 1,
      email: 'alice@example.com',
      username: 'Alice',
      isSubscribed: true,
      subscriptionType: 'MONTHLY',
      subscriptionEndDate: '2026-11-25T12:00:00.000Z',
      createdAt: '2026-11-12T12:00:00.000Z',
      telegramUsername: 'alice_tg',
    });
    expect(body.data[4]).toMatchObject({
      subscriptionType: null,
      subscriptionEndDate: null,
      telegramUsername: null,
    });
  });

  it('searches email, username and Telegram username, case-insensitively, with % and _ taken literally', async () => {
    expect(await emailsOf('/api/users?search=EXAMPLE.ORG')).toEqual(['dan', 'carol']);
    expect(await emailsOf('/api/users?search=dupont')).toEqual(['bob']);
    expect(await emailsOf('/api/users?search=alice_')).toEqual(['alice']);
    expect(await emailsOf('/api/users?search=100%25')).toEqual(['eve']);
    expect(await emailsOf('/api/users?search=%25')).toEqual(['eve']);
    expect(await emailsOf('/api/users?search=nobody')).toEqual([]);
  });

  it('filters by plan (FREE for none) and by status, together with a search', async () => {
    expect(await emailsOf('/api/users?plan=FREE')).toEqual(['bob']);
    expect(await emailsOf('/api/users?plan=MONTHLY')).toEqual(['frank', 'dan', 'alice']);
    expect(await emailsOf('/api/users?status=subscribed')).toEqual(['frank', 'eve', 'carol', 'alice']);
    expect(await emailsOf('/api/users?status=not_subscribed')).toEqual(['dan', 'bob']);
    expect(await emailsOf('/api/users?plan=MONTHLY&status=subscribed&search=a')).toEqual(['frank', 'alice']);
  });

  it('sorts by each column both ways, absent values last, ties broken by id', async () => {
    expect(await emailsOf('/api/users?sort=email')).toEqual(['alice', 'bob', 'carol', 'dan', 'eve', 'frank']);
    expect(await emailsOf('/api/users?sort=email&order=desc')).toEqual([
      'frank',
      'eve',
      'dan',
      'carol',
      'bob',
      'alice',
    ]);
    expect(await emailsOf('/api/users?sort=subscriptionEndDate')).toEqual([
      'dan',
      'alice',
      'frank',
      'carol',
      'bob',
      'eve',
    ]);
    expect(await emailsOf('/api/users?sort=subscriptionEndDate&order=desc')).toEqual([
      'carol',
      'frank',
      'alice',
      'dan',
      'eve',
      'bob',
    ]);
    expect(await emailsOf('/api/users?sort=subscriptionType')).toEqual([
      'eve',
      'alice',
      'dan',
      'frank',
      'carol',
      'bob',
    ]);
    expect(await emailsOf('/api/users?sort=isSubscribed&order=desc')).toEqual([
      'frank',
      'eve',
      'carol',
      'alice',
      'dan',
      'bob',
    ]);
    expect(await emailsOf('/api/users?sort=createdAt')).toEqual([
      'alice',
      'bob',
      'carol',
      'dan',
      'eve',
      'frank',
    ]);
    // Where '@carol' and '+dan' fall depends on the database's collation; the letters and the absent value do not.
    const byTelegram = await emailsOf('/api/users?sort=telegramUsername&order=desc');
    expect(byTelegram.filter((name) => ['frank', 'eve', 'alice'].includes(name!))).toEqual([
      'frank',
      'eve',
      'alice',
    ]);
    expect(byTelegram.at(-1)).toBe('bob');
  });

  it('answers one page with the total of the matching subscribers', async () => {
    const response = await get('/api/users?sort=email&page=2&pageSize=4');
    const body = usersResponseSchema.parse(response.json());
    expect(body).toMatchObject({ total: 6, page: 2, pageSize: 4 });
    expect(body.data.map((user) => user.email)).toEqual(['eve@example.net', 'frank@example.net']);
    const filtered = usersResponseSchema.parse((await get('/api/users?status=subscribed&pageSize=1')).json());
    expect(filtered).toMatchObject({ total: 4, page: 1, pageSize: 1 });
    expect(filtered.data).toHaveLength(1);
    const beyond = usersResponseSchema.parse((await get('/api/users?page=9')).json());
    expect(beyond).toMatchObject({ total: 6, page: 9, pageSize: 50, data: [] });
  });

  it('refuses bad parameters with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['plan=GOLD', 'plan'],
      ['status=maybe', 'status'],
      ['sort=password', 'sort'],
      ['order=up', 'order'],
      ['page=0', 'page'],
      ['pageSize=201', 'pageSize'],
      ['pageSize=two', 'pageSize'],
      [`search=${'x'.repeat(101)}`, 'search'],
    ] as const) {
      const response = await get(`/api/users?${query}`);
      expect(response.statusCode, query).toBe(400);
      const body = response.json();
      expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(body.fields.map((issue: { path: string }) => issue.path)).toContain(field);
    }
  });
});

describe('GET /api/users/counts', () => {
  it('counts everyone, the subscribed, and the subscriptions ending within 7 days', async () => {
    const response = await get('/api/users/counts');
    expect(response.statusCode).toBe(200);
    // Alice ends in 3 days and Frank in 6; Carol in 200 days; Eve (lifetime) has no end.
    expect(userCountsResponseSchema.parse(response.json()).data).toEqual({
      total: 6,
      subscribed: 4,
      expiringSoon: 2,
    });
    // Three days earlier Alice ended in 6 days and Frank in 9: only Alice was within the window.
    t.clock.now = NOW - 3 * 24 * 60 * 60 * 1000;
    const earlier = userCountsResponseSchema.parse((await get('/api/users/counts')).json()).data;
    t.clock.now = NOW;
    expect(earlier.expiringSoon).toBe(1);
  });
});

describe('roles', () => {
  it('answers 403 to admin2 and 401 without a session on every users call', async () => {
    for (const url of ['/api/users', '/api/users/counts', '/api/users/export-csv?filter=all']) {
      expect((await get(url, backtester)).statusCode, url).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });
});
