import { DATE_RULE } from '@signaldesk/core/rules/date-rule';
import { z } from 'zod';

/**
 * The shared input rules every request schema reads its text, ids, integers and dates through (docs/api.md,
 * "Input rules"): what a client sends is refused here, with a 400 naming the field, before the database sees it.
 */

/** The largest value of an `integer` (int4) column: every id and count the server stores. */
export const INT4_MAX = 2_147_483_647;

/** Control characters, tab (U+0009), line feed (U+000A) and carriage return (U+000D) excepted: C0, DEL and C1. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this rule's job.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters (tab and newline are allowed)';

/** True when the text holds no control character other than tab and newline. */
export const isCleanText = (text: string) => !CONTROL_CHARACTER.test(text);

/**
 * Text a client writes: a string free of control characters (a NUL cannot be stored in PostgreSQL text; the others
 * have no place in a name, a search or a message). Chain `.trim()`, `.min()`, `.max()` after it as usual.
 */
export function textField() {
  return z.string().refine(isCleanText, { error: CONTROL_CHARACTER_MESSAGE, abort: true });
}

/** Plain decimal integer text: `0`, `42`, `-7`; never `1e1`, `01`, `-0`, `+1`, ` 1`, `0x10`, `1.0`. */
export const INTEGER_TEXT = /^(0|-?[1-9]\d*)$/;

export const INTEGER_TEXT_MESSAGE = 'must be a whole number written in plain digits, such as 42';

/**
 * An integer sent as text in a path or a query string: plain decimal integer text only, then `schema`'s bounds.
 * A JSON number passes through as is (JSON cannot tell `1e1` from `10`).
 */
export function integerText<S extends z.ZodType<number>>(schema: S) {
  return z.preprocess((value, context) => {
    if (typeof value !== 'string') return value;
    if (INTEGER_TEXT.test(value)) return Number(value);
    context.addIssue({ code: 'custom', message: INTEGER_TEXT_MESSAGE });
    return z.NEVER;
  }, schema);
}

/** A stored row's id: a whole number from 1 to the int4 column's largest, as a JSON number or as plain text. */
export function idField(name = 'id') {
  return integerText(
    z
      .number({ error: `${name} must be a whole number` })
      .int({ error: `${name} must be a whole number`, abort: true })
      .min(1, { error: `${name} must be at least 1`, abort: true })
      .max(INT4_MAX, { error: `${name} must be at most ${INT4_MAX}` }),
  );
}

/** A UTC day written `YYYY-MM-DD`, a real calendar day from 1970-01-01 to 9999-12-31. */
export function utcDayField(message = 'must be a date written YYYY-MM-DD') {
  return z.iso.date({ error: message }).refine(DATE_RULE.isWithinYears, { error: DATE_RULE.message });
}

/** An ISO 8601 UTC time (`2026-11-21T14:29:00.000Z`) within the years 1970 to 9999. */
export function isoTimeField() {
  return z.iso.datetime().refine(DATE_RULE.isWithinYears, { error: DATE_RULE.message });
}
