/** The audit module's front door: what the rest of the server may use of it (docs/architecture.md, Boundaries). */
export { type AuditActor, readAudit, SYSTEM_ACTOR, writeAudit } from './audit.repository';
