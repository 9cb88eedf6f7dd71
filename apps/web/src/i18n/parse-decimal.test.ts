import { describe, expect, it } from 'vitest';
import { parseDecimal } from './parse-decimal';

describe('parseDecimal (docs/console.md, Formats)', () => {
  it.each([
    ['-3,5', -3.5],
    ['3,5', 3.5],
    ['12,5', 12.5],
    ['−3,5', -3.5],
    ['1 234,5', 1234.5],
    ['1\u202f234,5', 1234.5],
    ['1\u00a0234', 1234],
    ['3.5', 3.5],
    ['+2', 2],
    [' 7 ', 7],
    [',5', 0.5],
    ['1e308', 1e308],
    ['1,5e3', 1500],
  ])('reads %j in French as %d', (text, value) => {
    expect(parseDecimal(text, 'fr')).toBe(value);
  });

  it.each([
    ['-3.5', -3.5],
    ['1,234.5', 1234.5],
    ['1,234', 1234],
    ['0.25', 0.25],
    ['1e308', 1e308],
  ])('reads %j in English as %d', (text, value) => {
    expect(parseDecimal(text, 'en')).toBe(value);
  });

  it.each([
    ['', 'fr'],
    ['   ', 'en'],
    ['abc', 'fr'],
    ['3,5', 'en'],
    ['1,23', 'en'],
    ['3,5,1', 'fr'],
    ['3,5.1', 'fr'],
    ['1 23', 'fr'],
    ['12 34,5', 'fr'],
    ['1 234', 'en'],
    ['1.2.3', 'en'],
    ['--3', 'fr'],
    ['3-', 'en'],
    ['1e999', 'en'],
    ['Infinity', 'en'],
    ['0x10', 'en'],
    ['3,', 'en'],
  ] as const)('refuses %j in %s', (text, language) => {
    expect(parseDecimal(text, language)).toBeNull();
  });
});
