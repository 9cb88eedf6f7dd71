import type { FieldReason } from '@signaldesk/contracts/errors';

/** What fastify-type-provider-zod keeps of a zod issue besides its path, code and message. */
type IssueParams = Record<string, unknown>;

const bound = (value: unknown) => Number(value);

/**
 * A zod issue of a request schema as a field's coded refusal (docs/api.md, Conventions): the bound a number, a text
 * or a list breaks, a value outside its choices, a number of the wrong kind. Null for an issue with no rule to
 * name (a custom check: its message is shown).
 */
export function zodFieldReason(code: string, params: IssueParams, field: string): FieldReason | null {
  const origin = params.origin;
  if (code === 'too_big' || code === 'too_small') {
    const big = code === 'too_big';
    const limit = bound(big ? params.maximum : params.minimum);
    if (origin === 'number' || origin === 'bigint') {
      const inclusive = params.inclusive !== false;
      const reason = big
        ? inclusive
          ? 'field.atMost'
          : 'field.lessThan'
        : inclusive
          ? 'field.atLeast'
          : 'field.greaterThan';
      return { reason, params: { field, bound: limit } };
    }
    return { reason: big ? 'field.tooLong' : 'field.tooShort', params: { field, bound: limit } };
  }
  if (code === 'invalid_type') {
    if (params.expected === 'int') return { reason: 'field.notInteger', params: { field } };
    if (params.expected === 'number') return { reason: 'field.notNumber', params: { field } };
    if (params.expected === 'boolean') return { reason: 'field.notBoolean', params: { field } };
    return null;
  }
  if (code === 'invalid_value' && Array.isArray(params.values)) {
    return { reason: 'field.notOneOf', params: { field, options: params.values.map(String).join(', ') } };
  }
  return null;
}
