import { endpoints } from '@signaldesk/contracts/endpoints';
import type { AppInstance } from '../../app-types';
import { route } from '../../http/route';
import { compareRuns, listRunItems, patchRun, removeRun, runDetail } from './backtest-runs.service';
import { callerOf } from './caller';

/** The run library's routes (docs/api.md; docs/backtest.md, Run library): any admin reads, the owner changes. */
export function backtestRunsRoutes(app: AppInstance) {
  const db = app.deps.database.db;

  route(app, endpoints.backtestRuns, async (request) => {
    const { items, total } = await listRunItems(db, callerOf(request), request.query);
    return {
      success: true as const,
      data: items,
      total,
      page: request.query.page,
      pageSize: request.query.pageSize,
      retention: app.deps.config.backtest.runsKept,
    };
  });
  route(app, endpoints.compareBacktestRuns, async (request) => ({
    success: true as const,
    data: await compareRuns(db, callerOf(request), request.query.ids),
  }));
  route(app, endpoints.backtestRun, async (request) => ({
    success: true as const,
    data: await runDetail(db, callerOf(request), request.params.id),
  }));
  route(app, endpoints.updateBacktestRun, async (request) => ({
    success: true as const,
    data: await patchRun(db, callerOf(request), request.params.id, request.body),
  }));
  route(app, endpoints.deleteBacktestRun, async (request) => {
    await removeRun(db, callerOf(request), request.params.id);
    return { success: true as const, id: request.params.id };
  });
}
