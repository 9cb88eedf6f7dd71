import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { numberRuleSchema, queryNumber } from '../src/number-rule';

describe('numberRuleSchema', () => {
  const percent = numberRuleSchema('tp', { integer: false, step: 0.1, min: 0, exclusiveMin: true, max: 100 });

  it('says core words, one message per value', () => {
    expect(percent.safeParse(0).error?.issues.map((issue) => issue.message)).toEqual([
      'tp must be greater than 0',
    ]);
    expect(percent.safeParse(1e308).error?.issues.map((issue) => issue.message)).toEqual([
      'tp must be at most 100',
    ]);
    expect(percent.safeParse(Number.POSITIVE_INFINITY).success).toBe(false);
    expect(percent.safeParse(5e-324).success).toBe(true);
  });
});

describe('queryNumber', () => {
  const id = queryNumber(z.number().int().min(1));

  it('reads plain decimal text', () => {
    expect(id.parse('42')).toBe(42);
    expect(id.parse('4.2e1')).toBe(42);
  });

  it.each(['0x10', '1_000', ' 1 ', '', '1e999', 'Infinity', '1,5'])(
    'refuses %j instead of reading a number',
    (text) => {
      expect(id.safeParse(text).success).toBe(false);
    },
  );
});
