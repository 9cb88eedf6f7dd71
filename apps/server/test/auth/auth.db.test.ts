import { ADMIN_TYPE_COOKIE, SESSION_COOKIE } from '@signaldesk/contracts/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, sessions } from '../../src/db/schema';
import { buildTestApp, JSON_HEADERS, signIn, type TestApp } from '../support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    env: {
      LOGIN_MAX_FAILURES_PER_USERNAME: '3',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '6',
      SESSION_TTL_HOURS: '1',
    },
    register(app) {
      app.get('/api/test/admin1-only', async () => ({ ok: true }));
      app.get('/api/test/any-admin', { config: { access: 'authenticated' } }, async () => ({ ok: true }));
      app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
        throw new Error('secret internal detail at /srv/db.ts:42');
      });
      app.post('/api/test/echo', { config: { access: 'authenticated' } }, async (request) => ({
        body: request.body,
      }));
    },
  });
});
afterAll(() => t.close());

const login = (username: string, password: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/loginAdmin',
    headers: { ...JSON_HEADERS, ...headers },
    payload: { username, password },
  });

describe('POST /api/auth/loginAdmin', () => {
  it('signs in with a session cookie that is HttpOnly, SameSite=Lax, Path=/ and expires, plus a readable adminType cookie', async () => {
    const response = await login('admin', 'demo1234', { 'x-forwarded-for': '10.0.0.1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      username: 'admin',
      adminType: 'admin1',
      language: null,
      adviceMode: 'schedule',
    });
    const session = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)!;
    expect(session.httpOnly).toBe(true);
    expect(session.sameSite).toBe('Lax');
    expect(session.path).toBe('/');
    expect(session.secure).toBeFalsy();
    expect(session.expires!.getTime()).toBeGreaterThan(t.clock.now);
    expect(session.value).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits, base64url
    const type = response.cookies.find((cookie) => cookie.name === ADMIN_TYPE_COOKIE)!;
    expect(type.value).toBe('admin1');
    expect(type.httpOnly).toBeFalsy();
  });

  it('stores only a hash of the session token and a scrypt hash of the password', async () => {
    const response = await login('backtester', 'demo1234');
    const token = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)!.value;
    const rows = await t.database.db.select().from(sessions);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
    const [admin] = await t.database.db.select().from(admins).where(eq(admins.username, 'backtester'));
    expect(admin!.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
  });

  it('answers 401 Invalid credentials for a wrong password and for an unknown user', async () => {
    for (const [username, password] of [
      ['admin', 'wrong-password'],
      ['nobody', 'demo1234'],
    ] as const) {
      const response = await login(username, password, { 'x-real-test': username });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        error: 'Invalid credentials',
        code: 'INVALID_CREDENTIALS',
      });
      expect(response.cookies).toHaveLength(0);
    }
  });

  it('answers 400 with the offending fields when username or password is missing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/loginAdmin',
      headers: JSON_HEADERS,
      payload: { username: '' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.fields.map((field: { path: string }) => field.path).sort()).toEqual(['password', 'username']);
  });

  it('rate-limits repeated failures per username with 429 and Retry-After, even for the right password', async () => {
    t.clock.now += 3_600_000; // a fresh window
    const ip = { 'x-forwarded-for': '10.9.9.9' };
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login('ratelimited-user', 'nope', ip)).statusCode).toBe(401);
    }
    const blocked = await login('ratelimited-user', 'nope', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The window passes: the username may try again.
    t.clock.now += 16 * 60_000;
    expect((await login('ratelimited-user', 'nope', ip)).statusCode).toBe(401);
  });

  it('rate-limits repeated failures per address across usernames', async () => {
    t.clock.now += 3_600_000;
    // inject's remote address is fixed (127.0.0.1): 6 failures on 6 usernames exhaust the address.
    for (let attempt = 0; attempt < 6; attempt++) {
      expect((await login(`spray-${attempt}`, 'nope')).statusCode).toBe(401);
    }
    const blocked = await login('admin', 'demo1234');
    expect(blocked.statusCode).toBe(429);
    t.clock.now += 16 * 60_000;
    expect((await login('admin', 'demo1234')).statusCode).toBe(200);
  });
});

