/** The parameter-apply module's front door: what the rest of the server may use of it (docs/architecture.md, Boundaries). */

export { parameterApplyRoutes } from './parameter-apply.routes';
export { latestApply } from './parameter-origin.repository';
