import { type AnswerSchemaOf, type Endpoints, endpoints } from '@signaldesk/contracts/endpoints';
import { z } from 'zod';

export interface EndpointSchemas {
  /** The JSON body the console must send. */
  body?: z.ZodType;
  /** The query string the console must send, as the server reads it. */
  query?: z.ZodType;
  /** The 2xx answer. */
  answer: z.ZodType;
}

type CallOf<E> = E extends { method: infer M extends string; path: infer P extends string }
  ? `${M} ${P}`
  : never;
/** The registry's entries by `'METHOD /path'`, the key the tests stub a call by. */
type ByCall = { [Name in keyof Endpoints as CallOf<Endpoints[Name]>]: Endpoints[Name] };

/** `'METHOD /path'` of an endpoint (`:name` for a path parameter). */
export type Endpoint = keyof ByCall;

/** The 2xx answer of an endpoint, as a test writes it (the schema's input); a file endpoint answers a Response. */
export type AnswerOf<E extends Endpoint> = ByCall[E] extends { produces: 'text/csv' }
  ? Response
  : z.input<AnswerSchemaOf<ByCall[E]>>;

/** The answer a stub checks: the entry's 2xx JSON schemas; a file is the Response itself (CSV body and headers). */
function answerSchema(entry: Endpoints[keyof Endpoints]): z.ZodType {
  if ('produces' in entry && entry.produces === 'text/csv') return z.instanceof(Response);
  const successes = Object.entries(entry.response)
    .filter(([status]) => status.startsWith('2'))
    .map(([, schema]) => schema);
  const [first, ...others] = successes;
  if (!first) return z.unknown();
  return others.length === 0 ? first : z.union([first, ...others]);
}

/**
 * Every endpoint with the contracts' schemas the server validates it with, read from the endpoint registry
 * (`@signaldesk/contracts/endpoints`). The test stubs answer through these, so a stubbed answer cannot drift
 * from what the server sends.
 */
export const ENDPOINTS = Object.fromEntries(
  Object.values(endpoints).map((entry) => [
    `${entry.method} ${entry.path}`,
    {
      ...('body' in entry ? { body: entry.body } : {}),
      ...('query' in entry ? { query: entry.query } : {}),
      answer: answerSchema(entry),
    },
  ]),
) as Record<Endpoint, EndpointSchemas>;

export function isEndpoint(key: string): key is Endpoint {
  return Object.hasOwn(ENDPOINTS, key);
}

/** True when `path` fits `pattern`, whose `:name` segments stand for any one segment. */
function fitsPattern(pattern: string, path: string): boolean {
  const wanted = pattern.split('/');
  const given = path.split('/');
  return (
    wanted.length === given.length &&
    wanted.every((segment, index) =>
      segment.startsWith(':') ? given[index] !== '' : segment === given[index],
    )
  );
}

/** The endpoint a request `'METHOD /path'` reaches: an exact key, else a key with `:name` path parameters. */
export function endpointOf(request: string): Endpoint | undefined {
  if (isEndpoint(request)) return request;
  return (Object.keys(ENDPOINTS) as Endpoint[]).find((key) => key.includes(':') && fitsPattern(key, request));
}
