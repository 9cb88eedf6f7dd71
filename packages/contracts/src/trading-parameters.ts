import { z } from 'zod';
import { integerText, textField } from './input-rules';

/**
 * Wire shapes of the trading parameter calls (docs/trading-parameters.md). Every value travels as a string:
 * numbers as decimal text, booleans as 'true' or 'false'. Secret values are never sent in full.
 */

const isoTime = z.iso.datetime();

/** The groups of the parameters screen, in display order. */
export const PARAMETER_GROUPS = [
  'Position Manager',
  'Signal Manager',
  'Trader Tracker',
  'Risk Manager',
  'Scalping',
  'Stripe Configuration',
  'Opportunity',
] as const;
export type ParameterGroup = (typeof PARAMETER_GROUPS)[number];

export const parameterTypeSchema = z.discriminatedUnion('kind', [
  /**
   * A number rule of core (docs/trading-parameters.md, Bounds): bounds inclusive unless `exclusiveMin`/`exclusiveMax`,
   * `step` the input's step; `sameAs` names the backtest field whose rule, and words, the parameter takes.
   */
  z.object({
    kind: z.literal('number'),
    min: z.number().optional(),
    max: z.number().optional(),
    exclusiveMin: z.boolean().optional(),
    exclusiveMax: z.boolean().optional(),
    integer: z.boolean().optional(),
    step: z.number().positive().optional(),
    sameAs: z.string().optional(),
  }),
  z.object({ kind: z.literal('text') }),
  z.object({ kind: z.literal('boolean') }),
  z.object({ kind: z.literal('select'), options: z.array(z.string()).readonly() }),
]);
export type ParameterType = z.infer<typeof parameterTypeSchema>;

export const tradingParameterSchema = z.object({
  key: z.string(),
  /** The stored value; for a secret, its masked form (see `secret`). */
  value: z.string(),
  description: z.string(),
  group: z.enum(PARAMETER_GROUPS),
  type: parameterTypeSchema,
  /** A secret (a Stripe key): `value` is masked, and empty when no value is set. */
  secret: z.boolean(),
});
export type TradingParameter = z.infer<typeof tradingParameterSchema>;

export const tradingParametersResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(tradingParameterSchema),
});
export type TradingParametersResponse = z.infer<typeof tradingParametersResponseSchema>;

export const parameterKeyParamsSchema = z.object({ key: textField().min(1).max(100) });

/** `PUT /api/trading-parameters/{key}`. */
export const updateParameterRequestSchema = z.object({ value: textField().max(500) });
export type UpdateParameterRequest = z.infer<typeof updateParameterRequestSchema>;

export const updateParameterResponseSchema = z.object({
  success: z.literal(true),
  /** The saved parameter; a secret's value comes back masked. */
  data: tradingParameterSchema,
  message: z.string(),
});
export type UpdateParameterResponse = z.infer<typeof updateParameterResponseSchema>;

/** What put a change live (docs/trading-parameters.md, "History"). */
export const PARAMETER_CHANGE_KINDS = ['edit', 'apply', 'undo', 'repair'] as const;
export type ParameterChangeKind = (typeof PARAMETER_CHANGE_KINDS)[number];

/** One key's value before and after a change. Secret values appear masked. */
export const parameterValueChangeSchema = z.object({
  key: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});

/**
 * One change to the live parameters, from the audit log: a hand edit (one key), an apply of a run or sweep cell, the
 * undo of an apply, or a repair at startup. `source` names the run an apply or undo came from; `undone` says a later
 * undo took an apply back; `undoes` is the audit id of the apply an undo took back.
 */
export const parameterChangeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PARAMETER_CHANGE_KINDS),
  username: z.string(),
  at: isoTime,
  changes: z.array(parameterValueChangeSchema),
  source: z
    .object({
      name: z.string(),
      runId: z.number().int().nullable(),
      sweepId: z.number().int().nullable(),
      sweepCell: z.number().int().nullable(),
    })
    .nullable(),
  undone: z.boolean(),
  undoes: z.number().int().nullable(),
});
export type ParameterChange = z.infer<typeof parameterChangeSchema>;

/** Most changes `GET /api/trading-parameters/changes` answers. */
export const MAX_PARAMETER_CHANGES = 100;

export const parameterChangesQuerySchema = z.object({
  limit: integerText(z.number().int().min(1).max(MAX_PARAMETER_CHANGES)).optional(),
});

export const parameterChangesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(parameterChangeSchema),
});
export type ParameterChangesResponse = z.infer<typeof parameterChangesResponseSchema>;
