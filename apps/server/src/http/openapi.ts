import fastifySwagger from '@fastify/swagger';
import type { RouteAccess } from '@signaldesk/contracts/endpoints';
import { SESSION_COOKIE } from '@signaldesk/contracts/session';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppInstance } from '../app-types';

/*
 * The OpenAPI 3.1 document of the whole API, built from the routes the app registers from the endpoint registry
 * and their zod schemas (docs/api.md, The OpenAPI document). Each operation carries who may call it (`x-access`,
 * its entry's access) and the matching security scheme.
 */
const SECURITY: Record<RouteAccess, Record<string, string[]>[] | undefined> = {
  public: undefined,
  'session-optional': undefined,
  authenticated: [{ adminSession: [] }],
  admin1: [{ adminSession: [] }],
  'api-key': [{ sourceKey: [] }],
  signature: [{ stripeSignature: [] }],
};

const zodTransform = createJsonSchemaTransform({});

export async function registerOpenApi(app: AppInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'SignalDesk API',
        version: '1.0.0',
        description:
          'The console’s API and the public webhook API of signal providers. Errors share one shape: ' +
          '`{success: false, error: {code, message, details?}}`.',
      },
      components: {
        securitySchemes: {
          adminSession: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
          sourceKey: {
            type: 'http',
            scheme: 'bearer',
            description:
              "A signal source's API key, shown once when the source is created (`Authorization: Bearer <key>`; " +
              'senders that cannot set a header put it in the body as `apiKey`).',
          },
          stripeSignature: { type: 'apiKey', in: 'header', name: 'Stripe-Signature' },
        },
      },
    },
    transform(input) {
      const config = input.route.config;
      // A body the handler reads itself (text or JSON, as the sender sends it) is documented from its schema.
      const documented = config?.documentedBody
        ? { ...input, schema: { ...input.schema, body: config.documentedBody } }
        : input;
      const { schema, url } = zodTransform(documented);
      const access: RouteAccess = config?.access ?? 'admin1';
      const security = SECURITY[access];
      const segment = url.split('/')[2] ?? 'api';
      return {
        url,
        schema: {
          ...schema,
          tags: [segment],
          'x-access': access,
          ...(security ? { security } : {}),
        },
      };
    },
  });
}
