import type { AppInstance } from '../../app-types';
import { OPENAPI_PATH } from '../../http/openapi';
import { type ReferenceOperation, webhookReferencePage } from './webhook-reference.page';

export const WEBHOOK_REFERENCE_PATH = '/api/reference/webhooks';

type OperationObject = Omit<ReferenceOperation, 'method' | 'path'> & { 'x-access'?: string };

/**
 * The API described (docs/api.md, The OpenAPI document): the OpenAPI 3.1 document of every route, and the
 * browsable page of the public webhook API. Both public: they say what the routes are, never what they hold.
 */
export async function apiReferenceRoutes(app: AppInstance) {
  let page: string | undefined;

  app.get(OPENAPI_PATH, { config: { access: 'public' } }, async () => app.swagger());

  app.get(WEBHOOK_REFERENCE_PATH, { config: { access: 'public' } }, async (_request, reply) => {
    page ??= webhookReferencePage(sourceKeyOperations(app.swagger()), OPENAPI_PATH);
    return reply.type('text/html; charset=utf-8').send(page);
  });
}

function sourceKeyOperations(document: { paths?: object }) {
  const operations: ReferenceOperation[] = [];
  const paths = (document.paths ?? {}) as Record<string, Record<string, OperationObject>>;
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (operation['x-access'] === 'api-key') operations.push({ ...operation, method, path });
    }
  }
  return operations;
}
