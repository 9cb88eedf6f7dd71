import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema';
import { buildTestApp, JSON_HEADERS, signIn, type TestApp } from '../support/test-app';

/**
 * docs/api.md, "Input rules": a database error answers by its SQLSTATE (400 for a refused value, 503 with
 * Retry-After for a transaction that lost to another one twice, 500 for anything else, with nothing internal), and
 * every transaction that lost once runs again.
 */

/** An error shaped as the PostgreSQL drivers raise it, under the query builder's wrapper. */
function databaseError(code: string, fields: Record<string, string> = {}) {
  const cause = Object.assign(new Error(`database says ${code}`), { code, ...fields });
  return new Error('Failed query: select 1', { cause });
}

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp({
    register: (app) => {
      app.get('/test/raise/:code', async (request) => {
        const { code } = request.params as { code: string };
        throw databaseError(code, code === '22003' ? { column: 'amount_paid' } : {});
      });
    },
  });
  admin = await signIn(t.app, 'admin');
});
afterAll(() => t.close());

const raise = (code: string) =>
  t.app.inject({ method: 'GET', url: `/test/raise/${code}`, headers: { cookie: admin } });

describe('the answer to each SQLSTATE', () => {
  it.each([
    ['22003', 'amount_paid'],
    ['22P02', undefined],
    ['22007', undefined],
    ['22008', undefined],
    ['22021', undefined],
    ['23514', undefined],
  ])('%s: 400 VALIDATION_ERROR, naming the column when PostgreSQL names it', async (code, field) => {
    const response = await raise(code);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    if (field) expect(response.json().fields).toEqual([{ path: field, message: 'is out of range' }]);
  });

  it.each(['40P01', '40001'])('%s: 503 SERVICE_BUSY with Retry-After', async (code) => {
    const response = await raise(code);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json()).toMatchObject({ success: false, code: 'SERVICE_BUSY' });
  });

  it('anything else: 500 with nothing internal', async () => {
    const response = await raise('XX000');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      error: 'Internal server error',
      code: 'INTERNAL_ERROR',
    });
  });
});

describe('a transaction that lost to another one', () => {
  it('runs once more after a deadlock, and commits', async () => {
    let attempts = 0;
    const result = await t.database.db.transaction(async () => {
      attempts++;
      if (attempts === 1) throw databaseError('40P01');
      return 'committed';
    });
    expect(result).toBe('committed');
    expect(attempts).toBe(2);
  });

  it('gives up after the second loss (the error handler answers 503), and never retries other errors', async () => {
    let attempts = 0;
    await expect(
      t.database.db.transaction(async () => {
        attempts++;
        throw databaseError('40001');
      }),
    ).rejects.toThrow('Failed query');
    expect(attempts).toBe(2);
    attempts = 0;
    await expect(
      t.database.db.transaction(async () => {
        attempts++;
        throw databaseError('23505');
      }),
    ).rejects.toThrow('Failed query');
    expect(attempts).toBe(1);
  });
});

describe('signal sources are audited', () => {
  it('creating and revoking say who, when and which source', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/signal-sources',
      headers: { ...JSON_HEADERS, cookie: admin },
      payload: { name: 'Audited', kind: 'webhook' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/signal-sources/${id}`,
      headers: { ...JSON_HEADERS, cookie: admin },
      payload: {},
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityType, 'signal_source'))
      .orderBy(auditLog.id);
    expect(rows.map((row) => [row.action, row.username, row.entityId])).toEqual([
      ['signal-source.create', 'admin', String(id)],
      ['signal-source.revoke', 'admin', String(id)],
    ]);
    expect(rows[0]!.after).toMatchObject({ name: 'Audited', kind: 'webhook', revokedAt: null });
    expect(rows[1]!.after).toMatchObject({ name: 'Audited', revokedAt: expect.any(String) });
    expect(rows[0]!.createdAt).toBeInstanceOf(Date);
    // Never the key, nor its hash.
    expect(JSON.stringify(rows)).not.toContain(created.json().data.apiKey);
    expect(JSON.stringify(rows)).not.toMatch(/apiKey/i);
  });

  it('a refused revoke (an unknown source) writes nothing', async () => {
    const before = await t.database.db.$count(auditLog);
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/signal-sources/999999',
      headers: { ...JSON_HEADERS, cookie: admin },
      payload: {},
    });
    expect(response.statusCode).toBe(404);
    expect(await t.database.db.$count(auditLog)).toBe(before);
  });
});
