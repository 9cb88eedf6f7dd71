/** The analyses module's front door: what the rest of the server may use of it (docs/architecture.md, Boundaries). */
export { analysesRoutes } from './analyses.routes';
