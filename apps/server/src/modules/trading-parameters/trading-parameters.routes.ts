import { apiErrorSchema } from '@signaldesk/contracts/errors';
import {
  parameterChangesQuerySchema,
  parameterChangesResponseSchema,
  parameterKeyParamsSchema,
  tradingParametersResponseSchema,
  updateParameterRequestSchema,
  updateParameterResponseSchema,
} from '@signaldesk/contracts/trading-parameters';
import type { AppInstance } from '../../app-types';
import { signedInAdmin } from '../../http/signed-in';
import { parameterHistory } from './parameter-history';
import { listParameters, updateParameter } from './trading-parameters.service';

/** Changes answered when the query gives no limit. */
const DEFAULT_CHANGES_LIMIT = 20;

/**
 * The trading parameter calls (docs/trading-parameters.md). Every route is admin1 (the default access). Values
 * are read from the database on each use, so a saved change applies without a restart.
 */
export async function tradingParametersRoutes(app: AppInstance) {
  const { database, now } = app.deps;
  const db = database.db;

  app.get(
    '/api/trading-parameters',
    { schema: { response: { 200: tradingParametersResponseSchema } } },
    async () => ({ success: true as const, data: await listParameters(db) }),
  );

  app.get(
    '/api/trading-parameters/changes',
    {
      schema: { querystring: parameterChangesQuerySchema, response: { 200: parameterChangesResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await parameterHistory(db, request.query.limit ?? DEFAULT_CHANGES_LIMIT),
    }),
  );

  app.put(
    '/api/trading-parameters/:key',
    {
      schema: {
        params: parameterKeyParamsSchema,
        body: updateParameterRequestSchema,
        response: { 200: updateParameterResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const actor = signedInAdmin(request);
      const saved = await updateParameter(db, actor, request.params.key, request.body.value, new Date(now()));
      return { success: true as const, data: saved, message: `${saved.key} saved` };
    },
  );
}
