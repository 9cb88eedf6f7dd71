import type { AnswerSchemaOf, EndpointShape } from '@signaldesk/contracts/endpoints';
import type { z } from 'zod';
import { ApiError, type RequestOptions, sendRequest } from './api-client';

type QueryValue = string | number | boolean | null | undefined;

/** What a call sends, typed from its registry entry: path parameters, query (names from the schema), body. */
export type CallOptions<E extends EndpointShape> = (E extends { params: infer P extends z.ZodType }
  ? { params: { [K in keyof z.input<P>]: string | number } }
  : { params?: never }) &
  (E extends { query: infer Q extends z.ZodType }
    ? { query?: { [K in keyof z.input<Q>]?: QueryValue } }
    : { query?: never }) &
  (E extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : { body?: never }) & {
    signal?: AbortSignal;
  };

/** The 2xx answer of an entry, as its schema reads it. */
export type EndpointAnswer<E extends EndpointShape> = z.output<AnswerSchemaOf<E>>;

type OptionsArgument<E extends EndpointShape> =
  object extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

/** The entry's path with each `:name` replaced by its value, encoded. */
export function endpointPath(endpoint: EndpointShape, params: Record<string, string | number> = {}): string {
  return endpoint.path.replace(/:(\w+)/g, (_segment, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.method} ${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The schema of the answer sent with `status`; the first 2xx one when the entry names no schema for it. */
function answerSchema(endpoint: EndpointShape, status: number): z.ZodType | undefined {
  const byStatus = endpoint.response[status];
  if (byStatus) return byStatus;
  const success = Object.keys(endpoint.response).find((code) => code.startsWith('2'));
  return success === undefined ? undefined : endpoint.response[Number(success)];
}

/**
 * Calls an endpoint of the registry (docs/architecture.md, Adding an endpoint): builds its URL from the entry and
 * the path parameters, sends the query and body, and checks the answer with the entry's schema. An answer the
 * schema refuses is an ApiError naming the call (docs/console.md, Server calls), never a screen reading a wrong
 * shape.
 */
export async function callEndpoint<E extends EndpointShape>(
  endpoint: E,
  ...[options]: OptionsArgument<E>
): Promise<EndpointAnswer<E>> {
  const given = (options ?? {}) as {
    params?: Record<string, string | number>;
    query?: RequestOptions['query'];
    body?: unknown;
    signal?: AbortSignal;
  };
  const response = await sendRequest(endpointPath(endpoint, given.params), {
    method: endpoint.method,
    query: given.query,
    body: given.body,
    signal: given.signal,
  });
  const text = await response.text();
  const schema = answerSchema(endpoint, response.status);
  if (!schema) return (text ? JSON.parse(text) : undefined) as EndpointAnswer<E>;
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    throw mismatch(endpoint, response.status, 'it is not JSON');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw mismatch(endpoint, response.status, `${issue?.path.join('.') || 'the body'}: ${issue?.message}`);
  }
  return parsed.data as EndpointAnswer<E>;
}

function mismatch(endpoint: EndpointShape, status: number, why: string): ApiError {
  return new ApiError(status, {
    success: false,
    code: 'INTERNAL_ERROR',
    error: `The answer of ${endpoint.method} ${endpoint.path} does not match its contract (${why})`,
  });
}
