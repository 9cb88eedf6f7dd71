import { describe, expect, it } from 'vitest';
import { neutraliseFormula } from '../../src/text/spreadsheet-cell';

describe('neutraliseFormula', () => {
  it('puts an apostrophe before what a spreadsheet would run as a formula', () => {
    for (const text of ['=HYPERLINK("x")', '+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(neutraliseFormula(text)).toBe(`'${text}`);
    }
  });

  it('leaves any other text as it is', () => {
    for (const text of ['BTCUSDT', 'a=b', '', ' =1', 'Élodie']) expect(neutraliseFormula(text)).toBe(text);
  });
});
