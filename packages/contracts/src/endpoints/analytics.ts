import { advancedAnalyticsRequestSchema, advancedAnalyticsResponseSchema } from '../advanced-analytics';
import { liveVsBacktestResponseSchema } from '../live-vs-backtest';
import { endpoint, errorAnswers } from './endpoint';

/** Advanced Analytics and live against backtest (docs/advanced-analytics.md). */
export const analyticsEndpoints = {
  advancedAnalytics: endpoint({
    method: 'POST',
    path: '/api/admin/advanced-analytics',
    access: 'admin1',
    summary: 'The closed positions of a period, by hour, weekday, category and direction.',
    body: advancedAnalyticsRequestSchema,
    response: { 200: advancedAnalyticsResponseSchema, ...errorAnswers(400) },
  }),
  liveVsBacktest: endpoint({
    method: 'GET',
    path: '/api/analytics/live-vs-backtest',
    access: 'admin1',
    summary: 'What live did since the latest apply, beside a backtest of the same signals.',
    response: { 200: liveVsBacktestResponseSchema },
  }),
};
