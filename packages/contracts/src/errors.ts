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

/** One offending field of a 400. `path` is dotted (`customTP1`, `hours.3`). */
export const fieldIssueSchema = z.object({ path: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** Values a refusal's words are built from (`{id: 99999}`), so the console can say it in the operator's language. */
export const errorParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type ErrorParams = z.infer<typeof errorParamsSchema>;

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
  reason: z.string().optional(),
  params: errorParamsSchema.optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
