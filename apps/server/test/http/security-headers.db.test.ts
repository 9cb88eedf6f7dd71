import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('security headers (computed once, set on every answer)', () => {
  it('sends the policy on answers, errors and not-found answers alike; HSTS only in production', async () => {
    t = await buildTestApp();
    for (const url of ['/api/auth/verify', '/api/no-such-route']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';img-src 'self' data:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self' ws: wss:",
      );
      expect(response.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
      });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
    await t.close();
    t = await buildTestApp({ env: { APP_MODE: 'production', EXCHANGE: 'simulated' } });
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/verify' });
    expect(response.headers['strict-transport-security']).toContain('max-age=');
  });
});
