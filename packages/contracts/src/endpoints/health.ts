import { healthResponseSchema, readyResponseSchema } from '../health';
import { endpoint } from './endpoint';

/** Liveness, readiness and the API's own description (docs/operations.md, Health and readiness). */
export const healthEndpoints = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    summary: 'Liveness: 200 while the process answers.',
    response: { 200: healthResponseSchema },
  }),
  ready: endpoint({
    method: 'GET',
    path: '/api/ready',
    access: 'public',
    summary: 'Readiness: the database, its migrations and the background jobs; 503 until all are ready.',
    response: { 200: readyResponseSchema, 503: readyResponseSchema },
  }),
  openApiDocument: endpoint({
    method: 'GET',
    path: '/api/openapi.json',
    access: 'public',
    summary: 'The OpenAPI 3.1 document of every endpoint.',
    response: {},
  }),
  webhookReference: endpoint({
    method: 'GET',
    path: '/api/reference/webhooks',
    access: 'public',
    summary: "The browsable reference of the webhook calls a signal source's key opens.",
    response: {},
    produces: 'text/html',
  }),
};
