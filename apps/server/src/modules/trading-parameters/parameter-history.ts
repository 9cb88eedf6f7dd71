import type { ParameterChange, ParameterChangeKind } from '@signaldesk/contracts/trading-parameters';
import { desc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog, parameterOrigin } from '../../db/schema';

/**
 * The one history of the live parameters (docs/trading-parameters.md, "History"): every change is an audit row
 * written in the change's own transaction, so the history reads the audit log: hand edits and startup repairs (one
 * key each), applies and their undos (the keys that changed, and the run they came from).
 */

const KIND_OF_ACTION: Record<string, ParameterChangeKind> = {
  'parameter.update': 'edit',
  'parameter.repair': 'repair',
  'parameter.apply': 'apply',
  'parameter.undo-apply': 'undo',
};

type Snapshot = { value?: unknown; values?: Record<string, unknown> } & Record<string, unknown>;

const asSnapshot = (value: unknown): Snapshot =>
  value && typeof value === 'object' ? (value as Snapshot) : ({} as Snapshot);
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const intOrNull = (value: unknown): number | null => (Number.isSafeInteger(value) ? (value as number) : null);

interface HistoryRow {
  id: number;
  action: string;
  entityId: string;
  username: string;
  createdAt: Date;
  before: unknown;
  after: unknown;
  undoneAt: Date | null;
  originRunId: number | null;
  originSweepId: number | null;
  originSweepCell: number | null;
}

function changeOf(row: HistoryRow): ParameterChange {
  const kind = KIND_OF_ACTION[row.action]!;
  const before = asSnapshot(row.before);
  const after = asSnapshot(row.after);
  if (kind === 'edit' || kind === 'repair') {
    return {
      id: row.id,
      kind,
      username: row.username,
      at: row.createdAt.toISOString(),
      changes: [{ key: row.entityId, before: textOrNull(before.value), after: textOrNull(after.value) }],
      source: null,
      undone: false,
      undoes: null,
    };
  }
  const keys = Array.isArray(after.changedKeys) ? (after.changedKeys as unknown[]).map(String) : [];
  const name = textOrNull(after.name) ?? row.entityId;
  return {
    id: row.id,
    kind,
    username: row.username,
    at: row.createdAt.toISOString(),
    changes: keys.map((key) => ({
      key,
      before: textOrNull(before.values?.[key]),
      after: textOrNull(after.values?.[key]),
    })),
    source: {
      name,
      runId: intOrNull(after.runId) ?? row.originRunId,
      sweepId: intOrNull(after.sweepId) ?? row.originSweepId,
      sweepCell: intOrNull(after.sweepCell) ?? row.originSweepCell,
    },
    undone: kind === 'apply' && row.undoneAt !== null,
    undoes: kind === 'undo' ? intOrNull(after.undoes) : null,
  };
}

/** The latest changes to the live parameters, newest first (secrets masked as their audit rows hold them). */
export async function parameterHistory(db: Database, limit: number): Promise<ParameterChange[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      entityId: auditLog.entityId,
      username: auditLog.username,
      createdAt: auditLog.createdAt,
      before: auditLog.before,
      after: auditLog.after,
      undoneAt: parameterOrigin.undoneAt,
      originRunId: parameterOrigin.runId,
      originSweepId: parameterOrigin.sweepId,
      originSweepCell: parameterOrigin.sweepCell,
    })
    .from(auditLog)
    .leftJoin(
      parameterOrigin,
      or(eq(parameterOrigin.auditId, auditLog.id), eq(parameterOrigin.undoAuditId, auditLog.id)),
    )
    .where(inArray(auditLog.action, Object.keys(KIND_OF_ACTION)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map(changeOf);
}
