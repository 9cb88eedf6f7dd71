import type { FieldIssue, FieldReason } from '@signaldesk/contracts/errors';
import type { ApplyPreview, ApplyResult, ParameterOrigin } from '@signaldesk/contracts/parameter-apply';
import {
  backtestConfigOf,
  LIVE_BACKTEST_LINKS,
  liveTextOf,
  liveValuesOf,
  unlinkedFields,
} from '@signaldesk/core/rules/live-backtest-mapping';
import type { Database } from '../../db/client';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { type AuditActor, readAudit, writeAudit } from '../audit';
import {
  checkParameterSet,
  currentValues,
  lockParameters,
  readStoredParameters,
  writeParameterSet,
} from '../trading-parameters';
import type { ApplySource } from './apply-source';
import { currentOrigin, insertOrigin, markUndone, type OriginRow } from './parameter-origin.repository';

/**
 * Apply to live (docs/trading-parameters.md, "Apply a run to live"): a run's configuration goes through core's one
 * mapping into the linked trading parameters, checked by the parameters' own rules, written in one transaction with
 * one audit entry naming the run, and remembered as the parameters' origin; undo puts back the values the audit
 * entry kept. Applies, undos and single saves queue on the parameters' lock.
 */

const LINKED_KEYS: readonly string[] = LIVE_BACKTEST_LINKS.map((link) => link.key);
const FIELD_OF = new Map<string, string>(LIVE_BACKTEST_LINKS.map((link) => [link.key, link.field]));

/** A refused value named by its run field and its parameter (the parameter's message starts with its key). */
function namedProblem(problem: string): { path: string; message: string } {
  const key = LINKED_KEYS.find((candidate) => problem.startsWith(candidate)) ?? '';
  const field = FIELD_OF.get(key);
  return { path: field ? `config.${field}` : 'config', message: field ? `${field}: ${problem}` : problem };
}

/** The values the live rules refuse, each named by its run field and coded by the rule it breaks. */
function namedProblems(
  problems: readonly string[],
  reasons: ReadonlyArray<FieldReason | undefined>,
): FieldIssue[] {
  return problems.map((problem, i) => ({ ...namedProblem(problem), ...reasons[i] }));
}

/** The live rules' refusal of a run's values: the preview's problems, as a 400. */
function refusal(
  problems: readonly string[],
  reasons: ReadonlyArray<FieldReason | undefined>,
): ValidationError {
  const named = namedProblems(problems, reasons);
  return new ValidationError(
    `The live parameters refuse this configuration: ${named.map((n) => n.message).join('; ')}`,
    named,
  );
}

/** The field-by-field difference between the source's configuration and the live parameters. */
export async function previewApply(db: Database, source: ApplySource): Promise<ApplyPreview> {
  const stored = await readStoredParameters(db);
  const live = currentValues(stored, LINKED_KEYS);
  const runValues = liveValuesOf(source.config);
  const check = checkParameterSet(stored, runValues);
  const liveConfig = backtestConfigOf((key) => live.get(key)!);
  return {
    source: { runId: source.runId, sweepId: source.sweepId, sweepCell: source.sweepCell, name: source.name },
    fields: LIVE_BACKTEST_LINKS.map((link) => {
      const runValue = runValues[link.key];
      const liveValue = live.get(link.key)!;
      return { field: link.field, key: link.key, runValue, liveValue, changed: runValue !== liveValue };
    }),
    unlinked: unlinkedFields(source.config).map((row) => ({
      ...row,
      liveValue: liveConfig[row.field],
      differs: row.runValue !== liveConfig[row.field],
    })),
    problems: check.ok ? [] : namedProblems(check.problems, check.reasons),
  };
}

