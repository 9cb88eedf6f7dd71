import { endpoints } from '@signaldesk/contracts/endpoints';
import type { AppInstance } from '../../app-types';
import { route } from '../../http/route';
import { signedInAdmin } from '../../http/signed-in';
import { parameterHistory } from './parameter-history';
import { listParameters, updateParameter } from './trading-parameters.service';

/** Changes answered when the query gives no limit. */
const DEFAULT_CHANGES_LIMIT = 20;

/**
 * The trading parameter calls (docs/trading-parameters.md). Values
 * are read from the database on each use, so a saved change applies without a restart.
 */
export async function tradingParametersRoutes(app: AppInstance) {
  const { database, now } = app.deps;
  const db = database.db;

  route(app, endpoints.tradingParameters, async () => ({
    success: true as const,
    data: await listParameters(db),
  }));

  route(app, endpoints.parameterChanges, async (request) => ({
    success: true as const,
    data: await parameterHistory(db, request.query.limit ?? DEFAULT_CHANGES_LIMIT),
  }));

  route(app, endpoints.updateParameter, async (request) => {
    const actor = signedInAdmin(request);
    const saved = await updateParameter(db, actor, request.params.key, request.body.value, new Date(now()));
    return { success: true as const, data: saved, message: `${saved.key} saved` };
  });
}
