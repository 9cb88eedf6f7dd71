import { z } from 'zod';
import { fieldIssueSchema } from './errors';
import { INT4_MAX, idField, integerText } from './input-rules';

/**
 * "Apply to live" (docs/trading-parameters.md, "Apply a run to live"; routes in docs/api.md): a kept run's or a
 * sweep cell's configuration written to the live trading parameters through the one mapping of core
 * (`core/rules/live-backtest-mapping.ts`), its preview, the origin the live parameters remember, and its undo.
 */

const isoTime = z.iso.datetime();
const id = idField('id');

export const sweepCellParamsSchema = z.object({
  id,
  index: integerText(z.number().int().min(0).max(INT4_MAX)),
});

/** One linked field: the run's value and the live value, both in the parameter's stored text. */
export const applyDiffRowSchema = z.object({
  field: z.string(),
  key: z.string(),
  runValue: z.string(),
  liveValue: z.string(),
  changed: z.boolean(),
});
export type ApplyDiffRow = z.infer<typeof applyDiffRowSchema>;

/** A field of the run no parameter holds: live runs the backtest's default in its place. */
export const unlinkedFieldSchema = z.object({
  field: z.string(),
  runValue: z.unknown(),
  liveValue: z.unknown(),
  /** True when the run's value differs from what live runs. */
  differs: z.boolean(),
});
export type UnlinkedFieldRow = z.infer<typeof unlinkedFieldSchema>;

/**
 * GET .../apply-preview. `problems` lists the values the live side would refuse, in the shape of the 400 an apply
 * would answer (a field issue each: the run field's path, the message naming its key, the rule's code);
 * `fields` lists every linked field, changed or not.
 */
export const applyPreviewSchema = z.object({
  source: z.object({
    runId: z.number().int().nullable(),
    sweepId: z.number().int().nullable(),
    sweepCell: z.number().int().nullable(),
    name: z.string(),
  }),
  fields: z.array(applyDiffRowSchema),
  unlinked: z.array(unlinkedFieldSchema),
  problems: z.array(fieldIssueSchema),
});
export type ApplyPreview = z.infer<typeof applyPreviewSchema>;
export const applyPreviewResponseSchema = z.object({ success: z.literal(true), data: applyPreviewSchema });

/** Where the live parameters came from: the latest apply not undone. */
export const parameterOriginSchema = z.object({
  id: z.number().int(),
  runId: z.number().int().nullable(),
  sweepId: z.number().int().nullable(),
  sweepCell: z.number().int().nullable(),
  name: z.string(),
  appliedAt: isoTime,
  username: z.string(),
  /** The audit entry of the apply (its `before` holds the values an undo puts back). */
  auditId: z.number().int(),
  /** Parameter values the apply wrote, by key. */
  applied: z.record(z.string(), z.string()),
  /** Keys whose live value changed by hand since the apply. */
  changedSince: z.array(z.string()),
});
export type ParameterOrigin = z.infer<typeof parameterOriginSchema>;
export const parameterOriginResponseSchema = z.object({
  success: z.literal(true),
  data: parameterOriginSchema.nullable(),
});

/** POST .../apply and POST /api/trading-parameters/undo-apply: the keys whose value changed. */
export const applyResultSchema = z.object({
  changedKeys: z.array(z.string()),
  origin: parameterOriginSchema.nullable(),
});
export type ApplyResult = z.infer<typeof applyResultSchema>;
export const applyResponseSchema = z.object({
  success: z.literal(true),
  data: applyResultSchema,
  message: z.string(),
});

/** POST .../apply: no field (the run or cell is in the path); an empty body is taken as `{}`. */
export const applyRequestSchema = z.strictObject({}).default({});

/** POST /api/trading-parameters/undo-apply: `originId`, when given, must still be the current origin (else 409). */
export const undoApplyRequestSchema = z.object({ originId: z.number().int().min(1).optional() }).default({});