/** Writes the source's linked values live: one transaction, one audit entry, one origin row. */
export async function applyToLive(
  db: Database,
  actor: AuditActor,
  source: ApplySource,
  now: Date,
): Promise<ApplyResult> {
  const runValues = liveValuesOf(source.config);
  return db.transaction(async (tx) => {
    await lockParameters(tx);
    const check = checkParameterSet(await readStoredParameters(tx), runValues);
    if (!check.ok) throw refusal(check.problems, check.reasons);
    const { before, changedKeys, written } = await writeParameterSet(tx, runValues, now);
    const auditId = await writeAudit(tx, {
      actor,
      action: 'parameter.apply',
      entityType: 'backtest_run',
      entityId: source.runId ?? `sweep:${source.sweepId}:${source.sweepCell}`,
      before: { values: Object.fromEntries(before) },
      after: {
        values: Object.fromEntries(written),
        name: source.name,
        runId: source.runId,
        sweepId: source.sweepId,
        sweepCell: source.sweepCell,
        changedKeys,
      },
      at: now,
    });
    const row = await insertOrigin(tx, {
      runId: source.runId,
      sweepId: source.sweepId,
      sweepCell: source.sweepCell,
      name: source.name,
      runConfig: source.config,
      liveConfig: backtestConfigOf((key) => written.get(key)!),
      adminId: actor.adminId,
      username: actor.username,
      appliedAt: now,
      auditId,
    });
    return { changedKeys, origin: toOrigin(row, written, written) };
  });
}

/** The values an apply's audit entry kept as they were before it. */
async function valuesBefore(db: Database, origin: OriginRow): Promise<Record<string, string>> {
  const audit = await readAudit(db, origin.auditId);
  const before = (audit?.before as { values?: Record<string, string> } | null)?.values;
  if (!before)
    throw new ConflictError(`The audit entry of apply ${origin.id} holds no previous values`).because(
      'parameterApply.noPreviousValues',
      { id: origin.id },
    );
  return before;
}

/**
 * Undoes the latest apply not undone: its audit entry's previous values are written back (checked like any set),
 * with an audit entry of their own; the origin becomes the apply before it, if any. `originId`, when given, must be
 * that latest apply (else 409: someone applied or undid in between).
 */
export async function undoApply(
  db: Database,
  actor: AuditActor,
  originId: number | undefined,
  now: Date,
): Promise<ApplyResult> {
  return db.transaction(async (tx) => {
    await lockParameters(tx);
    const origin = await currentOrigin(tx);
    if (originId !== undefined && origin?.id !== originId) {
      throw new ConflictError(`Apply ${originId} is no longer the latest: reload and try again`).because(
        'parameterApply.notLatest',
        { id: originId },
      );
    }
    if (!origin) throw new NotFoundError('No apply to undo').because('parameterApply.nothingToUndo');
    const previous = await valuesBefore(tx, origin);
    const { before, changedKeys, written } = await writeParameterSet(tx, previous, now);
    const auditId = await writeAudit(tx, {
      actor,
      action: 'parameter.undo-apply',
      entityType: 'backtest_run',
      entityId: origin.runId ?? `sweep:${origin.sweepId}:${origin.sweepCell}`,
      before: { values: Object.fromEntries(before) },
      after: {
        values: Object.fromEntries(written),
        undoes: origin.auditId,
        name: origin.name,
        runId: origin.runId,
        sweepId: origin.sweepId,
        sweepCell: origin.sweepCell,
        changedKeys,
      },
      at: now,
    });
    if (!(await markUndone(tx, origin.id, now, auditId))) {
      throw new ConflictError(`Apply ${origin.id} was undone in between`).because(
        'parameterApply.undoneInBetween',
        { id: origin.id },
      );
    }
    return { changedKeys, origin: await originView(tx) };
  });
}

function toOrigin(
  row: OriginRow,
  applied: ReadonlyMap<string, string>,
  live: ReadonlyMap<string, string>,
): ParameterOrigin {
  return {
    id: row.id,
    runId: row.runId,
    sweepId: row.sweepId,
    sweepCell: row.sweepCell,
    name: row.name,
    appliedAt: row.appliedAt.toISOString(),
    username: row.username,
    auditId: row.auditId,
    applied: Object.fromEntries(applied),
    changedSince: [...applied].filter(([key, value]) => live.get(key) !== value).map(([key]) => key),
  };
}

/** The current origin with the keys changed by hand since (null when the live values come from no apply). */
export async function originView(db: Database): Promise<ParameterOrigin | null> {
  const row = await currentOrigin(db);
  if (!row) return null;
  const applied = new Map(
    LIVE_BACKTEST_LINKS.map((link) => [
      link.key,
      liveTextOf((row.liveConfig as Record<string, number | boolean>)[link.field]!),
    ]),
  );
  const live = currentValues(await readStoredParameters(db), [...applied.keys()]);
  return toOrigin(row, applied, live);
}
