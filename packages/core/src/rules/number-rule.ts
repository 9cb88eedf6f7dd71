/**
 * One numeric rule and its words, shared by the backtest configuration, the trading parameters and the prices a
 * position holds (docs/trading-parameters.md, "Bounds"; docs/backtest.md, "Configuration rules"). A value passes
 * only when it is a finite number within the rule: Infinity, NaN and anything a double cannot hold never pass.
 */

/** Bounds of a number: inclusive unless `exclusiveMin`/`exclusiveMax`; `step` is the input's step. */
export interface NumberRule {
  integer: boolean;
  min?: number;
  max?: number;
  exclusiveMin?: boolean;
  exclusiveMax?: boolean;
  step: number;
}

export const NUMBER_RULE_MESSAGES = {
  notNumber: (name: string) => `${name} must be a number`,
  notInteger: (name: string) => `${name} must be an integer`,
  atLeast: (name: string, min: number) => `${name} must be at least ${min}`,
  greaterThan: (name: string, min: number) => `${name} must be greater than ${min}`,
  atMost: (name: string, max: number) => `${name} must be at most ${max}`,
  lessThan: (name: string, max: number) => `${name} must be less than ${max}`,
} as const;

const M = NUMBER_RULE_MESSAGES;

/** Which part of a rule a value breaks, and the bound it names: the words are the reader's (a screen translates it). */
export type NumberRuleBreach =
  | { kind: 'notNumber' | 'notInteger' }
  | { kind: 'atLeast' | 'greaterThan' | 'atMost' | 'lessThan'; bound: number };

/**
 * The first part of `rule` that `value` breaks, or null when it passes. The bounds come before the integer check,
 * so a value out of range is told the bound it breaks (`1e308` in a whole-minute field: "at most 1440"), never
 * "an integer" (docs/trading-parameters.md, Bounds).
 */
export function numberRuleBreach(rule: NumberRule, value: unknown): NumberRuleBreach | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return { kind: 'notNumber' };
  if (rule.min !== undefined) {
    if (rule.exclusiveMin && !(value > rule.min)) return { kind: 'greaterThan', bound: rule.min };
    if (!rule.exclusiveMin && !(value >= rule.min)) return { kind: 'atLeast', bound: rule.min };
  }
  if (rule.max !== undefined) {
    if (rule.exclusiveMax && !(value < rule.max)) return { kind: 'lessThan', bound: rule.max };
    if (!rule.exclusiveMax && !(value <= rule.max)) return { kind: 'atMost', bound: rule.max };
  }
  if (rule.integer && !Number.isSafeInteger(value)) return { kind: 'notInteger' };
  return null;
}

/** The first part of `rule` that `value` breaks, in words starting with `name`, or null when it passes. */
export function numberRuleIssue(name: string, rule: NumberRule, value: unknown): string | null {
  const breach = numberRuleBreach(rule, value);
  if (breach === null) return null;
  return 'bound' in breach ? M[breach.kind](name, breach.bound) : M[breach.kind](name);
}

/**
 * Plain decimal text: an optional sign, digits with an optional fraction, an optional exponent. No spaces, no
 * hexadecimal (`0x10`), no separators (`1_000`), no `Infinity`: what a person types as a number.
 */
export const DECIMAL_TEXT = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/** The number plain decimal text stands for; NaN for anything else, and for text beyond a double (`1e999`). */
export function parseDecimalText(text: string): number {
  if (!DECIMAL_TEXT.test(text)) return Number.NaN;
  const value = Number(text);
  return Number.isFinite(value) ? value : Number.NaN;
}

/** The limits of a rule in words, for help texts: "1 to 2000", "above 0, below 100", "0 or more"; null without. */
export function describeRuleLimits(
  rule: Pick<NumberRule, 'min' | 'max' | 'exclusiveMin' | 'exclusiveMax'>,
): string | null {
  const { min, max, exclusiveMin, exclusiveMax } = rule;
  if (min !== undefined && max !== undefined) {
    if (!exclusiveMin && !exclusiveMax) return `${min} to ${max}`;
    return `${exclusiveMin ? 'above' : 'from'} ${min}, ${exclusiveMax ? 'below' : 'up to'} ${max}`;
  }
  if (min !== undefined) return exclusiveMin ? `above ${min}` : `${min} or more`;
  if (max !== undefined) return exclusiveMax ? `below ${max}` : `${max} or less`;
  return null;
}

/**
 * The bounds an input can state (`min`/`max` attributes): the inclusive ones; an exclusive bound is said in words
 * only (describeRuleLimits), since an input's `min` would let the bound itself through.
 */
export function inputBounds(rule: Pick<NumberRule, 'min' | 'max' | 'exclusiveMin' | 'exclusiveMax'>): {
  min?: number;
  max?: number;
} {
  return {
    min: rule.exclusiveMin ? undefined : rule.min,
    max: rule.exclusiveMax ? undefined : rule.max,
  };
}
