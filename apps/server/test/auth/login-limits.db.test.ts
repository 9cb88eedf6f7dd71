import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, JSON_HEADERS, type TestApp } from '../support/test-app';

// The login limits of docs/operations.md (Login limits), under parallel bursts: attempts count from their start.

let shared: TestApp;
beforeAll(async () => {
  shared = await buildTestApp({
    env: { LOGIN_MAX_QUEUED_CHECKS: '100', LOGIN_MAX_FAILURES_PER_USERNAME_TOTAL: '8' },
  });
});
afterAll(() => shared.close());
// Each test starts in a fresh window.
beforeEach(() => {
  shared.clock.now += 3_600_000;
});

const login = (app: TestApp, username: string, password: string, remoteAddress: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/loginAdmin',
    headers: JSON_HEADERS,
    payload: { username, password },
    remoteAddress,
  });

function countStatuses(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe('parallel login bursts', () => {
  it('checks exactly 5 of 40 parallel wrong passwords for one username from one address; 35 answer 429', async () => {
    const app = shared;
    const responses = await Promise.all(
      Array.from({ length: 40 }, () => login(app, 'admin', 'wrong-password', '10.1.0.1')),
    );
    expect(countStatuses(responses.map((response) => response.statusCode))).toEqual({ 401: 5, 429: 35 });
    const refused = responses.find((response) => response.statusCode === 429)!;
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('checks exactly 20 of 300 parallel attempts from one address on many usernames; 280 answer 429', async () => {
    const app = shared;
    const responses = await Promise.all(
      Array.from({ length: 300 }, (_, index) => login(app, `spray-${index}`, 'wrong-password', '10.1.0.2')),
    );
    expect(countStatuses(responses.map((response) => response.statusCode))).toEqual({ 401: 20, 429: 280 });
  });

  it('counts attempts in flight, right passwords too, and gives a successful one its place back when it ends', async () => {
    const app = shared;
    const burst = async (size: number) =>
      countStatuses(
        (
          await Promise.all(Array.from({ length: size }, () => login(app, 'admin', 'demo1234', '10.1.0.3')))
        ).map((response) => response.statusCode),
      );
    // 5 attempts per username from one address may be in flight at once.
    expect(await burst(8)).toEqual({ 200: 5, 429: 3 });
    // They all succeeded and gave their places back.
    expect(await burst(5)).toEqual({ 200: 5 });
  });
});

describe('the lockout rule', () => {
  it('lets the operator sign in from their own address while a stranger is locked out of the same username', async () => {
    const t = shared;
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login(t, 'backtester', 'guess', '203.0.113.7')).statusCode).toBe(401);
    }
    expect((await login(t, 'backtester', 'guess', '203.0.113.7')).statusCode).toBe(429);
    // Even the right password from the stranger's address waits for the window.
    expect((await login(t, 'backtester', 'demo1234', '203.0.113.7')).statusCode).toBe(429);
    expect((await login(t, 'backtester', 'demo1234', '192.0.2.10')).statusCode).toBe(200);
    // The window passes: the stranger's address may try again.
    t.clock.now += 16 * 60_000;
    expect((await login(t, 'backtester', 'guess', '203.0.113.7')).statusCode).toBe(401);
  });

  it('bounds guessing one username from many addresses by the per-username ceiling', async () => {
    const t = shared;
    const statuses: number[] = [];
    for (let address = 1; address <= 4; address++) {
      for (let attempt = 0; attempt < 3; attempt++) {
        statuses.push((await login(t, 'ceiling-user', 'guess', `198.51.100.${address}`)).statusCode);
      }
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 429, 429, 429, 429]);
    // Other usernames are not touched by that ceiling.
    expect((await login(t, 'backtester', 'demo1234', '198.51.100.9')).statusCode).toBe(200);
  });
});

describe('bounded password checks', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('answers 503 SERVICE_BUSY with Retry-After beyond the running and queued checks, without counting those attempts', async () => {
    t = await buildTestApp({
      seedAccounts: false,
      env: {
        LOGIN_MAX_CONCURRENT_CHECKS: '1',
        LOGIN_MAX_QUEUED_CHECKS: '2',
        LOGIN_MAX_FAILURES_PER_ADDRESS: '1',
      },
    });
    const app = t;
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) => login(app, `flood-${index}`, 'guess', `10.2.0.${index}`)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(countStatuses(statuses)).toEqual({ 401: 3, 503: 7 });
    const busy = responses.find((response) => response.statusCode === 503)!;
    expect(busy.json()).toEqual({
      success: false,
      error: 'Too many sign-ins in progress. Try again in 1 s.',
      code: 'SERVICE_BUSY',
    });
    expect(busy.headers['retry-after']).toBe('1');
    // A refused attempt was not counted: its address (limit 1) may still try; a checked one may not.
    const refusedIndex = statuses.indexOf(503);
    const checkedIndex = statuses.indexOf(401);
    expect((await login(t, `flood-${refusedIndex}`, 'guess', `10.2.0.${refusedIndex}`)).statusCode).toBe(401);
    expect((await login(t, `flood-${checkedIndex}`, 'guess', `10.2.0.${checkedIndex}`)).statusCode).toBe(429);
  });

  it("serves an operator's sign-in from another address during a flood from one address, before the flood's queue", async () => {
    t = await buildTestApp({
      env: {
        LOGIN_MAX_CONCURRENT_CHECKS: '1',
        LOGIN_MAX_QUEUED_CHECKS: '4',
        LOGIN_MAX_FAILURES_PER_ADDRESS: '1000',
        LOGIN_MAX_FAILURES_PER_USERNAME: '1000',
        LOGIN_MAX_FAILURES_PER_USERNAME_TOTAL: '1000',
      },
    });
    const app = t;
    const finished: string[] = [];
    const attempt = (username: string, password: string, address: string) =>
      login(app, username, password, address).then((response) => {
        finished.push(`${username}:${response.statusCode}`);
        return response;
      });
    const flood = Array.from({ length: 12 }, () => attempt('flood', 'guess', '10.3.0.1'));
    const operator = attempt('admin', 'demo1234', '10.3.0.2');
    const [operatorAnswer, ...floodAnswers] = await Promise.all([operator, ...flood]);
    expect(operatorAnswer.statusCode).toBe(200);
    // One check runs and four wait when the operator comes: the operator takes the flood's newest place, and after
    // the running check and one of the flood's waiters (the flood's turn), the operator's turn comes.
    expect(countStatuses(floodAnswers.map((response) => response.statusCode))).toEqual({ 401: 4, 503: 8 });
    expect(finished.filter((entry) => !entry.endsWith(':503')).slice(0, 3)).toEqual([
      'flood:401',
      'flood:401',
      'admin:200',
    ]);
  });
});
