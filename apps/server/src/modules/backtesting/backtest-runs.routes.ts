import {
  backtestCompareQuerySchema,
  backtestCompareResponseSchema,
  backtestRunDeletedResponseSchema,
  backtestRunDetailResponseSchema,
  backtestRunIdParamsSchema,
  backtestRunPatchSchema,
  backtestRunsQuerySchema,
  backtestRunsResponseSchema,
  backtestRunUpdatedResponseSchema,
} from '@signaldesk/contracts/backtest-runs';
import { apiErrorSchema } from '@signaldesk/contracts/errors';
import type { AppInstance } from '../../app-types';
import { compareRuns, listRunItems, patchRun, removeRun, runDetail } from './backtest-runs.service';
import { callerOf } from './caller';

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** The run library's routes (docs/api.md; docs/backtest.md, Run library): any admin reads, the owner changes. */
export function backtestRunsRoutes(app: AppInstance) {
  const db = app.deps.database.db;
  const access = { access: 'authenticated' } as const;

  app.get(
    '/api/backtesting/runs',
    {
      config: access,
      schema: {
        querystring: backtestRunsQuerySchema,
        response: { 200: backtestRunsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { items, total } = await listRunItems(db, callerOf(request), request.query);
      return {
        success: true as const,
        data: items,
        total,
        page: request.query.page,
        pageSize: request.query.pageSize,
        retention: app.deps.config.backtest.runsKept,
      };
    },
  );
  app.get(
    '/api/backtesting/runs/compare',
    {
      config: access,
      schema: {
        querystring: backtestCompareQuerySchema,
        response: { 200: backtestCompareResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await compareRuns(db, callerOf(request), request.query.ids),
    }),
  );
  app.get(
    '/api/backtesting/runs/:id',
    {
      config: access,
      schema: {
        params: backtestRunIdParamsSchema,
        response: { 200: backtestRunDetailResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await runDetail(db, callerOf(request), request.params.id),
    }),
  );
  app.patch(
    '/api/backtesting/runs/:id',
    {
      config: access,
      schema: {
        params: backtestRunIdParamsSchema,
        body: backtestRunPatchSchema,
        response: { 200: backtestRunUpdatedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await patchRun(db, callerOf(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/api/backtesting/runs/:id',
    {
      config: access,
      schema: {
        params: backtestRunIdParamsSchema,
        response: { 200: backtestRunDeletedResponseSchema, ...errors },
      },
    },
    async (request) => {
      await removeRun(db, callerOf(request), request.params.id);
      return { success: true as const, id: request.params.id };
    },
  );
}
