import type { NumberRuleBreach } from '@signaldesk/core/rules/number-rule';
import { z } from 'zod';

/** Machine codes of the error envelope (docs/api.md, Conventions). */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'REQUEST_TIMEOUT',
  'HEADERS_TOO_LARGE',
  'UPGRADE_REQUIRED',
  'INVALID_CREDENTIALS',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'BAD_ORIGIN',
  'UPSTREAM_ERROR',
  'TIMEOUT',
  'SERVICE_BUSY',
  'NOT_CONFIGURED',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Every refusal the console shows, named (docs/console.md, Server calls; docs/api.md, Conventions): a closed set, so
 * a reason the console has no words for fails the build (`serverErrors` of both catalogues is typed by it). The
 * `field.*` reasons are a field's rule (on `fields[]`, and on the answer for its first field), named by the bound it
 * breaks, never "integer" for a value out of range.
 */
export const ERROR_REASONS = [
  'subscriber.notFound',
  'subscriber.noPlanToExtend',
  'subscriber.lifetimeHasNoEnd',
  'subscriber.alreadyEnded',
  'position.notFound',
  'position.alreadyClosed',
  'position.closed',
  'position.alreadyWorked',
  'position.symbolNotListed',
  'position.noCurrentPrice',
  'position.noLastPrice',
  'riskManager.maxOpenPositions',
  'riskManager.sameSymbolDirection',
  'backtestRun.notFound',
  'backtestRun.notOwner',
  'sweep.notFound',
  'sweep.notOwner',
  'sweep.alreadyEnded',
  'sweep.stillRunning',
  'sweep.noResultYet',
  'sweep.noCell',
  'sweep.alreadyRunning',
  'signalSource.notFound',
  'signal.notFound',
  'tradingParameter.unknown',
  'parameterApply.nothingToUndo',
  'parameterApply.notLatest',
  'parameterApply.undoneInBetween',
  'parameterApply.noPreviousValues',
  'billing.customerNotWaiting',
  'billing.customerAlreadyMatched',
  'telegram.notConfigured',
  'telegram.noChannel',
  'telegram.noGroup',
  'telegram.groupAccessOff',
  'telegram.inviteRefused',
  'upstream.exchange',
  'upstream.exchangeNoCandles',
  'upstream.report',
  'field.notNumber',
  'field.notInteger',
  'field.atLeast',
  'field.greaterThan',
  'field.atMost',
  'field.lessThan',
  'field.tooShort',
  'field.tooLong',
  'field.notOneOf',
  'field.notBoolean',
  'parameters.exitSharesTooLarge',
  'parameters.notBelow',
  'parameters.notAtLeast',
] as const;
export type ErrorReason = (typeof ERROR_REASONS)[number];

/** Values a refusal's words are built from (`{id: 99999}`), so the console can say it in the operator's language. */
export const errorParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type ErrorParams = z.infer<typeof errorParamsSchema>;

/**
 * One offending field of a 400. `path` is dotted (`customTP1`, `hours.3`); `reason` and `params` (`{field,
 * bound}`) name the rule it breaks when it is one of `field.*`.
 */
export const fieldIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
  reason: z.enum(ERROR_REASONS).optional(),
  params: errorParamsSchema.optional(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/**
 * Every error answer: `{success: false, error, code}`, plus `fields` on validation errors, and, where the console
 * shows the refusal to the operator, `reason` (what exactly was refused, `subscriber.notFound`) with its `params`:
 * the console words it from its catalogue and falls back to `error` (docs/console.md, Server calls).
 */
export const apiErrorSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.enum(ERROR_CODES),
  fields: z.array(fieldIssueSchema).optional(),
  reason: z.enum(ERROR_REASONS).optional(),
  params: errorParamsSchema.optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** A field's coded refusal: `field.*` with the field's name and the bound it breaks. */
export interface FieldReason {
  reason: ErrorReason;
  params: ErrorParams;
}

/** A breach of one of core's number rules as a field's coded refusal (`field.atMost`, `{field, bound: 1440}`). */
export function numberBreachReason(field: string, breach: NumberRuleBreach): FieldReason {
  return {
    reason: `field.${breach.kind}`,
    params: 'bound' in breach ? { field, bound: breach.bound } : { field },
  };
}
