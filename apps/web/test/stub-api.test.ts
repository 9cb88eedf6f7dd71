import { describe, expect, it } from 'vitest';
import { aPosition } from '../src/features/positions/testing/position-fixture';
import { apiError, stubApi, takeWireViolations } from './stub-api';

const post = (path: string, body: unknown) =>
  fetch(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json' },
  });

describe('the stubbed server', () => {
  it('answers a handler with the parsed answer, leaving out what the contract does not know', async () => {
    stubApi({
      'GET /api/trader-tracker/openPositions': () =>
        ({ success: true, data: [aPosition({ id: 7 })], extra: 'not on the wire' }) as never,
    });
    const response = await fetch('/api/trader-tracker/openPositions');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.data[0].id).toBe(7);
    expect(body).not.toHaveProperty('extra');
  });

  it('rejects an answer that drifted from the contract, and reports it when the test ends', async () => {
    stubApi({
      // @ts-expect-error entryPrice must be a number: the stub does not compile, and would not run either.
      'GET /api/trader-tracker/openPositions': () => ({
        success: true,
        data: [{ ...aPosition(), entryPrice: '1' }],
      }),
    });
    await expect(fetch('/api/trader-tracker/openPositions')).rejects.toThrow(
      /The stubbed answer of GET \/api\/trader-tracker\/openPositions breaks the contract/,
    );
    const violations = takeWireViolations();
    expect(violations).toHaveLength(1);
    expect(violations[0]).toContain('entryPrice');
  });

  it('reports a request body the server would refuse', async () => {
    const api = stubApi({
      'POST /api/position-manager/reopen': () => ({ success: true, data: aPosition() }),
    });
    await post('/api/position-manager/reopen', { positionId: 'seven' });
    expect(api.sentTo('POST /api/position-manager/reopen').map((request) => request.body)).toEqual([
      { positionId: 'seven' },
    ]);
    const violations = takeWireViolations();
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatch(
      /^The body sent to POST \/api\/position-manager\/reopen breaks the contract/,
    );
  });

  it('reports a query the server would refuse', async () => {
    stubApi({ 'GET /api/trader-tracker/closedPositions': () => ({ success: true, data: [] }) });
    await fetch('/api/trader-tracker/closedPositions?limit=0');
    expect(takeWireViolations()).toEqual([
      expect.stringMatching(
        /^The query sent to GET \/api\/trader-tracker\/closedPositions breaks the contract/,
      ),
    ]);
  });

  it('reports a call to an endpoint the contracts do not describe, answered 404', async () => {
    const response = await fetch('/api/nowhere');
    expect(response.status).toBe(404);
    expect(takeWireViolations()).toEqual([
      'The console called GET /api/nowhere, which test/endpoints.ts does not know',
    ]);
  });

  it('answers errors in the server envelope with their status', async () => {
    stubApi({
      'POST /api/position-manager/close': () => apiError(409, 'Position already closed', 'CONFLICT'),
    });
    const response = await post('/api/position-manager/close', {
      positionId: 1,
      exitPrice: 102,
      reason: 'TRADERS_EXIT',
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      success: false,
      error: 'Position already closed',
      code: 'CONFLICT',
    });
    expect(takeWireViolations()).toEqual([]);
  });

  it('answers the session check 401 and other known calls 404 when no handler is given', async () => {
    const api = stubApi();
    expect((await fetch('/api/auth/verify')).status).toBe(401);
    expect((await fetch('/api/binance-top-movers')).status).toBe(404);
    expect(api.requests.map((request) => request.endpoint)).toEqual([
      'GET /api/auth/verify',
      'GET /api/binance-top-movers',
    ]);
  });
});
