/** The advanced-analytics module's front door: what the rest of the server may use of it (docs/architecture.md, Boundaries). */
export { advancedAnalyticsRoutes } from './advanced-analytics.routes';
