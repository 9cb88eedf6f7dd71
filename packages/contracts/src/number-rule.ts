import { DECIMAL_TEXT, NUMBER_RULE_MESSAGES as M, type NumberRule } from '@signaldesk/core/rules/number-rule';
import { z } from 'zod';

/**
 * A JSON number checked against one rule of core, in core's words (docs/api.md, "Numbers"); each check stops the
 * next, so a value gets one message.
 */
export function numberRuleSchema(name: string, rule: NumberRule) {
  let schema = z.number({ error: M.notNumber(name) });
  if (rule.min !== undefined) {
    schema = rule.exclusiveMin
      ? schema.gt(rule.min, { error: M.greaterThan(name, rule.min), abort: true })
      : schema.gte(rule.min, { error: M.atLeast(name, rule.min), abort: true });
  }
  if (rule.max !== undefined) {
    schema = rule.exclusiveMax
      ? schema.lt(rule.max, { error: M.lessThan(name, rule.max), abort: true })
      : schema.lte(rule.max, { error: M.atMost(name, rule.max), abort: true });
  }
  // After the bounds, as core's numberRuleBreach: a value out of range is told its bound, not "an integer".
  if (rule.integer) schema = schema.int({ error: M.notInteger(name), abort: true });
  return schema;
}

/** Text as the number it writes when it is plain decimal text, else NaN (which every number schema refuses). */
const decimalTextValue = (text: string) => (DECIMAL_TEXT.test(text) ? Number(text) : Number.NaN);

/**
 * A number sent as text in a query string or a path: plain decimal text only (core's DECIMAL_TEXT), so `0x10`,
 * `1_000`, ` 1 `, an empty value or `1e999` (Infinity: zod's numbers are finite) are refused instead of being read
 * as 16, 1000, 1, 0 or Infinity.
 */
export function queryNumber<S extends z.ZodType<number>>(schema: S) {
  return z.preprocess((value) => (typeof value === 'string' ? decimalTextValue(value) : value), schema);
}
