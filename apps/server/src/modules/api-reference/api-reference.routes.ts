import { endpoints } from '@signaldesk/contracts/endpoints';
import type { AppInstance } from '../../app-types';
import { route } from '../../http/route';
import { type ReferenceOperation, webhookReferencePage } from './webhook-reference.page';

type OperationObject = Omit<ReferenceOperation, 'method' | 'path'> & { 'x-access'?: string };

/**
 * The API described (docs/api.md, The OpenAPI document): the OpenAPI 3.1 document of every route, and the
 * browsable page of the public webhook API. Both public: they say what the routes are, never what they hold.
 */
export async function apiReferenceRoutes(app: AppInstance) {
  let page: string | undefined;

  route(app, endpoints.openApiDocument, async () => app.swagger());

  route(app, endpoints.webhookReference, async (_request, reply) => {
    page ??= webhookReferencePage(sourceKeyOperations(app.swagger()), endpoints.openApiDocument.path);
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
