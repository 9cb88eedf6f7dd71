import {
  advancedAnalyticsRequestSchema,
  advancedAnalyticsResponseSchema,
} from '@signaldesk/contracts/advanced-analytics';
import { apiErrorSchema } from '@signaldesk/contracts/errors';
import type { AppInstance } from '../../app-types';
import { advancedAnalytics } from './advanced-analytics.service';

/** POST /api/admin/advanced-analytics (docs/advanced-analytics.md): admin1 only, the default access. */
export async function advancedAnalyticsRoutes(app: AppInstance) {
  const db = app.deps.database.db;
  app.post(
    '/api/admin/advanced-analytics',
    {
      config: { access: 'admin1' },
      schema: {
        body: advancedAnalyticsRequestSchema,
        response: { 200: advancedAnalyticsResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => ({ success: true as const, data: await advancedAnalytics(db, request.body) }),
  );
}
