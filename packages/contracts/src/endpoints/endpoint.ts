import type { z } from 'zod';
import { apiErrorSchema } from '../errors';
import type { RouteAccess } from './access';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * One endpoint of the API, written once (docs/architecture.md, Adding an endpoint): the server registers its route
 * from it, the console's typed client calls it, the console's test stub answers through it, and the OpenAPI
 * document and docs/api.md are checked against it.
 */
export interface EndpointShape {
  method: HttpMethod;
  /** Fastify's form: `:name` for a path parameter. */
  path: `/${string}`;
  access: RouteAccess;
  /** One line: what the call does (the OpenAPI operation's summary). */
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The answers by status: the 2xx JSON answers and the error envelopes the route may send. */
  response: { readonly [status: number]: z.ZodType };
  /** A 2xx answer that is not JSON (a file, a stream, a page, a websocket): its content type; no schema reads it. */
  produces?: 'text/csv' | 'text/event-stream' | 'text/html' | 'websocket';
  /** A body the handler reads itself (text or JSON, as the sender sends it): documented, not validated first. */
  documentedBody?: z.ZodType;
  /** The content types such a body may come in. */
  consumes?: readonly string[];
}

/** An entry of the registry, its schemas' types kept (so handlers and calls are typed from them). */
export function endpoint<const E extends EndpointShape>(entry: E): E {
  return entry;
}

/** The error envelope (`apiErrorSchema`) under each of these statuses, for an entry's `response`. */
export function errorAnswers<const S extends readonly number[]>(
  ...statuses: S
): { [K in S[number]]: typeof apiErrorSchema } {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as {
    [K in S[number]]: typeof apiErrorSchema;
  };
}

/** The 2xx JSON answers of an entry, as a union of their schemas' types. */
export type SuccessStatus = 200 | 201 | 202;
export type AnswerSchemaOf<E extends EndpointShape> = E['response'][SuccessStatus & keyof E['response']];
