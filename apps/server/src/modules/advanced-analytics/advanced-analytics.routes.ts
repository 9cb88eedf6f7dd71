import { endpoints } from '@signaldesk/contracts/endpoints';
import type { AppInstance } from '../../app-types';
import { route } from '../../http/route';
import { advancedAnalytics } from './advanced-analytics.service';

/** POST /api/admin/advanced-analytics (docs/advanced-analytics.md): admin1 only. */
export async function advancedAnalyticsRoutes(app: AppInstance) {
  const db = app.deps.database.db;
  route(app, endpoints.advancedAnalytics, async (request) => ({
    success: true as const,
    data: await advancedAnalytics(db, request.body),
  }));
}
