import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, JSON_HEADERS, signIn, type TestApp } from '../support/test-app';

/** POST /api/signals/parse (docs/signals.md, "Free-text signals"). */
describe('POST /api/signals/parse', () => {
  let t: TestApp;
  let admin: string;
  let backtester: string;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signIn(t.app, 'admin');
    backtester = await signIn(t.app, 'backtester');
  });
  afterAll(() => t.close());

  const parse = (payload: unknown, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/signals/parse',
      headers: cookie ? { ...JSON_HEADERS, cookie } : JSON_HEADERS,
      payload: payload as object,
    });

  it('answers what it read from a message', async () => {
    const text = '#BTC/USDT LONG 📈 x10\nEntry: 42,000 - 42,500\nTargets: 1) 43000 2) 44000\nSL: 41000';
    const answer = await parse({ text }, admin);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      success: true,
      data: {
        symbol: 'BTCUSDT',
        direction: 'LONG',
        entries: [42000, 42500],
        targets: [43000, 44000],
        stopLoss: 41000,
        leverage: 10,
        isSpot: false,
        entryCondition: 'at',
      },
    });
  });

  it('answers 400 with the reason on the text field when the message is refused', async () => {
    const answer = await parse({ text: '#BTC/USDT LONG\nEntry: 42000\nTP1: 44000\nTP2: 43000' }, admin);
    expect(answer.statusCode).toBe(400);
    const reason = 'TP2 43000 must be above TP1 44000 for a LONG';
    expect(answer.json()).toEqual({
      success: false,
      error: reason,
      code: 'VALIDATION_ERROR',
      fields: [{ path: 'text', message: reason }],
    });
  });

  it.each([
    ['no text', {}],
    ['an empty text', { text: '   ' }],
    ['a text that is not a string', { text: 42 }],
    ['a text above 4000 characters', { text: `#BTC/USDT LONG entry 42000 ${'x'.repeat(4000)}` }],
  ])('answers 400 naming the text field for %s', async (_name, payload) => {
    const answer = await parse(payload, admin);
    expect(answer.statusCode).toBe(400);
    const body = answer.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.fields.map((field: { path: string }) => field.path)).toContain('text');
  });

  it('answers 403 to the backtester (admin2)', async () => {
    const answer = await parse({ text: '#BTC/USDT LONG entry 42000' }, backtester);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().code).toBe('FORBIDDEN');
  });

  it('answers 401 without a session', async () => {
    const answer = await parse({ text: '#BTC/USDT LONG entry 42000' });
    expect(answer.statusCode).toBe(401);
    expect(answer.json().code).toBe('UNAUTHORIZED');
  });
});
