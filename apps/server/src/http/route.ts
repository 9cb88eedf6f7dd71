import type { EndpointShape } from '@signaldesk/contracts/endpoints';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppInstance } from '../app-types';

/** An entry's schemas as Fastify names them: the handler's request and answer types come from these. */
export interface SchemaOf<E extends EndpointShape> {
  params: E extends { params: infer P } ? P : undefined;
  querystring: E extends { query: infer Q } ? Q : undefined;
  body: E extends { body: infer B } ? B : undefined;
  response: E['response'];
}

type Options<E extends EndpointShape> = RouteOptions<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/** A route's handler, typed from its registry entry: its params, query and body, and the answers it may return. */
export type EndpointHandler<E extends EndpointShape> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/** What a route adds to its entry: its own hooks (a key read before the body), a websocket's handler. */
export type EndpointRouteOptions<E extends EndpointShape> = Omit<
  Options<E>,
  'method' | 'url' | 'schema' | 'config' | 'handler'
>;

/** The Fastify schema of an entry: only the parts it declares (docs/architecture.md, Adding an endpoint). */
function schemaOf(endpoint: EndpointShape): FastifySchema {
  const schema: FastifySchema & { consumes?: readonly string[] } = { summary: endpoint.summary };
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  if (Object.keys(endpoint.response).length > 0) schema.response = endpoint.response;
  if (endpoint.consumes) schema.consumes = endpoint.consumes;
  return schema;
}

/**
 * Registers the route of a registry entry (`@signaldesk/contracts/endpoints`): its method, path, schemas and
 * access come from the entry, so the route, the console's client, its test stub and the OpenAPI document agree.
 */
export function route<E extends EndpointShape>(
  app: AppInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointRouteOptions<E> = {},
): void {
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    config: {
      access: endpoint.access,
      ...(endpoint.documentedBody ? { documentedBody: endpoint.documentedBody } : {}),
    },
    schema: schemaOf(endpoint),
    handler,
  } as Options<E> as RouteOptions);
}
