import { type ApiErrorBody, apiErrorSchema, type ErrorCode } from '@signaldesk/contracts/errors';
import { vi } from 'vitest';
import type { z } from 'zod';
import { type AnswerOf, ENDPOINTS, type Endpoint, type EndpointSchemas, endpointOf } from './endpoints';

/** A request the stubbed server received. */
export interface SeenRequest {
  endpoint: string;
  method: string;
  path: string;
  url: URL;
  /** The parsed JSON body, undefined when none was sent. */
  body: unknown;
  init: RequestInit | undefined;
}

/** An error answer, in the server's `{success:false, error, code}` envelope. Build it with `apiError`. */
export class StubErrorAnswer {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {}
}

export function apiError(
  status: number,
  error: string,
  code: ErrorCode = 'INTERNAL_ERROR',
  named: { reason: string; params?: Record<string, string | number> } | Record<string, never> = {},
): StubErrorAnswer {
  return new StubErrorAnswer(status, apiErrorSchema.parse({ success: false, error, code, ...named }));
}

type Reply<E extends Endpoint> = AnswerOf<E> | StubErrorAnswer;

/**
 * Handlers keyed by endpoint. Each returns the 200 answer (typed, and parsed by the endpoint's schema), an
 * `apiError(...)`, or a promise of either; a rejected promise is a network failure.
 */
export type StubHandlers = { [E in Endpoint]?: (request: SeenRequest) => Reply<E> | Promise<Reply<E>> };

export interface StubbedApi {
  /** Every request, in order. */
  requests: SeenRequest[];
  /** The requests sent to one endpoint, in order. */
  sentTo(endpoint: Endpoint): SeenRequest[];
}

const wireViolations: string[] = [];

/** The contract breaks seen since the last call (the test setup fails a test that left any). */
export function takeWireViolations(): string[] {
  return wireViolations.splice(0);
}

function check(schema: z.ZodType | undefined, value: unknown, what: string) {
  if (!schema) return;
  const result = schema.safeParse(value);
  if (!result.success) wireViolations.push(`${what} breaks the contract: ${String(result.error)}`);
}

function json(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function errorResponse(reply: StubErrorAnswer): Response {
  return json(reply.body, reply.status);
}

async function answer(endpoint: Endpoint, reply: unknown): Promise<Response> {
  if (reply instanceof StubErrorAnswer) return errorResponse(reply);
  const schemas: EndpointSchemas = ENDPOINTS[endpoint];
  const parsed = schemas.answer.safeParse(reply);
  if (!parsed.success) {
    const message = `The stubbed answer of ${endpoint} breaks the contract: ${String(parsed.error)}`;
    wireViolations.push(message);
    throw new Error(message);
  }
  // A file endpoint's handler answers with the Response itself.
  if (parsed.data instanceof Response) return parsed.data;
  return json(parsed.data, 200);
}

/**
 * Replaces `fetch` with a small in-page server speaking the contracts. Requests are checked against the endpoint's
 * body and query schemas, answers parsed by its answer schema; a break is reported when the test ends. Calls
 * without a handler answer 404, except the session check, which answers 401 (signed out).
 */
export function stubApi(handlers: StubHandlers = {}): StubbedApi {
  const requests: SeenRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const called = `${method} ${url.pathname}`;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const endpoint = endpointOf(called);
    const request: SeenRequest = {
      endpoint: endpoint ?? called,
      method,
      path: url.pathname,
      url,
      body,
      init,
    };
    requests.push(request);
    if (!endpoint) {
      wireViolations.push(`The console called ${called}, which test/endpoints.ts does not know`);
      return errorResponse(apiError(404, `No endpoint ${called}`, 'NOT_FOUND'));
    }
    const schemas: EndpointSchemas = ENDPOINTS[endpoint];
    check(schemas.body, body, `The body sent to ${endpoint}`);
    check(schemas.query, Object.fromEntries(url.searchParams), `The query sent to ${endpoint}`);
    const handler = handlers[endpoint] as ((request: SeenRequest) => unknown) | undefined;
    if (handler) return answer(endpoint, await handler(request));
    if (endpoint === 'GET /api/auth/verify')
      return errorResponse(apiError(401, 'Not signed in', 'UNAUTHORIZED'));
    return errorResponse(apiError(404, `No stub for ${endpoint}`, 'NOT_FOUND'));
  });
  return {
    requests,
    sentTo: (endpoint) => requests.filter((request) => request.endpoint === endpoint),
  };
}
