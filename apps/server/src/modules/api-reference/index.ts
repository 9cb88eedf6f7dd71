/** The api-reference module's front door: what the rest of the server may use of it (docs/architecture.md, Boundaries). */
export { apiReferenceRoutes } from './api-reference.routes';
