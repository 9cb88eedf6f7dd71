import {
  type CreateSignalSource,
  type SignalSource,
  SOURCE_RATE_RULE,
  type UpdateSignalSource,
} from '@signaldesk/contracts/signal-sources';
import type { Database } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { hashApiKey, newApiKey } from './api-keys';
import {
  insertSource,
  listSourcesWithCounts,
  revokeSource,
  type SignalSourceRow,
  type SourceCounts,
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

/** POST /api/signal-sources: a webhook gets a fresh API key, answered this once; only its hash is stored. */
export async function createSource(
  db: Database,
  body: CreateSignalSource,
  now: Date,
): Promise<SignalSource & { apiKey: string | null }> {
  const apiKey = body.kind === 'webhook' ? newApiKey() : null;
  const row = await insertSource(db, {
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
  return { ...toSource(row, NO_SIGNALS), apiKey };
}

export async function listSources(db: Database): Promise<SignalSource[]> {
  return (await listSourcesWithCounts(db)).map((row) => toSource(row, row));
}

/** PATCH /api/signal-sources/{id}: updates act or are recorded, the rate, the retry field; 404 for no source. */
export async function updateSource(
  db: Database,
  id: number,
  body: UpdateSignalSource,
): Promise<SignalSource> {
  const row = await updateSourceSettings(db, id, body);
  if (!row) throw new NotFoundError(`Signal source ${id} not found`);
  const counts = (await listSourcesWithCounts(db)).find((source) => source.id === id) ?? NO_SIGNALS;
  return toSource(row, counts);
}

/** DELETE /api/signal-sources/{id}: the key stops working at once; the source and its signals stay listed. */
export async function revokeSourceById(db: Database, id: number, now: Date): Promise<SignalSource> {
  const row = await revokeSource(db, id, now);
  if (!row) throw new NotFoundError(`Signal source ${id} not found`);
  const counts = (await listSourcesWithCounts(db)).find((source) => source.id === id) ?? NO_SIGNALS;
  return toSource(row, counts);
}
