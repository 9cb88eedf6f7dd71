import {
  type SweepStatus,
  sweepIdParamsSchema,
  sweepListResponseSchema,
  sweepResultResponseSchema,
  sweepStartSchema,
  sweepStatusResponseSchema,
} from '@signaldesk/contracts/backtest-sweeps';
import { apiErrorSchema } from '@signaldesk/contracts/errors';
import type { AppInstance } from '../../app-types';
import type { SweepService } from './backtest-sweeps.service';
import { callerOf } from './caller';

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** The sweeps' routes (docs/api.md; docs/backtest.md, Sweeps): any admin starts and reads, the owner cancels. */
export function backtestSweepsRoutes(app: AppInstance, sweeps: SweepService) {
  const access = { access: 'authenticated' } as const;

  app.post(
    '/api/backtesting/sweeps',
    {
      config: access,
      schema: {
        body: sweepStartSchema,
        response: { 202: sweepStatusResponseSchema, 429: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const status = await sweeps.start(callerOf(request), request.body);
      return reply.code(202).send({ success: true as const, data: status });
    },
  );
  app.get(
    '/api/backtesting/sweeps',
    { config: access, schema: { response: { 200: sweepListResponseSchema, ...errors } } },
    async (request) => ({ success: true as const, data: await sweeps.list(callerOf(request)) }),
  );
  app.get(
    '/api/backtesting/sweeps/:id',
    {
      config: access,
      schema: { params: sweepIdParamsSchema, response: { 200: sweepStatusResponseSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await sweeps.status(callerOf(request), request.params.id),
    }),
  );
  app.post(
    '/api/backtesting/sweeps/:id/cancel',
    {
      config: access,
      schema: { params: sweepIdParamsSchema, response: { 200: sweepStatusResponseSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await sweeps.cancel(callerOf(request), request.params.id),
    }),
  );
  app.get(
    '/api/backtesting/sweeps/:id/result',
    {
      config: access,
      schema: { params: sweepIdParamsSchema, response: { 200: sweepResultResponseSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await sweeps.result(callerOf(request), request.params.id),
    }),
  );
  // Server-sent events: the status at once, then each progress step, then `end` (docs/api.md).
  app.get(
    '/api/backtesting/sweeps/:id/events',
    { config: access, schema: { params: sweepIdParamsSchema, response: { 404: apiErrorSchema } } },
    async (request, reply) => {
      const caller = callerOf(request);
      const first = await sweeps.status(caller, request.params.id);
      const run = sweeps.liveRun(request.params.id);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const send = (event: 'progress' | 'end', status: SweepStatus) =>
        raw.write(
          `event: ${event}\ndata: ${JSON.stringify({ ...status, mine: status.owner === caller.username })}\n\n`,
        );
      if (!run?.running) {
        send('end', first);
        raw.end();
        return;
      }
      send('progress', first);
      const stop = run.subscribe((status, ended) => {
        send(ended ? 'end' : 'progress', status);
        if (ended) raw.end();
      });
      raw.once('close', stop);
    },
  );
}
