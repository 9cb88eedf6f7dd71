import { endpoints } from '@signaldesk/contracts/endpoints';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { callEndpoint } from './call-endpoint';

/** Answers every fetch with `body` (JSON) and `status`, and keeps what was sent. */
function answerWith(body: unknown, status = 200) {
  const sent: { url: string; init: RequestInit | undefined }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(input), init });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('callEndpoint', () => {
  it("builds the URL from the entry's path, the path parameters and the query, and sends the body", async () => {
    const sent = answerWith({ success: true, data: { changedKeys: [], origin: null }, message: 'done' });
    await callEndpoint(endpoints.applySweepCell, { params: { id: 3, index: 0 }, body: {} });
    await callEndpoint(endpoints.signalsFeed, {
      query: { state: 'waiting', limit: 20, before: undefined },
    }).catch(() => undefined);
    expect(sent[0]?.url).toBe('/api/backtesting/sweeps/3/cells/0/apply');
    expect(sent[0]?.init?.method).toBe('POST');
    expect(sent[0]?.init?.body).toBe('{}');
    expect(sent[1]?.url).toBe('/api/signals?state=waiting&limit=20');
    expect(sent[1]?.init?.method).toBe('GET');
  });

  it('encodes a path parameter', async () => {
    const sent = answerWith({ success: true, data: { key: 'a/b' }, message: 'saved' });
    await callEndpoint(endpoints.updateParameter, { params: { key: 'a/b c' }, body: { value: '1' } }).catch(
      () => undefined,
    );
    expect(sent[0]?.url).toBe('/api/trading-parameters/a%2Fb%20c');
  });

  it("answers what the entry's schema reads", async () => {
    answerWith({ success: true, data: { total: 3, subscribed: 2, expiringSoon: 1 } });
    await expect(callEndpoint(endpoints.userCounts)).resolves.toEqual({
      success: true,
      data: { total: 3, subscribed: 2, expiringSoon: 1 },
    });
  });

  it('turns an answer its schema refuses into an ApiError naming the call and the field', async () => {
    answerWith({ success: true, data: { total: 'three', subscribed: 2, expiringSoon: 1 } });
    const failure = await callEndpoint(endpoints.userCounts).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toMatch(
      /^The answer of GET \/api\/users\/counts does not match its contract \(data\.total: /,
    );
  });

  it("keeps the server's refusal as the ApiError it was", async () => {
    answerWith({ success: false, error: 'No run 7', code: 'NOT_FOUND' }, 404);
    const failure = await callEndpoint(endpoints.backtestRun, { params: { id: 7 } }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(404);
    expect((failure as ApiError).message).toBe('No run 7');
  });

  it('is typed from the entry: path parameters and a body are required where the entry has them', () => {
    const typeChecksOnly = () => {
      // @ts-expect-error the run's id is missing
      void callEndpoint(endpoints.backtestRun);
      // @ts-expect-error a body the entry does not have
      void callEndpoint(endpoints.userCounts, { body: {} });
      // @ts-expect-error a query field the schema does not name
      void callEndpoint(endpoints.signalsFeed, { query: { sate: 'waiting' } });
    };
    expect(typeChecksOnly).toBeTypeOf('function');
  });
});