describe('GET /api/auth/verify', () => {
  it('answers 401 without a session and 200 with the session’s username and type', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/verify' })).statusCode).toBe(401);
    const cookie = await signIn(t.app, 'backtester');
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/verify', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      username: 'backtester',
      adminType: 'admin2',
      language: null,
      adviceMode: 'schedule',
    });
  });

  it('answers 401 once the session has expired', async () => {
    const cookie = await signIn(t.app, 'admin');
    t.clock.now += 61 * 60_000; // SESSION_TTL_HOURS=1
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/verify', headers: { cookie } })).statusCode,
    ).toBe(401);
  });

  it('answers 401 for a forged session token', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/verify',
      headers: { cookie: `${SESSION_COOKIE}=${'A'.repeat(43)}; ${ADMIN_TYPE_COOKIE}=admin1` },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /api/auth/me/language', () => {
  const setLanguage = (cookie: string | undefined, language: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/auth/me/language',
      headers: { ...JSON_HEADERS, ...(cookie ? { cookie } : {}) },
      payload: { language },
    });

  it('remembers the choice per admin: verify and the next login name it, null forgets it', async () => {
    const cookie = await signIn(t.app, 'backtester');
    const other = await signIn(t.app, 'admin');
    const saved = await setLanguage(cookie, 'fr');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ success: true, language: 'fr' });
    const verify = await t.app.inject({ method: 'GET', url: '/api/auth/verify', headers: { cookie } });
    expect(verify.json().language).toBe('fr');
    const again = await login('backtester', 'demo1234', { 'x-forwarded-for': '10.0.0.77' });
    expect(again.json().language).toBe('fr');
    // Another admin's choice is their own.
    const otherVerify = await t.app.inject({
      method: 'GET',
      url: '/api/auth/verify',
      headers: { cookie: other },
    });
    expect(otherVerify.json().language).toBeNull();
    expect((await setLanguage(cookie, null)).json()).toEqual({ success: true, language: null });
    const forgotten = await t.app.inject({ method: 'GET', url: '/api/auth/verify', headers: { cookie } });
    expect(forgotten.json().language).toBeNull();
  });

  it('refuses an unknown language with 400 and a signed-out caller with 401', async () => {
    const cookie = await signIn(t.app, 'admin');
    const refused = await setLanguage(cookie, 'de');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('VALIDATION_ERROR');
    expect((await setLanguage(undefined, 'en')).statusCode).toBe(401);
  });
});

describe('PUT /api/auth/me/advice-mode', () => {
  const setAdviceMode = (cookie: string | undefined, adviceMode: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/auth/me/advice-mode',
      headers: { ...JSON_HEADERS, ...(cookie ? { cookie } : {}) },
      payload: { adviceMode },
    });

  it('remembers the mode per admin: verify and the next login name it', async () => {
    const cookie = await signIn(t.app, 'backtester');
    const other = await signIn(t.app, 'admin');
    const saved = await setAdviceMode(cookie, 'history');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ success: true, adviceMode: 'history' });
    const verify = await t.app.inject({ method: 'GET', url: '/api/auth/verify', headers: { cookie } });
    expect(verify.json().adviceMode).toBe('history');
    const again = await login('backtester', 'demo1234', { 'x-forwarded-for': '10.0.0.78' });
    expect(again.json().adviceMode).toBe('history');
    const otherVerify = await t.app.inject({
      method: 'GET',
      url: '/api/auth/verify',
      headers: { cookie: other },
    });
    expect(otherVerify.json().adviceMode).toBe('schedule');
    expect((await setAdviceMode(cookie, 'schedule')).json()).toEqual({
      success: true,
      adviceMode: 'schedule',
    });
    const back = await t.app.inject({ method: 'GET', url: '/api/auth/verify', headers: { cookie } });
    expect(back.json().adviceMode).toBe('schedule');
  });

  it('refuses an unknown mode or null with 400 and a signed-out caller with 401', async () => {
    const cookie = await signIn(t.app, 'admin');
    for (const mode of ['weekly', null]) {
      const refused = await setAdviceMode(cookie, mode);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_ERROR');
    }
    expect((await setAdviceMode(undefined, 'history')).statusCode).toBe(401);
  });
});

