import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, positions } from '../../src/db/schema';
import { buildTestApp, JSON_HEADERS, signIn, type TestApp } from '../support/test-app';

// Inputs that once answered 500: each is now a 400 naming the offending field, and changes nothing.

let t: TestApp;
let cookie: string;
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>console</title>');
  t = await buildTestApp({ webDistDir: webDist });
  cookie = await signIn(t.app, 'admin');
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { ...JSON_HEADERS, cookie }, payload });

function expectFieldError(response: Awaited<ReturnType<typeof get>>, field: string) {
  expect(response.statusCode).toBe(400);
  const body = response.json();
  expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  expect(body.error).toContain(field);
  expect(body.fields.map((issue: { path: string }) => issue.path)).toEqual([field]);
}

describe('ids beyond the 32-bit column', () => {
  it('refuses positionId 2147483648 in close and reopen, changing nothing', async () => {
    expectFieldError(
      await post('/api/position-manager/close', {
        positionId: 2_147_483_648,
        exitPrice: 100,
        reason: 'TRADERS_EXIT',
      }),
      'positionId',
    );
    expectFieldError(await post('/api/position-manager/reopen', { positionId: 2_147_483_648 }), 'positionId');
    expect(await t.database.db.$count(positions)).toBe(0);
    expect(await t.database.db.$count(auditLog)).toBe(0);
  });

  it('accepts the largest id, 2147483647 (404: no such position)', async () => {
    const close = { positionId: 2_147_483_647, exitPrice: 100, reason: 'TRADERS_EXIT' };
    expect((await post('/api/position-manager/close', close)).statusCode).toBe(404);
  });

  it('refuses beforeId=2147483648 in closedPositions', async () => {
    expectFieldError(await get('/api/trader-tracker/closedPositions?beforeId=2147483648'), 'beforeId');
  });
});

describe('dates PostgreSQL cannot take', () => {
  it('refuses closedPositions?before=0000-01-01T00:00:00Z and a year past 9999', async () => {
    expectFieldError(await get('/api/trader-tracker/closedPositions?before=0000-01-01T00:00:00Z'), 'before');
    expectFieldError(await get('/api/trader-tracker/closedPositions?before=1969-12-31T23:59:59Z'), 'before');
  });

  it('accepts the bounds themselves', async () => {
    expect((await get('/api/trader-tracker/closedPositions?before=1970-01-01T00:00:00Z')).statusCode).toBe(
      200,
    );
    expect((await get('/api/trader-tracker/closedPositions?before=9999-12-31T23:59:59Z')).statusCode).toBe(
      200,
    );
  });
});

describe('paths with a NUL character', () => {
  it('refuses GET /%00 and GET /index.html%00.js before the file system sees them', async () => {
    expectFieldError(await t.app.inject({ method: 'GET', url: '/%00' }), 'path');
    expectFieldError(await t.app.inject({ method: 'GET', url: '/index.html%00.js' }), 'path');
    expect((await t.app.inject({ method: 'GET', url: '/history' })).statusCode).toBe(200);
  });
});

describe('money beyond any account', () => {
  it('refuses positionSizeEuro=1e308 (and an initialBalance above a billion) in a backtest', async () => {
    expectFieldError(
      await get('/api/backtesting/run?positionSizeEuro=1e308&leverage=125&positionCount=50'),
      'positionSizeEuro',
    );
    expectFieldError(await get('/api/backtesting/run?initialBalance=1000000001'), 'initialBalance');
  });
});
