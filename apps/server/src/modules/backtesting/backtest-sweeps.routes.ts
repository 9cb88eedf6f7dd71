import type { SweepStatus } from '@signaldesk/contracts/backtest-sweeps';
import { endpoints } from '@signaldesk/contracts/endpoints';
import type { AppInstance } from '../../app-types';
import { route } from '../../http/route';
import type { SweepService } from './backtest-sweeps.service';
import { callerOf } from './caller';

/** The sweeps' routes (docs/api.md; docs/backtest.md, Sweeps): any admin starts and reads, the owner cancels. */
export function backtestSweepsRoutes(app: AppInstance, sweeps: SweepService) {
  route(app, endpoints.startSweep, async (request, reply) => {
    const status = await sweeps.start(callerOf(request), request.body);
    return reply.code(202).send({ success: true as const, data: status });
  });
  route(app, endpoints.sweeps, async (request) => ({
    success: true as const,
    data: await sweeps.list(callerOf(request)),
  }));
  route(app, endpoints.sweep, async (request) => ({
    success: true as const,
    data: await sweeps.status(callerOf(request), request.params.id),
  }));
  route(app, endpoints.cancelSweep, async (request) => ({
    success: true as const,
    data: await sweeps.cancel(callerOf(request), request.params.id),
  }));
  route(app, endpoints.sweepResult, async (request) => ({
    success: true as const,
    data: await sweeps.result(callerOf(request), request.params.id),
  }));
  // Server-sent events: the status at once, then each progress step, then `end` (docs/api.md).
  route(app, endpoints.sweepEvents, async (request, reply) => {
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
  });
}