describe('roles', () => {
  it('never trusts the adminType cookie: an admin2 claiming admin1 is still forbidden and the cookie is corrected', async () => {
    const cookie = (await signIn(t.app, 'backtester')).replace(
      `${ADMIN_TYPE_COOKIE}=admin2`,
      `${ADMIN_TYPE_COOKIE}=admin1`,
    );
    expect(cookie).toContain(`${ADMIN_TYPE_COOKIE}=admin1`);
    const response = await t.app.inject({ method: 'GET', url: '/api/test/admin1-only', headers: { cookie } });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
    const verify = await t.app.inject({ method: 'GET', url: '/api/auth/verify', headers: { cookie } });
    expect(verify.json().adminType).toBe('admin2');
    expect(verify.cookies.find((c) => c.name === ADMIN_TYPE_COOKIE)?.value).toBe('admin2');
  });

  it('lets admin1 reach admin1 routes and both types reach routes declared for any admin', async () => {
    const admin1 = await signIn(t.app, 'admin');
    const admin2 = await signIn(t.app, 'backtester');
    const get = (url: string, cookie?: string) =>
      t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    expect((await get('/api/test/admin1-only', admin1)).statusCode).toBe(200);
    expect((await get('/api/test/any-admin', admin1)).statusCode).toBe(200);
    expect((await get('/api/test/any-admin', admin2)).statusCode).toBe(200);
    expect((await get('/api/test/admin1-only')).statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('answers 200 without a session and clears both cookies', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: JSON_HEADERS });
    expect(response.statusCode).toBe(200);
    const names = response.cookies.filter((cookie) => cookie.value === '').map((cookie) => cookie.name);
    expect(names.sort()).toEqual([ADMIN_TYPE_COOKIE, SESSION_COOKIE].sort());
  });

  it('ends the session on the server: the old cookie no longer verifies', async () => {
    const cookie = await signIn(t.app, 'admin');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...JSON_HEADERS, cookie },
    });
    expect(out.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/verify', headers: { cookie } })).statusCode,
    ).toBe(401);
  });
});

describe('CSRF guard', () => {
  it('refuses a state change without the JSON content type (415)', async () => {
    const cookie = await signIn(t.app, 'admin');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a foreign Origin (403) and accepts the configured one', async () => {
    const cookie = await signIn(t.app, 'admin');
    const post = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: { ...JSON_HEADERS, cookie, origin },
        payload: { a: 1 },
      });
    const foreign = await post('https://evil.example');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('BAD_ORIGIN');
    const own = await post('http://localhost:3000');
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ body: { a: 1 } });
  });
});

describe('error shape', () => {
  it('answers unknown /api paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('answers 413 for a body over 1 MB', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/loginAdmin',
      headers: JSON_HEADERS,
      payload: JSON.stringify({ username: 'a', password: 'x'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/loginAdmin',
      headers: JSON_HEADERS,
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });

  it('answers an unexpected failure with a generic 500 that reveals nothing internal', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      error: 'Internal server error',
      code: 'INTERNAL_ERROR',
    });
    expect(response.body).not.toContain('secret');
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/verify' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('session storage', () => {
  it('sweeps expired sessions on the next successful sign-in', async () => {
    await signIn(t.app, 'admin');
    t.clock.now += 2 * 3_600_000; // past SESSION_TTL_HOURS=1
    await signIn(t.app, 'backtester');
    const rows = await t.database.db.select().from(sessions);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.expiresAt.getTime()).toBeGreaterThan(t.clock.now);
  });
});
