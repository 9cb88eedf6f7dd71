/** The positions module's front door: what the rest of the server may use of it (docs/architecture.md, Boundaries). */
export type { NewPositionRow, PositionRow } from './position-row';
export { executeRows } from './positions.queries';
export {
  type CloseInput,
  closeLockedPosition,
  findPosition,
  listOpenPositions,
  lockPosition,
  recordTargetHits,
  type TargetHits,
} from './positions.repository';
export { positionsRoutes } from './positions.routes';
export { closePosition, openPositionInTx } from './positions.service';
