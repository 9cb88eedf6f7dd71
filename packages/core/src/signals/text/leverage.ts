/**
 * Leverage written as a token anywhere in a free-text signal (docs/signals.md, "Leverage"): `x10`, `10x`,
 * `Cross 20x`, `Isolated 10.0X`, `20х` (a Cyrillic х, made an X by normalise.ts), and ranges `5-10x`, `5x-10x`,
 * `10X-20X` (both ends are read; the parser keeps the lowest). A bare number after a `Leverage:` label is read by
 * sections.ts.
 */

const LEVERAGE_TOKEN =
  /(?<![A-Z0-9.,])(?:(?:CROSS|ISOLATED|ISO)\s?)?(?:(?:([1-9]\d{0,2})\s?X?\s?-\s?)?([1-9]\d{0,3})(?:\.0)?\s?X|X\s?([1-9]\d{0,3}))(?![A-Z0-9])/g;

export interface LeverageTokens {
  values: number[];
  /** The text with the tokens blanked out, so that `x10` is not read as a price. */
  rest: string;
}

export function findLeverageTokens(text: string): LeverageTokens {
  const values: number[] = [];
  const rest = text.replace(
    LEVERAGE_TOKEN,
    (_whole: string, low: string | undefined, before: string | undefined, after: string | undefined) => {
      if (low !== undefined) values.push(Number(low));
      values.push(Number(before ?? after));
      return ' ';
    },
  );
  return { values, rest };
}
