import { backtestRunIdParamsSchema } from '@signaldesk/contracts/backtest-runs';
import { apiErrorSchema } from '@signaldesk/contracts/errors';
import {
  applyPreviewResponseSchema,
  applyRequestSchema,
  applyResponseSchema,
  parameterOriginResponseSchema,
  sweepCellParamsSchema,
  undoApplyRequestSchema,
} from '@signaldesk/contracts/parameter-apply';
import type { AppInstance } from '../../app-types';
import { callerOf } from '../backtesting';
import { runSource, sweepCellSource } from './apply-source';
import { applyToLive, originView, previewApply, undoApply } from './parameter-apply.service';

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

function applied(result: { changedKeys: string[] }, name: string) {
  const count = result.changedKeys.length;
  return `${name} applied to live: ${count} parameter${count === 1 ? '' : 's'} changed`;
}

/**
 * Apply to live and its undo (docs/trading-parameters.md, "Apply a run to live"; docs/api.md). Every route is
 * admin1 (the default access): admin2 reads runs but never changes the live side.
 */
export async function parameterApplyRoutes(app: AppInstance) {
  const { database, now } = app.deps;
  const db = database.db;

  const sources = [
    {
      url: '/api/backtesting/runs/:id',
      params: backtestRunIdParamsSchema,
      sourceOf: (params: { id: number }) => runSource(db, params.id),
    },
    {
      url: '/api/backtesting/sweeps/:id/cells/:index',
      params: sweepCellParamsSchema,
      sourceOf: (params: { id: number; index?: number }) => sweepCellSource(db, params.id, params.index ?? 0),
    },
  ] as const;
  for (const { url, params, sourceOf } of sources) {
    app.get(
      `${url}/apply-preview`,
      { schema: { params, response: { 200: applyPreviewResponseSchema, ...errors } } },
      async (request) => ({
        success: true as const,
        data: await previewApply(db, await sourceOf(request.params)),
      }),
    );
    app.post(
      `${url}/apply`,
      { schema: { params, body: applyRequestSchema, response: { 200: applyResponseSchema, ...errors } } },
      async (request) => {
        const actor = callerOf(request);
        const source = await sourceOf(request.params);
        const result = await applyToLive(db, actor, source, new Date(now()));
        return { success: true as const, data: result, message: applied(result, source.name) };
      },
    );
  }

  app.get(
    '/api/trading-parameters/origin',
    { schema: { response: { 200: parameterOriginResponseSchema } } },
    async () => ({ success: true as const, data: await originView(db) }),
  );
  app.post(
    '/api/trading-parameters/undo-apply',
    { schema: { body: undoApplyRequestSchema, response: { 200: applyResponseSchema, ...errors } } },
    async (request) => {
      const result = await undoApply(db, callerOf(request), request.body.originId, new Date(now()));
      return {
        success: true as const,
        data: result,
        message: 'Apply undone: the previous values are live again',
      };
    },
  );
}
