import type { z } from 'zod';

/**
 * The answer of a change did not fit its own wire schema. Thrown inside the change's transaction, it rolls the change
 * back, so a change that answers an error never committed (docs/api.md, "Truthful answers"); the error handler
 * logs it and answers a plain 500.
 */
export class AnswerSchemaError extends Error {
  constructor(
    readonly what: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`the answer of ${what} does not fit its schema: ${JSON.stringify(issues)}`);
    this.name = 'AnswerSchemaError';
  }
}

/**
 * `value` checked against the schema the reply will be serialized with, before the transaction commits: the reply
 * can then no longer fail after the commit.
 */
export function checkedAnswer<T>(schema: z.ZodType<T>, what: string, value: T): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new AnswerSchemaError(what, result.error.issues);
  return value;
}
