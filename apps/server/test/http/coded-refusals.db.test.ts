import { apiErrorSchema } from '@signaldesk/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, JSON_HEADERS, signIn, type TestApp } from '../support/test-app';

/**
 * The refusals the console shows carry their reason from the closed set and the values it is worded from
 * (docs/console.md, Server calls; docs/api.md, Conventions); a field's rule is named by the bound it breaks.
 */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, 'admin');
});
afterAll(() => t.close());

async function refusal(method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) {
  const response = await t.app.inject({
    method,
    url,
    headers: { ...JSON_HEADERS, cookie: admin },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  // The answer's schema holds the closed set: a reason outside it fails here.
  return { status: response.statusCode, body: apiErrorSchema.parse(response.json()) };
}

describe('coded refusals', () => {
  it('names a trading parameter’s bound, not "integer", for a value out of range', async () => {
    const { status, body } = await refusal('PUT', '/api/trading-parameters/TRADER_TRACKER_REFRESH_MINUTES', {
      value: '1e308',
    });
    expect(status).toBe(400);
    expect(body.reason).toBe('field.atMost');
    expect(body.params).toEqual({ field: 'TRADER_TRACKER_REFRESH_MINUTES', bound: 1440 });
    expect(body.fields?.[0]).toMatchObject({ path: 'value', reason: 'field.atMost' });

    const half = await refusal('PUT', '/api/trading-parameters/TRADER_TRACKER_REFRESH_MINUTES', {
      value: '2.5',
    });
    expect(half.body).toMatchObject({
      reason: 'field.notInteger',
      params: { field: 'TRADER_TRACKER_REFRESH_MINUTES' },
    });
  });

  it('names a backtest quantity by its backtest field, with an exclusive bound', async () => {
    const { body } = await refusal('PUT', '/api/trading-parameters/DEFAULT_STOP_LOSS_PERCENT', {
      value: '-100',
    });
    expect(body.reason).toBe('field.greaterThan');
    expect(body.params).toEqual({ field: 'stopLossPercent', bound: -100 });
  });

  it('names the bound of a request schema’s number', async () => {
    const { status, body } = await refusal('POST', '/api/users/1/extend', { days: 99_999 });
    expect(status).toBe(400);
    expect(body.reason).toBe('field.atMost');
    expect(body.params).toEqual({ field: 'days', bound: 3650 });
  });

  it('names the apply and undo refusals and the unknown ones', async () => {
    expect((await refusal('POST', '/api/trading-parameters/undo-apply', {})).body).toMatchObject({
      code: 'NOT_FOUND',
      reason: 'parameterApply.nothingToUndo',
    });
    expect((await refusal('GET', '/api/backtesting/sweeps/99999/cells/0/apply-preview')).body).toMatchObject({
      reason: 'sweep.notFound',
      params: { id: 99999 },
    });
    expect((await refusal('GET', '/api/signals/99999')).body).toMatchObject({
      reason: 'signal.notFound',
      params: { id: 99999 },
    });
    expect((await refusal('POST', '/api/users/99999/extend', { days: 30 })).body).toMatchObject({
      reason: 'subscriber.notFound',
      params: { id: 99999 },
    });
  });
});
