/** The health module's front door: what the rest of the server may use of it (docs/architecture.md, Boundaries). */
export { healthRoutes, type ReadinessSource } from './health.routes';
