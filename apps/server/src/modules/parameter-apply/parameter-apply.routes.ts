import { endpoints } from '@signaldesk/contracts/endpoints';
import type { AppInstance } from '../../app-types';
import { route } from '../../http/route';
import { type Caller, callerOf } from '../backtesting';
import { type ApplySource, runSource, sweepCellSource } from './apply-source';
import { applyToLive, originView, previewApply, undoApply } from './parameter-apply.service';

function applied(result: { changedKeys: string[] }, name: string) {
  const count = result.changedKeys.length;
  return `${name} applied to live: ${count} parameter${count === 1 ? '' : 's'} changed`;
}

/**
 * Apply to live and its undo (docs/trading-parameters.md, "Apply a run to live"; docs/api.md). Every route is
 * admin1: admin2 reads runs but never changes the live side.
 */
export async function parameterApplyRoutes(app: AppInstance) {
  const { database, now } = app.deps;
  const db = database.db;

  const previewOf = async (source: Promise<ApplySource>) => ({
    success: true as const,
    data: await previewApply(db, await source),
  });
  const applyOf = async (actor: Caller, pending: Promise<ApplySource>) => {
    const source = await pending;
    const result = await applyToLive(db, actor, source, new Date(now()));
    return { success: true as const, data: result, message: applied(result, source.name) };
  };
  route(app, endpoints.runApplyPreview, async (request) => previewOf(runSource(db, request.params.id)));
  route(app, endpoints.applyRun, async (request) =>
    applyOf(callerOf(request), runSource(db, request.params.id)),
  );
  route(app, endpoints.sweepCellApplyPreview, async (request) =>
    previewOf(sweepCellSource(db, request.params.id, request.params.index)),
  );
  route(app, endpoints.applySweepCell, async (request) =>
    applyOf(callerOf(request), sweepCellSource(db, request.params.id, request.params.index)),
  );

  route(app, endpoints.parameterOrigin, async () => ({ success: true as const, data: await originView(db) }));
  route(app, endpoints.undoApply, async (request) => {
    const result = await undoApply(db, callerOf(request), request.body.originId, new Date(now()));
    return {
      success: true as const,
      data: result,
      message: 'Apply undone: the previous values are live again',
    };
  });
}
