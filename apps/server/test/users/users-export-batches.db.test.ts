import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers, insertDemoUsers } from '../../src/demo/demo-users';
import { readCsv } from '../support/read-csv';
import { buildTestApp, signIn, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: string;
const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const rows = demoUsers(2_345, NOW);

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.now = NOW;
  await insertDemoUsers(t.database.db, rows);
  admin = await signIn(t.app, 'admin');
});
afterAll(() => t.close());

describe('a long export', () => {
  it('streams every subscriber once, in id order, across the read batches', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users/export-csv?filter=all',
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    const [header, ...body] = readCsv(response.body);
    expect(header?.[1]).toBe('email');
    expect(body).toHaveLength(rows.length);
    expect(body.map((record) => Number(record[0]))).toEqual(rows.map((_, index) => index + 1));
    expect(body.map((record) => record[1])).toEqual(rows.map((row) => row.email));
  });

  it('writes as many subscribed rows as the list counts', async () => {
    const [list, csv] = await Promise.all([
      t.app.inject({
        method: 'GET',
        url: '/api/users?status=subscribed&pageSize=1',
        headers: { cookie: admin },
      }),
      t.app.inject({
        method: 'GET',
        url: '/api/users/export-csv?filter=subscribed',
        headers: { cookie: admin },
      }),
    ]);
    const subscribed = rows.filter((row) => row.isSubscribed).length;
    expect(list.json().total).toBe(subscribed);
    expect(
      readCsv(csv.body)
        .slice(1)
        .every((record) => record[3] === 'true'),
    ).toBe(true);
    expect(readCsv(csv.body)).toHaveLength(subscribed + 1);
  });
});
