import {
  type CreateSignalSource,
  type SignalSource,
  SOURCE_RATE_RULE,
  type UpdateSignalSource,
} from '@signaldesk/contracts/signal-sources';
import type { Database } from '../../../db/client';
import { NotFoundError } from '../../../lib/errors';
import { type AuditActor, SYSTEM_ACTOR, writeAudit } from '../../audit';
import { hashApiKey, newApiKey } from './api-keys';
import {
  insertSource,
  listSourcesWithCounts,
  revokeSource,
  type SignalSourceRow,
  type SourceCounts,
  sourcesChanged,
  updateSourceSettings,
} from './signal-sources.repository';

function toSource(row: SignalSourceRow, counts: SourceCounts): SignalSource {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    channelIds: Array.isArray(row.channelIds) ? (row.channelIds as string[]) : null,
    createdAt: row.createdAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    signals: counts.signals,
    entered: counts.entered,
    enteredPercent: counts.signals === 0 ? null : (counts.entered / counts.signals) * 100,
    closed: counts.closed,
    winRate: counts.closed === 0 ? null : (counts.wins / counts.closed) * 100,
    averageProfit: counts.averageProfit,
    lastSignalAt: counts.lastSignalAt?.toISOString() ?? null,
    updatesAct: row.updatesAct,
    ratePerMinute: row.ratePerMinute,
    rateBurst: row.rateBurst,
    idempotencyField: row.idempotencyField,
  };
}

const NO_SIGNALS: SourceCounts = {
  signals: 0,
  entered: 0,
  closed: 0,
  wins: 0,
  averageProfit: null,
  lastSignalAt: null,
};

/** What an audit row of a source keeps: never the key (not even its hash). */
const auditedSource = (row: SignalSourceRow) => ({
  name: row.name,
  kind: row.kind,
  channelIds: row.channelIds,
  revokedAt: row.revokedAt?.toISOString() ?? null,
  updatesAct: row.updatesAct,
  ratePerMinute: row.ratePerMinute,
  rateBurst: row.rateBurst,
  idempotencyField: row.idempotencyField,
});

/**
 * POST /api/signal-sources: a webhook gets a fresh API key, answered this once; only its hash is stored. Audited
 * `signal-source.create` by `actor` in the same transaction (docs/signals.md, Sources).
 */
export async function createSource(
  db: Database,
  body: CreateSignalSource,
  now: Date,
  actor: AuditActor = SYSTEM_ACTOR,
): Promise<SignalSource & { apiKey: string | null }> {
  const apiKey = body.kind === 'webhook' ? newApiKey() : null;
  const row = await db.transaction(async (tx) => {
    const inserted = await insertSource(tx, {
      name: body.name,
      kind: body.kind,
      apiKeyHash: apiKey ? hashApiKey(apiKey) : null,
      channelIds: body.kind === 'telegram' ? (body.channelIds ?? []) : null,
      createdAt: now,
      updatesAct: body.updatesAct ?? false,
      ratePerMinute: body.ratePerMinute ?? SOURCE_RATE_RULE.perMinute.default,
      rateBurst: body.rateBurst ?? SOURCE_RATE_RULE.burst.default,
      idempotencyField: body.idempotencyField ?? null,
    });
    await writeAudit(tx, {
      actor,
      action: 'signal-source.create',
      entityType: 'signal_source',
      entityId: inserted.id,
      before: null,
      after: auditedSource(inserted),
      at: now,
    });
    return inserted;
  });
  sourcesChanged(db);
  return { ...toSource(row, NO_SIGNALS), apiKey };
}

export async function listSources(db: Database): Promise<SignalSource[]> {
  return (await listSourcesWithCounts(db)).map((row) => toSource(row, row));
}

/**
 * PATCH /api/signal-sources/{id}: updates act or are recorded, the rate, the retry field; 404 for no source. Audited
 * `signal-source.update` by `actor`, before and after, in the same transaction.
 */
export async function updateSource(
  db: Database,
  id: number,
  body: UpdateSignalSource,
  now: Date,
  actor: AuditActor = SYSTEM_ACTOR,
): Promise<SignalSource> {
  const row = await db.transaction(async (tx) => {
    const before = (await listSourcesWithCounts(tx)).find((source) => source.id === id);
    const updated = await updateSourceSettings(tx, id, body);
    if (!before || !updated)
      throw new NotFoundError(`Signal source ${id} not found`).because('signalSource.notFound', { id });
    await writeAudit(tx, {
      actor,
      action: 'signal-source.update',
      entityType: 'signal_source',
      entityId: id,
      before: auditedSource(before),
      after: auditedSource(updated),
      at: now,
    });
    return updated;
  });
  // The key cache belongs to the pool, not to the transaction: emptied once the change is committed.
  sourcesChanged(db);
  const counts = (await listSourcesWithCounts(db)).find((source) => source.id === id) ?? NO_SIGNALS;
  return toSource(row, counts);
}

/**
 * DELETE /api/signal-sources/{id}: the key stops working at once; the source and its signals stay listed. Audited
 * `signal-source.revoke` by `actor` (a second revoke of the same source too: who tried, when).
 */
export async function revokeSourceById(
  db: Database,
  id: number,
  now: Date,
  actor: AuditActor = SYSTEM_ACTOR,
): Promise<SignalSource> {
  const row = await db.transaction(async (tx) => {
    const revoked = await revokeSource(tx, id, now);
    if (!revoked)
      throw new NotFoundError(`Signal source ${id} not found`).because('signalSource.notFound', { id });
    await writeAudit(tx, {
      actor,
      action: 'signal-source.revoke',
      entityType: 'signal_source',
      entityId: id,
      before: null,
      after: auditedSource(revoked),
      at: now,
    });
    return revoked;
  });
  sourcesChanged(db);
  const counts = (await listSourcesWithCounts(db)).find((source) => source.id === id) ?? NO_SIGNALS;
  return toSource(row, counts);
}
