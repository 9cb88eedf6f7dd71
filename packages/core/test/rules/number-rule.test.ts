import { describe, expect, it } from 'vitest';
import {
  describeRuleLimits,
  type NumberRule,
  numberRuleBreach,
  numberRuleIssue,
  parseDecimalText,
} from '../../src/rules/number-rule';

const percent: NumberRule = {
  integer: false,
  step: 0.1,
  min: 0,
  exclusiveMin: true,
  max: 100,
  exclusiveMax: true,
};
const count: NumberRule = { integer: true, step: 1, min: 1, max: 100 };

describe('a number rule', () => {
  it('refuses what is not a finite number, naming the field', () => {
    for (const value of [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NaN, '1', null]) {
      expect(numberRuleIssue('TP', percent, value)).toBe('TP must be a number');
    }
  });

  it('says which bound a value breaks, exclusive or inclusive', () => {
    expect(numberRuleIssue('TP', percent, 0)).toBe('TP must be greater than 0');
    expect(numberRuleIssue('TP', percent, -0)).toBe('TP must be greater than 0');
    expect(numberRuleIssue('TP', percent, 100)).toBe('TP must be less than 100');
    expect(numberRuleIssue('TP', percent, 1e308)).toBe('TP must be less than 100');
    expect(numberRuleIssue('TP', percent, 5e-324)).toBeNull();
    expect(numberRuleIssue('N', count, 0)).toBe('N must be at least 1');
    expect(numberRuleIssue('N', count, 101)).toBe('N must be at most 100');
    expect(numberRuleIssue('N', count, 100)).toBeNull();
  });

  it('wants a safe integer where it wants an integer', () => {
    const wide: NumberRule = { integer: true, step: 1 };
    expect(numberRuleIssue('N', count, 1.5)).toBe('N must be an integer');
    expect(numberRuleIssue('N', wide, 2 ** 53 + 1)).toBe('N must be an integer');
    expect(numberRuleIssue('N', wide, 2 ** 53 - 1)).toBeNull();
  });

  it('names the bound before the integer: a value out of range is told its bound', () => {
    expect(numberRuleIssue('N', count, 1e308)).toBe('N must be at most 100');
    expect(numberRuleIssue('N', count, 0.5)).toBe('N must be at least 1');
    expect(numberRuleBreach(count, 1e308)).toEqual({ kind: 'atMost', bound: 100 });
    expect(numberRuleBreach(count, 2.5)).toEqual({ kind: 'notInteger' });
    expect(numberRuleBreach(percent, 0)).toEqual({ kind: 'greaterThan', bound: 0 });
    expect(numberRuleBreach(percent, Number.NaN)).toEqual({ kind: 'notNumber' });
    expect(numberRuleBreach(count, 50)).toBeNull();
  });

  it('describes its limits in words', () => {
    expect(describeRuleLimits(percent)).toBe('above 0, below 100');
    expect(describeRuleLimits(count)).toBe('1 to 100');
    expect(describeRuleLimits({ min: 0 })).toBe('0 or more');
    expect(describeRuleLimits({})).toBeNull();
  });
});

describe('decimal text', () => {
  it('reads what a person types as a number', () => {
    expect(parseDecimalText('42')).toBe(42);
    expect(parseDecimalText('-1.5')).toBe(-1.5);
    expect(parseDecimalText('.5')).toBe(0.5);
    expect(parseDecimalText('1e308')).toBe(1e308);
    expect(parseDecimalText('5e-324')).toBe(5e-324);
  });

  it('refuses hexadecimal, separators, spaces, words and text beyond a double', () => {
    for (const text of ['0x10', '1_000', ' 1 ', '', 'Infinity', '1e999', '-1e999', '1,5', 'NaN']) {
      expect(parseDecimalText(text), text).toBeNaN();
    }
  });
});
