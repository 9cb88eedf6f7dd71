import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';

/** Who did it: the signed-in admin of the request, or the server itself (SYSTEM_ACTOR). */
export interface AuditActor {
  adminId: number | null;
  username: string;
}

/** The server acting on its own, as when it repairs a stored value at startup. */
export const SYSTEM_ACTOR: AuditActor = { adminId: null, username: 'system' };

export interface AuditEntry {
  actor: AuditActor;
  /** For example `position.open`, `position.close`, `position.reopen`, `parameter.update`, `user.extend`,
   * `signal-source.create`, `signal-source.revoke`. */
  action: string;
  entityType: 'position' | 'trading_parameter' | 'backtest_run' | 'user' | 'signal_source';
  entityId: string | number;
  before: unknown;
  after: unknown;
  at: Date;
}

/** Writes one audit row and answers its id; pass the transaction of the change so both commit or neither does. */
export async function writeAudit(db: Database, entry: AuditEntry): Promise<number> {
  const [row] = await db
    .insert(auditLog)
    .values({
      adminId: entry.actor.adminId,
      username: entry.actor.username,
      action: entry.action,
      entityType: entry.entityType,
      entityId: String(entry.entityId),
      before: entry.before ?? null,
      after: entry.after ?? null,
      createdAt: entry.at,
    })
    .returning({ id: auditLog.id });
  return row!.id;
}

export type AuditRow = typeof auditLog.$inferSelect;

/** One audit row by id, or undefined. */
export async function readAudit(db: Database, id: number): Promise<AuditRow | undefined> {
  const [row] = await db.select().from(auditLog).where(eq(auditLog.id, id));
  return row;
}
